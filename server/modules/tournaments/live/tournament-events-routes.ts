// GET /tournaments/events: live updates fed by the process's single LISTEN (TournamentChangeFeed), as
// server-sent events, or as a WebSocket when the request asks to upgrade (what the web app does). Anyone may
// subscribe: the messages carry only ids of public tournaments and no cookie or token is read, and the page
// refetches through the normal, authorized calls.
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WebSocketServer } from 'ws';
import { apiPaths } from '../../../../src/contract/paths.js';
import type { ErrorBody } from '../../../../src/contract/error-body.js';
import {
  MAX_SUBSCRIBED_TOURNAMENTS,
  TOURNAMENT_CHANGED_EVENT,
  TOURNAMENT_EVENTS_READY,
  TournamentEventsQuerySchema,
} from '../../../../src/contract/tournament-events.js';
import { fieldErrors, HttpError } from '../../../http-error.js';
import { LiveClients } from './live-clients.js';
import { sseClient } from './sse-client.js';
import type { TournamentChangeFeed } from './tournament-change-feed.js';
import { webSocketClient } from './websocket-client.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TournamentEventsRoutesOptions {
  feed: TournamentChangeFeed;
  maxClients?: number;
  heartbeatMs?: number;
}

function parseIds(text: string | undefined | null): Set<string> | null {
  if (text === undefined || text === null || text.trim() === '') return null;
  if (text.length > 4000) throw fieldErrors({ ids: `At most ${MAX_SUBSCRIBED_TOURNAMENTS} tournaments per stream.` });
  const ids = text
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  if (ids.length > MAX_SUBSCRIBED_TOURNAMENTS)
    throw fieldErrors({ ids: `At most ${MAX_SUBSCRIBED_TOURNAMENTS} tournaments per stream.` });
  if (ids.some((id) => !UUID.test(id))) throw fieldErrors({ ids: 'Each id must be a tournament id.' });
  return new Set(ids);
}

/** Refuses an upgrade with the API's JSON error body, before any WebSocket exists. */
function refuseUpgrade(socket: Duplex, error: HttpError) {
  const body: ErrorBody = {
    statusCode: error.statusCode,
    message: error.code,
    ...(error.formFieldErrors ? { formFieldErrors: error.formFieldErrors } : {}),
  };
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode] ?? ''}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
  );
}

export async function tournamentEventsRoutes(app: FastifyInstance, options: TournamentEventsRoutesOptions) {
  const clients = new LiveClients(options.maxClients ?? 5_000, options.heartbeatMs ?? 25_000);
  const unsubscribe = options.feed.subscribe((ids) => clients.publish(TOURNAMENT_CHANGED_EVENT, ids));
  const path = `${app.prefix}${apiPaths.tournamentEvents.pattern}`;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== path) return refuseUpgrade(socket, new HttpError(404, 'NOT-FOUND'));
    let ids: Set<string> | null;
    try {
      ids = parseIds(url.searchParams.get('ids'));
      if (clients.full) throw new HttpError(503, 'TOO-MANY-REQUESTS');
    } catch (error) {
      return refuseUpgrade(socket, error as HttpError);
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const remove = clients.add(webSocketClient(ws, ids));
      ws.on('close', remove);
      ws.on('error', () => ws.terminate());
      // Subscribers only listen; anything they send is ignored.
      ws.send(JSON.stringify({ type: TOURNAMENT_EVENTS_READY }));
    });
  };
  app.server.on('upgrade', onUpgrade);

  // preClose runs before the server stops accepting and waits for open connections: end the streams first.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    unsubscribe();
    clients.closeAll();
    sockets.close();
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    apiPaths.tournamentEvents.pattern,
    {
      schema: {
        tags: ['tournaments'],
        querystring: TournamentEventsQuerySchema,
        description:
          'Server-sent events `tournament-changed` {id} (or a WebSocket of {type, id} messages when upgraded).',
      },
    },
    async (request, reply) => {
      const ids = parseIds(request.query.ids);
      if (clients.full) throw new HttpError(503, 'TOO-MANY-REQUESTS');
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      // retry: how long an EventSource waits before reconnecting by itself.
      response.write(`retry: 3000\nevent: ${TOURNAMENT_EVENTS_READY}\ndata: {}\n\n`);
      const remove = clients.add(sseClient(response, ids));
      response.on('close', remove);
    },
  );
}

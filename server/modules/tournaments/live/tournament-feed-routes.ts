// GET /tournaments/:id/feed: a public tournament's events as server-sent events (issue 27 §3), for overlays and
// bots. The events come from the log the integrations module keeps (resumable across processes and restarts);
// this process learns that there is something new from the same change notifications as the live pages.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { apiPaths } from '../../../../src/contract/paths.js';
import { TournamentFeedParamsSchema, TournamentFeedQuerySchema } from '../../../../src/contract/tournament-feed.js';
import type { Database } from '../../../db/schema.js';
import { fieldErrors, HttpError } from '../../../http-error.js';
import { feedEventsAfter, feedPosition } from '../../integrations/integrations-module.js';
import { assertFeedPublic } from './feed-access.js';
import { FEED_DESCRIPTION, FEED_RESPONSES, FeedHeadersSchema } from './feed-openapi.js';
import { FeedStream, type FeedLog } from './feed-stream.js';
import type { TournamentChangeFeed } from './tournament-change-feed.js';

export interface TournamentFeedRoutesOptions {
  db: Kysely<Database>;
  changes: TournamentChangeFeed;
  maxClients?: number;
  heartbeatMs?: number;
}

/** The ids a client may resume after: what this server sent (a decimal number), nothing else. */
const EVENT_ID = /^\d{1,15}$/;

function resumeAfter(header: string | string[] | undefined, query: string | undefined): number | null {
  const text = (Array.isArray(header) ? header[0] : header) ?? query;
  if (text === undefined || text === '') return null;
  if (!EVENT_ID.test(text)) throw fieldErrors({ lastEventId: 'Must be an event id this feed sent.' });
  return Number(text);
}

export async function tournamentFeedRoutes(app: FastifyInstance, options: TournamentFeedRoutesOptions) {
  const { db } = options;
  const log: FeedLog = {
    position: (tournamentId) => feedPosition(db, tournamentId),
    after: (tournamentId, afterId, limit) => feedEventsAfter(db, tournamentId, afterId, limit),
  };
  const maxClients = options.maxClients ?? 5_000;
  const streams = new Map<string, Set<FeedStream>>();
  let count = 0;
  const unsubscribe = options.changes.subscribe((ids) => {
    for (const id of ids) for (const stream of streams.get(id) ?? []) stream.changed();
  });
  const heartbeat = setInterval(() => {
    for (const set of streams.values()) for (const stream of set) stream.heartbeat();
  }, options.heartbeatMs ?? 25_000);
  heartbeat.unref();

  // preClose runs before the server stops accepting and waits for open connections: end the streams first.
  app.addHook('preClose', async () => {
    unsubscribe();
    clearInterval(heartbeat);
    const all = [...streams.values()].flatMap((set) => [...set]);
    streams.clear();
    for (const stream of all) stream.close();
    await Promise.all(all.map((stream) => stream.idle()));
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    apiPaths.tournamentFeed.pattern,
    {
      schema: {
        tags: ['tournaments'],
        params: TournamentFeedParamsSchema,
        querystring: TournamentFeedQuerySchema,
        headers: FeedHeadersSchema,
        summary: "A public tournament's live events (server-sent events)",
        description: FEED_DESCRIPTION,
        response: FEED_RESPONSES,
      },
    },
    async (request, reply) => {
      const after = resumeAfter(request.headers['last-event-id'], request.query.lastEventId);
      const tournamentId = request.params.id.toLowerCase();
      await assertFeedPublic(db, tournamentId);
      if (count >= maxClients) throw new HttpError(503, 'TOO-MANY-REQUESTS');
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'access-control-allow-origin': '*',
        'x-request-id': request.id,
      });
      const stream = new FeedStream(tournamentId, response, log, request.log);
      // Subscribed before the log is read: an event committed meanwhile is read by the first pass, not lost.
      let set = streams.get(tournamentId);
      if (!set) streams.set(tournamentId, (set = new Set()));
      set.add(stream);
      count++;
      response.on('close', () => {
        if (set.delete(stream)) count--;
        if (set.size === 0 && streams.get(tournamentId) === set) streams.delete(tournamentId);
      });
      await stream.start(after).catch((error: unknown) => {
        request.log.warn({ err: error }, 'tournament feed: could not start');
        stream.close();
      });
    },
  );
}

// Serves the built web app (web/dist) with brackets and standings views played by the real engine
// (tests/support/brackets-fixtures.ts) behind the API paths the app calls, plus the live-updates socket, so a
// real Chromium can draw, scroll and refresh the brackets pictures before the matches module serves them. Used
// by the brackets browser test and by `npm run bench:brackets`.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BracketsView, StandingsView } from '../../../src/contract/matches.js';
import { API_PREFIX, apiPaths } from '../../../src/contract/paths.js';
import { TOURNAMENT_CHANGED_EVENT, TOURNAMENT_EVENTS_READY } from '../../../src/contract/tournament-events.js';
import { REPOSITORY_ROOT } from '../../support/server-process.js';

const DIST = join(REPOSITORY_ROOT, 'web/dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

export interface BracketsFixtureServer {
  baseUrl: string;
  /** Replaces what the API answers for a tournament and tells connected pages it changed (live update). */
  publish(id: string, data: { brackets?: BracketsView; standings?: StandingsView }): void;
  close(): Promise<void>;
}

export async function startBracketsFixtureServer(
  fixtures: Record<string, { brackets?: BracketsView; standings?: StandingsView }>,
): Promise<BracketsFixtureServer> {
  const data = new Map(Object.entries(fixtures));
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path.startsWith(API_PREFIX)) {
      const apiPath = path.slice(API_PREFIX.length);
      for (const [id, entry] of data) {
        const body =
          apiPath === apiPaths.brackets.build({ tournamentId: id })
            ? entry.brackets
            : apiPath === apiPaths.tiebreakerLeaderboard.build({ tournamentId: id })
              ? entry.standings
              : undefined;
        if (body) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
          return;
        }
      }
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 404, message: 'NOT-FOUND' }));
      return;
    }
    const file = normalize(join(DIST, decodeURIComponent(path)));
    const inDist = file.startsWith(DIST) && existsSync(file) && statSync(file).isFile();
    const served = inDist ? file : join(DIST, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(served)] ?? 'application/octet-stream' });
    createReadStream(served).pipe(response);
  });
  const sockets = new Set<WebSocket>();
  const live = new WebSocketServer({ server, path: `${API_PREFIX}${apiPaths.tournamentEvents.build()}` });
  live.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.send(JSON.stringify({ type: TOURNAMENT_EVENTS_READY }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    publish(id, entry) {
      data.set(id, { ...data.get(id), ...entry });
      for (const socket of sockets) socket.send(JSON.stringify({ type: TOURNAMENT_CHANGED_EVENT, id }));
    },
    close: async () => {
      for (const socket of sockets) socket.terminate();
      live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

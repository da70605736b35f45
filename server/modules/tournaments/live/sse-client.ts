// A server-sent events subscriber: plain HTTP, readable by curl and any EventSource.
import type { ServerResponse } from 'node:http';
import type { LiveClient } from './live-clients.js';

export function sseClient(response: ServerResponse, ids: ReadonlySet<string> | null): LiveClient {
  // A client that stopped reading is dropped when its socket closes; until then writes just buffer.
  const write = (chunk: string) => {
    if (!response.writableEnded) response.write(chunk);
  };
  return {
    ids,
    send(event, tournamentIds) {
      write(tournamentIds.map((id) => `event: ${event}\ndata: ${JSON.stringify({ id })}\n\n`).join(''));
    },
    heartbeat() {
      write(': heartbeat\n\n');
    },
    close() {
      response.end();
    },
  };
}

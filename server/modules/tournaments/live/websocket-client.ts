// A WebSocket subscriber (what the web app uses): unlike an event stream it is not a pending HTTP request, so
// it does not hold one of the browser's six HTTP/1.1 connections per origin in every open tab. Each message
// is JSON {type, id?}. Pings find dead peers: one that has not answered the previous ping is terminated.
import type { WebSocket } from 'ws';
import type { LiveClient } from './live-clients.js';

export function webSocketClient(socket: WebSocket, ids: ReadonlySet<string> | null): LiveClient {
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  return {
    ids,
    send(event, tournamentIds) {
      if (socket.readyState !== socket.OPEN) return;
      for (const id of tournamentIds) socket.send(JSON.stringify({ type: event, id }));
    },
    heartbeat() {
      if (!alive) return void socket.terminate();
      alive = false;
      socket.ping();
    },
    close() {
      // 1001 "going away": the browser reconnects (to another process, or to this one once it is back).
      socket.close(1001, 'server shutting down');
    },
  };
}

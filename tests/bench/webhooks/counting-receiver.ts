// A webhook receiver that behaves as a careful real one does: it handles each webhook-id once (a second arrival of
// an id it already handled is answered 2xx and counted as a duplicate, not handled again), and it notes when each
// id first arrived, so the benchmark and the crash test can tell lag, loss, duplicates and order apart. Its
// behaviour is one of: NORMAL (answers at once), SLOW (waits 200–500 ms, then answers) or FAILING (answers 500 to
// half of the requests, at random, and handles only the others).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { wallClockMs } from './wall-clock.js';

export type ReceiverBehaviour = 'NORMAL' | 'SLOW' | 'FAILING';

export interface CountingReceiver {
  behaviour: ReceiverBehaviour;
  /** http://127.0.0.1:<port>/hook */
  url: string;
  /** Every request that came, answered or not. */
  attempts: number;
  /** When each webhook-id first arrived (wallClockMs()) and the data it carried. */
  firstArrival: Map<string, { at: number; data: Record<string, unknown> }>;
  /** wallClockMs() when each webhook-id was handled (answered 2xx the first time). */
  handledAt: Map<string, number>;
  /** The body's data of each handled webhook-id, in the order they were handled. */
  handled: { webhookId: string; data: Record<string, unknown> }[];
  /** Arrivals of a webhook-id already handled. */
  duplicates: number;
  close(): Promise<void>;
}

const SLOW_MIN_MS = 200;
const SLOW_SPREAD_MS = 300;

export async function startCountingReceiver(behaviour: ReceiverBehaviour): Promise<CountingReceiver> {
  let server: Server | null = null;
  const receiver: CountingReceiver = {
    behaviour,
    url: '',
    attempts: 0,
    duplicates: 0,
    firstArrival: new Map(),
    handledAt: new Map(),
    handled: [],
    close: () =>
      new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      }),
  };
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = wallClockMs();
      const webhookId = String(request.headers['webhook-id'] ?? '');
      const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: Record<string, unknown> };
      receiver.attempts += 1;
      if (!receiver.firstArrival.has(webhookId)) receiver.firstArrival.set(webhookId, { at, data });
      const answer = () => {
        if (receiver.handledAt.has(webhookId)) {
          receiver.duplicates += 1;
        } else if (behaviour === 'FAILING' && Math.random() < 0.5) {
          response.writeHead(500).end('failing on purpose');
          return;
        } else {
          receiver.handledAt.set(webhookId, wallClockMs());
          receiver.handled.push({ webhookId, data });
        }
        response.writeHead(204).end();
      };
      if (behaviour === 'SLOW') setTimeout(answer, SLOW_MIN_MS + Math.random() * SLOW_SPREAD_MS);
      else answer();
    });
  });
  // Many deliveries are in flight at once: a deep accept backlog, and connections kept for the sender to reuse.
  server.keepAliveTimeout = 30_000;
  const listening = server;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', 1024, resolve));
  receiver.url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/hook`;
  return receiver;
}

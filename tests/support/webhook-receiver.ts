// A real webhook receiver for the suites: node:http on 127.0.0.1 (allowed through WEBHOOK_ALLOWED_ADDRESSES),
// recording every request it gets and answering each path as the suite says (a status, or a list of them in turn).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:<port> */
  origin: string;
  received: ReceivedRequest[];
  /** The requests to `path`, in the order they came. */
  at(path: string): ReceivedRequest[];
  /** How `path` answers: one status for every request, or these statuses in turn (then the last one). */
  answer(path: string, statuses: number | number[], body?: string): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  const answers = new Map<string, { statuses: number[]; body: string }>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.get(path) ?? { statuses: [204], body: '' };
      const status = answer.statuses.length > 1 ? answer.statuses.shift()! : answer.statuses[0];
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    at: (path) => received.filter((request) => request.path === path),
    answer(path, statuses, body = '') {
      answers.set(path, { statuses: Array.isArray(statuses) ? [...statuses] : [statuses], body });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

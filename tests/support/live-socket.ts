// A subscriber to the live updates (GET /tournaments/events) over a WebSocket, as the web app opens it: it records
// every message, so a test can wait for a tournament's change or check that none came.
import { expect } from 'vitest';
import WebSocket from 'ws';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A WebSocket subscriber, as the web app opens it. */
export class SocketStream {
  readonly messages: { type: string; id?: string; at: number }[] = [];
  closeCode: number | null = null;
  private constructor(readonly socket: WebSocket) {}

  static async open(url: string): Promise<SocketStream> {
    const stream = new SocketStream(new WebSocket(url));
    stream.socket.on('message', (data) => stream.messages.push({ ...JSON.parse(String(data)), at: Date.now() }));
    stream.socket.on('close', (code) => (stream.closeCode = code));
    await new Promise<void>((resolve, reject) => {
      stream.socket.once('open', () => resolve());
      stream.socket.once('error', reject);
    });
    const deadline = Date.now() + 5_000;
    while (!stream.messages.some((m) => m.type === 'ready') && Date.now() < deadline) await sleep(20);
    expect(stream.messages[0]?.type).toBe('ready');
    return stream;
  }

  async settle() {
    await sleep(500);
    this.messages.length = 0;
  }

  async changed(id: string, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.messages.find((m) => m.type === 'tournament-changed' && m.id === id);
      if (found) return found;
      await sleep(20);
    }
    throw new Error(`no change of ${id} within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
  }
}

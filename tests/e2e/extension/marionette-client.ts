// A minimal client for Firefox's Marionette (WebDriver classic) protocol: `length:[0, id, command, params]`
// frames over TCP. Firefox's WebDriver BiDi does not expose extension pages (moz-extension:// contexts are
// skipped until Mozilla bug 1755014), so the Firefox wallet test drives the popup and the approval windows
// through Marionette, which does, and everything else through puppeteer over BiDi on the same session.
import { connect, type Socket } from 'node:net';

export class MarionetteError extends Error {
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
  ) {
    super(`${command}: ${error}: ${message}`);
    this.name = 'MarionetteError';
  }
}

export class MarionetteClient {
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly waiting = new Map<number, { command: string; resolve(v: any): void; reject(e: Error): void }>();
  /** Marionette serves one command at a time per connection: commands queue here. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('close', () => {
      for (const waiter of this.waiting.values())
        waiter.reject(new Error(`Marionette closed during ${waiter.command}`));
      this.waiting.clear();
    });
  }

  /** Connects once Firefox listens (it opens the port a moment after start-up); resolves after the greeting. */
  static async connect(port: number, timeoutMs = 30_000): Promise<MarionetteClient> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const socket = await new Promise<Socket>((resolve, reject) => {
          const s = connect(port, '127.0.0.1', () => resolve(s));
          s.once('error', reject);
        });
        const client = new MarionetteClient(socket);
        await client.greeting;
        return client;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  private greetingSeen!: () => void;
  private readonly greeting = new Promise<void>((resolve) => (this.greetingSeen = resolve));

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const colon = this.buffer.indexOf(':');
      if (colon < 0) return;
      const length = Number(this.buffer.subarray(0, colon).toString());
      if (this.buffer.length < colon + 1 + length) return;
      const message = JSON.parse(this.buffer.subarray(colon + 1, colon + 1 + length).toString('utf8'));
      this.buffer = this.buffer.subarray(colon + 1 + length);
      if (!Array.isArray(message)) {
        this.greetingSeen(); // {applicationType, marionetteProtocol}
        continue;
      }
      const [, id, error, result] = message as [number, number, { error: string; message: string } | null, unknown];
      const waiter = this.waiting.get(id);
      if (!waiter) continue;
      this.waiting.delete(id);
      if (error) waiter.reject(new MarionetteError(waiter.command, error.error, error.message));
      else waiter.resolve(result);
    }
  }

  command<T = any>(command: string, params: Record<string, unknown> = {}): Promise<T> {
    const run = () =>
      new Promise<T>((resolve, reject) => {
        const id = this.nextId++;
        this.waiting.set(id, { command, resolve, reject });
        const frame = JSON.stringify([0, id, command, params]);
        this.socket.write(`${Buffer.byteLength(frame)}:${frame}`);
      });
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  close(): void {
    this.socket.destroy();
  }
}

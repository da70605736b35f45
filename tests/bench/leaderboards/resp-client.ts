// A minimal Redis client (RESP2 over one TCP socket) for the leaderboards benchmark's reference figures: commands
// are written as arrays of bulk strings and answered in order, so several may be in flight (pipelining). Only
// what the benchmark reads is parsed: integers, simple and bulk strings, arrays, errors.
import { connect, type Socket } from 'node:net';

type Reply = string | number | null | Reply[];

export class RespClient {
  private buffer = Buffer.alloc(0);
  private readonly waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void }[] = [];

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      for (;;) {
        const parsed = parse(this.buffer, 0);
        if (!parsed) break;
        this.buffer = this.buffer.subarray(parsed.end);
        const next = this.waiting.shift()!;
        if (parsed.error) next.reject(new Error(parsed.error));
        else next.resolve(parsed.value);
      }
    });
  }

  static async open(host = '127.0.0.1', port = 6379): Promise<RespClient> {
    const socket = connect({ host, port });
    socket.setNoDelay(true);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    return new RespClient(socket);
  }

  command(...args: (string | number)[]): Promise<Reply> {
    const parts = [`*${args.length}\r\n`];
    for (const arg of args) {
      const text = String(arg);
      parts.push(`$${Buffer.byteLength(text)}\r\n${text}\r\n`);
    }
    this.socket.write(parts.join(''));
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  close(): void {
    this.socket.end();
  }
}

/** One reply from `offset`, or null when the buffer does not hold all of it yet. */
function parse(buffer: Buffer, offset: number): { value: Reply; error?: string; end: number } | null {
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buffer[offset]);
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  const after = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, end: after };
    case '-':
      return { value: null, error: line, end: after };
    case ':':
      return { value: Number(line), end: after };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, end: after };
      if (buffer.length < after + length + 2) return null;
      return { value: buffer.toString('utf8', after, after + length), end: after + length + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, end: after };
      const items: Reply[] = [];
      let at = after;
      for (let i = 0; i < count; i++) {
        const item = parse(buffer, at);
        if (!item) return null;
        items.push(item.value);
        at = item.end;
      }
      return { value: items, end: at };
    }
    default:
      throw new Error(`unexpected RESP reply type ${type}`);
  }
}

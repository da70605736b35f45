// A server-sent events subscriber for the suites, reading a stream the way a browser's EventSource does: each
// event's id, type and data, in order; Last-Event-ID (or any header) sent on opening, to resume.
import { expect } from 'vitest';

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
  at: number;
}

export class EventStream {
  readonly events: SseEvent[] = [];
  private readonly controller = new AbortController();
  ended = false;

  /** Opens the stream and waits for its `ready` event. */
  static async open<S extends EventStream>(
    this: new () => S,
    url: string,
    headers: Record<string, string> = {},
  ): Promise<S> {
    const stream = new this();
    const response = await fetch(url, {
      signal: stream.controller.signal,
      headers: { accept: 'text/event-stream', ...headers },
    });
    if (response.status !== 200) throw new Error(`stream refused: ${response.status} ${await response.text()}`);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    void stream.pump(response.body!.getReader());
    await stream.next((event) => event.event === 'ready', 5_000);
    return stream;
  }

  private async pump(reader: ReadableStreamDefaultReader<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (fields.event)
            this.events.push({ id: fields.id ?? null, event: fields.event, data: fields.data ?? '', at: Date.now() });
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
  }

  async next(match: (event: SseEvent) => boolean, timeoutMs: number): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.events.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
  }

  close() {
    this.controller.abort();
  }
}

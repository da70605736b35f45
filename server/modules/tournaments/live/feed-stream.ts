// One connection to a tournament's live feed (server-sent events): it starts where the client left off (or at the
// log's end), and each time the tournament changes it reads the events after the last one it sent, one read at a
// time, so events go out once each and in order however the change notifications bunch up.
import type { ServerResponse } from 'node:http';
import { FEED_READY_EVENT, FEED_RESET_EVENT, type FeedEvent } from '../../../../src/contract/tournament-feed.js';

export interface FeedLog {
  position(tournamentId: string): Promise<{ last: number; oldest: number | null }>;
  after(tournamentId: string, afterId: number, limit: number): Promise<FeedEvent[]>;
}

/** Events read at once; a client further behind gets the rest by the next reads, straight after. */
const PAGE = 200;
/**
 * A client that stops reading (a stalled overlay) is let go once this much waits in its socket buffer; its
 * EventSource reconnects with Last-Event-ID and resumes from the log.
 */
const MAX_BUFFERED_BYTES = 1 << 20;

interface Log {
  warn(obj: unknown, msg?: string): void;
}

export class FeedStream {
  private lastId = 0;
  private started = false;
  private reading: Promise<void> | null = null;
  private again = false;

  constructor(
    readonly tournamentId: string,
    private readonly response: ServerResponse,
    private readonly log: FeedLog,
    private readonly logger: Log,
  ) {}

  /** Sends `ready`, then what the client missed after `resumeAfter` (null: nothing, the stream starts now). */
  async start(resumeAfter: number | null): Promise<void> {
    const { last, oldest } = await this.log.position(this.tournamentId);
    let from = resumeAfter === null || resumeAfter > last ? last : resumeAfter;
    if (from < last && oldest !== null && from < oldest - 1) {
      // Pruned past where the client stands: say so, and go on from the oldest event kept.
      this.write(`event: ${FEED_RESET_EVENT}\ndata: ${JSON.stringify({ oldestEventId: oldest })}\n\n`);
      from = oldest - 1;
    }
    this.lastId = from;
    this.write(`retry: 3000\nevent: ${FEED_READY_EVENT}\ndata: ${JSON.stringify({ lastEventId: from })}\n\n`);
    this.started = true;
    this.changed();
  }

  /** The tournament changed: read and send what is new (a read already under way reads again when done). */
  changed(): void {
    if (!this.started || this.response.writableEnded) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.readAll()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'tournament feed: could not read events'))
      .finally(() => {
        this.reading = null;
      });
  }

  private async readAll(): Promise<void> {
    do {
      this.again = false;
      const events = await this.log.after(this.tournamentId, this.lastId, PAGE);
      if (events.length === 0) continue;
      this.write(events.map(formatEvent).join(''));
      this.lastId = events[events.length - 1].id;
      if (events.length === PAGE) this.again = true;
    } while (this.again && !this.response.writableEnded);
  }

  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  close(): void {
    if (!this.response.writableEnded) this.response.end();
  }

  /** Settles once no read is under way (shutdown waits for it). */
  async idle(): Promise<void> {
    while (this.reading) await this.reading;
  }

  private write(chunk: string): void {
    if (this.response.writableEnded) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.response.end();
      return;
    }
    this.response.write(chunk);
  }
}

/** `id`, `event` (the type) and the webhook payload as data. */
export function formatEvent(event: FeedEvent): string {
  const payload = { type: event.type, version: event.version, timestamp: event.timestamp, data: event.data };
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(payload)}\n\n`;
}

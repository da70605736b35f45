// Numbers the live feed's new events after their transactions commit (migration 0860): a pass per burst of
// tournament_feed notifications (one per statement that recorded events), once at start, and with the minute sweep
// for whatever a lost notification or a crash left. Each process runs passes; two at once simply queue on the heads.
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { CoalescedPasses, type PassLog } from '../../jobs/coalesced-passes.js';
import { numberFeedEvents } from './tournament-feed-repository.js';

export const TOURNAMENT_FEED_CHANNEL = 'tournament_feed';
/**
 * How long a notification's pass waits for those of other commits: a report rush records events hundreds of times a
 * second, and one pass numbers them all. It is all the feed's readers wait beyond the numbering itself.
 */
const WAKE_UP_BATCH_MS = 50;

export class FeedNumbering {
  private readonly passes: CoalescedPasses;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    db: Kysely<Database>,
    log: PassLog,
  ) {
    this.passes = new CoalescedPasses(async () => void (await numberFeedEvents(db)), log, 'feed numbering pass');
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(TOURNAMENT_FEED_CHANNEL, () => this.passes.kickSoon(WAKE_UP_BATCH_MS));
    this.passes.kick();
  }

  /** A pass now, awaited (the sweep). */
  run(): Promise<void> {
    return this.passes.run();
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    await this.passes.settled();
  }

  settled(): Promise<void> {
    return this.passes.settled();
  }
}

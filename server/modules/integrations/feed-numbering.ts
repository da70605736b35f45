// Numbers the live feed's new events after their transactions commit (migration 0860): a pass per burst of the
// webhook events' notifications (every statement that records feed events records webhook events beside them: the
// integrations module's one LISTEN wakes both), once at start, with the minute sweep for whatever a lost
// notification or a crash left. A feed stream numbers what is pending itself before it reads where its log stands
// (tournament-feed-routes.ts). Each process runs passes; two at once simply queue on the heads.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { CoalescedPasses, type PassLog } from '../../jobs/coalesced-passes.js';
import { numberFeedEvents } from './tournament-feed-repository.js';

/**
 * How long a notification's pass waits for those of other commits: a report rush records events hundreds of times a
 * second, and one pass numbers them all. It is all the feed's readers wait beyond the numbering itself.
 */
const WAKE_UP_BATCH_MS = 50;

export class FeedNumbering {
  private readonly passes: CoalescedPasses;

  constructor(db: Kysely<Database>, log: PassLog) {
    this.passes = new CoalescedPasses(async () => void (await numberFeedEvents(db)), log, 'feed numbering pass');
  }

  /** A pass shortly: the notifications of a burst of commits share it. */
  kickSoon(): void {
    this.passes.kickSoon(WAKE_UP_BATCH_MS);
  }

  /** A pass now, awaited (the sweep). */
  run(): Promise<void> {
    return this.passes.run();
  }

  settled(): Promise<void> {
    return this.passes.settled();
  }
}

// The SQL of a tournament's live feed: an event enters the log in the transaction of the change (numbered at its
// commit, migration 0780) and is read back in number order by the feed streams.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isFeedEventType, type FeedEvent } from '../../../src/contract/tournament-feed.js';
import type { WebhookEventType } from '../../../src/contract/webhooks.js';

type Db = Kysely<Database>;

/**
 * The rows that enter these events in their tournaments' logs (those the feed carries), in this order; inserted in
 * the statement that records them as webhook events (webhook-repository.ts recordWebhookEvents).
 */
export function feedEventRows(
  events: readonly { tournamentId: string; type: WebhookEventType; version: number; data: unknown; at: Date }[],
) {
  return events
    .filter((event) => isFeedEventType(event.type))
    .map((event) => ({
      tournament_id: event.tournamentId,
      type: event.type,
      version: event.version,
      data: JSON.stringify(event.data),
      occurred_at: event.at,
    }));
}

/** Where a tournament's log stands: its last id (0 before any event) and its oldest kept one (null when empty). */
export async function feedPosition(db: Db, tournamentId: string): Promise<{ last: number; oldest: number | null }> {
  const row = await sql<{ last: string | number | null; oldest: string | number | null }>`
    SELECT (SELECT last_seq FROM tournament_feed_heads WHERE tournament_id = ${tournamentId}) AS last,
           (SELECT min(seq) FROM tournament_feed_events WHERE tournament_id = ${tournamentId} AND seq IS NOT NULL) AS oldest`.execute(
    db,
  );
  const { last, oldest } = row.rows[0] ?? { last: null, oldest: null };
  return { last: last === null ? 0 : Number(last), oldest: oldest === null ? null : Number(oldest) };
}

/** The committed events after `afterId`, oldest first, at most `limit`. */
export async function feedEventsAfter(
  db: Db,
  tournamentId: string,
  afterId: number,
  limit: number,
): Promise<FeedEvent[]> {
  const rows = await db
    .selectFrom('tournament_feed_events')
    .select(['seq', 'type', 'version', 'data', 'occurred_at'])
    .where('tournament_id', '=', tournamentId)
    .where('seq', '>', afterId)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.seq),
    type: row.type as FeedEvent['type'],
    version: row.version,
    timestamp: new Date(row.occurred_at).toISOString(),
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data,
  }));
}

// The SQL of a tournament's live feed: an event enters the log in the transaction of the change, unnumbered, is
// numbered after that transaction commits by the numbering pass (migration 0860, feed-numbering.ts) and is read back
// in number order by the feed streams.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isFeedEventType, type FeedEvent } from '../../../src/contract/tournament-feed.js';
import type { WebhookEventType } from '../../../src/contract/webhooks.js';

type Db = Kysely<Database>;

/** Each tournament's log keeps its last this many events; a reader resuming from further back is told so. */
const KEPT_EVENTS = 1000;

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

/**
 * Numbers the committed events that have no number yet, each tournament's in entry order after its head, trims each
 * log to its last KEPT_EVENTS, and notifies tournament_changed for each tournament numbered (the processes' feed
 * streams then read). Answers the tournaments numbered.
 * The heads are taken first, in one statement, in id order (two passes never wait for each other crosswise); the
 * numbering is a later statement, so its snapshot sees every event a pass numbered before this one held the heads,
 * and no number is given twice. A number is given only to a committed event and only above its head: numbers are
 * given in the order readers can see them, so a reader that resumes after an id never skips one.
 */
export async function numberFeedEvents(db: Db): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const pending = await sql<{ tournament_id: string }>`
      SELECT DISTINCT tournament_id FROM tournament_feed_events WHERE seq IS NULL ORDER BY tournament_id`.execute(trx);
    if (pending.rows.length === 0) return [];
    const ids = pending.rows.map((row) => row.tournament_id);
    await sql`INSERT INTO tournament_feed_heads AS h (tournament_id, last_seq)
      SELECT t, 0 FROM unnest(${ids}::uuid[]) AS t ORDER BY t
      ON CONFLICT (tournament_id) DO UPDATE SET last_seq = h.last_seq`.execute(trx);
    const numbered = await sql<{ tournament_id: string }>`
      WITH todo AS (
        SELECT e.id, e.tournament_id, row_number() OVER (PARTITION BY e.tournament_id ORDER BY e.entry) AS k
        FROM tournament_feed_events e WHERE e.seq IS NULL AND e.tournament_id = ANY(${ids}::uuid[])
      ), counts AS (
        SELECT tournament_id, count(*) AS n FROM todo GROUP BY tournament_id
      ), heads AS (
        UPDATE tournament_feed_heads h SET last_seq = h.last_seq + c.n FROM counts c
        WHERE h.tournament_id = c.tournament_id
        RETURNING h.tournament_id, h.last_seq AS last, h.last_seq - c.n AS base
      ), numbered AS (
        UPDATE tournament_feed_events e SET seq = h.base + t.k
        FROM todo t JOIN heads h ON h.tournament_id = t.tournament_id
        WHERE e.id = t.id
      ), trimmed AS (
        DELETE FROM tournament_feed_events e USING heads h
        WHERE e.tournament_id = h.tournament_id AND e.seq <= h.last - ${KEPT_EVENTS}
      )
      SELECT tournament_id, pg_notify('tournament_changed', tournament_id::text) FROM heads`.execute(trx);
    return numbered.rows.map((row) => row.tournament_id);
  });
}

// The SQL of webhooks. Events enter the outbox in the caller's transaction (recordWebhookEvent); a fan-out turns
// each into one delivery per subscribed endpoint; deliveries are claimed with a lease on next_attempt_at (a
// crashed sender's claim comes due again, with the same webhook-id) and only the earliest pending delivery of an
// (endpoint, tournament) may be claimed, so one tournament's events reach an endpoint in the order they happened.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { WebhookEventData, WebhookEventType } from '../../../src/contract/webhooks.js';
import { WEBHOOK_EVENT_TYPES } from '../../../src/contract/webhooks.js';
import { feedEventRows } from './tournament-feed-repository.js';
import { isFeedEventType } from '../../../src/contract/tournament-feed.js';
import type { WebhookFormat } from './webhook-tables.js';
import { streakChange } from '../../../src/domain/webhook-retry.js';

type Db = Kysely<Database>;

/** The channel told at commit when events were recorded (migration 0720's trigger), so a dispatcher starts at once. */
export const WEBHOOK_EVENTS_CHANNEL = 'webhook_events';

export interface NewWebhookEvent<T extends WebhookEventType> {
  type: T;
  /** Null for a tournament's event when the caller does not have it at hand: the fan-out looks it up. */
  organizationId: string | null;
  tournamentId: string | null;
  data: WebhookEventData<T>;
  at: Date;
  /** Only this endpoint (a test event); every subscribed endpoint when absent. */
  endpointId?: string;
}

/**
 * The outbox insert: one row, in the transaction of the change it announces; a tournament's event (a test event
 * aside) enters the tournament's live feed too.
 */
export function recordWebhookEvent<T extends WebhookEventType>(trx: Db, event: NewWebhookEvent<T>): Promise<void> {
  return recordWebhookEvents(trx, [event]);
}

/**
 * recordWebhookEvent for several events at once (a batch of score reports): one statement, inserting into both
 * tables (each round trip costs a report rush its share: issue 28).
 */
export async function recordWebhookEvents(
  trx: Db,
  events: readonly NewWebhookEvent<WebhookEventType>[],
): Promise<void> {
  if (events.length === 0) return;
  const feed = feedEventRows(
    events
      .filter((event) => event.tournamentId !== null && event.endpointId === undefined)
      .map((event) => ({
        tournamentId: event.tournamentId!,
        type: event.type,
        version: WEBHOOK_EVENT_TYPES[event.type].version,
        data: event.data,
        at: event.at,
      })),
  );
  const outbox = events.map((event) => ({
    organization_id: event.organizationId,
    tournament_id: event.tournamentId,
    endpoint_id: event.endpointId ?? null,
    type: event.type,
    version: WEBHOOK_EVENT_TYPES[event.type].version,
    data: JSON.stringify(event.data),
    occurred_at: event.at,
  }));
  if (feed.length === 0) {
    await trx.insertInto('webhook_events').values(outbox).execute();
    return;
  }
  await trx
    .with('feed', (db) => db.insertInto('tournament_feed_events').values(feed))
    .insertInto('webhook_events')
    .values(outbox)
    .execute();
}

/**
 * For a statement that changes many matches at once (the batched score reports): CTEs recording an event for each row
 * of the CTE `source` (columns tournament_id, type — one of `types` — data, at, ord) in the outbox and, for the types
 * the feed carries, in the tournament's live feed, in `ord` order, as recordWebhookEvents would in a statement of its
 * own.
 */
export function webhookEventsFromSql(source: string, types: readonly WebhookEventType[]) {
  const version = sql`CASE s.type ${sql.join(
    types.map((type) => sql`WHEN ${type}::text THEN ${WEBHOOK_EVENT_TYPES[type].version}::int`),
    sql` `,
  )} END`;
  const outbox = sql`outbox AS (
      INSERT INTO webhook_events (organization_id, tournament_id, type, version, data, occurred_at)
      SELECT NULL, s.tournament_id, s.type, ${version}, s.data, s.at FROM ${sql.table(source)} s ORDER BY s.ord)`;
  const fed = types.filter(isFeedEventType);
  if (fed.length === 0) return outbox;
  return sql`${outbox}, feed AS (
      INSERT INTO tournament_feed_events (tournament_id, type, version, data, occurred_at)
      SELECT s.tournament_id, s.type, ${version}, s.data, s.at FROM ${sql.table(source)} s
      WHERE s.type IN (${sql.join(fed.map((type) => sql`${type}::text`))}) ORDER BY s.ord)`;
}

/**
 * For a statement that registers many at once (the registration rush): an INSERT recording registration.created
 * for each row of the CTE `registered` (columns id, tournament_id, user_id), to run as one more CTE of it.
 */
export function registrationsCreatedEventsSql(registered: string, at: Date) {
  return sql`INSERT INTO webhook_events (organization_id, tournament_id, type, version, data, occurred_at)
    SELECT NULL, r.tournament_id, 'registration.created', ${WEBHOOK_EVENT_TYPES['registration.created'].version},
      jsonb_build_object('tournamentId', r.tournament_id, 'registrationId', r.id, 'userId', r.user_id, 'teamId', NULL),
      ${at.toISOString()}::timestamptz
    FROM ${sql.table(registered)} r`;
}

/**
 * Turns up to `limit` recorded events into deliveries (one per enabled or disabled endpoint subscribed at the
 * time of the fan-out; a disabled endpoint's deliveries wait for it to be enabled again). Answers how many events.
 */
export async function fanOut(
  db: Db,
  now: Date,
  limit: number,
  organizationsOf: (trx: Db, tournamentIds: string[]) => Promise<Map<string, string>>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const events = await trx
      .selectFrom('webhook_events')
      .select(['id', 'seq', 'organization_id', 'tournament_id', 'endpoint_id', 'type'])
      // Spelled as SQL, not a bound `false`: only a literal predicate lets the planner use the partial index of the
      // events not fanned out (a parameter made it walk every event ever recorded, 10–15 ms a pass in a rush).
      .where(sql<boolean>`NOT fanned_out`)
      .orderBy('seq')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (events.length === 0) return 0;
    const ids = events.map((event) => event.id);
    const unknown = events.filter((event) => event.organization_id === null && event.tournament_id !== null);
    if (unknown.length > 0) {
      const organizers = await organizationsOf(trx, [...new Set(unknown.map((event) => event.tournament_id!))]);
      const known = unknown.filter((event) => organizers.has(event.tournament_id!));
      // One statement for the pass, not one per tournament: a registration rush spreads a pass over as many
      // tournaments as events, and the updates were one statement per registration (issue 28).
      if (known.length > 0)
        await sql`UPDATE webhook_events ev SET organization_id = u.organization_id
          FROM unnest(${known.map((event) => event.id)}::uuid[],
                      ${known.map((event) => organizers.get(event.tournament_id!)!)}::uuid[]) AS u(id, organization_id)
          WHERE ev.id = u.id`.execute(trx);
    }
    await sql`
      INSERT INTO webhook_deliveries (endpoint_id, event_id, tournament_id, seq, next_attempt_at, created_at)
      SELECT e.id, ev.id, ev.tournament_id, ev.seq, ${now}, ${now}
      FROM webhook_events ev
      JOIN webhook_endpoints e ON e.organization_id = ev.organization_id
      WHERE ev.id = ANY(${ids}::uuid[])
        AND (ev.endpoint_id = e.id OR (ev.endpoint_id IS NULL AND e.events ? ev.type))
      ON CONFLICT (endpoint_id, event_id) DO NOTHING`.execute(trx);
    await trx.updateTable('webhook_events').set({ fanned_out: true }).where('id', 'in', ids).execute();
    return events.length;
  });
}

export interface ClaimedDelivery {
  id: string;
  eventId: string;
  endpointId: string;
  attempts: number;
  url: string;
  format: WebhookFormat;
  secrets: string[];
  type: WebhookEventType;
  version: number;
  data: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints (but those of `skipEndpoints`), each the earliest pending
 * one of its (endpoint, tournament): the claim counts the attempt and moves next_attempt_at a lease ahead.
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
  skipEndpoints: readonly string[] = [],
): Promise<ClaimedDelivery[]> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const rows = await sql<{
    id: string;
    event_id: string;
    endpoint_id: string;
    attempts: number;
    url: string;
    format: WebhookFormat;
    secret: string;
    previous_secret: string | null;
    previous_secret_until: Date | null;
    type: WebhookEventType;
    version: number;
    data: Record<string, unknown>;
    occurred_at: Date;
  }>`
    WITH due AS (
      SELECT d.id FROM webhook_deliveries d
      JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.enabled
      WHERE d.status = 'PENDING' AND d.next_attempt_at <= ${now}
        AND d.endpoint_id <> ALL(${[...skipEndpoints]}::uuid[])
        -- Two tests rather than IS NOT DISTINCT FROM, which the (endpoint, tournament, seq) index cannot answer:
        -- with it every claim read all of an endpoint's pending deliveries per candidate (seconds for a backlog).
        AND NOT EXISTS (
          SELECT 1 FROM webhook_deliveries p
          WHERE p.endpoint_id = d.endpoint_id AND p.status = 'PENDING'
            AND p.tournament_id = d.tournament_id AND p.seq < d.seq)
        AND NOT (d.tournament_id IS NULL AND EXISTS (
          SELECT 1 FROM webhook_deliveries p
          WHERE p.endpoint_id = d.endpoint_id AND p.status = 'PENDING'
            AND p.tournament_id IS NULL AND p.seq < d.seq))
      ORDER BY d.seq
      LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED
    ), claimed AS (
      UPDATE webhook_deliveries d SET attempts = d.attempts + 1, next_attempt_at = ${leaseUntil}, last_attempt_at = ${now}
      FROM due WHERE d.id = due.id AND d.status = 'PENDING'
      RETURNING d.id, d.event_id, d.endpoint_id, d.attempts, d.seq
    )
    SELECT c.id, c.event_id, c.endpoint_id, c.attempts, e.url, e.format, e.secret, e.previous_secret,
      e.previous_secret_until, ev.type, ev.version, ev.data, ev.occurred_at
    FROM claimed c
    JOIN webhook_endpoints e ON e.id = c.endpoint_id
    JOIN webhook_events ev ON ev.id = c.event_id
    ORDER BY c.seq`.execute(db);
  return rows.rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    endpointId: row.endpoint_id,
    attempts: Number(row.attempts),
    url: row.url,
    format: row.format,
    secrets:
      row.previous_secret && row.previous_secret_until && new Date(row.previous_secret_until) > now
        ? [row.secret, row.previous_secret]
        : [row.secret],
    type: row.type,
    version: Number(row.version),
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data,
    occurredAt: new Date(row.occurred_at),
  }));
}

export interface AttemptOutcome {
  succeeded: boolean;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

export interface FinishedAttempt {
  delivery: ClaimedDelivery;
  outcome: AttemptOutcome;
  at: Date;
  /** When a failed delivery is tried again (null after a success). */
  nextAttemptAt: Date | null;
}

/**
 * Logs attempts that finished (in the order they did) in one transaction: a success delivers, a failure schedules
 * the next attempt, and each endpoint's failing streak ends or goes on (streakChange). Answers the endpoints this
 * switched off (`shouldDisable` of their streak's start).
 */
export async function recordAttempts(
  db: Db,
  attempts: readonly FinishedAttempt[],
  shouldDisable: (failingSince: Date) => boolean,
): Promise<{ organizationId: string; url: string }[]> {
  const succeeded = attempts.filter((attempt) => attempt.outcome.succeeded);
  const failed = attempts.filter((attempt) => !attempt.outcome.succeeded);
  const byEndpoint = new Map<string, FinishedAttempt[]>();
  for (const attempt of attempts) {
    const list = byEndpoint.get(attempt.delivery.endpointId) ?? [];
    byEndpoint.set(attempt.delivery.endpointId, [...list, attempt]);
  }
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_attempts')
      .values(
        attempts.map(({ delivery, outcome, at }) => ({
          delivery_id: delivery.id,
          endpoint_id: delivery.endpointId,
          attempted_at: at,
          succeeded: outcome.succeeded,
          response_status: outcome.responseStatus,
          response_body: outcome.responseBody,
          error: outcome.error,
        })),
      )
      .execute();
    if (succeeded.length > 0)
      await sql`
        UPDATE webhook_deliveries d SET status = 'DELIVERED', delivered_at = u.at
        FROM unnest(${succeeded.map((a) => a.delivery.id)}::uuid[], ${succeeded.map((a) => a.at.toISOString())}::timestamptz[])
          AS u(id, at)
        WHERE d.id = u.id`.execute(trx);
    if (failed.length > 0)
      await sql`
        UPDATE webhook_deliveries d SET next_attempt_at = u.next
        FROM unnest(${failed.map((a) => a.delivery.id)}::uuid[], ${failed.map((a) => a.nextAttemptAt!.toISOString())}::timestamptz[])
          AS u(id, next)
        WHERE d.id = u.id AND d.status = 'PENDING'`.execute(trx);
    const disabled: { organizationId: string; url: string }[] = [];
    // In id order, so two processes writing batches at once lock the endpoints in the same order.
    for (const endpointId of [...byEndpoint.keys()].sort()) {
      const change = streakChange(
        byEndpoint.get(endpointId)!.map((a) => ({ succeeded: a.outcome.succeeded, at: a.at.getTime() })),
      );
      if (change.kind === 'ENDED') {
        await trx
          .updateTable('webhook_endpoints')
          .set({ failing_since: null })
          .where('id', '=', endpointId)
          .where('failing_since', 'is not', null)
          .execute();
        continue;
      }
      const since = new Date(change.since);
      const endpoint = await trx
        .updateTable('webhook_endpoints')
        .set({ failing_since: change.kind === 'RESTARTED' ? since : sql`coalesce(failing_since, ${since})` })
        .where('id', '=', endpointId)
        .returning(['failing_since', 'enabled', 'organization_id', 'url'])
        .executeTakeFirst();
      if (!endpoint?.enabled || !endpoint.failing_since || !shouldDisable(new Date(endpoint.failing_since))) continue;
      const at = byEndpoint.get(endpointId)!.at(-1)!.at;
      await trx
        .updateTable('webhook_endpoints')
        .set({ enabled: false, disabled_at: at, updated_at: at })
        .where('id', '=', endpointId)
        .execute();
      disabled.push({ organizationId: endpoint.organization_id, url: endpoint.url });
    }
    return disabled;
  });
}

// The SQL of an organization's webhook endpoints and of their delivery log.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { WebhookEndpointsTable, WebhookFormat } from './webhook-tables.js';

type Db = Kysely<Database>;
export type EndpointRow = Selectable<WebhookEndpointsTable>;

export function listEndpoints(db: Db, organizationId: string): Promise<EndpointRow[]> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findEndpoint(db: Db, organizationId: string, id: string): Promise<EndpointRow | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertEndpoint(
  db: Db,
  values: { organizationId: string; url: string; format: WebhookFormat; events: string[]; secret: string; at: Date },
): Promise<EndpointRow> {
  return db
    .insertInto('webhook_endpoints')
    .values({
      organization_id: values.organizationId,
      url: values.url,
      format: values.format,
      events: JSON.stringify(values.events),
      secret: values.secret,
      created_at: values.at,
      updated_at: values.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateEndpoint(
  db: Db,
  organizationId: string,
  id: string,
  change: { events?: string[]; enabled?: boolean },
  at: Date,
): Promise<EndpointRow | undefined> {
  return db
    .updateTable('webhook_endpoints')
    .set({
      updated_at: at,
      ...(change.events ? { events: JSON.stringify(change.events) } : {}),
      // Switching on again clears the failing streak; switching off remembers when.
      ...(change.enabled === true ? { enabled: true, disabled_at: null, failing_since: null } : {}),
      ...(change.enabled === false ? { enabled: false, disabled_at: at } : {}),
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Pending deliveries of an endpoint switched on again are due now rather than at their old backoff. */
export async function deliveriesDueNow(db: Db, endpointId: string, at: Date): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: at })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'PENDING')
    .execute();
}

export async function deleteEndpoint(db: Db, organizationId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('webhook_endpoints')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The new secret signs; the old one signs too until `overlapUntil`. */
export function rotateSecret(
  db: Db,
  organizationId: string,
  id: string,
  secret: string,
  overlapUntil: Date,
  at: Date,
): Promise<EndpointRow | undefined> {
  return db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      previous_secret: eb.ref('secret'),
      previous_secret_until: overlapUntil,
      secret,
      updated_at: at,
    }))
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export interface DeliveryLogRow {
  id: string;
  event_id: string;
  type: string;
  status: 'PENDING' | 'DELIVERED';
  attempts: number;
  next_attempt_at: Date;
  created_at: Date;
  delivered_at: Date | null;
  attempted_at: Date | null;
  succeeded: boolean | null;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
}

/** The endpoint's latest deliveries, newest first, each with its last attempt. */
export function deliveryLog(db: Db, endpointId: string, limit: number): Promise<DeliveryLogRow[]> {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as ev', 'ev.id', 'd.event_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('webhook_attempts as a')
          .select(['a.attempted_at', 'a.succeeded', 'a.response_status', 'a.response_body', 'a.error'])
          .whereRef('a.delivery_id', '=', 'd.id')
          .orderBy('a.attempted_at', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      'd.id',
      'd.event_id',
      'ev.type',
      'd.status',
      'd.attempts',
      'd.next_attempt_at',
      'd.created_at',
      'd.delivered_at',
      'last.attempted_at',
      'last.succeeded',
      'last.response_status',
      'last.response_body',
      'last.error',
    ])
    .where('d.endpoint_id', '=', endpointId)
    .orderBy('d.seq', 'desc')
    .limit(limit)
    .execute();
}

/** Sends a delivery again, with its webhook-id, as soon as its turn comes. */
export async function redeliver(db: Db, endpointId: string, deliveryId: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'PENDING', next_attempt_at: at, delivered_at: null })
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', deliveryId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// Kysely row types of the webhook tables (migration 0720): endpoints, the event outbox, deliveries, attempts.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
/** bigint: a string from pg, a number from PGlite; read with Number(). */
type BigIntColumn = ColumnType<string | number, string | number | undefined, string | number>;

export type WebhookFormat = 'STANDARD' | 'DISCORD';
export type WebhookDeliveryStatus = 'PENDING' | 'DELIVERED';

export interface WebhookEndpointsTable {
  id: Generated<string>;
  organization_id: string;
  url: string;
  format: WebhookFormat;
  events: Json<string[]>;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: NullableTimestamp;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  failing_since: NullableTimestamp;
  disabled_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookEventsTable {
  id: Generated<string>;
  seq: Generated<BigIntColumn>;
  organization_id: string | null;
  tournament_id: string | null;
  endpoint_id: string | null;
  type: string;
  version: number;
  data: Json<Record<string, unknown>>;
  occurred_at: Timestamp;
  fanned_out: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpoint_id: string;
  event_id: string;
  tournament_id: string | null;
  seq: BigIntColumn;
  status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined, WebhookDeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_attempt_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  endpoint_id: string;
  attempted_at: Timestamp;
  succeeded: boolean;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}

// Kysely row type of stored analytics events (migration 0200).
import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../../db/column-types.js';

export interface AnalyticsEventsTable {
  id: Generated<string>;
  name: string;
  user_id: string | null;
  guest_id: string | null;
  path: string | null;
  properties: Json<Record<string, unknown>>;
  occurred_at: ColumnType<Date, Date | string | undefined, Date | string>;
  received_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AnalyticsTables {
  analytics_events: AnalyticsEventsTable;
}

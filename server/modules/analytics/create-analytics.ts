// Chooses the analytics sink from configuration: the database by default, an HTTP collector when configured.
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Analytics } from './analytics.js';
import { DatabaseAnalytics } from './database-analytics.js';
import { HttpForwardAnalytics } from './http-forward-analytics.js';

export function createAnalytics(config: Pick<Config, 'ANALYTICS_FORWARD_URL'>, db: Kysely<Database>): Analytics {
  return config.ANALYTICS_FORWARD_URL
    ? new HttpForwardAnalytics(config.ANALYTICS_FORWARD_URL)
    : new DatabaseAnalytics(db);
}

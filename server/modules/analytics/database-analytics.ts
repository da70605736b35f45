// The default analytics sink: events are stored in analytics_events.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Analytics, AnalyticsEvent } from './analytics.js';

export class DatabaseAnalytics implements Analytics {
  constructor(private readonly db: Kysely<Database>) {}

  async record(events: AnalyticsEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.db
      .insertInto('analytics_events')
      .values(
        events.map((event) => ({
          name: event.name,
          user_id: event.userId,
          guest_id: event.guestId,
          path: event.path,
          properties: JSON.stringify(event.properties),
          occurred_at: event.occurredAt,
        })),
      )
      .execute();
  }
}

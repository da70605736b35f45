// Sends events to an external collector (ANALYTICS_FORWARD_URL) as one JSON POST per batch.
import type { Analytics, AnalyticsEvent } from './analytics.js';

const FORWARD_TIMEOUT_MS = 5_000;

export class HttpForwardAnalytics implements Analytics {
  constructor(
    private readonly url: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async record(events: AnalyticsEvent[]): Promise<void> {
    if (events.length === 0) return;
    const response = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        events: events.map((event) => ({ ...event, occurredAt: event.occurredAt.toISOString() })),
      }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`analytics collector answered ${response.status}`);
  }
}

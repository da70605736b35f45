// Turns a batch from the web app into events: the session decides who it is (a signed-in user is never
// recorded under a guest id), and client clocks are only trusted within a day of ours.
import type { AnalyticsBatchBody } from '../../../src/contract/analytics.js';
import type { AnalyticsEvent } from './analytics.js';

const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export function eventsFromBatch(batch: AnalyticsBatchBody, userId: string | null, now: Date): AnalyticsEvent[] {
  return batch.events.map((input) => {
    const claimed = input.occurredAt ? new Date(input.occurredAt) : now;
    const occurredAt = Math.abs(claimed.getTime() - now.getTime()) <= MAX_CLOCK_SKEW_MS ? claimed : now;
    return {
      name: input.name,
      userId,
      guestId: userId ? null : (batch.guestId ?? null),
      path: input.path ?? null,
      properties: input.properties ?? {},
      occurredAt,
    };
  });
}

// POST /analytics/events. Fire and forget: analytics never show a banner or break a page.
import type { AnalyticsEventInput } from '../../../../src/contract/analytics.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { guestAnalyticsId } from './guest-analytics-id.js';

export async function sendAnalyticsEvents(events: AnalyticsEventInput[]): Promise<void> {
  if (events.length === 0) return;
  try {
    // The server ignores the guest id when the request carries a session.
    await api.post(apiPaths.analyticsEvents.build(), { guestId: guestAnalyticsId(), events }, { banner: false });
  } catch {
    /* dropped on purpose */
  }
}

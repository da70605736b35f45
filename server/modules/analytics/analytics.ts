// The one analytics interface (SPEC §7): every event, from the web app or from a service, goes through it.
import type { AnalyticsEventName } from '../../../src/contract/analytics.js';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** The signed-in user, or null with a guest analytics id for visitors. */
  userId: string | null;
  guestId: string | null;
  path: string | null;
  properties: Record<string, string | number | boolean | null>;
  occurredAt: Date;
}

export interface Analytics {
  record(events: AnalyticsEvent[]): Promise<void>;
}

/** Analytics never break the action they describe: failures are logged and dropped. */
export function recordQuietly(
  analytics: Analytics,
  events: AnalyticsEvent[],
  log?: { warn(obj: unknown, msg: string): void },
): void {
  analytics.record(events).catch((error: unknown) => log?.warn({ err: error }, 'analytics event dropped'));
}

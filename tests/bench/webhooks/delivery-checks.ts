// What a receiver's record says about the events produced: which never reached it, whether one event ever came
// under two webhook-ids (a duplicate that is not a retry), whether one tournament's events were handled out of
// order, and how long after its commit each event first arrived.
import type { CountingReceiver } from './counting-receiver.js';
import type { ProducedEvent } from './webhook-cluster.js';

export interface DeliveryCheck {
  /** Events the receiver never handled. */
  missing: number;
  /** Events that reached it under more than one webhook-id. */
  renamed: number;
  /** Handled events that came before an earlier event of their tournament. */
  outOfOrder: number;
  /** Milliseconds from each arrived event's commit to its first arrival. */
  lagsMs: number[];
}

export function checkDeliveries(receiver: CountingReceiver, events: readonly ProducedEvent[]): DeliveryCheck {
  const byRegistration = new Map(events.map((event) => [event.registrationId, event]));
  const idsOf = new Map<string, Set<string>>();
  const lagsMs: number[] = [];
  for (const [webhookId, arrival] of receiver.firstArrival) {
    const registrationId = String(arrival.data.registrationId);
    const event = byRegistration.get(registrationId);
    if (!event) continue;
    const ids = idsOf.get(registrationId) ?? new Set();
    idsOf.set(registrationId, ids.add(webhookId));
    lagsMs.push(arrival.at - event.committedAt);
  }
  const handled = new Set(receiver.handled.map((entry) => String(entry.data.registrationId)));
  const lastIndex = new Map<string, number>();
  let outOfOrder = 0;
  for (const entry of receiver.handled) {
    const event = byRegistration.get(String(entry.data.registrationId));
    if (!event) continue;
    if ((lastIndex.get(event.tournamentId) ?? -1) > event.index) outOfOrder += 1;
    else lastIndex.set(event.tournamentId, event.index);
  }
  return {
    missing: events.filter((event) => !handled.has(event.registrationId)).length,
    renamed: [...idsOf.values()].filter((ids) => ids.size > 1).length,
    outOfOrder,
    lagsMs,
  };
}

/** The `q` quantile (0–1) of `values`, by the nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

// The live feed of a public tournament (issue 27 §3): GET /tournaments/{id}/feed is a server-sent event stream of
// what happens in it, for stream overlays and bots. Each event is `id: <n>` (increasing within the tournament),
// `event: <type>` and `data:` the same versioned payload a webhook gets ({type, version, timestamp, data}). A client
// that reconnects with Last-Event-ID (an EventSource does it by itself; or ?lastEventId=) gets the events it
// missed from the stored log, then the new ones; without one the stream starts with the next event.
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhooks.js';

/**
 * What the feed carries: every tournament event a webhook can get except registrations (who signed up is the
 * organizer's business, and a registration rush would flood overlays that do not show it).
 */
export const FEED_EVENT_TYPES = (Object.keys(WEBHOOK_EVENT_TYPES) as WebhookEventType[]).filter(
  (type) =>
    type.startsWith('tournament.') || type.startsWith('match.') || type === 'stage.advanced' || type === 'prize.paid',
);
export type FeedEventType = (typeof FEED_EVENT_TYPES)[number];

export const isFeedEventType = (type: string): type is FeedEventType =>
  (FEED_EVENT_TYPES as readonly string[]).includes(type);

/** Sent first on every connection: the id the stream stands at (its data: {lastEventId}). */
export const FEED_READY_EVENT = 'ready';
/**
 * Sent instead of the missed events when a resuming client is further behind than the stored log reaches: it
 * should reload what it shows (its data: {oldestEventId}); the stream goes on from the log's start.
 */
export const FEED_RESET_EVENT = 'reset';
/** The events of a tournament kept for resuming (migration 0780 prunes beyond it). */
export const FEED_LOG_LENGTH = 1000;

export const TournamentFeedParamsSchema = z.object({ id: z.uuid() });
export const TournamentFeedQuerySchema = z.object({
  /** For clients that cannot set the Last-Event-ID header; the header wins when both are sent. */
  lastEventId: z.string().max(20).optional(),
});

export interface FeedEvent {
  id: number;
  type: FeedEventType;
  version: number;
  timestamp: string;
  data: Record<string, unknown>;
}

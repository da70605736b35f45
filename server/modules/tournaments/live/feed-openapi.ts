// How the OpenAPI document describes GET /tournaments/{id}/feed (issue 27 §3): a `text/event-stream` whose events'
// `data` are the webhook payloads of the types the feed carries, resumable with Last-Event-ID. The route writes the
// stream itself (reply.hijack), so these schemas document it and are never used to serialize.
import { z } from 'zod';
import {
  FEED_EVENT_TYPES,
  FEED_LOG_LENGTH,
  FEED_READY_EVENT,
  FEED_RESET_EVENT,
} from '../../../../src/contract/tournament-feed.js';
import { webhookPayloadSchema } from '../../../../src/contract/webhooks.js';

export const FEED_DESCRIPTION =
  "A `text/event-stream` of a public tournament's events, for stream overlays and bots; no authentication. " +
  `It opens with \`event: ${FEED_READY_EVENT}\` (data \`{"lastEventId": n}\`, where the stream stands); then each ` +
  'event is `id: <n>` (increasing within the tournament), `event: <type>` and, as `data`, the JSON payload a ' +
  `webhook of that type gets (\`{type, version, timestamp, data}\`, see \`webhooks\`). Types: ${FEED_EVENT_TYPES.join(', ')}. ` +
  "Registrations are left out (the organizer's business). Reconnecting with the `Last-Event-ID` header (an " +
  'EventSource sends it by itself; or `?lastEventId=`) replays the missed events from a log of the last ' +
  `${FEED_LOG_LENGTH}; a client further behind gets \`event: ${FEED_RESET_EVENT}\` (data \`{"oldestEventId": n}\`) ` +
  'first and should reload what it shows. `retry: 3000` asks clients to wait 3 s before reconnecting; comment lines ' +
  'are heartbeats. 404 TOURNAMENT-NOT-FOUND for a draft, 403 TOURNAMENT-FEED-NOT-PUBLIC for a hidden one. ' +
  "Arena's own stream overlays (web pages for an OBS browser source, transparent, 1920×1080 or 1280×720) read it: " +
  '/overlay/tournaments/{id}/match (or …/match/{matchId} for one match), /overlay/tournaments/{id}/bracket and ' +
  '/overlay/tournaments/{id}/standings?limit=N.';

// Loose: Fastify replaces the request's headers with the validated object, which must keep the others. The value is
// checked by the route (an id this feed sent, else 400 with formFieldErrors.lastEventId), not here.
export const FeedHeadersSchema = z.looseObject({
  'last-event-id': z
    .string()
    .optional()
    .describe('The id of the last event received: the stream resumes after it (wins over `?lastEventId=`).'),
});

/** The `data` of one event: the payload of one of the feed's types. */
const FeedEventPayloadSchema = z
  .union(FEED_EVENT_TYPES.map((type) => webhookPayloadSchema(type)))
  .describe(
    'The `data:` line of one event (JSON). The `event:` line names its type and the `id:` line its number; ' +
      `\`${FEED_READY_EVENT}\` and \`${FEED_RESET_EVENT}\` carry {lastEventId} and {oldestEventId} instead.`,
  );

export const FEED_RESPONSES = {
  200: {
    description: 'The event stream (stays open; heartbeats every 25 s).',
    content: { 'text/event-stream': { schema: FeedEventPayloadSchema } },
  },
};

// Live tournament updates (issue 6 §4): GET /tournaments/events is a server-sent event stream. Each
// `tournament-changed` event names a public tournament whose state, registrations or check-ins changed;
// the client refetches what it shows of it. A stream may be narrowed to some tournaments with ?ids=a,b.
import { z } from 'zod';

export const TOURNAMENT_CHANGED_EVENT = 'tournament-changed';
/** Sent once when the stream is open, so a client knows it is subscribed. */
export const TOURNAMENT_EVENTS_READY = 'ready';
export const MAX_SUBSCRIBED_TOURNAMENTS = 100;

export const TournamentEventsQuerySchema = z.object({
  /** Comma-separated tournament ids; all public tournaments when absent. */
  ids: z.string().max(4000).optional(),
});

export const TournamentChangedEventSchema = z.object({ id: z.string() });
export type TournamentChangedEvent = z.infer<typeof TournamentChangedEventSchema>;

// Follows one public tournament's live feed (GET /tournaments/{id}/feed, server-sent events; issue 27 §3) and
// refetches what the page shows about that tournament when something happens in it. Used by the stream overlays:
// an OBS browser source stays open for hours with nobody to press reload, so the feed is the one thing that must
// come back by itself. The browser's EventSource reconnects after a dropped connection and sends Last-Event-ID, and
// the server replays what was missed; when the server refuses outright (the EventSource gives up: 503 when full, a
// restart answering 502 behind a proxy) this opens a new one later, resuming from the last id it saw.
import type { QueryClient } from '@tanstack/react-query';
import { API_PREFIX, apiPaths } from '../../../src/contract/paths.js';
import { FEED_EVENT_TYPES, FEED_READY_EVENT, FEED_RESET_EVENT } from '../../../src/contract/tournament-feed.js';
import { invalidateTournament } from '../query/tournament-keys.js';

// Events arriving together (a round closing: a dozen match.final) refetch once.
const BATCH_MS = 300;
const FIRST_RETRY_MS = 3_000;
const MAX_RETRY_MS = 60_000;

/** The part of EventSource this uses, so tests can hand in their own. */
export interface FeedSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface FeedDeps {
  open: (url: string) => FeedSource;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

/** EventSource.CLOSED: the browser will not reconnect this one. */
const CLOSED = 2;

export function tournamentFeedUrl(tournamentId: string, lastEventId?: string): string {
  const path = `${API_PREFIX}${apiPaths.tournamentFeed.build({ id: tournamentId })}`;
  return lastEventId ? `${path}?lastEventId=${encodeURIComponent(lastEventId)}` : path;
}

const browserDeps = (): FeedDeps => ({
  open: (url) => new EventSource(url),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
});

/**
 * Opens the feed of `tournamentId` and keeps it open; every event (and a `reset`, after which the page cannot know
 * what it missed) refetches the tournament's queries. Returns the function that closes it.
 */
export function followTournamentFeed(
  queryClient: QueryClient,
  tournamentId: string,
  deps: FeedDeps = browserDeps(),
): () => void {
  let source: FeedSource | null = null;
  let stopped = false;
  let lastEventId: string | undefined;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: unknown;
  let batchTimer: unknown;
  let readies = 0;

  const refetch = () => {
    batchTimer = undefined;
    void invalidateTournament(queryClient, tournamentId);
  };
  const changed = () => {
    batchTimer ??= deps.setTimer(refetch, BATCH_MS);
  };

  const connect = () => {
    if (stopped) return;
    const current = deps.open(tournamentFeedUrl(tournamentId, lastEventId));
    source = current;
    current.addEventListener(FEED_READY_EVENT, (event) => {
      retryMs = FIRST_RETRY_MS;
      // Back after a gap: the replay covers the log, but a page that was loading meanwhile refetches once anyway.
      if (readies++ > 0) changed();
      lastEventId ??= readyId(event.data);
    });
    current.addEventListener(FEED_RESET_EVENT, changed);
    for (const type of FEED_EVENT_TYPES) {
      current.addEventListener(type, (event) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        changed();
      });
    }
    current.onerror = () => {
      // Still CONNECTING: the browser is retrying on its own, with Last-Event-ID.
      if (stopped || source !== current || current.readyState !== CLOSED) return;
      current.close();
      retryTimer = deps.setTimer(connect, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
  };

  connect();
  return () => {
    stopped = true;
    deps.clearTimer(retryTimer);
    deps.clearTimer(batchTimer);
    source?.close();
  };
}

/** The `ready` event's `{lastEventId}`, as the id to resume from. */
function readyId(data: string): string | undefined {
  try {
    const id = (JSON.parse(data) as { lastEventId?: unknown }).lastEventId;
    return typeof id === 'number' && id > 0 ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

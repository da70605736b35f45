// One live connection per tab (issue 6 §4): when a tournament changes anywhere (any server process, via
// PostgreSQL LISTEN/NOTIFY), the queries that show it are refetched, so lists and the tournament page follow
// registrations, check-ins and state changes without a reload. A WebSocket rather than an EventSource: an
// event stream is a never-ending HTTP request and would hold one of the browser's six connections per
// origin in every open tab.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { API_PREFIX, apiPaths } from '../../../src/contract/paths.js';
import { TOURNAMENT_KEY } from '../query/tournament-keys.js';
import { TOURNAMENT_CHANGED_EVENT, TOURNAMENT_EVENTS_READY } from '../../../src/contract/tournament-events.js';
import { TournamentChangedEventShape } from '../api/contract-shapes.js';

/** Everything of the tournaments feature lives under this query-key prefix. */
const TOURNAMENTS = 'tournaments';
/** Keys naming one tournament as their third part; every other tournaments key (lists) may contain any. */
const PER_TOURNAMENT = new Set(['detail', 'participants']);
// Changes arriving together (a registration rush) refetch once: at most about three times a second.
const BATCH_MS = 300;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** Whether a query shows tournament `id` (or shows lists that may contain it). */
export function showsTournament(key: QueryKey, id: string): boolean {
  // ['tournament', id, …]: the per-tournament namespace (web/app/query/tournament-keys.ts).
  if (key[0] === TOURNAMENT_KEY) return key[1] === id;
  if (key[0] !== TOURNAMENTS) return false;
  return !PER_TOURNAMENT.has(String(key[1])) || key[2] === id;
}

/** Where the leaderboards feature caches a leaderboard: ['leaderboards', 'detail' | 'standings', id, …]. */
const LEADERBOARDS = 'leaderboards';

/**
 * Leaderboards fold a tournament's results in when it finishes (or is amended): the cached leaderboards
 * whose linked tournaments include a changed one, by id.
 */
export function leaderboardsFedBy(queryClient: QueryClient, tournamentIds: readonly string[]): Set<string> {
  const fed = new Set<string>();
  for (const [key, data] of queryClient.getQueriesData<{ id?: unknown; tournaments?: unknown }>({
    queryKey: [LEADERBOARDS, 'detail'],
  })) {
    const tournaments = Array.isArray(data?.tournaments) ? (data.tournaments as { id?: unknown }[]) : [];
    if (tournaments.some((t) => tournamentIds.includes(String(t.id)))) fed.add(String(key[2]));
  }
  return fed;
}

/** Whether a query shows one of these leaderboards (its detail or a page of its standings). */
export function showsLeaderboard(key: QueryKey, leaderboardIds: ReadonlySet<string>): boolean {
  return (
    key[0] === LEADERBOARDS && (key[1] === 'detail' || key[1] === 'standings') && leaderboardIds.has(String(key[2]))
  );
}

export function liveUpdatesUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${API_PREFIX}${apiPaths.tournamentEvents.build()}`;
}

/** Opens the connection and keeps it open (reconnecting with backoff); returns the function that closes it. */
export function connectTournamentLiveUpdates(
  queryClient: QueryClient,
  url = liveUpdatesUrl(window.location),
): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let everConnected = false;
  const changed = new Set<string>();

  const refetchChanged = () => {
    batchTimer = undefined;
    const ids = [...changed];
    changed.clear();
    void queryClient.invalidateQueries({ predicate: (query) => ids.some((id) => showsTournament(query.queryKey, id)) });
    const leaderboards = leaderboardsFedBy(queryClient, ids);
    if (leaderboards.size > 0)
      void queryClient.invalidateQueries({ predicate: (query) => showsLeaderboard(query.queryKey, leaderboards) });
  };

  const onMessage = (data: unknown) => {
    if (typeof data !== 'string') return;
    const message = safeJson(data) as { type?: unknown } | null;
    if (message?.type === TOURNAMENT_EVENTS_READY) {
      retryMs = FIRST_RETRY_MS;
      // Back after a gap: changes may have been missed, so refresh everything tournament-shaped once.
      if (everConnected) {
        void queryClient.invalidateQueries({ queryKey: [TOURNAMENTS] });
        void queryClient.invalidateQueries({ queryKey: [TOURNAMENT_KEY] });
      }
      everConnected = true;
      return;
    }
    if (message?.type !== TOURNAMENT_CHANGED_EVENT) return;
    const parsed = TournamentChangedEventShape.safeParse(message);
    if (!parsed.success) return;
    changed.add(parsed.data.id);
    batchTimer ??= setTimeout(refetchChanged, BATCH_MS);
  };

  const connect = () => {
    if (stopped) return;
    const current = new WebSocket(url);
    socket = current;
    current.onmessage = (event) => onMessage(event.data);
    current.onclose = () => {
      if (stopped || socket !== current) return;
      // Server restarting or draining, network gone: come back, a little later each time.
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(batchTimer);
    socket?.close();
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// The overlays' live feed client: every feed event (bunched) refetches the tournament's queries; a connection the
// browser gives up on is opened again later, resuming from the last event id; closing stops everything.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  followTournamentFeed,
  tournamentFeedUrl,
  type FeedDeps,
  type FeedSource,
} from '../../../web/app/live/tournament-feed-source.js';
import { tournamentKey } from '../../../web/app/query/tournament-keys.js';

class FakeSource implements FeedSource {
  readyState = 1;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown, lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? [])
      listener({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

/** Timers run by hand: the test moves time, never sleeps. */
function harness() {
  const sources: FakeSource[] = [];
  let timers: { run: () => void; at: number; id: number }[] = [];
  let now = 0;
  let next = 0;
  const deps: FeedDeps = {
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    setTimer: (run, ms) => {
      const id = next++;
      timers.push({ run, at: now + ms, id });
      return id;
    },
    clearTimer: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers = timers.filter((timer) => timer.at > now);
    for (const timer of due) timer.run();
  };
  const queryClient = new QueryClient();
  // Which tournaments' namespaces were refetched (invalidated), in order.
  const refetched: string[] = [];
  const invalidate = queryClient.invalidateQueries.bind(queryClient);
  queryClient.invalidateQueries = (filters?: { queryKey?: readonly unknown[] }) => {
    const key = filters?.queryKey;
    if (key?.[0] === tournamentKey.one('x')[0]) refetched.push(String(key[1]));
    return invalidate(filters);
  };
  return { sources, deps, advance, queryClient, refetched };
}

describe('followTournamentFeed', () => {
  it('opens the public feed and refetches the tournament once per burst of events', () => {
    const h = harness();
    const stop = followTournamentFeed(h.queryClient, 't1', h.deps);
    expect(h.sources[0].url).toBe('/api/v1/tournaments/t1/feed');
    h.sources[0].emit('ready', { lastEventId: 4 });
    h.advance(1_000);
    expect(h.refetched).toEqual([]);
    h.sources[0].emit('match.reported', { type: 'match.reported' }, '5');
    h.sources[0].emit('match.final', { type: 'match.final' }, '6');
    h.advance(300);
    expect(h.refetched).toEqual(['t1']);
    h.sources[0].emit('stage.advanced', {}, '7');
    h.advance(300);
    expect(h.refetched).toEqual(['t1', 't1']);
    stop();
    expect(h.sources[0].closed).toBe(true);
  });

  it('leaves reconnecting to the browser while it retries, and reopens from the last id once it gives up', () => {
    const h = harness();
    followTournamentFeed(h.queryClient, 't1', h.deps);
    h.sources[0].emit('ready', { lastEventId: 0 });
    h.sources[0].emit('match.ready', {}, '12');
    h.sources[0].fail(0); // CONNECTING: the EventSource retries by itself, with Last-Event-ID.
    h.advance(60_000);
    expect(h.sources).toHaveLength(1);
    h.sources[0].fail(2); // CLOSED (a 503, say): this client opens a new one after a pause.
    h.advance(2_999);
    expect(h.sources).toHaveLength(1);
    h.advance(1);
    expect(h.sources[1].url).toBe(tournamentFeedUrl('t1', '12'));
    expect(h.sources[1].url).toBe('/api/v1/tournaments/t1/feed?lastEventId=12');
    // Back: refetch once, what changed meanwhile may be outside the replay.
    h.refetched.length = 0;
    h.sources[1].emit('ready', { lastEventId: 12 });
    h.advance(300);
    expect(h.refetched).toEqual(['t1']);
  });

  it('refetches after a reset (the page is further behind than the log) and stops retrying once closed', () => {
    const h = harness();
    const stop = followTournamentFeed(h.queryClient, 't1', h.deps);
    h.sources[0].emit('reset', { oldestEventId: 900 });
    h.advance(300);
    expect(h.refetched).toEqual(['t1']);
    h.sources[0].fail(2);
    stop();
    h.advance(120_000);
    expect(h.sources).toHaveLength(1);
  });
});

// A live "tournament changed" refetches the leaderboards that tournament feeds (their detail and standings
// pages), found through the cached details' linked tournaments; other leaderboards are left alone.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { leaderboardsFedBy, showsLeaderboard } from '../../../web/app/live/tournament-live-updates.js';

describe('leaderboards fed by a changed tournament', () => {
  it('finds them through the cached details and matches their detail and standings keys', () => {
    const client = new QueryClient();
    client.setQueryData(['leaderboards', 'detail', 'l1'], { id: 'l1', tournaments: [{ id: 't1' }, { id: 't2' }] });
    client.setQueryData(['leaderboards', 'detail', 'l2'], { id: 'l2', tournaments: [{ id: 't3' }] });
    client.setQueryData(['leaderboards', 'detail', 'l3'], undefined);
    const fed = leaderboardsFedBy(client, ['t2']);
    expect([...fed]).toEqual(['l1']);
    expect(leaderboardsFedBy(client, ['t9']).size).toBe(0);
    expect(showsLeaderboard(['leaderboards', 'detail', 'l1'], fed)).toBe(true);
    expect(showsLeaderboard(['leaderboards', 'standings', 'l1', 2, 'ann'], fed)).toBe(true);
    expect(showsLeaderboard(['leaderboards', 'standings', 'l2', 1, ''], fed)).toBe(false);
    expect(showsLeaderboard(['leaderboards', 'list', {}], fed)).toBe(false);
    expect(showsLeaderboard(['tournament', 'l1'], fed)).toBe(false);
  });
});

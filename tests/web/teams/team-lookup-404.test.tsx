// @vitest-environment jsdom
// SPEC §4: a team lookup answering 404 removes the team from the cached lists.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Team } from '../../../src/contract/teams.js';
import { createQueryClient } from '../../../web/app/query-client.js';
import { useTeam } from '../../../web/features/teams/api/get-team.js';
import { teamKeys } from '../../../web/features/teams/api/team-query-keys.js';
import { removeTeamFromCache } from '../../../web/features/teams/api/team-cache.js';

const team = (id: string, name: string): Team => ({
  id,
  name,
  avatarUrl: null,
  ownerId: 'u1',
  captainId: 'u1',
  memberCount: 1,
  viewerRole: 'OWNER',
  inTournament: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const GONE = '11111111-1111-4111-8111-111111111111';
const KEPT = '22222222-2222-4222-8222-222222222222';

function Lookup({ id }: { id: string }) {
  useTeam(id);
  return null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('team cache', () => {
  it('removeTeamFromCache drops the team from every cached team list and leaves other data alone', () => {
    const client = createQueryClient();
    client.setQueryData(teamKeys.mine, [team(GONE, 'Gone'), team(KEPT, 'Kept')]);
    client.setQueryData(teamKeys.ofUser('u1'), [team(GONE, 'Gone')]);
    client.setQueryData(teamKeys.detail(KEPT), team(KEPT, 'Kept'));
    removeTeamFromCache(client, GONE);
    expect(client.getQueryData<Team[]>(teamKeys.mine)!.map((t) => t.id)).toEqual([KEPT]);
    expect(client.getQueryData<Team[]>(teamKeys.ofUser('u1'))).toEqual([]);
    expect(client.getQueryData<Team>(teamKeys.detail(KEPT))!.name).toBe('Kept');
  });

  it('a lookup answering 404 removes the team from the list; other failures do not', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith(`/teams/${GONE}`))
        return Response.json({ statusCode: 404, message: 'TEAM-NOT-FOUND' }, { status: 404 });
      return Response.json({ statusCode: 500, message: 'INTERNAL-ERROR' }, { status: 500 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    client.setQueryData(teamKeys.mine, [team(GONE, 'Gone'), team(KEPT, 'Kept')]);
    render(
      <QueryClientProvider client={client}>
        <Lookup id={GONE} />
        <Lookup id={KEPT} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.getQueryData<Team[]>(teamKeys.mine)!.map((t) => t.id)).toEqual([KEPT]));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(client.getQueryData<Team[]>(teamKeys.mine)!.map((t) => t.id)).toEqual([KEPT]);
  });
});

// @vitest-environment jsdom
// Issue 26 §5.10: while the team takes part in a tournament the server refuses kicking, naming a captain and
// handing the team over (TEAM-IN-TOURNAMENT), so the owner's buttons for them are disabled, not clickable.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Team, TeamMembers as Members } from '../../../src/contract/teams.js';
import { createQueryClient } from '../../../web/app/query-client.js';
import { TeamMembers } from '../../../web/features/teams/components/team-members.js';

const team = (inTournament: boolean): Team => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Nova Five',
  avatarUrl: null,
  ownerId: 'owner',
  captainId: 'owner',
  memberCount: 2,
  viewerRole: 'OWNER',
  inTournament,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const members: Members = {
  members: [
    { userId: 'owner', nickname: 'TeamOwner', profilePictureURL: null, role: 'OWNER', isCaptain: true, joinedAt: '' },
    { userId: 'kai', nickname: 'CaptainKai', profilePictureURL: null, role: 'MEMBER', isCaptain: false, joinedAt: '' },
  ],
  invitations: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function memberButtons(inTournament: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(members)),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TeamMembers team={team(inTournament)} />
    </QueryClientProvider>,
  );
  const row = (await screen.findByText('CaptainKai')).closest('li')!;
  return within(row)
    .getAllByRole('button')
    .map((button) => [button.textContent, (button as HTMLButtonElement).disabled]);
}

describe('team members while the team is in a tournament', () => {
  it('disables Kick, Make captain and Make owner', async () => {
    expect(await memberButtons(true)).toEqual([
      ['Make captain', true],
      ['Make owner', true],
      ['Kick', true],
    ]);
  });

  it('keeps them enabled otherwise', async () => {
    expect(await memberButtons(false)).toEqual([
      ['Make captain', false],
      ['Make owner', false],
      ['Kick', false],
    ]);
  });
});

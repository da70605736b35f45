// @vitest-environment jsdom
// Issue 26 §5.10: once the tournament is finished the participants tab shows where each one placed, not the
// "Checked in" they had before it started; a disqualified one stays so, and one who never played says it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Participant } from '../../../src/contract/tournaments.js';
import { createQueryClient } from '../../../web/app/query-client.js';
import { ParticipantList, placementsOf } from '../../../web/features/tournaments/components/participant-list.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const participant = (id: string, name: string, status: Participant['status']): Participant => ({
  registrationId: id,
  kind: 'SOLO',
  name,
  teamId: null,
  captain: { id: `u-${id}`, nickname: name },
  members: [{ id: `u-${id}`, nickname: name }],
  status,
  registeredAt: '2026-11-28T09:00:00.000Z',
  checkedInAt: status === 'CHECKED_IN' ? '2026-11-28T09:30:00.000Z' : null,
});

const badges = () =>
  screen.getAllByRole('listitem').map((item) => [item.dataset.participant, item.lastElementChild?.textContent]);

describe('participants tab', () => {
  const list = [
    participant('r1', 'Ana', 'CHECKED_IN'),
    participant('r2', 'Bo', 'CHECKED_IN'),
    participant('r3', 'Cy', 'DISQUALIFIED'),
    participant('r4', 'Di', 'REGISTERED'),
  ];
  const renderList = (placements?: ReadonlyMap<string, number>) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(list)),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ParticipantList tournamentId="t1" placements={placements} />
      </QueryClientProvider>,
    );
  };

  it('shows statuses while the tournament is on', async () => {
    renderList();
    await screen.findByText('Ana');
    expect(badges()).toEqual([
      ['Ana', 'Checked in'],
      ['Bo', 'Checked in'],
      ['Cy', 'Disqualified'],
      ['Di', 'Registered'],
    ]);
  });

  it('shows the final placements once finished', async () => {
    renderList(
      placementsOf([
        { registrationId: 'r1', finalRank: 2 },
        { registrationId: 'r2', finalRank: 1 },
        { registrationId: 'r3', finalRank: 3 },
      ]),
    );
    await screen.findByText('Ana');
    expect(badges()).toEqual([
      ['Ana', '2nd place'],
      ['Bo', '1st place'],
      ['Cy', 'Disqualified'],
      ['Di', 'Did not play'],
    ]);
  });
});

// @vitest-environment jsdom
// The /leaderboards cards: name, organizer, game, status (ENDED reads Complete), prize pool, and a link to
// the leaderboard; the filters report the game and status chosen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { LeaderboardListItem } from '../../../src/contract/leaderboards.js';
import { LeaderboardFilters, LeaderboardList } from '../../../web/features/leaderboards/components/leaderboard-list.js';

afterEach(cleanup);

const item = (over: Partial<LeaderboardListItem> = {}): LeaderboardListItem => ({
  id: 'b7f1c1de-0000-4000-8000-000000000001',
  name: 'Winter Season',
  subname: 'Every cup of the winter',
  kind: 'POINTS',
  displayStatus: 'ACTIVE',
  organizationName: 'Nova Events',
  disciplineCode: 'chess',
  disciplineName: 'Chess',
  tournamentCount: 3,
  participantCount: 42,
  privateAccess: false,
  endedAt: null,
  prizepool: { rewards: [{ id: 'r1', ranks: { kind: 'FIRST' }, uosAmount: '1500.50000000', uniqs: [] }] },
  ...over,
});

describe('leaderboard list', () => {
  it('shows each card with its facts and links to the leaderboard', () => {
    render(
      <MemoryRouter>
        <LeaderboardList
          leaderboards={[
            item(),
            item({
              id: 'b7f1c1de-0000-4000-8000-000000000002',
              name: 'Autumn Ranking',
              displayStatus: 'COMPLETE',
              kind: 'RANK',
              disciplineName: null,
              prizepool: { rewards: [] },
              privateAccess: true,
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const cards = screen.getAllByTestId('leaderboard-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading').textContent).toBe('Winter Season');
    expect(first.getByText('Nova Events')).toBeTruthy();
    expect(first.getByText('Chess')).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByTestId('leaderboard-prizes').textContent).toBe('1500.5 UOS');
    expect(cards[0].getAttribute('href')).toBe('/leaderboards/b7f1c1de-0000-4000-8000-000000000001');
    const second = within(cards[1]);
    expect(second.getByText('Complete')).toBeTruthy();
    expect(second.getByText('Private')).toBeTruthy();
    expect(second.getByText('All games')).toBeTruthy();
    expect(second.getByTestId('leaderboard-prizes').textContent).toBe('No prizes');
  });

  it('reports the chosen game and status', () => {
    const onChange = vi.fn();
    render(
      <LeaderboardFilters
        games={[
          { code: 'chess', name: 'Chess' },
          { code: 'go', name: 'Go' },
        ]}
        filters={{ status: 'COMPLETE' }}
        onChange={onChange}
      />,
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('COMPLETE');
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'go' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([
      ['game', 'go'],
      ['status', ''],
    ]);
  });
});

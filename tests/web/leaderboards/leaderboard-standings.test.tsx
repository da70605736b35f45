// @vitest-environment jsdom
// The leaderboard's standings table: rank badges, points only for POINTS leaderboards, the viewer's row
// highlighted when on the page and pinned above the table when not, paging, and the empty states.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { LeaderboardStandings, StandingRow } from '../../../src/contract/leaderboards.js';
import { StandingsView } from '../../../web/features/leaderboards/components/leaderboard-standings.js';

afterEach(cleanup);

const row = (position: number, over: Partial<StandingRow> = {}): StandingRow => ({
  rank: position,
  position,
  name: `Player ${position}`,
  avatarUrl: null,
  userId: `u${position}`,
  teamId: null,
  points: 100 - position,
  bestPlacement: position,
  tournamentsPlayed: 2,
  ...over,
});

const standings = (over: Partial<LeaderboardStandings> = {}): LeaderboardStandings => ({
  leaderboardId: 'l1',
  kind: 'POINTS',
  total: 120,
  page: 1,
  pageSize: 50,
  rows: Array.from({ length: 50 }, (_, i) => row(i + 1)),
  viewerRow: null,
  ...over,
});

describe('leaderboard standings', () => {
  it('lists rank badges, names, points, best placement and tournaments', () => {
    render(<StandingsView standings={standings()} searching={false} onPage={() => undefined} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.getAttribute('aria-label') ?? cell.textContent),
    ).toEqual(['Rank', 'Player', 'Points', 'Best placement', 'Tournaments']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(50);
    expect([...rows[1].querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      '2nd',
      'Player 2',
      '98',
      '2nd',
      '2',
    ]);
    expect(rows.slice(0, 4).map((r) => within(r).getByRole('img').getAttribute('data-tone'))).toEqual([
      'gold',
      'silver',
      'bronze',
      'neutral',
    ]);
  });

  it('shows no points column for a RANK leaderboard', () => {
    render(<StandingsView standings={standings({ kind: 'RANK' })} searching={false} onPage={() => undefined} />);
    expect(screen.queryByRole('columnheader', { name: 'Points' })).toBeNull();
  });

  it("highlights the viewer's row on the page, and pins it when it is elsewhere", () => {
    const { unmount } = render(
      <StandingsView standings={standings({ viewerRow: row(7) })} searching={false} onPage={() => undefined} />,
    );
    const marked = screen.getAllByRole('row').filter((r) => r.getAttribute('data-viewer') === 'true');
    expect(marked.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Player 7']);
    expect(screen.queryByTestId('viewer-row')).toBeNull();
    unmount();
    render(
      <StandingsView
        standings={standings({ viewerRow: row(88, { points: 12 }) })}
        searching={false}
        onPage={() => undefined}
      />,
    );
    const pinned = screen.getByTestId('viewer-row');
    expect(pinned.textContent).toContain('You · Player 88');
    expect(pinned.textContent).toContain('12 pts');
    expect(within(pinned).getByRole('img').textContent).toBe('88th');
    expect(screen.getAllByRole('row').some((r) => r.getAttribute('data-viewer') === 'true')).toBe(false);
  });

  it('pages through large boards', () => {
    const onPage = vi.fn();
    render(<StandingsView standings={standings({ page: 2 })} searching={false} onPage={onPage} />);
    expect(screen.getByTestId('standings-page').textContent).toBe('Page 2 of 3 · 120 ranked');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('says when nothing is ranked yet, or nothing matches the search', () => {
    const { unmount } = render(
      <StandingsView standings={standings({ total: 0, rows: [] })} searching={false} onPage={() => undefined} />,
    );
    expect(screen.getByText('No standings yet')).toBeTruthy();
    unmount();
    render(<StandingsView standings={standings({ total: 0, rows: [] })} searching onPage={() => undefined} />);
    expect(screen.getByText('No player or team matches this search.')).toBeTruthy();
  });
});

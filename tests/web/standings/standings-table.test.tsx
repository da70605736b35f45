// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { StandingsTable } from '../../../web/features/standings/components/standings-table.js';
import { swissFixture } from '../../support/brackets-fixtures.js';

afterEach(cleanup);

describe('standings table', () => {
  const { standings } = swissFixture({ participants: 16, rounds: 4, playedRounds: 4, viewerSeed: 9 });

  it('lists the engine standings with rank badges, points, wins, losses and the other tie-break columns', () => {
    render(<StandingsTable standings={standings} viewerSeed={9} />);
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Rank',
      'Player',
      'Points',
      'Wins',
      'Losses',
      'Buchholz',
      'Buchholz cut 1',
      'Sonneborn-Berger',
    ]);
    // The WINS tie-break is the Wins column: not repeated.
    expect(standings.columns).toContain('WINS');
    expect(screen.getByText('Final standings')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(16);
    standings.rows.forEach((row, k) => {
      const cells = rows[k].querySelectorAll('td, th');
      expect(cells[1].textContent).toBe(row.name);
      expect(Number(cells[2].textContent)).toBe(row.points);
      expect(Number(cells[3].textContent)).toBe(row.wins);
      expect(Number(cells[4].textContent)).toBe(row.losses);
      expect(Number(cells[5].textContent)).toBeCloseTo(row.tieBreaks[0], 2);
    });
    // Swiss with 3 points a win: the leader has the most points.
    expect(Number(rows[0].querySelectorAll('td')[1].textContent)).toBe(
      Math.max(...standings.rows.map((row) => row.points)),
    );
    const tones = rows.slice(0, 4).map((row) => within(row).getByRole('img').getAttribute('data-tone'));
    const ranks = standings.rows.slice(0, 4).map((row) => row.rank);
    expect(tones).toEqual(
      ranks.map((rank) => (rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : 'neutral')),
    );
  });

  it("highlights the viewer's row", () => {
    render(<StandingsTable standings={standings} viewerSeed={9} />);
    const mine = screen.getAllByRole('row').filter((row) => row.getAttribute('data-viewer') === 'true');
    expect(mine).toHaveLength(1);
    expect(within(mine[0]).getByRole('rowheader').textContent).toBe(standings.rows.find((row) => row.seed === 9)!.name);
  });

  it("shows '-' for entrants without a rank yet", () => {
    const early = swissFixture({ participants: 8, rounds: 3, playedRounds: 0 }).standings;
    render(<StandingsTable standings={early} viewerSeed={null} />);
    expect(screen.getAllByRole('img', { name: 'No rank' })).toHaveLength(8);
    expect(screen.getByText('Standings so far')).toBeTruthy();
  });
});

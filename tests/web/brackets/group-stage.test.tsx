// @vitest-environment jsdom
// Round-robin groups on the brackets tab, drawn from groups played by the real engine: one table per group with
// its named tie-breaks, a results grid read from the row's side, a switcher between groups.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BracketsPicture } from '../../../web/features/brackets/components/brackets-panel.js';
import { groupModels, initialGroup } from '../../../web/features/brackets/components/group-stage-model.js';
import { roundRobinView } from './round-robin-fixture.js';

afterEach(cleanup);

const mirrored = (text: string) => (text.includes('–') && text !== '–' ? text.split('–').reverse().join('–') : text);
const opposite = { WIN: 'LOSS', LOSS: 'WIN', DRAW: 'DRAW' } as const;

describe('group stage model', () => {
  it('fills the results grid from the row’s side: mirrored scores, every pair once per leg, nothing on the diagonal', () => {
    for (const legs of [1, 2] as const) {
      const view = roundRobinView({ participants: 11, groupCount: 2, legs, playedRounds: 4 });
      const groups = groupModels(view);
      expect(groups.map((group) => group.name)).toEqual(['Group A', 'Group B']);
      expect(groups.map((group) => group.rows.length)).toEqual([5, 6]);
      for (const group of groups) {
        const n = group.rows.length;
        for (let i = 0; i < n; i++) {
          expect(group.cells[i][i]).toBeNull();
          for (let j = 0; j < n; j++) {
            if (i === j) continue;
            const here = group.cells[i][j]!.results;
            const there = group.cells[j][i]!.results;
            expect(here).toHaveLength(legs);
            expect(here.map((result) => result.text)).toEqual(there.map((result) => mirrored(result.text)));
            here.forEach((result, k) => {
              if (result.outcome === null) expect(there[k].outcome).toBeNull();
              else expect(there[k].outcome).toBe(opposite[result.outcome]);
            });
          }
        }
        // Every decided match of the group is in the grid twice (once per side), undecided ones read '–'.
        const decided = group.matches.filter((match) => match.status === 'COMPLETED').length;
        const cells = group.cells.flat().flatMap((cell) => cell?.results ?? []);
        expect(cells.filter((result) => result.text !== '–')).toHaveLength(2 * decided);
        expect(cells).toHaveLength(2 * group.matches.length);
      }
    }
  });

  it('agrees with the standings: a row’s wins and losses are its grid’s wins and losses', () => {
    const view = roundRobinView({ participants: 8, groupCount: 2, playedRounds: 3 });
    for (const group of groupModels(view)) {
      group.rows.forEach((row, i) => {
        const results = group.cells[i].flatMap((cell) => cell?.results ?? []);
        expect(results.filter((result) => result.outcome === 'WIN')).toHaveLength(row.wins);
        expect(results.filter((result) => result.outcome === 'LOSS')).toHaveLength(row.losses);
      });
      expect(group.showDraws).toBe(false);
      expect(group.tieBreaks.map((tieBreak) => tieBreak.column)).toEqual([
        'HEAD_TO_HEAD',
        'GAME_DIFFERENCE',
        'SONNEBORN_BERGER',
      ]);
    }
  });

  it('opens on the viewer’s group and marks placed entrants once the groups are over', () => {
    const view = roundRobinView({ participants: 12, groupCount: 3, playedRounds: 99, viewerSeed: 5 });
    const groups = groupModels(view);
    // Snake seeding: 1, 6, 7, 12 in group A; 2, 5, 8, 11 in group B.
    expect(initialGroup(groups)).toBe(1);
    expect(groups[1].hasViewer).toBe(true);
    for (const group of groups) {
      expect(group.placed.size).toBe(group.rows.length);
      // Group winners share the top places.
      expect(group.placed.get(group.rows[0].seed)).toBe(1);
    }
    expect(groupModels(roundRobinView({ participants: 12, groupCount: 3, playedRounds: 2 }))[0].placed.size).toBe(0);
  });
});

describe('group stage', () => {
  it('switches between groups with tabs, opening on the viewer’s group', () => {
    const view = roundRobinView({ participants: 10, groupCount: 2, playedRounds: 2, viewerSeed: 2 });
    render(<BracketsPicture view={view} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Groups' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Group A', 'Group B']);
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Group B' })).toBeTruthy();
    const viewerRow = screen.getByTestId('group-standings').querySelector('[data-viewer="true"]');
    expect(viewerRow?.textContent).toContain('Vortex 2');
    fireEvent.click(tabs[0]);
    expect(screen.getByRole('heading', { name: 'Group A' })).toBeTruthy();
    expect(screen.getByTestId('group-standings').querySelector('[data-viewer="true"]')).toBeNull();
  });

  it('shows the standings in the server’s order with W/L, points and the named tie-breaks', () => {
    const view = roundRobinView({ participants: 6, playedRounds: 3 });
    render(<BracketsPicture view={view} />);
    // A single group needs no switcher.
    expect(screen.queryByRole('tablist')).toBeNull();
    const table = screen.getByTestId('group-standings');
    const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headings).toEqual([
      'Rank',
      'Player',
      'P',
      'W',
      'L',
      'Points',
      'Head-to-head',
      'Game diff.',
      'Sonneborn-Berger',
    ]);
    const names = [...table.querySelectorAll('tbody th')].map((th) => th.textContent);
    expect(names).toEqual(view.groups![0].rows.map((row) => row.name));
    const first = table.querySelector('tbody tr')!;
    const cells = [...first.querySelectorAll('td')].map((td) => td.textContent);
    const row = view.groups![0].rows[0];
    expect(cells.slice(1, 5)).toEqual([
      String(row.wins + row.losses),
      String(row.wins),
      String(row.losses),
      String(row.points),
    ]);
  });

  it('draws the results grid with a score or – in each cell, and the group’s rounds of pairings', () => {
    const view = roundRobinView({ participants: 5, playedRounds: 1 });
    const { container } = render(<BracketsPicture view={view} />);
    const grid = screen.getByTestId('results-grid');
    const cells = within(grid).getAllByTestId('grid-cell');
    expect(cells).toHaveLength(5 * 4);
    const played = cells.filter((cell) => /\d–\d/.test(cell.textContent ?? ''));
    // 5 players: two matches in round 1 (one sits out), each read from both sides.
    expect(played).toHaveLength(4);
    expect(cells.filter((cell) => cell.textContent === '–')).toHaveLength(16);
    expect(container.querySelectorAll('[data-match-id]')).toHaveLength(view.matches.length);
  });

  it('marks the placed entrants once the stage is over', () => {
    render(<BracketsPicture view={roundRobinView({ participants: 4, playedRounds: 99 })} />);
    expect(screen.getByText('Placed 1st')).toBeTruthy();
    expect(screen.getAllByText(/^Placed /)).toHaveLength(4);
  });
});

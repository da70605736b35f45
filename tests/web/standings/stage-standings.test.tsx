// @vitest-environment jsdom
// The leaderboard tab of a multi-stage event (groups → playoff played by the real engines): a tab per stage beside
// the overall order, opening on the stage under way, the qualified marked in the stage they went on from.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { StandingsView } from '../../../src/contract/matches.js';
import { StagedStandings, initialStandingsTab } from '../../../web/features/standings/components/standings-table.js';
import { entrantName } from '../../support/brackets-fixtures.js';
import { multiStageView, type MultiStageFixture } from '../brackets/multi-stage-fixture.js';

afterEach(cleanup);

function standingsOf(options: MultiStageFixture): { standings: StandingsView; qualified: number[] } {
  const { view, qualified } = multiStageView(options);
  const stages = view.stages!;
  const current = stages[view.currentStage!];
  return {
    standings: { tournamentId: view.tournamentId, columns: current.columns, rows: current.rows, final: false, stages },
    qualified,
  };
}

const selected = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('standings of a multi-stage event', () => {
  it('opens on the stage under way, or the overall order once the event is over', () => {
    const live = standingsOf({ participants: 8, groupCount: 2, groupRoundsPlayed: 3, playoffRoundsPlayed: 1 });
    expect(initialStandingsTab(live.standings)).toBe('1');
    const groups = standingsOf({ participants: 8, groupCount: 2, groupRoundsPlayed: 1, playoffRoundsPlayed: null });
    expect(initialStandingsTab(groups.standings)).toBe('0');
    expect(initialStandingsTab({ ...live.standings, final: true })).toBe('overall');
  });

  it('marks exactly the qualified in the group stage’s standings', () => {
    const { standings, qualified } = standingsOf({
      participants: 8,
      groupCount: 2,
      groupRoundsPlayed: 3,
      playoffRoundsPlayed: 1,
    });
    render(<StagedStandings standings={standings} viewerSeed={null} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overall',
      'Stage 1 · Round robin',
      'Stage 2 · Single elimination',
    ]);
    expect(selected()?.textContent).toBe('Stage 2 · Single elimination');
    fireEvent.click(screen.getByRole('tab', { name: 'Stage 1 · Round robin' }));
    const table = screen.getByRole('table');
    expect(within(table).getByText('Stage 1 · Round robin: final standings')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    const marked = rows
      .filter((row) => row.querySelector('[data-qualified]'))
      .map((row) => row.querySelector('th')!.firstChild!.textContent);
    expect(marked.sort()).toEqual(qualified.map(entrantName).sort());
  });

  it('says a stage has not started while the one before is played', () => {
    const { standings } = standingsOf({
      participants: 8,
      groupCount: 2,
      groupRoundsPlayed: 1,
      playoffRoundsPlayed: null,
    });
    render(<StagedStandings standings={standings} viewerSeed={null} />);
    expect(screen.queryByText('Qualified')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Stage 2 · Single elimination' }));
    expect(screen.getByText('Stage 2 · Single elimination has not started.')).toBeTruthy();
  });
});

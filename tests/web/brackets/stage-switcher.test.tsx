// @vitest-environment jsdom
// A multi-stage event on the brackets tab, drawn from groups and a playoff played by the real engines: the stage
// switcher opens on the stage being played, each stage is drawn by its own format's picture from its own matches
// (rounds counted from the stage's first), the qualified are marked, and a stage not started says what it waits for.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BracketsPicture } from '../../../web/features/brackets/components/brackets-panel.js';
import {
  stageRounds,
  stageSwitcher,
  stageView,
  upcomingStageText,
} from '../../../web/features/brackets/components/stage-model.js';
import { entrantName } from '../../support/brackets-fixtures.js';
import { multiStageView } from './multi-stage-fixture.js';
import { roundRobinView } from './round-robin-fixture.js';

afterEach(cleanup);

const live = multiStageView({ participants: 8, groupCount: 2, groupRoundsPlayed: 3, playoffRoundsPlayed: 1 });
const waiting = multiStageView({ participants: 8, groupCount: 2, groupRoundsPlayed: 2, playoffRoundsPlayed: null });
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('stage switcher model', () => {
  it('has no switcher for a single-stage event, and opens a multi-stage one on the stage being played', () => {
    expect(stageSwitcher(roundRobinView({ participants: 6, playedRounds: 1 }))).toBeNull();
    expect(stageSwitcher(live.view)).toEqual({
      tabs: [
        { index: 0, label: 'Stage 1 · Round robin', status: 'COMPLETE' },
        { index: 1, label: 'Stage 2 · Single elimination', status: 'IN_PROGRESS' },
      ],
      initial: 1,
    });
    expect(stageSwitcher(waiting.view)?.initial).toBe(0);
    // A current stage the view does not list falls back to the first.
    expect(stageSwitcher({ ...live.view, currentStage: 7 })?.initial).toBe(0);
  });

  it('keeps only a stage’s own rounds and matches, counted from the stage’s first round', () => {
    const [groups, playoff] = live.view.stages!;
    const one = stageRounds(live.view, groups);
    const two = stageRounds(live.view, playoff);
    expect(one.rounds.map((round) => round.index)).toEqual([0, 1, 2]);
    expect(two.rounds.map((round) => round.index)).toEqual([0, 1]);
    expect(two.rounds.map((round) => round.name)).toEqual(['Semifinals', 'Final']);
    expect(one.matches.length + two.matches.length).toBe(live.view.matches.length);
    expect(two.matches.map((match) => match.roundIndex).sort()).toEqual([0, 0, 1]);
    expect(one.matches.every((match) => match.stage === 0 && match.roundIndex < 3)).toBe(true);
    // Without `stage` on a match, the stage's round range decides.
    const unmarked = { ...live.view, matches: live.view.matches.map(({ stage: _, ...match }) => match) };
    expect(stageRounds(unmarked, playoff).matches.map((match) => match.id)).toEqual(two.matches.map((m) => m.id));
  });

  it('makes each stage a view of its own format, the qualified marked and not yet placed', () => {
    const [groups, playoff] = live.view.stages!;
    const groupsView = stageView(live.view, groups);
    expect(groupsView.format).toBe('ROUND_ROBIN');
    expect(groupsView.finished).toBe(true);
    const marked = groupsView.groups!.flatMap((group) => group.rows.filter((row) => row.qualified).map((r) => r.seed));
    expect(marked.sort()).toEqual([...live.qualified].sort());
    for (const seed of live.qualified) expect(groupsView.entrants[seed - 1].finalRank).toBeNull();
    const playoffView = stageView(live.view, playoff);
    expect(playoffView.format).toBe('SINGLE_ELIMINATION');
    expect(playoffView.finished).toBe(false);
    expect(playoffView.stages).toBeUndefined();
  });

  it('says when an upcoming stage starts and who enters it', () => {
    const playoff = waiting.view.stages![1];
    const rule = { kind: 'TOP_PER_GROUP' as const, perGroup: 2 };
    expect(upcomingStageText(waiting.view, playoff, rule, () => '')).toEqual([
      'Starts once Stage 1 · Round robin is over.',
      'The first 2 of each group go on.',
    ]);
    const scheduled = {
      ...waiting.view,
      rounds: [
        ...waiting.view.rounds,
        {
          index: 3,
          name: 'Semifinals',
          status: 'UPCOMING' as const,
          startsAt: '2026-12-01T18:00:00.000Z',
          endsAt: null,
          stage: 1,
        },
      ],
    };
    expect(
      upcomingStageText(scheduled, { ...playoff, firstRound: 3 }, { kind: 'TOP_OVERALL', count: 4 }, (iso) => iso),
    ).toEqual(['Starts 2026-12-01T18:00:00.000Z.', 'The first 4 overall go on.']);
    expect(
      upcomingStageText(waiting.view, playoff, { kind: 'TOP_PER_GROUP', perGroup: 1, bestOfNextPlace: 2 }, () => '')[1],
    ).toBe('The winner of each group goes on, with the 2 best 2nd-placed.');
  });
});

describe('stage switcher on the brackets tab', () => {
  it('opens on the playoff, drawn as an elimination bracket of its own rounds and qualified players', () => {
    const { container } = render(<BracketsPicture view={live.view} />);
    expect(tabNames()).toEqual(['Stage 1 · Round robin', 'Stage 2 · Single elimination']);
    expect(selectedTab()?.textContent).toBe('Stage 2 · Single elimination');
    const rounds = screen.getByRole('navigation', { name: 'Rounds' });
    expect(
      within(rounds)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Semifinals', 'Final']);
    const cards = [...container.querySelectorAll<HTMLElement>('[data-match-id]')];
    expect(cards.map((card) => card.dataset.matchId).sort()).toEqual(['po-se-0', 'po-se-1', 'po-se-2']);
    // Semifinal 1: group A's winner against group B's runner-up.
    const first = screen.getByRole('group', { name: /^Semifinals, match 1:/ });
    expect(first.textContent).toContain(entrantName(live.qualified[0]));
    expect(first.textContent).toContain(entrantName(live.qualified[3]));
    expect(container.querySelector('[data-testid="group-stage"]')).toBeNull();
  });

  it('switches to the groups: their tables, results grids and the Q mark on exactly the qualified', () => {
    const { container } = render(<BracketsPicture view={live.view} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Stage 1 · Round robin' }));
    expect(container.querySelector('[data-testid="group-stage"]')).not.toBeNull();
    expect(screen.getAllByRole('tab', { name: /^Group / }).map((tab) => tab.textContent)).toEqual([
      'Group A',
      'Group B',
    ]);
    const seen = new Set<string>();
    for (const name of ['Group A', 'Group B']) {
      fireEvent.click(screen.getByRole('tab', { name }));
      const table = screen.getByTestId('group-standings');
      for (const row of within(table).getAllByRole('row').slice(1)) {
        if (row.querySelector('[data-qualified]')) seen.add(row.querySelector('th')!.firstChild!.textContent!);
      }
      expect(within(table).getAllByText('Qualified')).toHaveLength(2);
    }
    expect([...seen].sort()).toEqual(live.qualified.map(entrantName).sort());
    // Group rounds only: the playoff's matches are not among the group's pairings.
    expect(container.querySelector('[data-match-id^="po-"]')).toBeNull();
  });

  it('says of a playoff not started yet when it starts, while the groups are being played', () => {
    render(
      <BracketsPicture
        view={waiting.view}
        laterStages={[
          { format: 'SINGLE_ELIMINATION', qualification: { kind: 'TOP_PER_GROUP', perGroup: 2 }, bestOf: [] },
        ]}
      />,
    );
    expect(selectedTab()?.textContent).toBe('Stage 1 · Round robin');
    expect(screen.queryByText('Qualified')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Stage 2 · Single elimination' }));
    const upcoming = screen.getByTestId('stage-upcoming');
    expect(upcoming.textContent).toContain('Stage 2 · Single elimination has not started.');
    expect(upcoming.textContent).toContain('Starts once Stage 1 · Round robin is over.');
    expect(upcoming.textContent).toContain('The first 2 of each group go on.');
  });
});

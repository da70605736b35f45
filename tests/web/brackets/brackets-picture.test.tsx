// @vitest-environment jsdom
// The brackets tab draws views produced by playing tournaments with the real engine (tests/support).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BracketsPicture } from '../../../web/features/brackets/components/brackets-panel.js';
import {
  entrantName,
  ffaFixture,
  playSingleElimination,
  singleEliminationView,
  swissFixture,
} from '../../support/brackets-fixtures.js';
import { describeMatch } from '../../../src/domain/index.js';

afterEach(cleanup);

const cards = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-match-id]')];
const sideNames = (card: HTMLElement) => [...card.children].map((side) => side.children[1]?.textContent);
const winnerName = (card: HTMLElement) => card.querySelector('[data-winner="true"]')?.children[1]?.textContent ?? null;

describe('single elimination bracket', () => {
  const options = { participants: 8, playedRounds: 2, thirdPlace: true, bestOf: [1, 3] as const, viewerSeed: 6 };
  const view = singleEliminationView({ ...options, bestOf: [...options.bestOf] });
  const bracket = playSingleElimination({ ...options, bestOf: [...options.bestOf] });

  it('draws rounds as columns with their names, every match, and the third-place decider apart', () => {
    const { container } = render(<BracketsPicture view={view} />);
    const rounds = screen.getByRole('navigation', { name: 'Rounds' });
    expect(
      within(rounds)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Quarterfinals', 'Semifinals', 'Final']);
    expect(cards(container)).toHaveLength(bracket.matchCount);
    expect(screen.getByText('Third place')).toBeTruthy();
    expect(screen.getByRole('group', { name: /^Third place decider/ })).toBeTruthy();
  });

  it('shows each match as the engine decided it: opponents, winner emphasised, scores', () => {
    const { container } = render(<BracketsPicture view={view} />);
    const byId = new Map(cards(container).map((card) => [card.dataset.matchId, card]));
    for (let m = 0; m < bracket.matchCount; m++) {
      const engine = describeMatch(bracket, m);
      const card = byId.get(`se-${m}`)!;
      const name = (slot: number | 'BYE' | null) =>
        slot === 'BYE' ? 'Bye' : slot === null ? 'TBD' : entrantName(slot + 1);
      expect(sideNames(card)).toEqual([name(engine.opponent1), name(engine.opponent2)]);
      const decided = engine.state === 'COMPLETED';
      expect(winnerName(card)).toBe(decided && engine.winner !== null ? entrantName(engine.winner + 1) : null);
      if (decided) {
        // The winner's games won: a majority of the round's best-of.
        const score = Number(card.querySelector('[data-winner="true"]')!.children[2].textContent);
        expect(score).toBe(Math.floor(engine.bestOf / 2) + 1);
      }
    }
    // Semifinals decided: both finalists and both third-place contenders are known.
    const final = byId.get(`se-${bracket.roundOffsets[2]}`)!;
    expect(sideNames(final)).not.toContain('TBD');
    expect(sideNames(byId.get(`se-${bracket.thirdPlaceMatch}`)!)).not.toContain('TBD');
  });

  it("highlights the viewer's own path: their matches and the connectors between them", () => {
    const { container } = render(<BracketsPicture view={view} />);
    const mine = cards(container).filter((card) => card.dataset.viewer === 'true');
    const expected = [];
    for (let m = 0; m < bracket.matchCount; m++) {
      if (bracket.opponent1[m] === 5 || bracket.opponent2[m] === 5) expected.push(`se-${m}`);
    }
    expect(mine.map((card) => card.dataset.matchId).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(0);
    const viewerPath = container.querySelector('[data-testid="viewer-path"]');
    // One elbow per advance: the viewer's matches in consecutive rounds (not counting the decider).
    const advances = expected.filter((id) => id !== `se-${bracket.thirdPlaceMatch}`).length - 1;
    expect((viewerPath?.getAttribute('d') ?? '').match(/M/g)?.length ?? 0).toBe(advances);
  });

  it('shows byes as such', () => {
    const six = singleEliminationView({ participants: 6, playedRounds: 0 });
    const { container } = render(<BracketsPicture view={six} />);
    const byes = cards(container).filter((card) => sideNames(card).includes('Bye'));
    // 6 players in a bracket of 8: seeds 1 and 2 get byes and advance.
    expect(byes).toHaveLength(2);
    for (const card of byes) {
      expect(card.dataset.status).toBe('BYE');
      expect(['Nova 1', 'Vortex 2']).toContain(winnerName(card));
    }
  });

  it('keeps the DOM light for 1,024 participants: only what is in view is drawn', () => {
    const big = singleEliminationView({ participants: 1024, playedRounds: 3 });
    expect(big.matches).toHaveLength(1023);
    const { container } = render(<BracketsPicture view={big} />);
    const drawn = cards(container);
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(120);
    expect(screen.getByRole('group', { name: /^Round 1, match 1:/ })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Rounds' })).getAllByRole('button')).toHaveLength(10);
  });

  it('zooms with the buttons and the keyboard', () => {
    const { container } = render(<BracketsPicture view={view} />);
    const canvas = container.querySelector<HTMLElement>('[data-testid="bracket-canvas"]')!;
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('125%')).toBeTruthy();
    expect(canvas.style.transform).toBe('scale(1.25)');
    fireEvent.keyDown(screen.getByTestId('bracket-viewport'), { key: '-' });
    fireEvent.keyDown(screen.getByTestId('bracket-viewport'), { key: '-' });
    expect(screen.getByText('80%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(canvas.style.transform).toBe('scale(1)');
  });

  it('zoomed far out, draws cards as bars but keeps what they say for assistive technology', () => {
    const { container } = render(<BracketsPicture view={view} />);
    const played = () => screen.getByRole('group', { name: /^Quarterfinals, match 1:/ });
    const label = played().getAttribute('aria-label');
    expect(sideNames(played()).every((name) => name && name.length > 0)).toBe(true);
    expect(played().dataset.compact).toBeUndefined();
    for (let k = 0; k < 4; k++) fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByText('41%')).toBeTruthy();
    const bracketCards = cards(container).filter((card) => !card.getAttribute('aria-label')?.startsWith('Third place'));
    expect(bracketCards.length).toBeGreaterThan(0);
    for (const card of bracketCards) {
      expect(card.dataset.compact).toBe('true');
      expect(card.textContent).toBe('');
    }
    expect(played().getAttribute('aria-label')).toBe(label);
    expect(played().querySelector('[data-winner="true"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(sideNames(played()).every((name) => name && name.length > 0)).toBe(true);
  });
});

describe('Swiss rounds', () => {
  it("lists each round's pairings and results, the viewer's pairs highlighted, byes named", () => {
    const { view } = swissFixture({ participants: 15, rounds: 4, playedRounds: 2, viewerSeed: 3 });
    const { container } = render(<BracketsPicture view={view} />);
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['Round 1', 'Round 2', 'Round 3']);
    for (const section of sections) {
      const pairings = cards(section);
      // 15 players: 7 pairs and a bye every round.
      expect(pairings).toHaveLength(8);
      expect(pairings.filter((card) => sideNames(card).includes('Bye'))).toHaveLength(1);
    }
    const played = view.matches.filter((match) => match.status === 'COMPLETED');
    for (const match of played) {
      const card = container.querySelector<HTMLElement>(`[data-match-id="${match.id}"]`)!;
      expect(winnerName(card)).toBe(entrantName(match.winnerSeed!));
    }
    const mine = cards(container).filter((card) => card.dataset.viewer === 'true');
    expect(mine.length).toBe(view.matches.filter((match) => match.sides.some((side) => side.seed === 3)).length);
    expect(mine.length).toBeGreaterThanOrEqual(2);
  });
});

describe('FFA lobbies', () => {
  it("shows every round's lobbies with each member's rank and points, the viewer highlighted", () => {
    const { view } = ffaFixture({
      participants: 24,
      lobbySize: 8,
      rounds: 3,
      playedRounds: 2,
      games: 2,
      viewerSeed: 5,
    });
    render(<BracketsPicture view={view} />);
    const lobbies = screen.getAllByRole('group', { name: /^Lobby / });
    expect(lobbies).toHaveLength(9);
    const first = lobbies[0];
    const rows = within(first).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    // Completed lobbies list ranks 1st…8th, points never increasing down the table.
    expect(rows.map((row) => within(row).getByRole('img').getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map(
        (rank) => `Rank ${rank}${rank === 1 ? 'st' : rank === 2 ? 'nd' : rank === 3 ? 'rd' : 'th'}`,
      ),
    );
    const points = rows.map((row) => Number(row.children[2].textContent));
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    const match = view.matches[0];
    const best = match.sides.find((side) => side.rank === 1)!;
    expect(rows[0].children[1].textContent).toBe(entrantName(best.seed!));
    expect(points[0]).toBe(best.score);
    // The round not played yet has no ranks.
    const upcoming = screen.getByRole('region', { name: 'Round 3' });
    expect(within(upcoming).getAllByRole('img', { name: 'No rank' })).toHaveLength(8 * 3);
    expect(document.querySelectorAll('tr[data-viewer="true"]')).toHaveLength(3);
  });

  it("adds a column per in-game metric with each member's total over the lobby's games", () => {
    const { view } = ffaFixture({ participants: 16, lobbySize: 8, rounds: 2, playedRounds: 1, games: 3 });
    render(<BracketsPicture view={view} />);
    const first = screen.getAllByRole('group', { name: /^Lobby / })[0];
    const headings = within(first)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Rank', 'Player', 'Points', 'Kills']);
    const match = view.matches[0];
    const killsOf = (seed: number) =>
      match.ffaResults
        .find((entry) => entry.seed === seed)!
        .results.reduce((sum, game) => sum + (game.ingameMetricScores?.[0]?.score ?? 0), 0);
    const rows = within(first).getAllByRole('row').slice(1);
    const bySeed = [...match.sides].sort((a, b) => a.rank! - b.rank!);
    rows.forEach((row, k) => expect(Number(row.children[3].textContent)).toBe(killsOf(bySeed[k].seed!)));
    // Some lobby member scored kills, so the column is not all zeros.
    expect(bySeed.some((side) => killsOf(side.seed!) > 0)).toBe(true);
    // The round not played yet shows dashes.
    const upcoming = screen.getByRole('region', { name: 'Round 2' });
    const cells = [...upcoming.querySelectorAll('tbody tr')].map((row) => row.children[3].textContent);
    expect(new Set(cells)).toEqual(new Set(['–']));
  });
});

describe('before seeding', () => {
  it('says the brackets come once participants are seeded', () => {
    const view = {
      ...singleEliminationView({ participants: 8, playedRounds: 0 }),
      entrants: [],
      matches: [],
      rounds: [],
    };
    render(<BracketsPicture view={view} />);
    expect(screen.getByRole('heading', { name: 'No brackets yet' })).toBeTruthy();
  });
});

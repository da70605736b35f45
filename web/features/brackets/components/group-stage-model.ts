// Round-robin groups as the brackets tab shows them: each group's standings (as the server ranked them, its
// tie-break columns named) and its results grid, a crosstable where row entrant meets column entrant, read
// from the row's side. Pure: a brackets view in, tables out.
import type {
  BracketsView,
  GroupStandingsView,
  MatchView,
  StandingRow,
  TieBreakColumn,
} from '../../../../src/contract/matches.js';
import { isDecided } from './brackets-model.js';

/** One cell of the results grid: the row entrant's results against the column entrant, one per meeting. */
export interface CrossCell {
  /** "2–1", "w/o" for a walkover, "–" for a meeting not decided yet; one entry per meeting (two legs: two). */
  results: { text: string; outcome: 'WIN' | 'LOSS' | 'DRAW' | null; matchId: string }[];
}

export interface GroupModel {
  index: number;
  name: string;
  /** Tie-break columns shown (WINS is the wins column itself, not repeated). */
  tieBreaks: { column: TieBreakColumn; index: number }[];
  rows: StandingRow[];
  /** Whether any draw was recorded: the D column is shown only then (a duel report names a winner). */
  showDraws: boolean;
  /** Final place (1-based) by seed, for entrants placed once the stage is over. */
  placed: ReadonlyMap<number, number>;
  /** Multi-stage: seeds who went on to the next stage (the "Q" mark). */
  qualified: ReadonlySet<number>;
  /** cells[i][j]: row i (standings order) against row j; null on the diagonal. */
  cells: (CrossCell | null)[][];
  matches: MatchView[];
  /** Whether the viewer plays in this group. */
  hasViewer: boolean;
}

function sideScore(match: MatchView, k: number): number | null {
  return match.sides[k]?.score ?? null;
}

/** The result of `match` from the side of `seed`. */
function resultFor(match: MatchView, seed: number): CrossCell['results'][number] {
  const k = match.sides.findIndex((side) => side.seed === seed);
  if (!isDecided(match) || k < 0) return { text: '–', outcome: null, matchId: match.id };
  const mine = match.sides[k];
  const theirs = match.sides[1 - k];
  const outcome = mine.isWinner ? 'WIN' : theirs?.isWinner ? 'LOSS' : 'DRAW';
  if (match.status === 'WALKOVER' || sideScore(match, k) === null) return { text: 'w/o', outcome, matchId: match.id };
  return { text: `${sideScore(match, k)}–${sideScore(match, 1 - k) ?? 0}`, outcome, matchId: match.id };
}

export function groupModels(view: BracketsView): GroupModel[] {
  const groups: GroupStandingsView[] = view.groups ?? [];
  const finalRank = new Map(
    view.entrants.filter((entrant) => entrant.finalRank !== null).map((entrant) => [entrant.seed, entrant.finalRank!]),
  );
  return groups.map((group) => {
    const matches = view.matches
      .filter((match) => match.group === group.index)
      .sort((a, b) => a.roundIndex - b.roundIndex || a.position - b.position);
    const seeds = group.rows.map((row) => row.seed);
    // Meetings per pair, in play order, keyed "low-high".
    const meetings = new Map<string, MatchView[]>();
    for (const match of matches) {
      const pair = match.sides.map((side) => side.seed);
      if (pair.length !== 2 || pair[0] === null || pair[1] === null) continue;
      const key = `${Math.min(pair[0], pair[1])}-${Math.max(pair[0], pair[1])}`;
      meetings.set(key, [...(meetings.get(key) ?? []), match]);
    }
    const cells = seeds.map((rowSeed) =>
      seeds.map((columnSeed): CrossCell | null => {
        if (rowSeed === columnSeed) return null;
        const list = meetings.get(`${Math.min(rowSeed, columnSeed)}-${Math.max(rowSeed, columnSeed)}`) ?? [];
        return { results: list.map((match) => resultFor(match, rowSeed)) };
      }),
    );
    const placed = new Map<number, number>();
    for (const seed of seeds) if (finalRank.has(seed)) placed.set(seed, finalRank.get(seed)!);
    return {
      index: group.index,
      name: group.name,
      tieBreaks: group.columns.map((column, index) => ({ column, index })).filter(({ column }) => column !== 'WINS'),
      rows: group.rows,
      showDraws: group.rows.some((row) => (row.draws ?? 0) > 0),
      placed,
      qualified: new Set(group.rows.filter((row) => row.qualified).map((row) => row.seed)),
      cells,
      matches,
      hasViewer: view.viewerSeed !== null && seeds.includes(view.viewerSeed),
    };
  });
}

/** The group a viewer lands on: their own, else the first. */
export function initialGroup(groups: readonly GroupModel[]): number {
  return groups.find((group) => group.hasViewer)?.index ?? groups[0]?.index ?? 0;
}

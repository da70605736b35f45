// Reading a brackets view the way the pictures need it: entrants by seed, single-elimination matches by round
// and position, and what a side of a match says (a name, "Bye", or "TBD" while an earlier match is undecided).
import type { BracketsView, Entrant, MatchSide, MatchView } from '../../../../src/contract/matches.js';

export type EntrantsBySeed = ReadonlyMap<number, Entrant>;

export function entrantsBySeed(view: BracketsView): EntrantsBySeed {
  return new Map(view.entrants.map((entrant) => [entrant.seed, entrant]));
}

export interface EliminationModel {
  /** rounds[r][p]: match p of round r (bracket order); the third-place decider is kept apart. */
  rounds: MatchView[][];
  roundNames: string[];
  decider: MatchView | null;
  /** Ids of the matches the viewer played or plays: their path through the bracket. */
  viewerPath: ReadonlySet<string>;
}

export function eliminationModel(view: BracketsView): EliminationModel {
  const rounds: MatchView[][] = [];
  let decider: MatchView | null = null;
  for (const match of view.matches) {
    if (match.isThirdPlaceDecider) {
      decider = match;
      continue;
    }
    (rounds[match.roundIndex] ??= []).push(match);
  }
  // The whole bracket is stored, so a round's matches in position order are its boxes top to bottom; the server
  // numbers single elimination matches through the whole bracket (round 2 of 16 players starts at 8), not per round.
  for (let r = 0; r < rounds.length; r++) rounds[r] = (rounds[r] ?? []).sort((a, b) => a.position - b.position);
  const roundNames = rounds.map((_, r) => view.rounds.find((round) => round.index === r)?.name ?? `Round ${r + 1}`);
  return { rounds, roundNames, decider, viewerPath: viewerMatchIds(view.matches, view.viewerSeed) };
}

export function involves(match: MatchView, seed: number | null): boolean {
  return seed !== null && match.sides.some((side) => side.seed === seed);
}

export function viewerMatchIds(matches: readonly MatchView[], seed: number | null): ReadonlySet<string> {
  const ids = new Set<string>();
  if (seed === null) return ids;
  for (const match of matches) if (involves(match, seed)) ids.add(match.id);
  return ids;
}

export function sideName(side: MatchSide, entrants: EntrantsBySeed): string {
  if (side.bye) return 'Bye';
  if (side.seed === null) return 'TBD';
  return entrants.get(side.seed)?.name ?? `Seed ${side.seed}`;
}

/** Whether a match is decided (its winner, if any, is final). */
export function isDecided(match: MatchView): boolean {
  return match.status === 'COMPLETED' || match.status === 'WALKOVER' || match.status === 'BYE';
}

/** A short spoken/visible summary: "Alice 2 – 1 Bob, Alice won". */
export function matchSummary(match: MatchView, entrants: EntrantsBySeed): string {
  const names = match.sides.map((side) => sideName(side, entrants));
  const scored = match.sides.some((side) => side.score !== null);
  const body = scored ? match.sides.map((side, k) => `${names[k]} ${side.score ?? 0}`).join(' – ') : names.join(' vs ');
  const winner = match.sides.findIndex((side) => side.isWinner);
  if (winner >= 0 && isDecided(match)) {
    if (match.status === 'BYE') return `${names[winner]} advances (bye)`;
    return `${body}, ${names[winner]} won${match.status === 'WALKOVER' ? ' by walkover' : ''}`;
  }
  return body;
}

/** The latest round that is under way (or the last one), where the pictures open. */
export function currentRoundIndex(view: BracketsView): number {
  const live = view.rounds.find((round) => round.status === 'IN_PROGRESS');
  if (live) return live.index;
  const upcoming = view.rounds.find((round) => round.status === 'UPCOMING');
  if (upcoming && upcoming.index > 0) return upcoming.index - 1;
  return Math.max(0, view.rounds.length - 1);
}

/**
 * FFA: each lobby member's in-game metrics (one total per metric label) summed over the games they reported,
 * once the lobby's result is final; members without a stored result are absent (shown as "–").
 */
export function lobbyMetricTotals(match: MatchView, metricCount: number): Map<number, number[]> {
  const totals = new Map<number, number[]>();
  if (metricCount === 0) return totals;
  for (const entry of match.ffaResults ?? []) {
    const sums = Array.from({ length: metricCount }, () => 0);
    for (const game of entry.results) {
      (game.ingameMetricScores ?? []).slice(0, metricCount).forEach((metric, m) => (sums[m] += metric.score));
    }
    totals.set(entry.seed, sums);
  }
  return totals;
}

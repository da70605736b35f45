// Small brackets views for the overlay model tests: entrants "P1"…"Pn" by seed, matches built from a few fields.
import type { BracketsView, MatchView, RoundView } from '../../../src/contract/matches.js';

export function match(fields: Partial<MatchView> & { id: string; roundIndex: number; position: number }): MatchView {
  return {
    tournamentId: 't',
    kind: 'DUEL',
    bestOf: 1,
    isThirdPlaceDecider: false,
    sides: [side(1), side(2)],
    status: 'READY',
    displayStatus: null,
    resolution: null,
    winnerSeed: null,
    games: [],
    ffaResults: [],
    reportedAt: null,
    bufferEndsAt: null,
    resolvedAt: null,
    resultStale: false,
    ...fields,
  };
}

export function side(seed: number | null, score: number | null = null, isWinner = false) {
  return { seed, bye: false, score, rank: null, isWinner };
}

export function round(index: number, status: RoundView['status'], name = `Round ${index + 1}`): RoundView {
  return { index, name, status, startsAt: null, endsAt: null };
}

export function view(fields: Partial<BracketsView> & { matches: MatchView[]; rounds: RoundView[] }): BracketsView {
  const seeds = new Set(fields.matches.flatMap((m) => m.sides.map((s) => s.seed)).filter((s) => s !== null));
  return {
    tournamentId: 't',
    format: 'SINGLE_ELIMINATION',
    matchType: 'DUEL',
    entrants: [...seeds].map((seed) => ({
      seed,
      registrationId: `r${seed}`,
      name: `P${seed}`,
      teamId: null,
      captainId: `u${seed}`,
      memberIds: [`u${seed}`],
      avatarUrl: null,
      status: 'ACTIVE',
      finalRank: null,
    })),
    viewerSeed: null,
    finished: false,
    metricLabels: [],
    ...fields,
  };
}

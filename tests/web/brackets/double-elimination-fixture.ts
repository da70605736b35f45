// A double elimination brackets view built by playing the real engine (src/domain/double-elimination.ts): every
// pass plays all matches whose opponents are known, the better seed winning about seven times in ten. Rounds are
// numbered in play order as a schedule would: winners round r in round 2r - 1 (round 0 first), losers round L
// in round L + 1, the grand final after the losers final and the reset after it.
import type { BracketsView, Entrant, MatchSide, MatchView } from '../../../src/contract/matches.js';
import {
  createDoubleElimination,
  createSeededRandom,
  describeDoubleEliminationMatch,
  doubleEliminationOpponent,
  doubleEliminationResult,
  playableDoubleEliminationMatches,
  recordDoubleEliminationResults,
  type DoubleEliminationBracket,
  type GrandFinalOption,
} from '../../../src/domain/index.js';
import { entrantName } from '../../support/brackets-fixtures.js';

const TOURNAMENT_ID = '6f1c2a9e-4b7d-4c3e-9a51-2d8e7f0b1c35';

export interface DoubleEliminationFixture {
  participants: number;
  /** Passes of play (each plays every match whose opponents are known); Infinity plays to the end. */
  passes: number;
  grandFinal?: GrandFinalOption;
  /** Who takes the first grand final (default: drawn like any match); LOSERS makes the reset played. */
  grandFinalWinner?: 'WINNERS' | 'LOSERS';
  viewerSeed?: number | null;
  seed?: number;
}

export function playDoubleElimination(options: DoubleEliminationFixture): DoubleEliminationBracket {
  const random = createSeededRandom(options.seed ?? 5);
  let bracket = createDoubleElimination({
    participantCount: options.participants,
    grandFinal: options.grandFinal ?? 'WITH_RESET',
  });
  for (let pass = 0; pass < options.passes; pass++) {
    const playable = playableDoubleEliminationMatches(bracket);
    if (playable.length === 0) break;
    const entries = playable.map((matchId) => {
      const p = doubleEliminationOpponent(bracket, matchId, 0);
      const q = doubleEliminationOpponent(bracket, matchId, 1);
      let winner = random.next() < 0.7 ? Math.min(p, q) : Math.max(p, q);
      if (matchId === bracket.layout.grandFinalMatch && options.grandFinalWinner)
        winner = options.grandFinalWinner === 'WINNERS' ? p : q;
      const score = (winnerFirst: boolean): [number, number] => (winnerFirst ? [5, 2] : [2, 5]);
      // Best of 1 everywhere: one game, which the winner takes.
      const games = [{ score: score(winner === p) }];
      return { matchId, result: { participants: [p, q] as [number, number], games } };
    });
    bracket = recordDoubleEliminationResults(bracket, entries).bracket;
  }
  return bracket;
}

function playRound(bracket: DoubleEliminationBracket, matchId: number): number {
  const view = describeDoubleEliminationMatch(bracket, matchId);
  const k = bracket.layout.winnersRoundCount;
  if (view.side === 'WINNERS') return view.round === 0 ? 0 : 2 * view.round - 1;
  if (view.side === 'LOSERS') return view.round + 1;
  return 2 * k - 1 + view.round;
}

const BRACKETS = { WINNERS: 'WINNERS', LOSERS: 'LOSERS' } as const;

export function doubleEliminationView(options: DoubleEliminationFixture): BracketsView {
  const bracket = playDoubleElimination(options);
  const matches: MatchView[] = [];
  for (let m = 0; m < bracket.matchCount; m++) {
    const view = describeDoubleEliminationMatch(bracket, m);
    const result = doubleEliminationResult(bracket, m);
    const decided = view.state === 'COMPLETED' || view.state === 'BYE';
    const won = (x: number) =>
      result?.games?.filter(
        (game) => game.score[result.participants.indexOf(x)] > game.score[1 - result.participants.indexOf(x)],
      ).length ?? null;
    const side = (slot: number | 'BYE' | null): MatchSide => ({
      seed: typeof slot === 'number' ? slot + 1 : null,
      bye: slot === 'BYE',
      score: typeof slot === 'number' && view.state === 'COMPLETED' ? won(slot) : null,
      rank: null,
      isWinner: decided && typeof slot === 'number' && view.winner === slot,
    });
    const bracketName =
      view.side === 'GRAND_FINAL' ? (view.round === 0 ? 'GRAND_FINAL' : 'GRAND_FINAL_RESET') : BRACKETS[view.side];
    matches.push({
      id: `de-${m}`,
      tournamentId: TOURNAMENT_ID,
      roundIndex: playRound(bracket, m),
      position: m,
      kind: 'DUEL',
      bestOf: view.bestOf,
      isThirdPlaceDecider: false,
      sides: [side(view.opponent1), side(view.opponent2)],
      status: view.state === 'IN_PROGRESS' || view.state === 'NEEDS_ORGANIZER_DECISION' ? 'REPORTED' : view.state,
      displayStatus: null,
      resolution: view.state === 'BYE' ? 'BYE' : view.state === 'COMPLETED' ? 'CONFIRMED' : null,
      winnerSeed: view.winner === null ? null : view.winner + 1,
      games: [],
      ffaResults: [],
      reportedAt: null,
      bufferEndsAt: null,
      resolvedAt: null,
      resultStale: view.resultStale,
      bracket: bracketName,
    });
  }
  const roundCount = Math.max(...matches.map((match) => match.roundIndex)) + 1;
  const rounds = Array.from({ length: roundCount }, (_, r) => {
    const inRound = matches.filter((match) => match.roundIndex === r);
    const done = inRound.every((match) => ['COMPLETED', 'BYE', 'WALKOVER'].includes(match.status));
    const started = inRound.some((match) => match.status !== 'PENDING');
    return {
      index: r,
      name: `Round ${r + 1}`,
      status: done ? ('COMPLETE' as const) : started ? ('IN_PROGRESS' as const) : ('UPCOMING' as const),
      startsAt: null,
      endsAt: null,
    };
  });
  const entrants: Entrant[] = Array.from({ length: options.participants }, (_, k) => ({
    seed: k + 1,
    registrationId: `00000000-0000-4000-8000-${String(k + 1).padStart(12, '0')}`,
    name: entrantName(k + 1),
    teamId: null,
    captainId: `user-${k + 1}`,
    memberIds: [`user-${k + 1}`],
    avatarUrl: null,
    status: 'ACTIVE',
    finalRank: null,
  }));
  return {
    tournamentId: TOURNAMENT_ID,
    format: 'DOUBLE_ELIMINATION',
    matchType: 'DUEL',
    entrants,
    rounds,
    matches,
    viewerSeed: options.viewerSeed ?? null,
    finished: false,
    metricLabels: [],
  };
}

// Brackets and standings views built by playing tournaments with the real engine (src/domain): a single
// elimination, a Swiss and an FFA matchups tournament, results drawn from a seeded random source. The web tests,
// the browser test and the bench draw these, so what they show is what the engine decides, not hand-written.
import type {
  BracketsView,
  Entrant,
  MatchSide,
  MatchView,
  RoundView,
  StandingsView,
} from '../../src/contract/matches.js';
import {
  createFfa,
  createSeededRandom,
  createSingleElimination,
  createSwiss,
  describeMatch,
  ffaGamePoints,
  ffaStandings,
  pairNextRound,
  playableMatches,
  recordFfaResults,
  recordResults,
  recordSwissResults,
  startNextFfaRound,
  swissStandings,
  type BestOf,
  type DuelResult,
  type FfaGameResult,
  type FfaResultEntry,
  type ScoringSystem,
  type SeededRandom,
  type SingleEliminationBracket,
} from '../../src/domain/index.js';

const TAGS = [
  'Nova',
  'Vortex',
  'Kestrel',
  'Onyx',
  'Rune',
  'Blaze',
  'Cipher',
  'Ember',
  'Falcon',
  'Glitch',
  'Hex',
  'Jolt',
];
const TOURNAMENT_ID = '6f1c2a9e-4b7d-4c3e-9a51-2d8e7f0b1c34';

export function entrantName(seed: number): string {
  return `${TAGS[(seed - 1) % TAGS.length]} ${seed}`;
}

function entrants(count: number, finalRank?: (seed: number) => number | null): Entrant[] {
  return Array.from({ length: count }, (_, k) => ({
    seed: k + 1,
    registrationId: `00000000-0000-4000-8000-${String(k + 1).padStart(12, '0')}`,
    name: entrantName(k + 1),
    teamId: null,
    captainId: `user-${k + 1}`,
    memberIds: [`user-${k + 1}`],
    avatarUrl: null,
    status: 'ACTIVE',
    finalRank: finalRank?.(k + 1) ?? null,
  }));
}

function roundStatus(r: number, played: number, total: number): RoundView['status'] {
  if (r < played) return 'COMPLETE';
  return r === played && played < total ? 'IN_PROGRESS' : 'UPCOMING';
}

function baseMatch(
  id: string,
  roundIndex: number,
  position: number,
): Omit<MatchView, 'sides' | 'status' | 'winnerSeed'> {
  return {
    id,
    tournamentId: TOURNAMENT_ID,
    roundIndex,
    position,
    kind: 'DUEL',
    bestOf: 1,
    isThirdPlaceDecider: false,
    displayStatus: null,
    resolution: null,
    games: [],
    ffaResults: [],
    reportedAt: null,
    bufferEndsAt: null,
    resolvedAt: null,
    resultStale: false,
  };
}

/** A best-of series the `winner` (participant index) takes, with a plausible loser's tally and game scores. */
function playSeries(random: SeededRandom, p: number, q: number, bestOf: BestOf, winner: number): DuelResult {
  const needed = Math.floor(bestOf / 2) + 1;
  const loserWins = Math.floor(random.next() * needed);
  const games: { score: readonly [number, number] }[] = [];
  const order = [...Array(needed).fill(winner), ...Array(loserWins).fill(-1)].sort(() => random.next() - 0.5);
  // The winner must take the last game of the series.
  order.push(order.splice(order.indexOf(winner), 1)[0]);
  for (const who of order) {
    const high = 10 + Math.floor(random.next() * 6);
    const low = Math.floor(random.next() * high);
    const pWins = who === winner ? winner === p : winner !== p;
    games.push({ score: pWins ? [high, low] : [low, high] });
  }
  return { participants: [p, q], games };
}

/** The better seed wins about seven times out of ten. */
function pickWinner(random: SeededRandom, p: number, q: number): number {
  const favourite = Math.min(p, q);
  const outsider = Math.max(p, q);
  return random.next() < 0.7 ? favourite : outsider;
}

export function roundName(r: number, roundCount: number): string {
  const fromEnd = roundCount - 1 - r;
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return 'Semifinals';
  if (fromEnd === 2) return 'Quarterfinals';
  return `Round ${r + 1}`;
}

export interface SingleEliminationFixture {
  participants: number;
  /** Rounds fully played (the decider counts with the final). */
  playedRounds: number;
  thirdPlace?: boolean;
  bestOf?: BestOf[];
  viewerSeed?: number | null;
  seed?: number;
}

export function playSingleElimination(options: SingleEliminationFixture): SingleEliminationBracket {
  const random = createSeededRandom(options.seed ?? 7);
  let bracket = createSingleElimination({
    participantCount: options.participants,
    thirdPlaceDecider: options.thirdPlace ?? false,
    bestOf: options.bestOf,
  });
  for (let r = 0; r < Math.min(options.playedRounds, bracket.roundCount); r++) {
    const entries = playableMatches(bracket, r).map((matchId) => {
      const [p, q] = [bracket.opponent1[matchId], bracket.opponent2[matchId]];
      return { matchId, result: playSeries(random, p, q, bracket.bestOfPerRound[r], pickWinner(random, p, q)) };
    });
    bracket = recordResults(bracket, entries).bracket;
  }
  return bracket;
}

function gamesWon(result: DuelResult | undefined, participant: number): number | null {
  if (!result?.games) return null;
  const index = result.participants.indexOf(participant);
  return result.games.filter((game) => game.score[index] > game.score[1 - index]).length;
}

export function singleEliminationView(options: SingleEliminationFixture): BracketsView {
  const bracket = playSingleElimination(options);
  const matches: MatchView[] = [];
  for (let m = 0; m < bracket.matchCount; m++) {
    const described = describeMatch(bracket, m);
    const result = bracket.results[m];
    const decided = described.state === 'COMPLETED' || described.state === 'WALKOVER' || described.state === 'BYE';
    const side = (slot: number | 'BYE' | null): MatchSide => ({
      seed: typeof slot === 'number' ? slot + 1 : null,
      bye: slot === 'BYE',
      score: typeof slot === 'number' && described.state === 'COMPLETED' ? gamesWon(result, slot) : null,
      rank: null,
      isWinner: decided && typeof slot === 'number' && described.winner === slot,
    });
    matches.push({
      ...baseMatch(`se-${m}`, described.round, described.position),
      bestOf: described.bestOf,
      isThirdPlaceDecider: described.isThirdPlaceDecider,
      sides: [side(described.opponent1), side(described.opponent2)],
      status:
        described.state === 'IN_PROGRESS' || described.state === 'NEEDS_ORGANIZER_DECISION'
          ? 'REPORTED'
          : described.state,
      resolution: described.state === 'BYE' ? 'BYE' : described.state === 'COMPLETED' ? 'CONFIRMED' : null,
      winnerSeed: described.winner === null ? null : described.winner + 1,
    });
  }
  const rounds = Array.from({ length: bracket.roundCount }, (_, r) => ({
    index: r,
    name: roundName(r, bracket.roundCount),
    status: roundStatus(r, options.playedRounds, bracket.roundCount),
    startsAt: null,
    endsAt: null,
  }));
  return {
    tournamentId: TOURNAMENT_ID,
    format: 'SINGLE_ELIMINATION',
    matchType: 'DUEL',
    entrants: entrants(options.participants),
    rounds,
    matches,
    viewerSeed: options.viewerSeed ?? null,
    finished: options.playedRounds >= bracket.roundCount,
    metricLabels: [],
  };
}

const DUEL_SCORING = { winPoints: 3, lossPoints: 0, byePoints: 3, forfeitPenalty: 0 };

export interface SwissFixture {
  participants: number;
  rounds: number;
  playedRounds: number;
  viewerSeed?: number | null;
  seed?: number;
}

export function swissFixture(options: SwissFixture): { view: BracketsView; standings: StandingsView } {
  const random = createSeededRandom(options.seed ?? 11);
  let swiss = createSwiss({
    participantCount: options.participants,
    numberOfRounds: options.rounds,
    scoring: DUEL_SCORING,
    tieBreaks: ['BUCHHOLZ', 'BUCHHOLZ_CUT_1', 'SONNEBORN_BERGER', 'WINS'],
  });
  const paired = Math.min(options.rounds, options.playedRounds + 1);
  for (let r = 0; r < paired; r++) {
    swiss = pairNextRound(swiss);
    if (r >= options.playedRounds) break;
    const pairs = swiss.rounds[r].pairs;
    const entries = Array.from({ length: pairs.length / 2 }, (_, k) => {
      const [p, q] = [pairs[2 * k], pairs[2 * k + 1]];
      return { pair: k, result: playSeries(random, p, q, 1, pickWinner(random, p, q)) };
    });
    swiss = recordSwissResults(swiss, r, entries).tournament;
  }
  const matches: MatchView[] = [];
  swiss.rounds.forEach((round, r) => {
    for (let k = 0; k < round.pairs.length / 2; k++) {
      const [p, q] = [round.pairs[2 * k], round.pairs[2 * k + 1]];
      const result = round.results[k];
      const winner = result?.games ? (gamesWon(result, p)! > gamesWon(result, q)! ? p : q) : null;
      const side = (x: number): MatchSide => ({
        seed: x + 1,
        bye: false,
        score: gamesWon(result, x),
        rank: null,
        isWinner: winner === x,
      });
      matches.push({
        ...baseMatch(`sw-${r}-${k}`, r, k),
        sides: [side(p), side(q)],
        status: result ? 'COMPLETED' : 'READY',
        winnerSeed: winner === null ? null : winner + 1,
      });
    }
    if (round.bye >= 0) {
      matches.push({
        ...baseMatch(`sw-${r}-bye`, r, round.pairs.length / 2),
        sides: [
          { seed: round.bye + 1, bye: false, score: null, rank: null, isWinner: true },
          { seed: null, bye: true, score: null, rank: null, isWinner: false },
        ],
        status: 'BYE',
        resolution: 'BYE',
        winnerSeed: round.bye + 1,
      });
    }
  });
  const table = swissStandings(swiss, options.playedRounds);
  const standings: StandingsView = {
    tournamentId: TOURNAMENT_ID,
    columns: ['BUCHHOLZ', 'BUCHHOLZ_CUT_1', 'SONNEBORN_BERGER', 'WINS'],
    rows: table.map((row) => ({
      rank: options.playedRounds === 0 ? null : row.rank,
      seed: row.participant + 1,
      name: entrantName(row.participant + 1),
      status: 'ACTIVE',
      points: row.points,
      wins: row.wins,
      losses: row.losses,
      gamesPlayed: row.wins + row.losses,
      tieBreaks: [row.buchholz, row.buchholzCut1, row.sonnebornBerger, row.wins],
    })),
    final: options.playedRounds >= options.rounds,
  };
  const view: BracketsView = {
    tournamentId: TOURNAMENT_ID,
    format: 'SWISS_SYSTEM',
    matchType: 'DUEL',
    entrants: entrants(options.participants),
    rounds: Array.from({ length: options.rounds }, (_, r) => ({
      index: r,
      name: `Round ${r + 1}`,
      status: roundStatus(r, options.playedRounds, options.rounds),
      startsAt: null,
      endsAt: null,
    })),
    matches,
    viewerSeed: options.viewerSeed ?? null,
    finished: options.playedRounds >= options.rounds,
    metricLabels: [],
  };
  return { view, standings };
}

export const FFA_SCORING: ScoringSystem = {
  rankRanges: [
    { startRank: 1, endRank: 1, points: 10 },
    { startRank: 2, endRank: 2, points: 6 },
    { startRank: 3, endRank: 4, points: 3 },
  ],
  ingameMetrics: [{ label: 'Kills', factor: 1 }],
  winPoints: 0,
  lossPoints: 0,
  byePoints: 0,
  forfeitPenalty: -2,
};

export interface FfaFixture {
  participants: number;
  lobbySize: number;
  rounds: number;
  playedRounds: number;
  games?: number;
  viewerSeed?: number | null;
  seed?: number;
}

export function ffaFixture(options: FfaFixture): { view: BracketsView; standings: StandingsView } {
  const random = createSeededRandom(options.seed ?? 5);
  const games = options.games ?? 1;
  let ffa = createFfa({
    participantCount: options.participants,
    lobbySize: options.lobbySize,
    numberOfRounds: options.rounds,
    numberOfGames: games,
    scoring: FFA_SCORING,
  });
  const played = new Map<string, FfaGameResult[]>();
  const paired = Math.min(options.rounds, options.playedRounds + 1);
  for (let r = 0; r < paired; r++) {
    ffa = startNextFfaRound(ffa);
    if (r >= options.playedRounds) break;
    const round = ffa.rounds[r];
    const entries: FfaResultEntry[] = [];
    for (let l = 0; l + 1 < round.lobbyOffsets.length; l++) {
      const members = Array.from(round.lobbyMembers.subarray(round.lobbyOffsets[l], round.lobbyOffsets[l + 1]));
      for (let g = 0; g < games; g++) {
        const order = [...members].sort(() => random.next() - 0.5);
        order.forEach((participant, k) => {
          const result: FfaGameResult = {
            gameIndex: g,
            isForfeit: false,
            ingameRank: k + 1,
            ingameMetricScores: [{ score: Math.floor(random.next() * 8) }],
          };
          entries.push({ participant, result });
          const key = `${r}:${participant}`;
          played.set(key, [...(played.get(key) ?? []), result]);
        });
      }
    }
    ffa = recordFfaResults(ffa, r, entries).tournament;
  }
  const matches: MatchView[] = [];
  ffa.rounds.forEach((round, r) => {
    for (let l = 0; l + 1 < round.lobbyOffsets.length; l++) {
      const members = Array.from(round.lobbyMembers.subarray(round.lobbyOffsets[l], round.lobbyOffsets[l + 1]));
      const points = new Map(
        members.map((p) => [
          p,
          (played.get(`${r}:${p}`) ?? []).reduce((sum, x) => sum + ffaGamePoints(FFA_SCORING, x), 0),
        ]),
      );
      const done = r < options.playedRounds;
      const ranked = [...members].sort((a, b) => points.get(b)! - points.get(a)! || a - b);
      matches.push({
        ...baseMatch(`ffa-${r}-${l}`, r, l),
        kind: 'FFA',
        sides: members.map((p) => ({
          seed: p + 1,
          bye: false,
          score: done ? points.get(p)! : null,
          rank: done ? ranked.indexOf(p) + 1 : null,
          isWinner: done && ranked[0] === p,
        })),
        status: done ? 'COMPLETED' : 'READY',
        winnerSeed: done ? ranked[0] + 1 : null,
        ffaResults: members.map((p) => ({ seed: p + 1, results: played.get(`${r}:${p}`) ?? [] })),
      });
    }
  });
  const table = ffaStandings(ffa, options.playedRounds);
  const standings: StandingsView = {
    tournamentId: TOURNAMENT_ID,
    columns: ['WINS'],
    rows: table.map((row) => ({
      rank: options.playedRounds === 0 ? null : row.rank,
      seed: row.participant + 1,
      name: entrantName(row.participant + 1),
      status: 'ACTIVE',
      points: row.points,
      wins: row.wins,
      losses: row.gamesPlayed - row.wins,
      gamesPlayed: row.gamesPlayed,
      tieBreaks: [row.wins],
    })),
    final: options.playedRounds >= options.rounds,
  };
  const view: BracketsView = {
    tournamentId: TOURNAMENT_ID,
    format: 'MATCHUPS',
    matchType: 'FFA',
    entrants: entrants(options.participants),
    rounds: Array.from({ length: options.rounds }, (_, r) => ({
      index: r,
      name: `Round ${r + 1}`,
      status: roundStatus(r, options.playedRounds, options.rounds),
      startsAt: null,
      endsAt: null,
    })),
    matches,
    viewerSeed: options.viewerSeed ?? null,
    finished: options.playedRounds >= options.rounds,
    metricLabels: ['Kills'],
  };
  return { view, standings };
}

export { TOURNAMENT_ID as FIXTURE_TOURNAMENT_ID };

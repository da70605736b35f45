// A round-robin brackets view built by playing the real engine (src/domain/round-robin.ts) and ranking each group
// with its standings (round-robin-standings.ts): the first `playedRounds` rounds played, best of 3, the better
// seed winning about seven times in ten. Group tables carry the default tie-breaks, as the server names them.
import type { BracketsView, Entrant, GroupStandingsView, MatchSide, MatchView } from '../../../src/contract/matches.js';
import {
  createRoundRobin,
  createSeededRandom,
  describeRoundRobinMatch,
  playableRoundRobinMatches,
  recordRoundRobinResults,
  roundRobinGroupStandings,
  type DuelResult,
} from '../../../src/domain/index.js';
import { entrantName } from '../../support/brackets-fixtures.js';

const TOURNAMENT_ID = '6f1c2a9e-4b7d-4c3e-9a51-2d8e7f0b1c36';

export interface RoundRobinFixture {
  participants: number;
  groupCount?: number;
  legs?: 1 | 2;
  playedRounds: number;
  viewerSeed?: number | null;
  seed?: number;
}

export function roundRobinView(options: RoundRobinFixture): BracketsView {
  const random = createSeededRandom(options.seed ?? 3);
  let stage = createRoundRobin({
    participantCount: options.participants,
    groupCount: options.groupCount ?? 1,
    meetings: options.legs ?? 1,
    bestOf: [3],
    points: { win: 3, draw: 1, loss: 0 },
    allowDraws: false,
  });
  for (let r = 0; r < Math.min(options.playedRounds, stage.roundCount); r++) {
    const entries = playableRoundRobinMatches(stage, r).map((matchId) => {
      const p = stage.home[matchId];
      const q = stage.away[matchId];
      const winner = random.next() < 0.7 ? Math.min(p, q) : Math.max(p, q);
      const lost = random.next() < 0.5;
      const game = (pWins: boolean): { score: [number, number] } => ({ score: pWins ? [13, 7] : [7, 13] });
      const games = [game(winner === p), ...(lost ? [game(winner !== p)] : []), game(winner === p)];
      const result: DuelResult = { participants: [p, q], games };
      return { matchId, result };
    });
    stage = recordRoundRobinResults(stage, entries).stage;
  }
  const matches: MatchView[] = [];
  for (let m = 0; m < stage.matchCount; m++) {
    const view = describeRoundRobinMatch(stage, m);
    const result = stage.results[m];
    const decided = view.state === 'COMPLETED';
    const won = (x: number) => {
      if (!result?.games || !decided) return null;
      const k = result.participants.indexOf(x);
      return result.games.filter((game) => game.score[k] > game.score[1 - k]).length;
    };
    const side = (x: number): MatchSide => ({
      seed: x + 1,
      bye: false,
      score: won(x),
      rank: null,
      isWinner: decided && view.winner === x,
    });
    matches.push({
      id: `rr-${m}`,
      tournamentId: TOURNAMENT_ID,
      roundIndex: view.round,
      position: m,
      kind: 'DUEL',
      bestOf: view.bestOf,
      isThirdPlaceDecider: false,
      sides: [side(view.home), side(view.away)],
      status: decided ? 'COMPLETED' : 'READY',
      displayStatus: null,
      resolution: decided ? 'CONFIRMED' : null,
      winnerSeed: view.winner === null ? null : view.winner + 1,
      games: [],
      ffaResults: [],
      reportedAt: null,
      bufferEndsAt: null,
      resolvedAt: null,
      resultStale: false,
      group: view.group,
    });
  }
  const finished = options.playedRounds >= stage.roundCount;
  const groups: GroupStandingsView[] = Array.from({ length: stage.groupCount }, (_, g) => {
    const rows = roundRobinGroupStandings(stage, g);
    return {
      index: g,
      name: `Group ${String.fromCharCode(65 + g)}`,
      columns: rows[0]?.tieBreaks.map((value) => value.criterion) ?? [],
      rows: rows.map((row) => ({
        rank: options.playedRounds > 0 ? row.rank : null,
        seed: row.participant + 1,
        name: entrantName(row.participant + 1),
        status: 'ACTIVE' as const,
        points: row.points,
        wins: row.wins,
        losses: row.losses,
        draws: row.draws,
        group: g,
        gamesPlayed: row.played,
        tieBreaks: row.tieBreaks.map((value) => value.value ?? 0),
      })),
    };
  });
  // Once every round is played the group winners are placed first, the runners-up next, and so on.
  const finalRank = new Map<number, number>();
  if (finished) {
    let place = 1;
    const depth = Math.max(...groups.map((group) => group.rows.length));
    for (let k = 0; k < depth; k++) {
      const tier = groups.map((group) => group.rows[k]).filter((row) => row !== undefined);
      for (const row of tier) finalRank.set(row.seed, place);
      place += tier.length;
    }
  }
  const entrants: Entrant[] = Array.from({ length: options.participants }, (_, k) => ({
    seed: k + 1,
    registrationId: `00000000-0000-4000-8000-${String(k + 1).padStart(12, '0')}`,
    name: entrantName(k + 1),
    teamId: null,
    captainId: `user-${k + 1}`,
    memberIds: [`user-${k + 1}`],
    avatarUrl: null,
    status: 'ACTIVE',
    finalRank: finalRank.get(k + 1) ?? null,
  }));
  return {
    tournamentId: TOURNAMENT_ID,
    format: 'ROUND_ROBIN',
    matchType: 'DUEL',
    entrants,
    rounds: Array.from({ length: stage.roundCount }, (_, r) => ({
      index: r,
      name: `Round ${r + 1}`,
      status: r < options.playedRounds ? 'COMPLETE' : r === options.playedRounds ? 'IN_PROGRESS' : 'UPCOMING',
      startsAt: null,
      endsAt: null,
    })),
    matches,
    viewerSeed: options.viewerSeed ?? null,
    finished,
    metricLabels: [],
    groups,
  };
}

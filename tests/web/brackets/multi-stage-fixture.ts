// A multi-stage brackets view (groups → playoff) shaped as the contract says (StageSchema, match.stage, round.stage),
// built from stages played by the real engines: round-robin groups (round-robin-fixture.ts), then the first two of
// each group seeded across groups (1A–2B, 1B–2A) into a single-elimination playoff (brackets-fixtures.ts), whose
// rounds follow the groups' in the event's numbering.
import type { BracketsView, MatchView, RoundView, StageView, StandingRow } from '../../../src/contract/matches.js';
import { singleEliminationView } from '../../support/brackets-fixtures.js';
import { roundRobinView } from './round-robin-fixture.js';

export interface MultiStageFixture {
  participants: number;
  groupCount: number;
  /** Group rounds played (all of them resolve stage 1). */
  groupRoundsPlayed: number;
  /** Playoff rounds played; null while the playoff has not started (stage 1 not resolved). */
  playoffRoundsPlayed: number | null;
  viewerSeed?: number | null;
}

export interface MultiStage {
  view: BracketsView;
  /** Event seeds in the playoff's seed order (playoff seed k is qualified[k - 1]). */
  qualified: number[];
  groupRounds: number;
}

export function multiStageView(options: MultiStageFixture): MultiStage {
  const groups = roundRobinView({
    participants: options.participants,
    groupCount: options.groupCount,
    playedRounds: options.groupRoundsPlayed,
    viewerSeed: options.viewerSeed ?? null,
  });
  const groupRounds = groups.rounds.length;
  const groupsDone = options.groupRoundsPlayed >= groupRounds;
  const started = groupsDone && options.playoffRoundsPlayed !== null;
  // Cross-group seeding for two groups: 1A, 1B, 2A, 2B, so that seed 1 meets seed 4 (1A–2B) and 2 meets 3 (1B–2A).
  const winners = (groups.groups ?? []).map((group) => group.rows[0].seed);
  const runnersUp = (groups.groups ?? []).map((group) => group.rows[1].seed);
  const qualified = groupsDone ? [...winners, ...runnersUp] : [];
  const playoff = started
    ? singleEliminationView({ participants: qualified.length, playedRounds: options.playoffRoundsPlayed! })
    : null;
  const toEvent = (seed: number | null) => (seed === null ? null : qualified[seed - 1]);
  const playoffMatches: MatchView[] = (playoff?.matches ?? []).map((match) => ({
    ...match,
    id: `po-${match.id}`,
    roundIndex: match.roundIndex + groupRounds,
    sides: match.sides.map((side) => ({ ...side, seed: toEvent(side.seed) })),
    winnerSeed: toEvent(match.winnerSeed),
    stage: 1,
  }));
  const playoffRounds: RoundView[] = (playoff?.rounds ?? []).map((round) => ({
    ...round,
    index: round.index + groupRounds,
    stage: 1,
  }));
  const mark = (row: StandingRow): StandingRow => (qualified.includes(row.seed) ? { ...row, qualified: true } : row);
  const groupTables = (groups.groups ?? []).map((group) => ({ ...group, rows: group.rows.map(mark) }));
  const stageOne: StageView = {
    index: 0,
    name: 'Stage 1 · Round robin',
    format: 'ROUND_ROBIN',
    status: groupsDone ? 'COMPLETE' : 'IN_PROGRESS',
    firstRound: 0,
    roundCount: groupRounds,
    entrantSeeds: groups.entrants.map((entrant) => entrant.seed),
    qualifiedSeeds: qualified,
    columns: groupTables[0]?.columns ?? [],
    rows: groupTables.flatMap((group) => group.rows),
    groups: groupTables,
  };
  const playoffRows: StandingRow[] = qualified.map((seed, k) => ({
    rank: null,
    seed,
    name: groups.entrants[seed - 1].name,
    status: 'ACTIVE',
    points: 0,
    wins: playoffMatches.filter((match) => match.winnerSeed === seed).length,
    losses: 0,
    gamesPlayed: 0,
    tieBreaks: [k],
  }));
  const stageTwo: StageView = {
    index: 1,
    name: 'Stage 2 · Single elimination',
    format: 'SINGLE_ELIMINATION',
    status: !started ? 'UPCOMING' : playoff!.finished ? 'COMPLETE' : 'IN_PROGRESS',
    firstRound: started ? groupRounds : null,
    roundCount: playoff?.rounds.length ?? 0,
    entrantSeeds: started ? qualified : [],
    qualifiedSeeds: [],
    columns: [],
    rows: started ? playoffRows : [],
  };
  const view: BracketsView = {
    ...groups,
    // Finished groups place their knocked-out entrants; the qualified are placed by the playoff.
    entrants: groups.entrants.map((entrant) =>
      qualified.includes(entrant.seed) ? { ...entrant, finalRank: null } : entrant,
    ),
    rounds: [...groups.rounds.map((round) => ({ ...round, stage: 0 })), ...playoffRounds],
    matches: [...groups.matches.map((match) => ({ ...match, stage: 0 })), ...playoffMatches],
    finished: playoff?.finished ?? false,
    stages: [stageOne, stageTwo],
    currentStage: started ? 1 : 0,
  };
  return { view, qualified, groupRounds };
}

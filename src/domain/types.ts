// The shared vocabulary of tournaments (SPEC §3): the server stores these shapes, the web app renders them,
// and every function of src/domain takes them. Field names follow SPEC §3 so nothing is renamed on the way.

import type { GameSides } from './game-sides.js';

/** An instant as epoch milliseconds (UTC). Domain code never reads the clock: callers pass `now`. */
export type Instant = number;

export type ParticipantType = 'SOLO_MATCH' | 'TEAM_MATCH';
export type AccessType = 'OPEN' | 'GATED_ACCESS';
export type MatchType = 'DUEL' | 'FFA';
export type TournamentFormatKind =
  'SINGLE_ELIMINATION' | 'SWISS_SYSTEM' | 'MATCHUPS' | 'DOUBLE_ELIMINATION' | 'ROUND_ROBIN';
/** Double elimination's grand final (the contract's names; the engine calls RESET 'WITH_RESET'). */
export type GrandFinalKind = 'NONE' | 'SINGLE' | 'RESET';
/** SIMPLE_STAGE: one stage (every format); MULTI_STAGE: stage 1 then `stages` (issue 31 §2). */
export type StageType = 'SIMPLE_STAGE' | 'MULTI_STAGE';

/** A stage after stage 1: its format's options and who enters it from the stage before (stage-qualification.ts). */
export interface LaterStagePlan {
  format: 'SINGLE_ELIMINATION' | 'DOUBLE_ELIMINATION' | 'ROUND_ROBIN';
  qualification:
    { kind: 'TOP_PER_GROUP'; perGroup: number; bestOfNextPlace?: number } | { kind: 'TOP_OVERALL'; count: number };
  seeding?: 'CROSS_GROUP' | 'BY_STANDING';
  bestOf: number[];
  thirdPlaceDecider?: boolean;
  grandFinal?: GrandFinalKind;
  groupCount?: number;
  roundRobinLegs?: number;
}
export type ScoreReportingSystem = 'SCORE' | 'RANK';
export type SeedingMode = 'AUTO' | 'MANUAL';
export type BestOf = 1 | 2 | 3 | 5 | 7 | 9;
export const BEST_OF_VALUES: readonly BestOf[] = [1, 2, 3, 5, 7, 9];

/** Lifecycle status stored on the tournament (SPEC §3), distinct from the per-user state of SPEC §4. */
export type TournamentStatus = 'draft' | 'published' | 'live' | 'canceled' | 'finished';
export type UniqFactoryRule = 'AT_LEAST_ONE_FACTORY' | 'FOR_EACH_FACTORY';
export type TournamentRole = 'SPECTATOR' | 'PARTICIPANT' | 'ORGANIZER';

/** One rank range of a points scale: ranks startRank..endRank (inclusive) each earn `points`. */
export interface RankRange {
  startRank: number;
  endRank: number;
  points: number;
}

/** An in-game metric reported by players (e.g. kills) and its weight: points += score × factor. */
export interface IngameMetric {
  label: string;
  factor: number;
}

/** The scoring system of SPEC §3. Every value lies strictly between -1024 and 1024 (SPEC §9). */
export interface ScoringSystem {
  rankRanges: RankRange[];
  ingameMetrics: IngameMetric[];
  winPoints: number;
  lossPoints: number;
  byePoints: number;
  /** Added to the points of the side that forfeits; at most 0. */
  forfeitPenalty: number;
}

export interface TeamOptions {
  playersPerTeam: number;
  minPlayers: number;
  maxPlayers: number;
}

export interface TournamentFormat {
  matchType: MatchType;
  format: TournamentFormatKind;
  stageType?: StageType;
  /** MULTI_STAGE: the stages after stage 1 (whose options are this format's own fields), in order. */
  stages?: LaterStagePlan[];
  /** MULTI_STAGE: how entrants knocked out in a group stage with the same group place are placed (default SHARED). */
  eliminatedTies?: 'SHARED' | 'RANKED';
  minParticipants: number;
  maxParticipants: number;
  numberOfRounds: number;
  thirdPlaceDecider: boolean;
  /** Games per round (MATCHUPS) or per lobby. */
  numberOfGames: number;
  /** FFA lobby size (MATCHUPS with matchType FFA). */
  lobbySize?: number;
  scoreReportingSystem: ScoreReportingSystem;
  /** Best-of per round, index 0 = first round; the last value repeats for later rounds. */
  bestOf: BestOf[];
  seeding: SeedingMode;
  scoringSystem: ScoringSystem;
  /** Present on some match formats only (SPEC §3). */
  gameDuration?: number;
  /** DOUBLE_ELIMINATION: the grand final (default RESET). */
  grandFinal?: GrandFinalKind;
  /** ROUND_ROBIN: number of groups (default 1). */
  groupCount?: number;
  /** ROUND_ROBIN: meetings of each pair, 1 or 2 (default 1). */
  roundRobinLegs?: number;
  /** Duels whose games have two sides (White/Black…), see game-sides.ts; absent or null: no sides. */
  sides?: GameSides | null;
}

/** A half-open window [start, end): a phase is live from `start` up to, not including, `end`. */
export interface PhaseWindow {
  start: Instant;
  end: Instant;
}

export interface RoundSchedule extends PhaseWindow {
  gameDurationMinutes?: number;
  matchDurationMinutes?: number;
  administrationTimeMinutes?: number;
}

/** A round's window as played: players may join and report from opensAt up to end. */
export interface RoundWindow extends PhaseWindow {
  opensAt: Instant;
}

export interface TournamentSchedule {
  registration: PhaseWindow;
  checkIn: PhaseWindow;
  /** Absent when seeding is AUTO and no manual seeding window is planned. */
  seeding?: PhaseWindow;
  rounds: RoundSchedule[];
  /** Derived when absent: starts 15 minutes after the last round ends (SPEC §9). */
  prizepoolDistribution?: PhaseWindow;
  /** SCHEDULED when absent: rounds keep their planned windows (round-pace.ts). */
  roundStart?: 'SCHEDULED' | 'AS_SOON_AS_READY';
  /** AS_SOON_AS_READY: the least minutes between a round resolved and the next one starting (0 when absent). */
  roundBreakMinutes?: number;
  /** SCHEDULED when absent: prizes wait for the distribution phase; AT_FINISH: paid when the tournament finishes. */
  prizeDistribution?: 'SCHEDULED' | 'AT_FINISH';
  /**
   * Not part of the organizer's section: the windows the play clock moved (AS_SOON_AS_READY), by round index,
   * laid over the planned ones where the schedule is read as played.
   */
  playedRounds?: Readonly<Record<number, RoundWindow>>;
}

export type TieBreakKind = 'CHECK_IN_DATE' | 'RANDOM' | 'CUSTOM_REASON';

/** The tournament's (or leaderboard's) own last tie-break. */
export interface TournamentTieBreak {
  kind: TieBreakKind;
  /** RANDOM: the stored seed, so the same seed always gives the same order. */
  randomSeed?: number;
  /** CUSTOM_REASON: the organizer's order (participant indices, best first) and the reason shown. */
  customOrder?: number[];
  customReason?: string;
}

export interface Partner {
  name: string;
  website?: string;
  logo?: string;
}

export interface Tournament {
  id: string;
  name: string;
  subtitle?: string;
  status: TournamentStatus;
  paused: boolean;
  participantType: ParticipantType;
  accessType: AccessType;
  uniqFactoryIds: string[];
  uniqFactoryRule?: UniqFactoryRule;
  minimumAge: number;
  partners: Partner[];
  teamOptions?: TeamOptions;
  format: TournamentFormat;
  /** Set once the organizer validated the final results (SPEC §4 RESULT_VALIDATION_AWAITING until then). */
  resultsValidated?: boolean;
  linkedLeaderboardId?: string;
}

export type LeaderboardKind = 'POINTS' | 'RANK';
export type LeaderboardStatus = 'ACTIVE' | 'ENDED' | 'DRAFT' | 'DELETED';

/** Reward for a set of ranks: a UOS amount (decimal string) and/or Uniqs. */
export interface Reward {
  ranks: RewardRanks;
  uosAmount?: string;
  uniqs: { factoryId: string; quantity: number }[];
}

export type RewardRanks =
  | { kind: 'FIRST' }
  | { kind: 'SECOND' }
  | { kind: 'THIRD' }
  | { kind: 'SPECIFIC'; rank: number }
  | { kind: 'RANGE'; startRank: number; endRank: number }
  | { kind: 'ALL' };

/** Result of one game of a duel, scores aligned with the match's recorded participants. */
export interface DuelGame {
  score: readonly [number, number];
}

/**
 * A duel result as recorded: who played (participant indices, in reported order), the games, and how it
 * ended. Keeping the participants lets a replay tell a still-valid result from one that an amendment upstream
 * made stale.
 */
export interface DuelResult {
  participants: readonly [number, number];
  games?: readonly DuelGame[];
  /** The participant who forfeited: the other one wins by walkover. */
  forfeit?: number;
  /** The participant disqualified: the other one wins by walkover. */
  disqualified?: number;
  /** The organizer's pick when the games end level (best-of-2 at 1–1) or must be overruled. */
  decision?: number;
}

/** One FFA game result of one participant (SPEC §3). On forfeit, rank and metric scores are dropped. */
export interface FfaGameResult {
  gameIndex: number;
  isForfeit: boolean;
  ingameRank?: number;
  ingameMetricScores?: { score: number }[];
}

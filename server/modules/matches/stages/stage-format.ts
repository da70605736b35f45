// What a stage format's engine adapter answers (issue 31 §0). The play clock, the report paths, round management
// and the reads ask the format's entry in stage-formats.ts, never the format's name, so a new format (double
// elimination, round robin) is one adapter and one table entry rather than a branch in every file. Every member is
// pure: stored rows in, rows, placements or standings out; the callers do the I/O under their locks.
import type { MatchBracket, StandingsView } from '../../../../src/contract/matches.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import type { MatchRowStatus } from '../match-tables.js';
import type { StageStandings as QualifyingStandings } from '../../../../src/domain/index.js';
import type { NewMatch, StoredEntrant, StoredMatch } from './stored-play.js';

/** The slot of a later match a decided duel's side moves into. */
export interface FeedTarget {
  round: number;
  position: number;
  slot: 0 | 1;
}

/**
 * Where a decided duel's sides go: the winner's next match, the loser's (a third-place decider, the losers bracket),
 * or none.
 */
export interface DuelFeed {
  winnerTo: FeedTarget | null;
  /** Null: the loser is out of the stage (ELIMINATED). */
  loserTo: FeedTarget | null;
  /**
   * A slot that will receive nobody: the match there is not played and its other side goes through as by a bye
   * (double elimination's bracket reset when the winners-bracket champion takes the grand final).
   */
  byeTo?: FeedTarget | null;
}

/** Where a match sits in a stage that has more than one bracket or table. */
export interface MatchPlace {
  bracket?: MatchBracket;
  group?: number;
}

/** How one stored match must change to agree with the engine after an amendment, by position. */
export interface MatchDiff {
  position: number;
  participants: number[];
  status: MatchRowStatus;
  winner: number | null;
}

/** An entrant as the standings show it. */
export interface StandingEntrant extends StoredEntrant {
  name: string;
  final_rank: number | null;
}

export interface StageStandings {
  columns: StandingsView['columns'];
  rows: StandingsView['rows'];
  /** Round robin: each group's table. */
  groups?: StandingsView['groups'];
}

export interface StageFormat {
  /** Rounds the stage plays once its entrants are known. */
  plannedRounds(format: FormatSection, entrantCount: number): number;
  /** The rounds' names once seeded, or null for "Round n". */
  roundNames(format: FormatSection, entrantCount: number): string[] | null;
  /** When the seeds freeze: the matches to store and how many rounds they open (a bracket stores all of them). */
  start(
    format: FormatSection,
    entrants: readonly StoredEntrant[],
    randomSeed?: number,
  ): { matches: NewMatch[]; rounds: number };
  /**
   * The next round paired from the resolved ones (Swiss, FFA); also how an amendment repairs the later rounds nobody
   * has played yet. Null when start stored the whole stage.
   */
  nextRound:
    | ((
        format: FormatSection,
        entrants: readonly StoredEntrant[],
        matches: readonly StoredMatch[],
        /** The tournament's stored random seed: the sides' toss (issue 30) draws from it. */
        randomSeed?: number,
      ) => NewMatch[])
    | null;
  /**
   * Where a decided duel at `position` sends its sides when the side in slot `winnerSlot` won; null when matches feed
   * nothing (pairing by standings, groups).
   */
  duelFeed(format: FormatSection, entrantCount: number, position: number, winnerSlot: 0 | 1): DuelFeed | null;
  /** The bracket or group of the match at `position` (absent: the stage has one bracket or table). */
  matchPlace?(format: FormatSection, entrantCount: number, position: number): MatchPlace;
  /**
   * Amending a final result when the whole stage is stored: every match that changes with it (replayed by the
   * engine), and who is out once the changes are written. Null when later rounds are paired again (nextRound).
   */
  reflow: {
    diff(format: FormatSection, entrantCount: number, matches: readonly StoredMatch[]): MatchDiff[];
    eliminated(format: FormatSection, entrantCount: number, matches: readonly StoredMatch[]): Set<number>;
  } | null;
  /** Final placements by seed, from the engine replayed over the stored matches. */
  placements(
    format: FormatSection,
    entrantCount: number,
    entrants: readonly StoredEntrant[],
    matches: readonly StoredMatch[],
  ): Map<number, number>;
  /** The standings table; `started` once a match other than a bye is final (ranks are shown from then on). */
  standings(
    format: FormatSection,
    entrantCount: number,
    entrants: readonly StandingEntrant[],
    matches: readonly StoredMatch[],
    started: boolean,
  ): StageStandings;
  /** A stage of groups: each group's table, as the brackets tab draws them beside the matches. */
  groups?(
    format: FormatSection,
    entrantCount: number,
    entrants: readonly StandingEntrant[],
    matches: readonly StoredMatch[],
    started: boolean,
  ): NonNullable<StandingsView['groups']>;
  /**
   * A stage others can qualify from (groups, Swiss, FFA): its standings as stage-qualification.ts reads them, one
   * ordered list per group, entrants as engine indices (seed - 1). Absent for knockouts (always the last stage).
   */
  qualifyingStandings?(
    format: FormatSection,
    entrantCount: number,
    entrants: readonly StoredEntrant[],
    matches: readonly StoredMatch[],
  ): QualifyingStandings;
}

// The event the matches module announces when a tournament's final placements are written or rewritten, and
// the listeners other modules hand in for it (stats, leaderboards, the ending modal). It sits beside
// server-module.ts, outside every module, because the listeners' modules are below matches in the import graph
// (matches uses the tournaments module, which uses leaderboards and the ending modal): importing the type from
// the matches module would close an import loop.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

export interface FinalRecord {
  registrationId: string;
  seed: number;
  teamId: string | null;
  /** Who the record counts for: the solo player, or the team's roster that played (captain first). */
  players: string[];
  rank: number | null;
  wins: number;
  losses: number;
  points: number;
  /** FFA in-game metrics (kills…) summed over every game, by the tournament's metric label. */
  metrics: Record<string, number>;
}

export interface FinalResults {
  disciplineCode: string;
  /** When the tournament finished (an amendment keeps it). */
  finishedAt: Date;
  records: FinalRecord[];
}

export interface ResultsFinalEvent {
  tournamentId: string;
  /** The injected clock's instant of the change. */
  at: Date;
  /** FINISHED: the tournament just ended; AMENDED: a finished tournament's placements were corrected. */
  kind: 'FINISHED' | 'AMENDED';
  /** Every participant's final place and numbers, read in the same transaction (computed once, on demand). */
  results(): Promise<FinalResults>;
}

export type ResultsFinalListener = (
  trx: Transaction<Database> | Kysely<Database>,
  event: ResultsFinalEvent,
) => Promise<void>;

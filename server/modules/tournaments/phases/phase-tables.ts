// Kysely row types of the phase tables (migration 0330).
import type { ColumnType } from 'kysely';
import type { TournamentPhase } from '../../../../src/domain/tournament-phases.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface TournamentPhaseEventsTable {
  tournament_id: string;
  phase: TournamentPhase;
  due_at: Timestamp;
  applied_at: Timestamp;
  /** jsonb, written as JSON text. */
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface TournamentPhaseStateTable {
  tournament_id: string;
  next_due_at: NullableTimestamp;
  canceled_at: NullableTimestamp;
  cancel_followed_up_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface PhaseTables {
  tournament_phase_events: TournamentPhaseEventsTable;
  tournament_phase_state: TournamentPhaseStateTable;
}

// What other modules read of the tournaments' prize escrows, named for what they ask: the prize distribution
// wants the escrow a view shows and the tournaments whose escrow still holds; the leaderboard escrow whether a
// chain transaction funds one already.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { TournamentRowStatus } from '../tournament-tables.js';
import { transactionUsed } from './escrow-repository.js';
import type { EscrowedUniq, EscrowRowStatus } from './escrow-tables.js';

type Db = Kysely<Database>;

export interface EscrowRecord {
  status: EscrowRowStatus;
  uosUnits: bigint;
  uniqs: EscrowedUniq[];
}

/** The tournament's latest escrow, the live one first (a returned one after a reversal comes after it). */
export async function latestEscrowOf(db: Db, tournamentId: string): Promise<EscrowRecord | null> {
  const row = await db
    .selectFrom('tournament_escrows')
    .select(['status', sql<string>`uos_units::text`.as('units'), 'uniqs'])
    .where('tournament_id', '=', tournamentId)
    .orderBy(sql`CASE WHEN status = 'RETURNED' THEN 1 ELSE 0 END`)
    .orderBy('held_at', 'desc')
    .executeTakeFirst();
  return row ? { status: row.status, uosUnits: BigInt(row.units), uniqs: row.uniqs } : null;
}

/** Tournaments in one of these statuses whose escrow still holds assets (HELD, or RETURNING). */
export async function tournamentsHoldingEscrow(
  db: Db,
  statuses: readonly TournamentRowStatus[],
): Promise<{ id: string; status: TournamentRowStatus; escrowStatus: EscrowRowStatus }[]> {
  const rows = await db
    .selectFrom('tournaments as t')
    .innerJoin('tournament_escrows as e', 'e.tournament_id', 't.id')
    .select(['t.id', 't.status', 'e.status as escrow_status'])
    .where('t.status', 'in', [...statuses])
    .where('e.status', 'in', ['HELD', 'RETURNING'])
    .execute();
  return rows.map((row) => ({ id: row.id, status: row.status, escrowStatus: row.escrow_status }));
}

/** Whether a chain transaction funds a tournament escrow already (one transaction funds one escrow, ever). */
export const fundsTournamentEscrow = (db: Db, transactionId: string): Promise<boolean> =>
  transactionUsed(db, transactionId);

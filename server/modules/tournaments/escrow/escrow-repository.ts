// SQL of the prize escrow. Writes run inside transactions that first lock the tournament row
// (tournaments-repository lockTournament), so one escrow at a time changes per tournament.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { TournamentEscrowSummary } from '../../../../src/contract/tournament-escrow.js';
import { uosText } from './escrow-needs.js';
import type { EscrowedUniq, EscrowRowStatus } from './escrow-tables.js';

type Db = Kysely<Database>;

export interface EscrowRow {
  id: string;
  tournament_id: string;
  status: EscrowRowStatus;
  transaction_id: string;
  from_account: string;
  uosUnits: bigint;
  uniqs: EscrowedUniq[];
  return_transaction_id: string | null;
  held_at: Date;
}

function selectEscrows(db: Db) {
  return db.selectFrom('tournament_escrows').select([
    'id',
    'tournament_id',
    'status',
    'transaction_id',
    'from_account',
    // numeric comes back as text on PostgreSQL but not necessarily on PGlite: read it as text on both.
    sql<string>`uos_units::text`.as('uos_units'),
    'uniqs',
    'return_transaction_id',
    'held_at',
  ]);
}

function toRow(row: { uos_units: string } & Omit<EscrowRow, 'uosUnits'>): EscrowRow {
  const { uos_units, ...rest } = row;
  return { ...rest, uosUnits: BigInt(uos_units) };
}

/** The escrow still holding (or returning) the tournament's prizes, if any. */
export async function liveEscrow(db: Db, tournamentId: string): Promise<EscrowRow | undefined> {
  const row = await selectEscrows(db)
    .where('tournament_id', '=', tournamentId)
    .where('status', 'in', ['HELD', 'RETURNING'])
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function escrowById(db: Db, escrowId: string): Promise<EscrowRow | undefined> {
  const row = await selectEscrows(db).where('id', '=', escrowId).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function transactionUsed(db: Db, transactionId: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('tournament_escrows')
      .select('id')
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst(),
  );
}

export async function insertHeld(
  trx: Db,
  values: { tournamentId: string; transactionId: string; fromAccount: string; uosUnits: bigint; uniqs: EscrowedUniq[] },
): Promise<void> {
  await trx
    .insertInto('tournament_escrows')
    .values({
      tournament_id: values.tournamentId,
      transaction_id: values.transactionId,
      from_account: values.fromAccount,
      uos_units: values.uosUnits.toString(),
      uniqs: JSON.stringify(values.uniqs),
    })
    .execute();
}

/** Its return payment is recorded in the ledger (under the tournament lock): only a HELD escrow starts returning. */
export async function markReturning(trx: Db, escrowId: string): Promise<void> {
  await trx
    .updateTable('tournament_escrows')
    .set({ status: 'RETURNING' })
    .where('id', '=', escrowId)
    .where('status', '=', 'HELD')
    .execute();
}

/** Only a live escrow becomes RETURNED, once. */
export async function markReturned(
  db: Db,
  escrowId: string,
  returnTransactionId: string | null,
  at: Date,
): Promise<void> {
  await db
    .updateTable('tournament_escrows')
    .set({ status: 'RETURNED', return_transaction_id: returnTransactionId, returned_at: at })
    .where('id', '=', escrowId)
    .where('status', 'in', ['HELD', 'RETURNING'])
    .execute();
}

export async function resetPrizepool(trx: Db, tournamentId: string, at: Date): Promise<void> {
  await trx
    .updateTable('tournaments')
    .set({ prizepool: null, updated_at: at })
    .where('id', '=', tournamentId)
    .execute();
}

/** The latest escrow of each tournament (live first), as the organizer's tournament view shows it. */
export async function escrowSummaries(
  db: Db,
  tournamentIds: readonly string[],
): Promise<Map<string, TournamentEscrowSummary>> {
  const result = new Map<string, TournamentEscrowSummary>();
  if (tournamentIds.length === 0) return result;
  const rows = await selectEscrows(db).where('tournament_id', 'in', tournamentIds).orderBy('held_at', 'desc').execute();
  for (const raw of rows.map(toRow)) {
    const current = result.get(raw.tournament_id);
    if (current && (current.status !== 'RETURNED' || raw.status === 'RETURNED')) continue;
    result.set(raw.tournament_id, {
      status: raw.status,
      transactionId: raw.transaction_id,
      uosAmount: uosText(raw.uosUnits),
      uniqTokenIds: raw.uniqs.map((uniq) => uniq.tokenId),
      returnTransactionId: raw.return_transaction_id,
    });
  }
  return result;
}

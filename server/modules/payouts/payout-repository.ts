// SQL of the prize distribution. Amounts are numeric in the database, read as text and handled as bigint.
// Every status change of a payment is a compare-and-set on its status and transaction id, so two processes
// (or a retry racing the sweep) can only agree.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PlannedPayment } from '../../../src/domain/prize-payout-plan.js';
import type { PaymentStatus, StoredPaymentTransaction } from './payout-tables.js';

type Db = Kysely<Database>;

export interface PaymentRow {
  id: string;
  tournament_id: string;
  recipient_id: string;
  recipient_nickname: string;
  registration_id: string;
  rank: number;
  asset_slot: string;
  uosUnits: bigint;
  factory_id: string | null;
  token_ids: string[];
  status: PaymentStatus;
  to_account: string | null;
  transaction_id: string | null;
  signed_trx: StoredPaymentTransaction | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | null;
  confirmed_at: Date | null;
}

/** Payments still to be done: to sign, to push or confirm, or failed (retried at next_attempt_at). */
export const OPEN_STATUSES: PaymentStatus[] = ['PENDING', 'SENT', 'FAILED'];

function selectPayments(db: Db) {
  return db
    .selectFrom('prize_payments as p')
    .innerJoin('users as u', 'u.id', 'p.recipient_id')
    .select([
      'p.id',
      'p.tournament_id',
      'p.recipient_id',
      'u.nickname as recipient_nickname',
      'p.registration_id',
      'p.rank',
      'p.asset_slot',
      sql<string>`p.uos_units::text`.as('uos_units'),
      'p.factory_id',
      'p.token_ids',
      'p.status',
      'p.to_account',
      'p.transaction_id',
      'p.signed_trx',
      'p.attempts',
      'p.last_error',
      'p.next_attempt_at',
      'p.confirmed_at',
    ]);
}

function toRow(row: { uos_units: string } & Omit<PaymentRow, 'uosUnits'>): PaymentRow {
  const { uos_units, ...rest } = row;
  return {
    ...rest,
    uosUnits: BigInt(uos_units),
    next_attempt_at: rest.next_attempt_at ? new Date(rest.next_attempt_at) : null,
  };
}

export async function paymentsOf(db: Db, tournamentId: string): Promise<PaymentRow[]> {
  const rows = await selectPayments(db)
    .where('p.tournament_id', '=', tournamentId)
    .orderBy('p.rank')
    .orderBy('p.asset_slot')
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  return rows.map(toRow);
}

export async function paymentById(db: Db, tournamentId: string, paymentId: string): Promise<PaymentRow | undefined> {
  const row = await selectPayments(db)
    .where('p.tournament_id', '=', tournamentId)
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/**
 * Payments with a stored transaction to push or confirm: SENT, and FAILED ones whose next attempt is due (all
 * FAILED ones when `now` is null: a cancellation settles them at once).
 */
export async function toSend(db: Db, tournamentId: string, now: Date | null, limit: number): Promise<PaymentRow[]> {
  const rows = await selectPayments(db)
    .where('p.tournament_id', '=', tournamentId)
    .where('p.transaction_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('p.status', '=', 'SENT'),
        eb.and([eb('p.status', '=', 'FAILED'), ...(now ? [eb('p.next_attempt_at', '<=', now)] : [])]),
      ]),
    )
    .orderBy('p.sent_at')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

export interface DistributionRow {
  tournament_id: string;
  escrow_id: string;
  computed_at: Date;
  undistributedUosUnits: bigint;
  undistributed_uniqs: string[];
}

export async function distributionOf(db: Db, tournamentId: string): Promise<DistributionRow | undefined> {
  const row = await db
    .selectFrom('prize_distributions')
    .select([
      'tournament_id',
      'escrow_id',
      'computed_at',
      sql<string>`undistributed_uos_units::text`.as('units'),
      'undistributed_uniqs',
    ])
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { units, ...rest } = row;
  return { ...rest, computed_at: new Date(rest.computed_at), undistributedUosUnits: BigInt(units) };
}

/** Stores the distribution and all its payments (one transaction, the caller's). */
export async function insertDistribution(
  trx: Db,
  values: {
    tournamentId: string;
    escrowId: string;
    at: Date;
    leftoverUosUnits: bigint;
    leftoverTokenIds: string[];
    payments: PlannedPayment[];
  },
): Promise<void> {
  await trx
    .insertInto('prize_distributions')
    .values({
      tournament_id: values.tournamentId,
      escrow_id: values.escrowId,
      computed_at: values.at,
      undistributed_uos_units: values.leftoverUosUnits.toString(),
      undistributed_uniqs: JSON.stringify(values.leftoverTokenIds),
    })
    .execute();
  for (let i = 0; i < values.payments.length; i += 500) {
    await trx
      .insertInto('prize_payments')
      .values(
        values.payments.slice(i, i + 500).map((p) => ({
          tournament_id: values.tournamentId,
          recipient_id: p.recipientId,
          registration_id: p.registrationId,
          rank: p.rank,
          asset_slot: p.assetSlot,
          uos_units: p.uosUnits.toString(),
          factory_id: p.factoryId,
          token_ids: JSON.stringify(p.tokenIds),
          created_at: values.at,
          updated_at: values.at,
        })),
      )
      .execute();
  }
}

/** PENDING payments of the tournament with their recipient's linked wallet, to sign now (under the tournament lock). */
export async function pendingWithWallets(
  trx: Db,
  tournamentId: string,
  limit: number,
): Promise<(PaymentRow & { wallet_id: string | null })[]> {
  const rows = await selectPayments(trx)
    .select('u.wallet_id')
    .where('p.tournament_id', '=', tournamentId)
    .where('p.status', '=', 'PENDING')
    .orderBy('p.rank')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...toRow(row), wallet_id: row.wallet_id }));
}

export async function markMissingWallet(trx: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('prize_payments')
    .set({ status: 'MISSING_WALLET', updated_at: at })
    .where('id', 'in', ids)
    .where('status', '=', 'PENDING')
    .execute();
}

export interface SentValues {
  id: string;
  toAccount: string;
  transactionId: string;
  stored: StoredPaymentTransaction;
}

/**
 * Stores the signed transactions of a batch of PENDING payments (SENT) in one statement: the bookkeeping of a
 * distribution is two statements per batch, not two per payment (it would cost as much as the chain itself).
 */
export async function markSent(trx: Db, sent: SentValues[], at: Date): Promise<void> {
  if (sent.length === 0) return;
  const values = sql.join(
    sent.map((v) => sql`(${v.id}::uuid, ${v.toAccount}, ${v.transactionId}, ${JSON.stringify(v.stored)}::jsonb)`),
  );
  await sql`
    UPDATE prize_payments AS p
       SET status = 'SENT', to_account = v.to_account, transaction_id = v.transaction_id,
           signed_trx = v.signed_trx, sent_at = ${at}, updated_at = ${at}
      FROM (VALUES ${values}) AS v (id, to_account, transaction_id, signed_trx)
     WHERE p.id = v.id AND p.status = 'PENDING'`.execute(trx);
}

/** Records the payments whose transactions the chain has (each still under the transaction it was sent with). */
export async function markConfirmed(
  db: Db,
  confirmed: { id: string; transactionId: string }[],
  at: Date,
): Promise<void> {
  if (confirmed.length === 0) return;
  const values = sql.join(confirmed.map((c) => sql`(${c.id}::uuid, ${c.transactionId})`));
  await sql`
    UPDATE prize_payments AS p
       SET status = 'CONFIRMED', confirmed_at = ${at}, updated_at = ${at}, last_error = NULL, next_attempt_at = NULL
      FROM (VALUES ${values}) AS v (id, transaction_id)
     WHERE p.id = v.id AND p.transaction_id = v.transaction_id AND p.status IN ('SENT', 'FAILED')`.execute(db);
}

export async function markFailed(
  db: Db,
  id: string,
  transactionId: string,
  error: string,
  nextAttemptAt: Date,
  at: Date,
): Promise<void> {
  await db
    .updateTable('prize_payments')
    .set((eb) => ({
      status: 'FAILED',
      last_error: error.slice(0, 1000),
      next_attempt_at: nextAttemptAt,
      attempts: eb('attempts', '+', 1),
      updated_at: at,
    }))
    .where('id', '=', id)
    .where('transaction_id', '=', transactionId)
    .where('status', 'in', ['SENT', 'FAILED'])
    .execute();
}

/**
 * The stored transaction expired without being included, so the chain can never take it: the payment goes
 * back to PENDING to be signed again (the old id is kept for the audit).
 */
export async function resetExpired(db: Db, id: string, transactionId: string, at: Date): Promise<void> {
  await db
    .updateTable('prize_payments')
    .set({
      status: 'PENDING',
      transaction_id: null,
      signed_trx: null,
      to_account: null,
      expired_transaction_ids: sql`expired_transaction_ids || ${JSON.stringify([transactionId])}::jsonb`,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('transaction_id', '=', transactionId)
    .where('status', 'in', ['SENT', 'FAILED'])
    .execute();
}

/** The organizer's retry: a FAILED payment is due now. */
export async function retryNow(db: Db, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('prize_payments')
    .set({ next_attempt_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'FAILED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A winner linked a wallet: their MISSING_WALLET payments can be signed now. Answers the tournaments. */
export async function walletLinked(db: Db, userId: string, at: Date): Promise<string[]> {
  const rows = await db
    .updateTable('prize_payments')
    .set({ status: 'PENDING', updated_at: at })
    .where('recipient_id', '=', userId)
    .where('status', '=', 'MISSING_WALLET')
    .returning('tournament_id')
    .execute();
  return [...new Set(rows.map((row) => row.tournament_id))];
}

/** Cancellation: payments without a transaction that could still be included are not paid. */
export async function cancelUnsent(trx: Db, tournamentId: string, at: Date): Promise<void> {
  await trx
    .updateTable('prize_payments')
    .set({ status: 'CANCELED', updated_at: at, next_attempt_at: null })
    .where('tournament_id', '=', tournamentId)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['PENDING', 'MISSING_WALLET']),
        eb.and([eb('status', '=', 'FAILED'), eb('transaction_id', 'is', null)]),
      ]),
    )
    .execute();
}

export interface PaidOut {
  uosUnits: bigint;
  tokenIds: string[];
  /** Payments whose signed transaction may still be included (SENT, or FAILED with a transaction). */
  inFlight: number;
  /** Payments not done yet (PENDING, MISSING_WALLET, FAILED without a transaction). */
  owed: number;
}

/** What the tournament's escrow has paid out for good, and what is not settled yet. */
export async function paidOut(db: Db, tournamentId: string): Promise<PaidOut> {
  const rows = await db
    .selectFrom('prize_payments')
    .select(['status', 'transaction_id', sql<string>`uos_units::text`.as('units'), 'token_ids'])
    .where('tournament_id', '=', tournamentId)
    .execute();
  const result: PaidOut = { uosUnits: 0n, tokenIds: [], inFlight: 0, owed: 0 };
  for (const row of rows) {
    if (row.status === 'CONFIRMED') {
      result.uosUnits += BigInt(row.units);
      result.tokenIds.push(...row.token_ids);
    } else if (row.status === 'SENT' || (row.status === 'FAILED' && row.transaction_id)) result.inFlight++;
    else if (row.status !== 'CANCELED') result.owed++;
  }
  return result;
}

/** Tournaments whose payouts need a look now (the sweep). */
export async function tournamentsToSweep(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ finishedUndistributed: string[]; open: string[]; canceled: string[] }> {
  const finished = await sql<{ id: string }>`
    SELECT t.id FROM tournaments t
      JOIN tournament_escrows e ON e.tournament_id = t.id AND e.status = 'HELD'
      LEFT JOIN prize_distributions d ON d.tournament_id = t.id
    WHERE t.status = 'FINISHED' AND d.tournament_id IS NULL
    LIMIT ${limit}`.execute(db);
  const open = await sql<{ id: string }>`
    SELECT DISTINCT p.tournament_id AS id FROM prize_payments p JOIN tournaments t ON t.id = p.tournament_id
    WHERE t.status = 'FINISHED' AND (p.status IN ('PENDING', 'SENT') OR (p.status = 'FAILED' AND p.next_attempt_at <= ${now})
      OR (p.status = 'MISSING_WALLET' AND EXISTS (SELECT 1 FROM users u WHERE u.id = p.recipient_id AND u.wallet_id IS NOT NULL)))
    LIMIT ${limit}`.execute(db);
  // Finished distributions whose leftover is still held, and cancelled tournaments with a distribution not closed.
  const held = await sql<{ id: string; status: string }>`
    SELECT t.id, t.status FROM tournaments t
      JOIN tournament_escrows e ON e.tournament_id = t.id AND e.status IN ('HELD', 'RETURNING')
      JOIN prize_distributions d ON d.tournament_id = t.id
    WHERE t.status IN ('FINISHED', 'CANCELED')
    LIMIT ${limit}`.execute(db);
  return {
    finishedUndistributed: finished.rows.map((r) => r.id),
    open: [
      ...new Set([...open.rows.map((r) => r.id), ...held.rows.filter((r) => r.status === 'FINISHED').map((r) => r.id)]),
    ],
    canceled: held.rows.filter((r) => r.status === 'CANCELED').map((r) => r.id),
  };
}

/** MISSING_WALLET payments whose recipient has linked a wallet since: to sign now. */
export async function reviveLinked(trx: Db, tournamentId: string, at: Date): Promise<void> {
  await trx
    .updateTable('prize_payments')
    .set({ status: 'PENDING', updated_at: at })
    .where('tournament_id', '=', tournamentId)
    .where('status', '=', 'MISSING_WALLET')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', 'prize_payments.recipient_id')
          .where('users.wallet_id', 'is not', null),
      ),
    )
    .execute();
}

/** The placed registrations of a finished tournament, best rank first, ties in seed order. */
export async function placements(db: Db, tournamentId: string) {
  return db
    .selectFrom('tournament_entrants as e')
    .innerJoin('tournament_registrations as r', 'r.id', 'e.registration_id')
    .select(['e.registration_id', 'e.final_rank', 'e.seed', 'r.kind', 'r.user_id', 'r.member_ids'])
    .where('e.tournament_id', '=', tournamentId)
    .where('e.final_rank', 'is not', null)
    .orderBy('e.final_rank')
    .orderBy('e.seed')
    .execute();
}

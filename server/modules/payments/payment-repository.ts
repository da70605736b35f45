// SQL of the payment ledger. Amounts are numeric in the database, read as text and handled as bigint. Every
// status change of a payment is a compare-and-set on its status (and, once signed, its transaction id), so two
// processes, or a retry racing the sweep, can only agree: a payment is marked SENT by one signer only.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { formatUosAmount } from '../../../src/domain/index.js';
import { recordWebhookEvent } from '../integrations/integrations-module.js';
import { nicknamesAndWallets, usersWithLinkedWallet } from '../users/users-module.js';
import type { PaymentPurpose, PaymentSource, PaymentStatus, StoredPaymentTransaction } from './payment-tables.js';

type Db = Kysely<Database>;

/** A chain error is kept on the payment up to this length (nodeos errors carry whole stacks). */
export const LAST_ERROR_LENGTH = 2_000;

export interface SourceRef {
  source: PaymentSource;
  sourceId: string;
}

export interface PaymentRow {
  id: string;
  source: PaymentSource;
  source_id: string;
  escrow_id: string;
  purpose: PaymentPurpose;
  prize_id: string | null;
  recipient_id: string | null;
  /** Filled by the reads that show payments (paymentsOf, paymentById); null on the runner's own reads. */
  recipient_nickname: string | null;
  participant_key: string | null;
  rank: number | null;
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

/** What a source records: the payment's share of its escrow and who gets it. */
export interface NewPayment {
  purpose: PaymentPurpose;
  prizeId: string | null;
  recipientId: string | null;
  participantKey: string | null;
  rank: number | null;
  assetSlot: string;
  uosUnits: bigint;
  factoryId: string | null;
  tokenIds: string[];
  /** Set for a payment to a fixed account (a RETURN); a prize goes to the recipient's wallet, read when signed. */
  toAccount: string | null;
}

/** The payment giving `uosUnits` and `tokenIds` of an escrow back to `toAccount`, the account that escrowed them. */
export function returnPayment(toAccount: string, uosUnits: bigint, tokenIds: string[]): NewPayment {
  return {
    purpose: 'RETURN',
    prizeId: null,
    recipientId: null,
    participantKey: null,
    rank: null,
    assetSlot: 'RETURN',
    uosUnits,
    factoryId: null,
    tokenIds,
    toAccount,
  };
}

function selectPayments(db: Db) {
  return db
    .selectFrom('payments as p')
    .select([
      'p.id',
      'p.source',
      'p.source_id',
      'p.escrow_id',
      'p.purpose',
      'p.prize_id',
      'p.recipient_id',
      'p.participant_key',
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

type Selected = Omit<PaymentRow, 'uosUnits' | 'recipient_nickname'> & { uos_units: string };
const toRow = ({ uos_units, ...rest }: Selected): PaymentRow => ({
  ...rest,
  recipient_nickname: null,
  uosUnits: BigInt(uos_units),
  next_attempt_at: rest.next_attempt_at ? new Date(rest.next_attempt_at) : null,
  confirmed_at: rest.confirmed_at ? new Date(rest.confirmed_at) : null,
});

/** The rows with their recipients' nicknames, as the users module tells them. */
async function withNicknames(db: Db, rows: PaymentRow[]): Promise<PaymentRow[]> {
  const users = await nicknamesAndWallets(
    db,
    rows.flatMap((row) => (row.recipient_id ? [row.recipient_id] : [])),
  );
  return rows.map((row) => ({
    ...row,
    recipient_nickname: row.recipient_id ? (users.get(row.recipient_id)?.nickname ?? null) : null,
  }));
}

function ofSource(db: Db, ref: SourceRef) {
  return selectPayments(db).where('p.source', '=', ref.source).where('p.source_id', '=', ref.sourceId);
}

/** The source's payments: prizes before returns, best rank first, in the order they were recorded. */
export async function paymentsOf(db: Db, ref: SourceRef): Promise<PaymentRow[]> {
  const rows = await ofSource(db, ref)
    .orderBy('p.purpose')
    .orderBy('p.rank')
    .orderBy('p.asset_slot')
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  return withNicknames(db, rows.map(toRow));
}

export async function paymentById(db: Db, ref: SourceRef, paymentId: string): Promise<PaymentRow | undefined> {
  const row = await ofSource(db, ref).where('p.id', '=', paymentId).executeTakeFirst();
  return row ? (await withNicknames(db, [toRow(row)]))[0] : undefined;
}

/** Records a source's payments (one transaction, the caller's, which holds the source's lock). */
export async function insertPayments(
  trx: Db,
  ref: SourceRef,
  escrowId: string,
  payments: NewPayment[],
  at: Date,
): Promise<void> {
  for (let start = 0; start < payments.length; start += 500) {
    await trx
      .insertInto('payments')
      .values(
        payments.slice(start, start + 500).map((p) => ({
          source: ref.source,
          source_id: ref.sourceId,
          escrow_id: escrowId,
          purpose: p.purpose,
          prize_id: p.prizeId,
          recipient_id: p.recipientId,
          participant_key: p.participantKey,
          rank: p.rank,
          asset_slot: p.assetSlot,
          uos_units: p.uosUnits.toString(),
          factory_id: p.factoryId,
          token_ids: JSON.stringify(p.tokenIds),
          to_account: p.toAccount,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
}

/**
 * Payments with a stored transaction to push or confirm: SENT, and FAILED ones whose next attempt is due (all
 * FAILED ones when `now` is null: a cancellation settles them at once).
 */
export async function toSend(db: Db, ref: SourceRef, now: Date | null, limit: number): Promise<PaymentRow[]> {
  const rows = await ofSource(db, ref)
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

/** The recipients of the source's (or every source's) MISSING_WALLET payments. */
async function recipientsMissingWallet(db: Db, ref: SourceRef | null): Promise<string[]> {
  let query = db
    .selectFrom('payments')
    .select('recipient_id')
    .distinct()
    .where('status', '=', 'MISSING_WALLET')
    .where('recipient_id', 'is not', null);
  if (ref) query = query.where('source', '=', ref.source).where('source_id', '=', ref.sourceId);
  return (await query.execute()).map((row) => row.recipient_id!);
}

/** MISSING_WALLET payments whose recipient has linked a wallet since: to sign now. */
export async function reviveLinked(trx: Db, ref: SourceRef, at: Date): Promise<void> {
  const linked = await usersWithLinkedWallet(trx, await recipientsMissingWallet(trx, ref));
  if (linked.size === 0) return;
  await trx
    .updateTable('payments')
    .set({ status: 'PENDING', updated_at: at })
    .where('source', '=', ref.source)
    .where('source_id', '=', ref.sourceId)
    .where('status', '=', 'MISSING_WALLET')
    .where('recipient_id', 'in', [...linked])
    .execute();
}

/** PENDING payments of the source with the account each goes to (its fixed account, else the recipient's wallet). */
export async function pendingWithAccounts(
  trx: Db,
  ref: SourceRef,
  limit: number,
): Promise<(PaymentRow & { account: string | null })[]> {
  const rows = (
    await ofSource(trx, ref)
      .where('p.status', '=', 'PENDING')
      .orderBy('p.purpose')
      .orderBy('p.rank')
      .orderBy('p.id')
      .limit(limit)
      .execute()
  ).map(toRow);
  // Read in the same transaction, under the source's lock: the wallet a prize goes to is the one linked now.
  const users = await nicknamesAndWallets(
    trx,
    rows.flatMap((row) => (row.to_account === null && row.recipient_id ? [row.recipient_id] : [])),
  );
  return rows.map((row) => ({
    ...row,
    account: row.to_account ?? (row.recipient_id ? (users.get(row.recipient_id)?.walletId ?? null) : null),
  }));
}

export async function markMissingWallet(trx: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('payments')
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
 * Stores the signed transactions of a batch of PENDING payments (SENT) in one statement, and answers the ids it
 * marked: only those may be pushed (a payment no longer PENDING was signed by someone else, or cancelled).
 */
export async function markSent(trx: Db, sent: SentValues[], at: Date): Promise<Set<string>> {
  if (sent.length === 0) return new Set();
  const values = sql.join(
    sent.map((v) => sql`(${v.id}::uuid, ${v.toAccount}, ${v.transactionId}, ${JSON.stringify(v.stored)}::jsonb)`),
  );
  const marked = await sql<{ id: string }>`
    UPDATE payments AS p
       SET status = 'SENT', to_account = v.to_account, transaction_id = v.transaction_id,
           signed_trx = v.signed_trx, sent_at = ${at}, updated_at = ${at}
      FROM (VALUES ${values}) AS v (id, to_account, transaction_id, signed_trx)
     WHERE p.id = v.id AND p.status = 'PENDING'
    RETURNING p.id`.execute(trx);
  return new Set(marked.rows.map((row) => row.id));
}

/**
 * Records the payments whose transactions the chain has (each still under the transaction it was sent with); a
 * tournament prize confirmed here is announced (prize.paid) in the same transaction, so it is announced once.
 */
export async function markConfirmed(
  db: Db,
  confirmed: { id: string; transactionId: string }[],
  at: Date,
): Promise<void> {
  if (confirmed.length === 0) return;
  const values = sql.join(confirmed.map((c) => sql`(${c.id}::uuid, ${c.transactionId})`));
  await db.transaction().execute(async (trx) => {
    const paid = await sql<{
      id: string;
      source: PaymentSource;
      source_id: string;
      purpose: PaymentPurpose;
      rank: number | null;
      recipient_id: string | null;
      uos_units: string;
      transaction_id: string;
    }>`
      UPDATE payments AS p
         SET status = 'CONFIRMED', confirmed_at = ${at}, updated_at = ${at}, last_error = NULL, next_attempt_at = NULL
        FROM (VALUES ${values}) AS v (id, transaction_id)
       WHERE p.id = v.id AND p.transaction_id = v.transaction_id AND p.status IN ('SENT', 'FAILED')
      RETURNING p.id, p.source, p.source_id, p.purpose, p.rank, p.recipient_id, p.uos_units::text AS uos_units,
        p.transaction_id`.execute(trx);
    for (const row of paid.rows) {
      if (row.source !== 'TOURNAMENT' || row.purpose !== 'PRIZE') continue;
      await recordWebhookEvent(trx, {
        type: 'prize.paid',
        organizationId: null,
        tournamentId: row.source_id,
        data: {
          tournamentId: row.source_id,
          paymentId: row.id,
          rank: row.rank,
          recipientUserId: row.recipient_id,
          uosAmount: formatUosAmount(BigInt(row.uos_units)),
          transactionId: row.transaction_id,
        },
        at,
      });
    }
  });
}

/** The compare-and-set of a change to a signed payment: still under the transaction it was sent with, in flight. */
const stillInFlight = (id: string, transactionId: string) => (eb: ExpressionBuilder<Database, 'payments'>) =>
  eb.and([eb('id', '=', id), eb('transaction_id', '=', transactionId), eb('status', 'in', ['SENT', 'FAILED'])]);

/** A push failed: `attempts` counts failed pushes, and the next one waits longer each time (retryDelayMs). */
export async function markFailed(
  db: Db,
  id: string,
  transactionId: string,
  error: string,
  nextAttemptAt: Date,
  at: Date,
): Promise<void> {
  await db
    .updateTable('payments')
    .set((eb) => ({
      status: 'FAILED',
      last_error: error.slice(0, LAST_ERROR_LENGTH),
      next_attempt_at: nextAttemptAt,
      attempts: eb('attempts', '+', 1),
      updated_at: at,
    }))
    .where(stillInFlight(id, transactionId))
    .execute();
}

/**
 * The stored transaction expired without being included, so the chain can never take it: the payment goes
 * back to PENDING to be signed again (the old id is kept for the audit). A prize takes its recipient's wallet as
 * it is when signed again; a payment to a fixed account (a RETURN) keeps it.
 */
export async function resetExpired(db: Db, id: string, transactionId: string, at: Date): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      status: 'PENDING',
      transaction_id: null,
      signed_trx: null,
      to_account: sql`CASE WHEN recipient_id IS NULL THEN to_account END`,
      expired_transaction_ids: sql`expired_transaction_ids || ${JSON.stringify([transactionId])}::jsonb`,
      updated_at: at,
    })
    .where(stillInFlight(id, transactionId))
    .execute();
}

/** A retry asked for by a person: a FAILED payment of the source is due now. */
export async function retryNow(db: Db, ref: SourceRef, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ next_attempt_at: at, updated_at: at })
    .where('id', '=', id)
    .where('source', '=', ref.source)
    .where('source_id', '=', ref.sourceId)
    .where('status', '=', 'FAILED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A recipient linked a wallet: their MISSING_WALLET payments can be signed now. Answers the sources. */
export async function walletLinked(db: Db, userId: string, at: Date): Promise<SourceRef[]> {
  const rows = await db
    .updateTable('payments')
    .set({ status: 'PENDING', updated_at: at })
    .where('recipient_id', '=', userId)
    .where('status', '=', 'MISSING_WALLET')
    .returning(['source', 'source_id'])
    .execute();
  return distinctSources(rows);
}

/** Cancellation: payments without a transaction that could still be included are not paid. */
export async function cancelUnsent(trx: Db, ref: SourceRef, at: Date): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'CANCELED', updated_at: at, next_attempt_at: null })
    .where('source', '=', ref.source)
    .where('source_id', '=', ref.sourceId)
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

/** What the source's payments have paid out for good, and what is not settled yet. */
export async function paidOut(db: Db, ref: SourceRef): Promise<PaidOut> {
  const rows = await db
    .selectFrom('payments')
    .select(['status', 'transaction_id', sql<string>`uos_units::text`.as('units'), 'token_ids'])
    .where('source', '=', ref.source)
    .where('source_id', '=', ref.sourceId)
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

/** UOS units and token ids the payments recorded against an escrow take from it (cancelled ones take nothing). */
export async function committed(db: Db, escrowId: string): Promise<{ uosUnits: bigint; tokenIds: Set<string> }> {
  const rows = await db
    .selectFrom('payments')
    .select([sql<string>`uos_units::text`.as('uos_units'), 'token_ids'])
    .where('escrow_id', '=', escrowId)
    .where('status', '<>', 'CANCELED')
    .execute();
  return {
    uosUnits: rows.reduce((sum, row) => sum + BigInt(row.uos_units), 0n),
    tokenIds: new Set(rows.flatMap((row) => row.token_ids)),
  };
}

/** Sources with payments to make now (the sweep): to sign or push, due failures, recipients who linked a wallet. */
export async function sourcesDue(db: Db, now: Date, limit: number): Promise<SourceRef[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['source', 'source_id'])
    .distinct()
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['PENDING', 'SENT']),
        eb.and([eb('status', '=', 'FAILED'), eb('next_attempt_at', '<=', now)]),
      ]),
    )
    .limit(limit)
    .execute();
  // Recipients who linked a wallet while owed a payment (walletLinked pays them at once; this catches a crash).
  const linked = await usersWithLinkedWallet(db, await recipientsMissingWallet(db, null));
  const revived =
    linked.size === 0 || rows.length >= limit
      ? []
      : await db
          .selectFrom('payments')
          .select(['source', 'source_id'])
          .distinct()
          .where('status', '=', 'MISSING_WALLET')
          .where('recipient_id', 'in', [...linked])
          .limit(limit - rows.length)
          .execute();
  return distinctSources([...rows, ...revived]);
}

function distinctSources(rows: { source: PaymentSource; source_id: string }[]): SourceRef[] {
  const seen = new Map(rows.map((row) => [`${row.source}:${row.source_id}`, row]));
  return [...seen.values()].map((row) => ({ source: row.source, sourceId: row.source_id }));
}

export interface PrizesWon {
  sourceId: string;
  uosUnits: bigint;
  factoryId: string | null;
  tokenIds: string[];
}

/** What a user's prizes from these sources amount to, one row a payment (cancelled ones never paid anything). */
export async function prizesWon(
  db: Db,
  userId: string,
  source: PaymentSource,
  sourceIds: readonly string[],
): Promise<PrizesWon[]> {
  if (sourceIds.length === 0) return [];
  const rows = await db
    .selectFrom('payments')
    .select(['source_id', sql<string>`uos_units::text`.as('units'), 'factory_id', 'token_ids'])
    .where('recipient_id', '=', userId)
    .where('source', '=', source)
    .where('source_id', 'in', [...sourceIds])
    .where('purpose', '=', 'PRIZE')
    .where('status', '<>', 'CANCELED')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    sourceId: row.source_id,
    uosUnits: BigInt(row.units),
    factoryId: row.factory_id,
    tokenIds: row.token_ids,
  }));
}

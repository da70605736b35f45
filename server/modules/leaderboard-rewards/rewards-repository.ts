// SQL of a leaderboard's escrow, sent prizes and payments. Every write that decides something (funding, sending
// a prize, signing a payment) runs in a transaction that first locks the leaderboard row, so one change at a
// time happens per leaderboard; confirmations and failures only touch the payment they are about.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { EscrowedUniq } from '../tournaments/tournaments-module.js';
import type { StoredPaymentTransaction } from '../payouts/payouts-module.js';
import { standingsUpToRank } from '../leaderboards/leaderboards-module.js';
import type { LeaderboardPaymentStatus } from './rewards-tables.js';

type Db = Kysely<Database>;

export interface LeaderboardEscrowRow {
  id: string;
  transaction_id: string;
  from_account: string;
  uosUnits: bigint;
  uniqs: EscrowedUniq[];
}

/** The escrow holding the leaderboard's prize pool, if any. */
export async function heldEscrow(db: Db, leaderboardId: string): Promise<LeaderboardEscrowRow | undefined> {
  const row = await db
    .selectFrom('leaderboard_escrows')
    .select(['id', 'transaction_id', 'from_account', sql<string>`uos_units::text`.as('uos_units'), 'uniqs'])
    .where('leaderboard_id', '=', leaderboardId)
    .where('status', '=', 'HELD')
    .executeTakeFirst();
  if (!row) return undefined;
  const { uos_units, ...rest } = row;
  return { ...rest, uosUnits: BigInt(uos_units) };
}

/** Whether a transaction already funds an escrow (a tournament's or a leaderboard's). */
export async function escrowTransactionUsed(db: Db, transactionId: string): Promise<boolean> {
  const used = await db
    .selectFrom('leaderboard_escrows')
    .select('id')
    .where('transaction_id', '=', transactionId)
    .union(db.selectFrom('tournament_escrows').select('id').where('transaction_id', '=', transactionId))
    .executeTakeFirst();
  return Boolean(used);
}

export async function insertHeldEscrow(
  trx: Db,
  values: {
    leaderboardId: string;
    transactionId: string;
    fromAccount: string;
    uosUnits: bigint;
    uniqs: EscrowedUniq[];
  },
  at: Date,
): Promise<void> {
  await trx
    .insertInto('leaderboard_escrows')
    .values({
      leaderboard_id: values.leaderboardId,
      transaction_id: values.transactionId,
      from_account: values.fromAccount,
      uos_units: values.uosUnits.toString(),
      uniqs: JSON.stringify(values.uniqs),
      held_at: at,
    })
    .execute();
}

export async function releaseEscrow(trx: Db, escrowId: string, at: Date): Promise<void> {
  await trx
    .updateTable('leaderboard_escrows')
    .set({ status: 'RELEASED', released_at: at })
    .where('id', '=', escrowId)
    .execute();
}

export async function sentPrizes(db: Db, leaderboardId: string): Promise<Map<string, Date>> {
  const rows = await db
    .selectFrom('leaderboard_prizes_sent')
    .select(['prize_id', 'sent_at'])
    .where('leaderboard_id', '=', leaderboardId)
    .execute();
  return new Map(rows.map((row) => [row.prize_id, new Date(row.sent_at)]));
}

export async function markPrizesSent(
  trx: Db,
  leaderboardId: string,
  prizeIds: string[],
  userId: string,
  at: Date,
): Promise<void> {
  if (prizeIds.length === 0) return;
  await trx
    .insertInto('leaderboard_prizes_sent')
    .values(
      prizeIds.map((prizeId) => ({ leaderboard_id: leaderboardId, prize_id: prizeId, sent_at: at, sent_by: userId })),
    )
    .execute();
}

export interface NewPayment {
  purpose: 'PRIZE' | 'RETURN';
  prizeId: string | null;
  recipientId: string | null;
  participantKey: string | null;
  rank: number | null;
  assetSlot: string;
  uosUnits: bigint;
  factoryId: string | null;
  tokenIds: string[];
  /** A RETURN goes to the escrow's sender; a prize to the recipient's wallet, found when it is signed. */
  toAccount: string | null;
}

export async function insertPayments(
  trx: Db,
  leaderboardId: string,
  escrowId: string,
  payments: NewPayment[],
  at: Date,
): Promise<void> {
  for (let start = 0; start < payments.length; start += 1_000) {
    await trx
      .insertInto('leaderboard_payments')
      .values(
        payments.slice(start, start + 1_000).map((p) => ({
          leaderboard_id: leaderboardId,
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

export interface LeaderboardPaymentRow {
  id: string;
  leaderboard_id: string;
  purpose: 'PRIZE' | 'RETURN';
  prize_id: string | null;
  recipient_id: string | null;
  recipient_nickname: string | null;
  rank: number | null;
  uosUnits: bigint;
  factory_id: string | null;
  token_ids: string[];
  status: LeaderboardPaymentStatus;
  to_account: string | null;
  transaction_id: string | null;
  signed_trx: StoredPaymentTransaction | null;
  attempts: number;
  last_error: string | null;
  /** The recipient's linked wallet (a prize), or the RETURN's account. */
  wallet_id: string | null;
}

function selectPayments(db: Db) {
  return db
    .selectFrom('leaderboard_payments as p')
    .leftJoin('users as u', 'u.id', 'p.recipient_id')
    .select([
      'p.id',
      'p.leaderboard_id',
      'p.purpose',
      'p.prize_id',
      'p.recipient_id',
      'u.nickname as recipient_nickname',
      'p.rank',
      sql<string>`p.uos_units::text`.as('uos_units'),
      'p.factory_id',
      'p.token_ids',
      'p.status',
      'p.to_account',
      'p.transaction_id',
      'p.signed_trx',
      'p.attempts',
      'p.last_error',
      sql<string | null>`coalesce(p.to_account, u.wallet_id)`.as('wallet_id'),
    ]);
}

type SelectedPayment = Omit<LeaderboardPaymentRow, 'uosUnits'> & { uos_units: string };
const toPayment = ({ uos_units, ...rest }: SelectedPayment): LeaderboardPaymentRow => ({
  ...rest,
  uosUnits: BigInt(uos_units),
});

export async function paymentsOf(db: Db, leaderboardId: string): Promise<LeaderboardPaymentRow[]> {
  const rows = await selectPayments(db)
    .where('p.leaderboard_id', '=', leaderboardId)
    .orderBy('p.purpose')
    .orderBy('p.rank')
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  return rows.map(toPayment);
}

/** UOS units and token ids the leaderboard's prize payments already take from the escrow. */
export async function committed(db: Db, escrowId: string): Promise<{ uosUnits: bigint; tokenIds: Set<string> }> {
  const rows = await db
    .selectFrom('leaderboard_payments')
    .select([sql<string>`uos_units::text`.as('uos_units'), 'token_ids'])
    .where('escrow_id', '=', escrowId)
    .execute();
  return {
    uosUnits: rows.reduce((sum, row) => sum + BigInt(row.uos_units), 0n),
    tokenIds: new Set(rows.flatMap((row) => row.token_ids)),
  };
}

/** Payments to sign: PENDING ones, and MISSING_WALLET ones whose recipient has linked a wallet since. */
export async function toSign(trx: Db, leaderboardId: string, limit: number): Promise<LeaderboardPaymentRow[]> {
  const rows = await selectPayments(trx)
    .where('p.leaderboard_id', '=', leaderboardId)
    .where((eb) =>
      eb.or([
        eb('p.status', '=', 'PENDING'),
        eb.and([eb('p.status', '=', 'MISSING_WALLET'), eb('u.wallet_id', 'is not', null)]),
      ]),
    )
    .orderBy('p.created_at')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map(toPayment);
}

/** Signed payments to push: SENT ones, and FAILED ones whose next attempt is due. */
export async function toPush(db: Db, leaderboardId: string, now: Date): Promise<LeaderboardPaymentRow[]> {
  const rows = await selectPayments(db)
    .where('p.leaderboard_id', '=', leaderboardId)
    .where((eb) =>
      eb.or([eb('p.status', '=', 'SENT'), eb.and([eb('p.status', '=', 'FAILED'), eb('p.next_attempt_at', '<=', now)])]),
    )
    .orderBy('p.created_at')
    .execute();
  return rows.map(toPayment);
}

export async function markMissingWallet(trx: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('leaderboard_payments')
    .set({ status: 'MISSING_WALLET', updated_at: at })
    .where('id', 'in', ids)
    .execute();
}

export async function markSent(
  trx: Db,
  id: string,
  signed: { toAccount: string; transactionId: string; stored: StoredPaymentTransaction },
  at: Date,
): Promise<void> {
  await trx
    .updateTable('leaderboard_payments')
    .set({
      status: 'SENT',
      to_account: signed.toAccount,
      transaction_id: signed.transactionId,
      signed_trx: JSON.stringify(signed.stored),
      attempts: sql`attempts + 1`,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

export async function markConfirmed(db: Db, id: string, transactionId: string, at: Date): Promise<void> {
  await db
    .updateTable('leaderboard_payments')
    .set({ status: 'CONFIRMED', confirmed_at: at, updated_at: at, last_error: null, next_attempt_at: null })
    .where('id', '=', id)
    .where('transaction_id', '=', transactionId)
    .where('status', 'in', ['SENT', 'FAILED'])
    .execute();
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
    .updateTable('leaderboard_payments')
    .set({ status: 'FAILED', last_error: error.slice(0, 2_000), next_attempt_at: nextAttemptAt, updated_at: at })
    .where('id', '=', id)
    .where('transaction_id', '=', transactionId)
    .where('status', 'in', ['SENT', 'FAILED'])
    .execute();
}

/** The stored transaction expired unseen: sign again (its id is kept for the audit). */
export async function resetExpired(db: Db, id: string, transactionId: string, at: Date): Promise<void> {
  await db
    .updateTable('leaderboard_payments')
    .set({
      status: 'PENDING',
      transaction_id: null,
      signed_trx: null,
      expired_transaction_ids: sql`expired_transaction_ids || ${JSON.stringify([transactionId])}::jsonb`,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('transaction_id', '=', transactionId)
    .execute();
}

/** Leaderboards with payments still to make now (for the sweep). */
export async function leaderboardsToPay(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('leaderboard_payments as p')
    .leftJoin('users as u', 'u.id', 'p.recipient_id')
    .select('p.leaderboard_id')
    .distinct()
    .where((eb) =>
      eb.or([
        eb('p.status', 'in', ['PENDING', 'SENT']),
        eb.and([eb('p.status', '=', 'FAILED'), eb('p.next_attempt_at', '<=', now)]),
        eb.and([eb('p.status', '=', 'MISSING_WALLET'), eb('u.wallet_id', 'is not', null)]),
      ]),
    )
    .limit(limit)
    .execute();
  return rows.map((row) => row.leaderboard_id);
}

/** The ranked participants up to `maxRank` (all of them when null), best first, with the users a prize goes to. */
export async function rankedUpTo(db: Db, leaderboardId: string, maxRank: number | null) {
  // Ranks are read from the order index and the rank buckets (standings-queries.ts), not stored per row.
  const standings = await standingsUpToRank(db, leaderboardId, maxRank);
  const teamIds = [...new Set(standings.flatMap((s) => (s.team_id ? [s.team_id] : [])))];
  const members =
    teamIds.length === 0
      ? []
      : await db
          .selectFrom('team_members')
          .select(['team_id', 'user_id'])
          .where('team_id', 'in', teamIds)
          .orderBy('joined_at')
          .orderBy('user_id')
          .execute();
  return standings.map((s) => ({
    participantKey: s.participant_key,
    rank: s.rank,
    // A team's prize goes to its members as they are now, the longest-standing first (it gets any remainder).
    roster: s.team_id
      ? members.filter((m) => m.team_id === s.team_id).map((m) => m.user_id)
      : s.user_id
        ? [s.user_id]
        : [],
  }));
}

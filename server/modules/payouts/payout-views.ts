// The organizer's rewards-and-closing view (issue 12 §2): the distribution (a preview computed from the final
// placements until the phase starts), each payment, and the escrow balance. Reads only.
import type { Kysely } from 'kysely';
import type { EscrowBalance, PrizePayment, TournamentPayouts } from '../../../src/contract/payouts.js';
import type { PrizepoolSection } from '../../../src/contract/tournaments.js';
import { planPayouts } from '../../../src/domain/prize-payout-plan.js';
import { formatUosAmount } from '../../../src/domain/uos.js';
import type { Database } from '../../db/schema.js';
import { latestEscrowOf, type EscrowRecord } from '../tournaments/tournaments-module.js';
import * as repo from './payout-repository.js';
import { paymentsOf, type PaymentRow } from '../payments/payments-module.js';
import { tournamentSource } from './payout-service.js';
import { nicknamesAndWallets } from '../users/users-module.js';

type Db = Kysely<Database>;

const totals = (uosUnits: bigint, tokenIds: string[]) => ({
  uosAmount: formatUosAmount(uosUnits),
  uniqTokenIds: [...tokenIds].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)),
});

export function escrowBalance(escrow: EscrowRecord, payments: readonly PaymentRow[]): EscrowBalance {
  const sum = (rows: readonly PaymentRow[]) => ({
    units: rows.reduce((a, p) => a + p.uosUnits, 0n),
    tokens: rows.flatMap((p) => p.token_ids),
  });
  const paid = sum(payments.filter((p) => p.status === 'CONFIRMED'));
  const inFlight = sum(payments.filter((p) => p.status === 'SENT' || (p.status === 'FAILED' && p.transaction_id)));
  const escrowedTokens = escrow.uniqs.map((u) => u.tokenId);
  const paidTokens = new Set(paid.tokens);
  // A return gives back everything not paid (tournaments escrow-return.ts), one payment of the ledger, once.
  const returnedUnits = escrow.status === 'RETURNED' ? escrow.uosUnits - paid.units : 0n;
  const returnedTokens = escrow.status === 'RETURNED' ? escrowedTokens.filter((t) => !paidTokens.has(t)) : [];
  const gone = new Set([...paid.tokens, ...returnedTokens]);
  return {
    escrowed: totals(escrow.uosUnits, escrowedTokens),
    paid: totals(paid.units, paid.tokens),
    inFlight: totals(inFlight.units, inFlight.tokens),
    returned: totals(returnedUnits, returnedTokens),
    held: totals(
      escrow.uosUnits - paid.units - returnedUnits,
      escrowedTokens.filter((t) => !gone.has(t)),
    ),
  };
}

export function paymentView(row: PaymentRow, explorerUrl: (transactionId: string) => string | null): PrizePayment {
  return {
    id: row.id,
    // A tournament's payments are all prizes to a placed registration's player.
    recipient: { id: row.recipient_id!, nickname: row.recipient_nickname ?? '' },
    registrationId: row.participant_key!,
    rank: row.rank!,
    asset: row.factory_id === null ? 'UOS' : 'UNIQ',
    uosAmount: formatUosAmount(row.uosUnits),
    factoryId: row.factory_id,
    tokenIds: row.token_ids,
    status: row.status,
    toAccount: row.to_account,
    transactionId: row.transaction_id,
    explorerUrl: row.transaction_id ? explorerUrl(row.transaction_id) : null,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.status === 'FAILED' && row.next_attempt_at ? row.next_attempt_at.toISOString() : null,
    confirmedAt: row.confirmed_at ? row.confirmed_at.toISOString() : null,
  };
}

function countByStatus(payments: readonly { status: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of payments) counts[p.status] = (counts[p.status] ?? 0) + 1;
  return counts;
}

/** What the payments would be if the distribution ran now (before the phase starts). */
async function preview(
  db: Db,
  tournamentId: string,
  prizepool: PrizepoolSection | null,
  escrow: EscrowRecord,
): Promise<PrizePayment[]> {
  const placed = await repo.placements(db, tournamentId);
  const plan = planPayouts(prizepool?.rewards ?? [], placed, { uosUnits: escrow.uosUnits, uniqs: escrow.uniqs });
  const byId = await nicknamesAndWallets(
    db,
    plan.payments.map((p) => p.recipientId),
  );
  return plan.payments.map((p) => ({
    id: null,
    recipient: { id: p.recipientId, nickname: byId.get(p.recipientId)?.nickname ?? '' },
    registrationId: p.registrationId,
    rank: p.rank,
    asset: p.factoryId === null ? 'UOS' : 'UNIQ',
    uosAmount: formatUosAmount(p.uosUnits),
    factoryId: p.factoryId,
    tokenIds: p.tokenIds,
    status: byId.get(p.recipientId)?.walletId ? 'PENDING' : 'MISSING_WALLET',
    toAccount: byId.get(p.recipientId)?.walletId ?? null,
    transactionId: null,
    explorerUrl: null,
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    confirmedAt: null,
  }));
}

export async function tournamentPayouts(
  db: Db,
  tournament: { id: string; status: string; prizepool: unknown },
  startsAt: number | null,
  explorerUrl: (transactionId: string) => string | null,
): Promise<TournamentPayouts> {
  const escrow = await latestEscrowOf(db, tournament.id);
  const distribution = await repo.distributionOf(db, tournament.id);
  const rows = await paymentsOf(db, tournamentSource(tournament.id));
  const base = {
    startsAt: startsAt === null ? null : new Date(startsAt).toISOString(),
    computedAt: distribution?.computed_at.toISOString() ?? null,
  };
  if (!escrow) return { ...base, status: 'NONE', payments: [], counts: {}, escrow: null };
  const balance = escrowBalance(escrow, rows);
  if (distribution) {
    const payments = rows.map((row) => paymentView(row, explorerUrl));
    const status =
      tournament.status === 'CANCELED' ? 'CANCELED' : escrow.status === 'RETURNED' ? 'COMPLETE' : 'DISTRIBUTING';
    return { ...base, status, payments, counts: countByStatus(payments), escrow: balance };
  }
  if (tournament.status === 'CANCELED')
    return { ...base, status: 'CANCELED', payments: [], counts: {}, escrow: balance };
  if (tournament.status !== 'FINISHED' || escrow.status !== 'HELD')
    return { ...base, status: 'NOT_FINISHED', payments: [], counts: {}, escrow: balance };
  const payments = await preview(db, tournament.id, tournament.prizepool as PrizepoolSection | null, escrow);
  return { ...base, status: 'SCHEDULED', payments, counts: countByStatus(payments), escrow: balance };
}

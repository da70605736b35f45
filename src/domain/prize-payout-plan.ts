// From final placements to payments (issue 12 §1). Pure and exact: every escrowed unit and token is either
// in exactly one payment or in the leftover that goes back to the organizer.
//
// Rules, in order:
// - Rewards are split over placements by distributePrizes (prize-split.ts): each reward's total is spread
//   evenly over the positions it covers, and participants tied at rank r share positions r … r+k-1.
// - Remainders (an indivisible base unit of UOS, or a Uniq): ties are listed in seed order (the better seed
//   first) and the earlier ones get the extra unit; inside a team, the roster order decides (the captain who
//   registered first, then the members as registered).
// - A team's UOS is split evenly among the roster that played; its Uniqs are handed out per player the same
//   way (SPEC §5 asks the quantity to be a multiple of the players, so normally each gets the same number).
// - Uniq token ids are taken from the escrow lowest id first, in payment order, so the plan is reproducible.
import { distributePrizes, splitEvenly } from './prize-split.js';
import type { Reward } from './types.js';

export interface PlacedRegistration {
  registrationId: string;
  rank: number;
  /** User ids that receive the prize; the order decides who gets an indivisible remainder. */
  roster: readonly string[];
}

export interface PlannedPayment {
  registrationId: string;
  recipientId: string;
  rank: number;
  /** 'UOS' or 'UNIQ:<factory id>': at most one payment per recipient and slot. */
  assetSlot: string;
  uosUnits: bigint;
  factoryId: string | null;
  tokenIds: string[];
}

export interface PayoutPlan {
  payments: PlannedPayment[];
  /** Escrowed UOS units no payment takes (unoccupied ranks, surplus escrow). */
  leftoverUosUnits: bigint;
  leftoverTokenIds: string[];
}

export class EscrowShortError extends Error {}

const byTokenId = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

/** One recipient's share of one asset slot, before any token is picked from the escrow. */
export interface PlannedShare {
  registrationId: string;
  recipientId: string;
  rank: number;
  /** 'UOS' or 'UNIQ:<factory id>'. */
  assetSlot: string;
  uosUnits: bigint;
  factoryId: string | null;
  /** Uniqs of `factoryId` (0 for a UOS share). */
  quantity: number;
}

/**
 * Who gets what of the rewards for these placements (UOS shares first, then Uniq shares, in payment order),
 * without touching the escrow: the payouts plan picks the tokens, the ending modal shows the shares.
 */
export function plannedShares(rewards: readonly Reward[], placed: readonly PlacedRegistration[]): PlannedShare[] {
  const byId = new Map(placed.map((p) => [p.registrationId, p]));
  const { prizes } = distributePrizes(
    rewards,
    placed.map((p) => ({ participant: p.registrationId, rank: p.rank })),
  );
  const uosShares: PlannedShare[] = [];
  const uniqShares: PlannedShare[] = [];
  for (const prize of prizes) {
    const roster = byId.get(prize.participant)!.roster;
    if (roster.length === 0) continue;
    if (prize.uosUnits > 0n) {
      splitEvenly(prize.uosUnits, roster.length).forEach((units, i) => {
        if (units > 0n)
          uosShares.push({
            registrationId: prize.participant,
            recipientId: roster[i],
            rank: prize.rank,
            assetSlot: 'UOS',
            uosUnits: units,
            factoryId: null,
            quantity: 0,
          });
      });
    }
    for (const uniq of prize.uniqs) {
      splitEvenly(BigInt(uniq.quantity), roster.length).forEach((quantity, i) => {
        if (quantity > 0n)
          uniqShares.push({
            registrationId: prize.participant,
            recipientId: roster[i],
            rank: prize.rank,
            assetSlot: `UNIQ:${uniq.factoryId}`,
            uosUnits: 0n,
            factoryId: uniq.factoryId,
            quantity: Number(quantity),
          });
      });
    }
  }
  return [...uosShares, ...uniqShares];
}

export function planPayouts(
  rewards: readonly Reward[],
  placed: readonly PlacedRegistration[],
  escrow: { uosUnits: bigint; uniqs: readonly { tokenId: string; factoryId: string }[] },
): PayoutPlan {
  const uosPayments: PlannedPayment[] = [];
  const uniqPayments: PlannedPayment[] = [];
  for (const { quantity, ...share } of plannedShares(rewards, placed)) {
    if (share.factoryId === null) uosPayments.push({ ...share, tokenIds: [] });
    else uniqPayments.push({ ...share, tokenIds: new Array<string>(quantity).fill('') });
  }

  const paidUos = uosPayments.reduce((sum, p) => sum + p.uosUnits, 0n);
  if (paidUos > escrow.uosUnits)
    throw new EscrowShortError(`The escrow holds ${escrow.uosUnits} UOS units; the rewards need ${paidUos}.`);
  const available = new Map<string, string[]>();
  for (const uniq of escrow.uniqs)
    available.set(uniq.factoryId, [...(available.get(uniq.factoryId) ?? []), uniq.tokenId]);
  for (const ids of available.values()) ids.sort(byTokenId);
  for (const payment of uniqPayments) {
    const ids = available.get(payment.factoryId!) ?? [];
    if (ids.length < payment.tokenIds.length)
      throw new EscrowShortError(`The escrow holds too few Uniqs of factory ${payment.factoryId}.`);
    payment.tokenIds = ids.splice(0, payment.tokenIds.length);
  }
  return {
    payments: [...uosPayments, ...uniqPayments],
    leftoverUosUnits: escrow.uosUnits - paidUos,
    leftoverTokenIds: [...available.values()].flat().sort(byTokenId),
  };
}

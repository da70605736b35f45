// What a prize pool needs in escrow, and whether what is escrowed covers it. Pure: exact integers only
// (UOS base units as bigint, Uniqs as counts per chain factory id).
//
// The amounts follow the domain's distribution (src/domain/prize-split.ts distributePrizes): a reward's UOS
// amount and Uniq quantities are the reward's total, split over the ranks it covers. Escrow must hold exactly
// what distribution can pay out, so it sums the rewards as stored and does not multiply by the ranks.
import type { PrizepoolSection } from '../../../../src/contract/tournaments.js';
import { formatUosAmount, tryParseUos } from '../../../../src/domain/uos.js';
import type { EscrowedUniq } from './escrow-tables.js';

export interface EscrowNeeds {
  uosUnits: bigint;
  /** Chain factory id → number of Uniqs, in the order the prize pool first names them. */
  uniqs: Map<string, number>;
}

export function escrowNeeds(prizepool: PrizepoolSection | null): EscrowNeeds {
  const needs: EscrowNeeds = { uosUnits: 0n, uniqs: new Map() };
  for (const reward of prizepool?.rewards ?? []) {
    // Saved prize pools passed validatePrizes (positive 8-decimal amounts); anything else counts as nothing.
    const units = reward.uosAmount === undefined ? null : tryParseUos(reward.uosAmount);
    if (units !== null && units > 0n) needs.uosUnits += units;
    for (const uniq of reward.uniqs ?? []) {
      if (!Number.isInteger(uniq.quantity) || uniq.quantity <= 0) continue;
      needs.uniqs.set(uniq.factoryId, (needs.uniqs.get(uniq.factoryId) ?? 0) + uniq.quantity);
    }
  }
  return needs;
}

export function needsAnything(needs: EscrowNeeds): boolean {
  return needs.uosUnits > 0n || needs.uniqs.size > 0;
}

/** Whether `uosUnits` and `uniqs` held in escrow cover `needs` (more is fine: it all goes back on return). */
export function covers(needs: EscrowNeeds, held: { uosUnits: bigint; uniqs: readonly EscrowedUniq[] }): boolean {
  if (held.uosUnits < needs.uosUnits) return false;
  for (const [factoryId, quantity] of needs.uniqs) {
    if (held.uniqs.filter((uniq) => uniq.factoryId === factoryId).length < quantity) return false;
  }
  return true;
}

/** The API's 8-decimal UOS text ("12.50000000"). */
export const uosText = (units: bigint): string => formatUosAmount(units);

/** Picks, per needed factory, that many token ids from what the wallet holds; lists the factories short of it. */
export function pickTokens(
  needs: EscrowNeeds,
  held: readonly { id: string | number; token_factory_id: string | number }[],
): { tokenIds: string[]; missing: { factoryId: string; needed: number; held: number }[] } {
  const tokenIds: string[] = [];
  const missing: { factoryId: string; needed: number; held: number }[] = [];
  for (const [factoryId, quantity] of needs.uniqs) {
    const ofFactory = held
      .filter((token) => String(token.token_factory_id) === factoryId)
      .map((token) => String(token.id))
      .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
    if (ofFactory.length < quantity) missing.push({ factoryId, needed: quantity, held: ofFactory.length });
    else tokenIds.push(...ofFactory.slice(0, quantity));
  }
  return { tokenIds, missing };
}

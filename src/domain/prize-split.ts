// Prize splits in exact integer units (UOS base units as bigint, Uniqs as counts): every split hands out
// exactly what it was given, the indivisible remainder going one unit at a time to the best placed first.

import type { Reward, RewardRanks } from './types.js';
import { parseUos } from './uos.js';

/** Splits `total` into `parts` shares differing by at most one unit; earlier shares get the remainder. */
export function splitEvenly(total: bigint, parts: number): bigint[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`parts must be a positive integer, got ${parts}`);
  if (total < 0n) throw new RangeError('Cannot split a negative amount');
  const n = BigInt(parts);
  const base = total / n;
  const remainder = Number(total % n);
  return Array.from({ length: parts }, (_, i) => base + (i < remainder ? 1n : 0n));
}

/**
 * Splits `total` proportionally to non-negative integer `weights` (largest remainder method; ties in the
 * remainder go to the lower index). The shares always add up to `total`.
 */
export function splitByWeights(total: bigint, weights: readonly bigint[]): bigint[] {
  if (total < 0n) throw new RangeError('Cannot split a negative amount');
  const sum = weights.reduce((a, w) => {
    if (w < 0n) throw new RangeError('Weights must be non-negative');
    return a + w;
  }, 0n);
  if (sum === 0n) throw new RangeError('Weights must not all be zero');
  const shares = weights.map((w) => (total * w) / sum);
  let left = total - shares.reduce((a, s) => a + s, 0n);
  const byRemainder = weights
    .map((w, i) => ({ i, rem: (total * w) % sum }))
    .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (let k = 0; left > 0n; k++, left--) shares[byRemainder[k].i] += 1n;
  return shares;
}

/** Positions (1-based, inclusive) a reward covers. */
export function rewardPositions(ranks: RewardRanks, participantCount: number): [number, number] {
  switch (ranks.kind) {
    case 'FIRST':
      return [1, 1];
    case 'SECOND':
      return [2, 2];
    case 'THIRD':
      return [3, 3];
    case 'SPECIFIC':
      return [ranks.rank, ranks.rank];
    case 'RANGE':
      return [ranks.startRank, ranks.endRank];
    case 'ALL':
      return [1, participantCount];
  }
}

/** How many players a reward is for (Uniq quantities must be a multiple of it). */
export function playersInRanks(ranks: RewardRanks, participantCount: number): number {
  const [s, e] = rewardPositions(ranks, participantCount);
  return Math.max(0, e - s + 1);
}

export interface PlacedParticipant {
  participant: string;
  /** 1-based rank; tied participants share it (3, 3 for a shared third place). */
  rank: number;
}

export interface ParticipantPrize {
  participant: string;
  rank: number;
  uosUnits: bigint;
  uniqs: { factoryId: string; quantity: number }[];
}

export interface PrizeDistribution {
  prizes: ParticipantPrize[];
  /** UOS units of positions nobody occupies (fewer participants than rewarded ranks): returned from escrow. */
  undistributedUosUnits: bigint;
  undistributedUniqs: { factoryId: string; quantity: number }[];
}

/**
 * Distributes rewards over final placements. Each reward's total is spread evenly over the positions it
 * covers; participants tied at rank r occupy positions r … r+k-1 and share what those positions earn.
 */
export function distributePrizes(
  rewards: readonly Reward[],
  placed: readonly PlacedParticipant[],
  participantCount = placed.length,
): PrizeDistribution {
  const positionUos = new Map<number, bigint>();
  const positionUniqs = new Map<number, Map<string, bigint>>();
  let totalUos = 0n;
  const totalUniqs = new Map<string, bigint>();
  for (const reward of rewards) {
    const [s, e] = rewardPositions(reward.ranks, participantCount);
    const count = e - s + 1;
    if (count < 1) continue;
    if (reward.uosAmount) {
      const units = parseUos(reward.uosAmount);
      totalUos += units;
      splitEvenly(units, count).forEach((share, k) => positionUos.set(s + k, (positionUos.get(s + k) ?? 0n) + share));
    }
    for (const uniq of reward.uniqs ?? []) {
      const q = BigInt(uniq.quantity);
      totalUniqs.set(uniq.factoryId, (totalUniqs.get(uniq.factoryId) ?? 0n) + q);
      splitEvenly(q, count).forEach((share, k) => {
        const m = positionUniqs.get(s + k) ?? new Map<string, bigint>();
        m.set(uniq.factoryId, (m.get(uniq.factoryId) ?? 0n) + share);
        positionUniqs.set(s + k, m);
      });
    }
  }

  const sorted = placed.slice().sort((a, b) => a.rank - b.rank);
  const prizes: ParticipantPrize[] = sorted.map((p) => ({
    participant: p.participant,
    rank: p.rank,
    uosUnits: 0n,
    uniqs: [],
  }));
  let paidUos = 0n;
  const paidUniqs = new Map<string, bigint>();
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j].rank === sorted[i].rank) j++;
    const k = j - i;
    const first = sorted[i].rank;
    let pool = 0n;
    const uniqPool = new Map<string, bigint>();
    for (let pos = first; pos < first + k; pos++) {
      pool += positionUos.get(pos) ?? 0n;
      for (const [id, q] of positionUniqs.get(pos) ?? []) uniqPool.set(id, (uniqPool.get(id) ?? 0n) + q);
    }
    splitEvenly(pool, k).forEach((share, x) => (prizes[i + x].uosUnits = share));
    paidUos += pool;
    for (const [id, q] of uniqPool) {
      paidUniqs.set(id, (paidUniqs.get(id) ?? 0n) + q);
      splitEvenly(q, k).forEach((share, x) => {
        if (share > 0n) prizes[i + x].uniqs.push({ factoryId: id, quantity: Number(share) });
      });
    }
    i = j;
  }
  const undistributedUniqs: { factoryId: string; quantity: number }[] = [];
  for (const [id, q] of totalUniqs) {
    const left = q - (paidUniqs.get(id) ?? 0n);
    if (left > 0n) undistributedUniqs.push({ factoryId: id, quantity: Number(left) });
  }
  return { prizes, undistributedUosUnits: totalUos - paidUos, undistributedUniqs };
}

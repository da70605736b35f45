// Leaderboards aggregate tournament outcomes per participant: POINTS leaderboards add points (from a points
// scale over placements, or points earned in the tournaments), RANK leaderboards order by best placement.
// Ties are kept when the leaderboard allows them, otherwise broken by its tie-break.

import { rankPoints } from './scoring.js';
import { rankWithTieBreaks } from './tie-breaks.js';
import type { Instant, LeaderboardKind, LeaderboardStatus, RankRange, TournamentTieBreak } from './types.js';

export interface LeaderboardConfig {
  kind: LeaderboardKind;
  /** POINTS: points from a scale over placements, or the points participants earned in the tournaments. */
  pointsSource?: 'PLACEMENT_SCALE' | 'POINTS_EARNED';
  pointsScale?: RankRange[];
  /** When true, participants level on the leaderboard's measure share a rank (1, 2, 2, 4). */
  ties: boolean;
  tieBreak?: TournamentTieBreak;
  /** CUSTOM_REASON tie-break order as participant ids (best first). */
  customOrder?: string[];
}

export interface LeaderboardResult {
  participant: string;
  tournamentId: string;
  /** Final placement in that tournament (1-based), when it has one. */
  placement?: number;
  pointsEarned?: number;
  checkInDate?: Instant;
}

export interface LeaderboardRow {
  participant: string;
  rank: number;
  points: number;
  bestPlacement: number | null;
  tournamentsPlayed: number;
}

export function aggregateLeaderboard(
  config: LeaderboardConfig,
  results: readonly LeaderboardResult[],
): LeaderboardRow[] {
  const ids: string[] = [];
  const index = new Map<string, number>();
  const points: number[] = [];
  const best: number[] = [];
  const played: number[] = [];
  const checkIn: number[] = [];
  for (const r of results) {
    let i = index.get(r.participant);
    if (i === undefined) {
      i = ids.length;
      index.set(r.participant, i);
      ids.push(r.participant);
      points.push(0);
      best.push(Number.POSITIVE_INFINITY);
      played.push(0);
      checkIn.push(Number.NaN);
    }
    played[i]++;
    if (r.placement !== undefined) best[i] = Math.min(best[i], r.placement);
    if (config.kind === 'POINTS') {
      points[i] +=
        config.pointsSource === 'POINTS_EARNED'
          ? (r.pointsEarned ?? 0)
          : r.placement !== undefined
            ? rankPoints(config.pointsScale ?? [], r.placement)
            : 0;
    }
    // The earliest check-in counts: it is the one that happened first.
    if (r.checkInDate !== undefined && !(checkIn[i] <= r.checkInDate)) checkIn[i] = r.checkInDate;
  }
  // RANK leaderboards rank by best placement: negate it so that "higher is better" holds.
  const measure =
    config.kind === 'POINTS' ? points : best.map((b) => (Number.isFinite(b) ? -b : -Number.MAX_SAFE_INTEGER));
  const tieBreak: TournamentTieBreak | undefined =
    config.tieBreak?.kind === 'CUSTOM_REASON'
      ? {
          ...config.tieBreak,
          customOrder: (config.customOrder ?? []).map((id) => index.get(id) ?? -1).filter((i) => i >= 0),
        }
      : config.tieBreak;
  const ranking = rankWithTieBreaks({
    participants: ids.map((_, i) => i),
    points: measure,
    criteria: [],
    tournamentTieBreak: config.ties ? undefined : tieBreak,
    checkInDates: checkIn,
    breakRemainingTiesBySeed: !config.ties,
  });
  return Array.from(ranking.order, (i, k) => ({
    participant: ids[i],
    rank: ranking.rank[k],
    points: points[i],
    bestPlacement: Number.isFinite(best[i]) ? best[i] : null,
    tournamentsPlayed: played[i],
  }));
}

export type LeaderboardDisplayStatus = 'ACTIVE' | 'COMPLETE' | 'DRAFT' | 'DELETED';

/** ENDED is shown as COMPLETE (SPEC §3). */
export function leaderboardDisplayStatus(status: LeaderboardStatus): LeaderboardDisplayStatus {
  return status === 'ENDED' ? 'COMPLETE' : status;
}

/** An ended leaderboard stays visible one calendar month after it ended (SPEC §4). */
export function isLeaderboardVisible(status: LeaderboardStatus, endedAt: Instant | undefined, now: Instant): boolean {
  if (status === 'DELETED' || status === 'DRAFT') return false;
  if (status === 'ACTIVE' || endedAt === undefined) return true;
  const end = new Date(endedAt);
  const until = Date.UTC(
    end.getUTCFullYear(),
    end.getUTCMonth() + 1,
    end.getUTCDate(),
    end.getUTCHours(),
    end.getUTCMinutes(),
    end.getUTCSeconds(),
    end.getUTCMilliseconds(),
  );
  return now < until;
}

// Whom a leaderboard's prizes reach: the ranks each prize covers, and the players ranked there with someone to
// pay. An ended leaderboard whose unsent prizes reach nobody can only give its escrow back (issue 26 §5.5).
import type { Kysely } from 'kysely';
import type { PlacedRegistration } from '../../../src/domain/prize-payout-plan.js';
import type { Database } from '../../db/schema.js';
import type { LeaderboardPrizepool } from '../leaderboards/leaderboards-module.js';
import * as repo from './rewards-repository.js';

type Db = Kysely<Database>;
type Prize = LeaderboardPrizepool['rewards'][number];

/** The last rank a prize reaches (null: every rank, an ALL prize). */
export function lastRank(prize: Prize): number | null {
  switch (prize.ranks.kind) {
    case 'FIRST':
      return 1;
    case 'SECOND':
      return 2;
    case 'THIRD':
      return 3;
    case 'SPECIFIC':
      return prize.ranks.rank;
    case 'RANGE':
      return prize.ranks.endRank;
    case 'ALL':
      return null;
  }
}

export function firstRank(prize: Prize): number {
  const ranks = prize.ranks;
  return ranks.kind === 'SPECIFIC' ? ranks.rank : ranks.kind === 'RANGE' ? ranks.startRank : (lastRank(prize) ?? 1);
}

/**
 * The players ranked for `prizes` (with someone to pay: a team without members is nobody). Empty when the
 * leaderboard ended with nobody ranked where they pay: then the escrow can only go back to the organizer.
 */
export async function placedFor(db: Db, id: string, prizes: readonly Prize[]): Promise<PlacedRegistration[]> {
  if (prizes.length === 0) return [];
  const reach = prizes.map(lastRank);
  return (await repo.rankedUpTo(db, id, reach.includes(null) ? null : Math.max(...(reach as number[]))))
    .filter((entry) => entry.roster.length > 0)
    .map((entry) => ({ registrationId: entry.participantKey, rank: entry.rank, roster: entry.roster }));
}

/** An ended leaderboard whose prizes not sent yet reach nobody: its escrow is returnable (issue 26 §5.5). */
export async function nothingPayable(db: Db, id: string, board: { status: string; prizepool: LeaderboardPrizepool }) {
  if (board.status !== 'ENDED') return false;
  const sent = await repo.sentPrizes(db, id);
  const unsent = board.prizepool.rewards.filter((prize) => !sent.has(prize.id));
  return unsent.length > 0 && (await placedFor(db, id, unsent)).length === 0;
}

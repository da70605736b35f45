// SQL of a leaderboard's escrow and sent prizes (its payments are the payments module's ledger). Every write that
// decides something (funding, sending a prize, recording its payments) runs in a transaction that first locks
// the leaderboard row, so one change at a time happens per leaderboard.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { membersByTenure } from '../teams/teams-module.js';
import { fundsTournamentEscrow, type EscrowedUniq } from '../tournaments/tournaments-module.js';
import { standingsUpToRank } from '../leaderboards/leaderboards-module.js';

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
    .executeTakeFirst();
  return Boolean(used) || (await fundsTournamentEscrow(db, transactionId));
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

/** The ranked participants up to `maxRank` (all of them when null), best first, with the users a prize goes to. */
export async function rankedUpTo(db: Db, leaderboardId: string, maxRank: number | null) {
  // Ranks are read from the order index and the rank buckets (standings-queries.ts), not stored per row.
  const standings = await standingsUpToRank(db, leaderboardId, maxRank);
  const teamIds = [...new Set(standings.flatMap((s) => (s.team_id ? [s.team_id] : [])))];
  const members = await membersByTenure(db, teamIds);
  return standings.map((s) => ({
    participantKey: s.participant_key,
    rank: s.rank,
    // A team's prize goes to its members as they are now, the longest-standing first (it gets any remainder).
    roster: s.team_id ? (members.get(s.team_id) ?? []) : s.user_id ? [s.user_id] : [],
  }));
}

// The tournaments that feed a leaderboard, as the leaderboards module reads them. That module is handed these by
// app.ts (this module already depends on it, for a leaderboard's name and kind).
import { sql, type Expression, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LeaderboardTournaments } from '../leaderboards/leaderboards-module.js';
import type { TournamentRow } from './tournaments-repository.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The leaderboard the tournament feeds, or null (none, or no such tournament). */
export async function leaderboardOfTournament(db: Db, tournamentId: string): Promise<string | null> {
  const row = await db
    .selectFrom('tournaments')
    .select('leaderboard_id')
    .where('id', '=', tournamentId)
    .executeTakeFirst();
  return row?.leaderboard_id ?? null;
}

/** When each registration of the tournament checked in (null: it did not), by registration id. */
export async function checkInsOfTournament(db: Db, tournamentId: string): Promise<Map<string, Date | string | null>> {
  const rows = await db
    .selectFrom('tournament_registrations')
    .select(['id', 'checked_in_at'])
    .where('tournament_id', '=', tournamentId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.checked_in_at]));
}

/** How many tournaments are linked to the leaderboard `leaderboardId` (an SQL expression, for lists of boards). */
export const tournamentCountOfLeaderboardSql = (leaderboardId: Expression<string>) =>
  sql<number>`(select count(*) from tournaments t where t.leaderboard_id = ${leaderboardId})::int`;

/** The leaderboard's tournaments a leaderboard page lists (drafts left out), oldest first. */
export function tournamentsShownOnLeaderboard(
  db: Db,
  leaderboardId: string,
): Promise<Pick<TournamentRow, 'id' | 'name' | 'status'>[]> {
  return db
    .selectFrom('tournaments')
    .select(['id', 'name', 'status'])
    .where('leaderboard_id', '=', leaderboardId)
    .where('status', '!=', 'DRAFT')
    .orderBy('created_at')
    .execute();
}

/** Whether a tournament linked to the leaderboard is still published (not finished nor cancelled). */
export async function leaderboardHasRunningTournament(db: Db, leaderboardId: string): Promise<boolean> {
  const running = await db
    .selectFrom('tournaments')
    .select('id')
    .where('leaderboard_id', '=', leaderboardId)
    .where('status', '=', 'PUBLISHED')
    .executeTakeFirst();
  return running !== undefined;
}

/** All of the above, as the leaderboards module is handed them (app.ts, the demo seeder). */
export const leaderboardTournaments = {
  leaderboardOfTournament,
  checkInsOfTournament,
  tournamentCountOfLeaderboardSql,
  tournamentsShownOnLeaderboard,
  leaderboardHasRunningTournament,
} satisfies LeaderboardTournaments;

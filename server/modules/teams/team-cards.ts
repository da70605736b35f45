// What other modules show of a team (its name and picture), read through the teams module so the teams table is
// named only here. Lists join it as a derived table or take it as an SQL expression, so a page stays one
// statement (PostgreSQL folds the subquery into the join: the plan is the one of a plain join).
import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Every team's id, name and picture: join it, aliased, where a list shows teams. */
export function teamCards(db: Kysely<Database>) {
  return db.selectFrom('teams').select(['id', 'name', 'avatar_url']);
}

/** The name of the team `teamId` (an SQL expression: null when there is no such team), inside one statement. */
export const teamNameSql = (teamId: Expression<string | null>) =>
  sql<string | null>`(SELECT t.name FROM teams t WHERE t.id = ${teamId})`;

/** The picture of the team `teamId` (an SQL expression), inside one statement. */
export const teamPictureSql = (teamId: Expression<string | null>) =>
  sql<string | null>`(SELECT t.avatar_url FROM teams t WHERE t.id = ${teamId})`;

/** The ids of the teams whose name holds `needle` (lower-cased by the caller): a subquery for one statement. */
export function teamsNamedLike(db: Kysely<Database>, needle: string) {
  return db
    .selectFrom('teams')
    .select('id')
    .where(sql<boolean>`strpos(lower(name), ${needle}) > 0`);
}

/** The teams the user is a member of: a subquery for one statement. */
export function teamsOfUser(db: Kysely<Database>, userId: string) {
  return db.selectFrom('team_members').select('team_id').where('user_id', '=', userId);
}

/** The team `teamId` if there is one (an SQL expression, null otherwise): a standing keeps whose it is. */
export const existingTeamIdSql = (teamId: Expression<string | null>) =>
  sql<string | null>`(SELECT t.id FROM teams t WHERE t.id = ${teamId})`;

/** The team named `name` (team names are unique regardless of case), and its captain. */
export function teamByName(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('teams')
    .select(['id', 'captain_id'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

/** The teams `userId` captains, oldest first. */
export async function teamsCaptainedBy(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('teams')
    .select(['id', 'captain_id'])
    .where('captain_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

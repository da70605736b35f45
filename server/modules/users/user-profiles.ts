// What other modules show of a user (nickname, picture, e-mail for the user's own team or organization), read
// through the users module so the users table is named only here. Lists join it as a derived table, so a page of
// members stays one statement; PostgreSQL folds the subquery into the join, the plan is the one of a plain join.
import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Every user's id with what is shown of them: join it, aliased, where a list shows people. */
export function userProfiles(db: Db) {
  return db.selectFrom('users').select(['id', 'nickname', 'profile_picture_url', 'email']);
}

/** The id of the user with this e-mail (case-insensitive, as given lower-cased), the oldest if several. */
export function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  return db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email)
    .orderBy('created_at')
    .executeTakeFirst()
    .then((row) => row?.id);
}

/** The nickname of the user `userId` (an SQL expression: null when there is no such user), inside one statement. */
export const userNicknameSql = (userId: Expression<string | null>) =>
  sql<string | null>`(SELECT u.nickname FROM users u WHERE u.id = ${userId})`;

/** The picture of the user `userId` (an SQL expression), inside one statement. */
export const userPictureSql = (userId: Expression<string | null>) =>
  sql<string | null>`(SELECT u.profile_picture_url FROM users u WHERE u.id = ${userId})`;

/** Whether there is a user with this id. */
export function userExists(db: Db, userId: string): Promise<boolean> {
  return db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst().then(Boolean);
}

/** The nicknames of the users `ids` by id, in one query (ids with no user are left out). */
export async function nicknamesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.nickname]));
}

/** The ids of the users whose nickname holds `needle` (lower-cased by the caller): a subquery for one statement. */
export function usersNicknamedLike(db: Db, needle: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`strpos(lower(nickname), ${needle}) > 0`);
}

/** The user `userId` if there is one (an SQL expression, null otherwise): a standing keeps whose it is. */
export const existingUserIdSql = (userId: Expression<string | null>) =>
  sql<string | null>`(SELECT u.id FROM users u WHERE u.id = ${userId})`;

/** The ids of the users whose nickname is exactly `nickname`, ignoring case (nicknames are not unique). */
export async function userIdsByNickname(db: Db, nickname: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(nickname)`, '=', nickname.toLowerCase())
    .orderBy('created_at')
    .limit(2)
    .execute();
  return rows.map((row) => row.id);
}

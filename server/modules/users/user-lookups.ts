// What other modules read of users, named for what they ask: the ledger and the prize views want a recipient's
// nickname and linked wallet, the demo seeder whether anyone exists yet and its demo accounts.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRow } from './users-repository.js';

type Db = Kysely<Database>;

export interface NicknameAndWallet {
  nickname: string;
  /** The linked chain account, or null before the user links a wallet. */
  walletId: string | null;
}

/** Each of these users' nickname and linked wallet (inside the caller's transaction when it is one). */
export async function nicknamesAndWallets(db: Db, userIds: readonly string[]): Promise<Map<string, NicknameAndWallet>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'nickname', 'wallet_id']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, { nickname: row.nickname, walletId: row.wallet_id }]));
}

/** Of these users, the ones who have linked a wallet. */
export async function usersWithLinkedWallet(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  const linked = [...(await nicknamesAndWallets(db, userIds))].filter(([, user]) => user.walletId !== null);
  return new Set(linked.map(([id]) => id));
}

/** How many users there are (the demo seeder seeds an empty database only). */
export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The users an identity provider (issuer) knows under these e-mails. */
export function usersOfIssuerByEmail(db: Db, issuer: string, emails: readonly string[]): Promise<UserRow[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .selectAll()
    .where('issuer', '=', issuer)
    .where('email', 'in', [...emails])
    .execute();
}

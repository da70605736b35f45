// One-time sign-in links by mail (issue 29 §1): the way in for a player whose password sign-in is locked from
// where they are. A link belongs to the sign-in (oidc-provider interaction) that asked for it, so it completes that
// sign-in in that browser only; it works once (a conditional update claims it, whichever process serves it) and
// expires after LINK_TTL_MS by the server's clock. Only a hash of the token is stored. Asking for a link answers
// the same whether or not the address has an account.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { normalizeEmail } from './idp-accounts.js';
import { hashMailedToken, newMailedToken } from './mailed-token.js';

export const LINK_TTL_MS = 15 * 60_000;

export interface IssuedLink {
  token: string;
  email: string;
}

export class SignInLinks {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** A new link's token for the account of `email`, or undefined when no account has that address. */
  async issue(email: string, interactionUid: string): Promise<IssuedLink | undefined> {
    const account = await this.db
      .selectFrom('idp_accounts')
      .select(['id', 'email'])
      .where('email', '=', normalizeEmail(email))
      .executeTakeFirst();
    if (!account) return undefined;
    const { token, hash } = newMailedToken();
    const now = this.now();
    await this.db
      .insertInto('idp_sign_in_links')
      .values({
        token_hash: hash,
        account_id: account.id,
        interaction_uid: interactionUid,
        expires_at: new Date(now.getTime() + LINK_TTL_MS),
      })
      .execute();
    // Expired links are of no use to anyone: dropped whenever a new one is made.
    await this.db.deleteFrom('idp_sign_in_links').where('expires_at', '<', now).execute();
    return { token, email: account.email };
  }

  /** Whether the token is a live link of this sign-in (for the confirmation page; uses nothing). */
  async isUsable(token: string, interactionUid: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('idp_sign_in_links')
      .select('token_hash')
      .where('token_hash', '=', hashMailedToken(token))
      .where('interaction_uid', '=', interactionUid)
      .where('used_at', 'is', null)
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Uses the link: the account id the first time within its lifetime, undefined ever after. */
  async redeem(token: string, interactionUid: string): Promise<{ accountId: string; email: string } | undefined> {
    const now = this.now();
    const used = await this.db
      .updateTable('idp_sign_in_links')
      .set({ used_at: now })
      .where('token_hash', '=', hashMailedToken(token))
      .where('interaction_uid', '=', interactionUid)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('account_id')
      .executeTakeFirst();
    if (!used) return undefined;
    const account = await this.db
      .selectFrom('idp_accounts')
      .select(['id', 'email'])
      .where('id', '=', used.account_id)
      .executeTakeFirst();
    return account ? { accountId: account.id, email: account.email } : undefined;
  }
}

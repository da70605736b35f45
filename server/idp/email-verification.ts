// Proof that an account's holder reads mail at its address: a one-time link, mailed on sign-up and on request.
// Following it marks the address verified, which is what the `email_verified` claim reports (idp-accounts.ts).
// Only the token's SHA-256 is stored; the link proves the address it was sent to, so it proves nothing once the
// account's address is another one.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { takeAccountMail } from '../mail/mail-quota.js';
import type { Mailer } from '../mail/mailer.js';
import { emailVerificationMail } from './email-verification-mail.js';
import { hashMailedToken, newMailedToken } from './mailed-token.js';

/** How long a mailed link works: long enough for a mail that arrives late, short enough that an old one is dead. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60_000;

/** The path of the link under the provider's base path (served by interaction-routes.ts). */
export const EMAIL_VERIFICATION_PATH = '/verify-email';

export type VerificationOutcome = 'verified' | 'already-used' | 'expired' | 'invalid';
/** `limit-reached`: the address had its day's share of the provider's mails (src/domain/mail-quota.ts). */
export type VerificationRequest = 'sent' | 'already-verified' | 'unknown-account' | 'limit-reached';

type Db = Kysely<Database>;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Stores a new link for the account's current address and returns its token (only the link carries it). */
export async function issueEmailVerification(
  db: Db,
  account: { id: string; email: string },
  now: Date,
): Promise<string> {
  const { token, hash } = newMailedToken();
  await db
    .insertInto('idp_email_verifications')
    .values({
      token_hash: hash,
      account_id: account.id,
      email: account.email,
      created_at: now,
      expires_at: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
    })
    .execute();
  return token;
}

/**
 * Spends the link and marks its address verified, in one transaction: of two clicks on one link only one
 * verifies; the other (and any later one) is told the link was used.
 */
export async function consumeEmailVerification(db: Db, token: string, now: Date): Promise<VerificationOutcome> {
  if (!TOKEN_SHAPE.test(token)) return 'invalid';
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('idp_email_verifications')
      .selectAll()
      .where('token_hash', '=', hashMailedToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!link) return 'invalid';
    if (link.used_at) return 'already-used';
    if (new Date(link.expires_at).getTime() <= now.getTime()) return 'expired';
    await trx
      .updateTable('idp_email_verifications')
      .set({ used_at: now })
      .where('token_hash', '=', link.token_hash)
      .execute();
    // Only while the account still has the address the link was sent to.
    const marked = await trx
      .updateTable('idp_accounts')
      .set({ email_verified_at: now, updated_at: now })
      .where('id', '=', link.account_id)
      .where('email', '=', link.email)
      .executeTakeFirst();
    return Number(marked.numUpdatedRows) > 0 ? 'verified' : 'invalid';
  });
}

export interface EmailVerifierOptions {
  db: Db;
  mailer: Mailer;
  /** Absolute URL of the link's page, e.g. http://localhost:3000/idp/verify-email. */
  linkUrl: string;
  now: () => Date;
  log?: { error(obj: unknown, msg: string): void };
}

/** Mails verification links: on sign-up and when the user asks again ("send verification link"). */
export class EmailVerifier {
  constructor(private readonly options: EmailVerifierOptions) {}

  /** Mails a fresh link to the account's address unless it is verified already. */
  async request(accountId: string): Promise<VerificationRequest> {
    const { db } = this.options;
    const account = await db
      .selectFrom('idp_accounts')
      .select(['id', 'email', 'email_verified_at'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!account) return 'unknown-account';
    if (account.email_verified_at) return 'already-verified';
    return (await this.send(account)) ? 'sent' : 'limit-reached';
  }

  /** Mails a link to a new account (sign-up); a failing mail server is logged, the account stays created. */
  async sendQuietly(account: { id: string; email: string }): Promise<void> {
    await this.send(account).catch((error: unknown) =>
      this.options.log?.error({ err: error }, 'e-mail verification mail failed'),
    );
  }

  /** False, sending nothing, once the address had its day's share of the provider's mails. */
  private async send(account: { id: string; email: string }): Promise<boolean> {
    if (!(await takeAccountMail(this.options.db, account.email, this.options.now().getTime()))) return false;
    const token = await issueEmailVerification(this.options.db, account, this.options.now());
    const link = `${this.options.linkUrl}?token=${encodeURIComponent(token)}`;
    await this.options.mailer.send(emailVerificationMail({ to: account.email, link }));
    return true;
  }

  verify(token: string): Promise<VerificationOutcome> {
    return consumeEmailVerification(this.options.db, token, this.options.now());
  }
}

// Follows the e-mail verification link the built-in identity provider mailed, as the account's holder would:
// the newest such mail to the address in the dev mailbox, its link opened over HTTP.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.js';
import { listDevMailbox, type StoredMail } from '../../server/mail/dev-mailbox-mailer.js';
import { EMAIL_VERIFICATION_SUBJECT } from '../../server/idp/email-verification-mail.js';

/** The link of the newest verification mail to `email` (throws when there is none). */
export async function verificationLink(db: Kysely<Database>, email: string): Promise<string> {
  const mails = await listDevMailbox(db, email.trim().toLowerCase());
  const mail = mails.find((candidate) => candidate.subject === EMAIL_VERIFICATION_SUBJECT);
  const link = mail?.bodyText.match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no verification mail to ${email} in the dev mailbox`);
  return link;
}

/** Opens the newest verification link to `email`; resolves with the page the provider answered. */
export async function followVerificationLink(
  db: Kysely<Database>,
  email: string,
): Promise<{ status: number; html: string }> {
  const response = await fetch(await verificationLink(db, email));
  const answer = { status: response.status, html: await response.text() };
  if (answer.status !== 200) throw new Error(`verification link refused (${answer.status}): ${answer.html}`);
  return answer;
}

/**
 * The mail to `email` in the dev mailbox other than the identity provider's verification links (every account made
 * through the provider gets one at sign-up): what Arena itself sent, for suites that count it.
 */
export async function mailBesideVerification(db: Kysely<Database>, email: string): Promise<StoredMail[]> {
  const mails = await listDevMailbox(db, email.trim().toLowerCase());
  return mails.filter((mail) => mail.subject !== EMAIL_VERIFICATION_SUBJECT);
}

// Chooses the mailer from configuration: SMTP when SMTP_URL is set, the dev mailbox otherwise.
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { DevMailboxMailer } from './dev-mailbox-mailer.js';
import type { Mailer } from './mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, db: Kysely<Database>): Mailer {
  return config.SMTP_URL
    ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : new DevMailboxMailer(db, config.MAIL_FROM);
}

/** The dev mailbox page is served only when mail is not really sent, and never in production. */
export function servesDevMailbox(config: Pick<Config, 'SMTP_URL' | 'NODE_ENV'>): boolean {
  return !config.SMTP_URL && config.NODE_ENV !== 'production';
}

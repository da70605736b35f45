// The embedded default when no SMTP server is configured: mail is stored, and /dev/mailbox shows it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MailMessage, Mailer } from './mailer.js';

export class DevMailboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db
      .insertInto('dev_mailbox')
      .values({
        sender: this.from,
        recipient: message.to,
        subject: message.subject,
        body_text: message.text,
        body_html: message.html ?? null,
        headers: JSON.stringify(message.headers ?? {}),
      })
      .execute();
  }
}

export interface StoredMail {
  id: string;
  sender: string;
  recipient: string;
  subject: string;
  bodyText: string;
  headers: Record<string, string>;
  createdAt: Date;
}

export async function listDevMailbox(db: Kysely<Database>, recipient?: string, limit = 100): Promise<StoredMail[]> {
  let query = db.selectFrom('dev_mailbox').selectAll().orderBy('created_at', 'desc').limit(limit);
  if (recipient) query = query.where('recipient', '=', recipient.toLowerCase());
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    sender: row.sender,
    recipient: row.recipient,
    subject: row.subject,
    bodyText: row.body_text,
    headers: (typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers) as Record<string, string>,
    createdAt: new Date(row.created_at),
  }));
}

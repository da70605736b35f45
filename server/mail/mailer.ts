// The one way Arena sends mail. SMTP when SMTP_URL is configured, otherwise the dev mailbox in the database.
import type { MailSubject } from './mail-subjects.js';

export interface MailMessage {
  to: string;
  /** Fixed text only (mail-subjects.ts): never anything a user typed. */
  subject: MailSubject;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe…); the dev mailbox keeps them as SMTP would send them. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Escapes text for the HTML part of a mail or the mailbox page. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

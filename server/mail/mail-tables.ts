// Kysely row types of the dev mailbox (migration 0200) and the mail quota's counters (migration 0800).
import type { ColumnType, Generated } from 'kysely';

export interface DevMailboxTable {
  id: Generated<string>;
  sender: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  /** Migration 0750. */
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MailQuotaCountersTable {
  scope: 'SENDER' | 'TEAM' | 'RECIPIENT';
  key: string;
  /** 'YYYY-MM-DD' (UTC). */
  day: ColumnType<string, string, string>;
  count: number;
}

export interface MailTables {
  dev_mailbox: DevMailboxTable;
  mail_quota_counters: MailQuotaCountersTable;
}

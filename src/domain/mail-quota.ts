// How much mail a person can make Arena send (issue 29 §1: Arena is not a mail relay). Every mail a user's action
// sends to an address of their choosing (a team invitation today) counts against three daily budgets: the sending
// user's, the team's it is sent for, and the recipient address's, so neither one account, nor one team shared by
// several owners over time, nor many accounts aiming at one inbox can turn Arena into a spam cannon. System mail to
// a user's own address (notifications) is not counted here: that follows the user's preferences and the digest.
// Pure: the caller counts atomically in the database and passes the clock's instant.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily budgets. A real team is five to ten players; a mistyped address or a re-invite fits well within. */
export const MAIL_QUOTA_LIMITS = {
  /** Mails one user's actions may send in a day. */
  SENDER: 20,
  /** Mails sent for one team in a day, whoever of its owners sends them. */
  TEAM: 30,
  /** Mails one address may receive in a day from users' actions, whoever sends them. */
  RECIPIENT: 3,
} as const;

export type MailQuotaScope = keyof typeof MAIL_QUOTA_LIMITS;
/** Every counter kind in the database: the three budgets of users' mails and the identity provider's own. */
export type MailCounterScope = MailQuotaScope | 'ACCOUNT_MAIL';
/** The budgets in force: MAIL_QUOTA_LIMITS unless the self-hoster set others (MAIL_DAILY_LIMITS). */
export type MailQuotaLimits = Record<MailQuotaScope, number>;

/** Reads "sender,team,recipient" (e.g. "20,30,3"); null unless three whole numbers of at least 1. */
export function parseMailQuotaLimits(text: string): MailQuotaLimits | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 3 || !parts.every((part) => /^[1-9]\d{0,6}$/.test(part))) return null;
  const [SENDER, TEAM, RECIPIENT] = parts.map(Number);
  return { SENDER, TEAM, RECIPIENT };
}

/** One user-triggered mail: who caused it, for which team (when one), to which address. */
export interface QuotaMail {
  senderId: string;
  teamId?: string | null;
  recipient: string;
}

/**
 * The identity provider's own mails to one address in a day (verification links, sign-in links): anyone may ask
 * for them by typing an address, so they have a budget of their own, apart from the invitations' RECIPIENT one (a
 * player asking for a sign-in link must not be refused because three teams invited them today).
 */
export const ACCOUNT_MAIL_DAILY_LIMIT = 6;

/** One counter the mail increments: `count < limit` must hold before it may be sent. */
export interface QuotaCounter {
  scope: MailCounterScope;
  key: string;
  limit: number;
}

/**
 * The counters a mail increments, always in the same order (sender, team, recipient) so that concurrent requests
 * lock their counter rows in one order and cannot deadlock. The address is compared case-insensitively, as mail
 * providers do.
 */
export function quotaCounters(mail: QuotaMail, limits: MailQuotaLimits = MAIL_QUOTA_LIMITS): QuotaCounter[] {
  const counters: QuotaCounter[] = [{ scope: 'SENDER', key: mail.senderId, limit: limits.SENDER }];
  if (mail.teamId) counters.push({ scope: 'TEAM', key: mail.teamId, limit: limits.TEAM });
  counters.push({ scope: 'RECIPIENT', key: mail.recipient.trim().toLowerCase(), limit: limits.RECIPIENT });
  return counters;
}

/** The counter of an identity-provider mail to `address`. */
export function accountMailCounter(address: string): QuotaCounter {
  return { scope: 'ACCOUNT_MAIL', key: address.trim().toLowerCase(), limit: ACCOUNT_MAIL_DAILY_LIMIT };
}

/** The day a mail sent at `now` counts in: the UTC calendar date, 'YYYY-MM-DD'. */
export function quotaDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** When the budgets of the day holding `now` are fresh again (the next UTC midnight), epoch ms. */
export function quotaResetsAt(now: number): number {
  return (Math.floor(now / DAY_MS) + 1) * DAY_MS;
}

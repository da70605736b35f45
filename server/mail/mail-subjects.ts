// Every subject Arena's mail can have (issue 29 §1). A subject is what a spam filter and a reader judge first, so no
// user-chosen text (team, tournament or nick names) ever goes in one: MailMessage.subject only accepts these types,
// and a new mail adds its fixed subject here. User text belongs in the body, bounded and escaped (user-text.ts).
import { NOTIFICATION_KINDS, type NotificationKind } from '../../src/contract/notifications.js';

export const MAIL_SUBJECTS = {
  TEAM_INVITATION: 'You are invited to join a team on Arena',
  WEBHOOK_DISABLED: 'Arena disabled a webhook that kept failing',
  EMAIL_VERIFICATION: 'Verify your e-mail address for Arena',
  SIGN_IN_LINK: 'Your Arena sign-in link',
} as const;

type NotificationSubject = (typeof NOTIFICATION_KINDS)[NotificationKind]['label'];
type DigestSubject = `Arena: ${number} updates for you`;

export type MailSubject = (typeof MAIL_SUBJECTS)[keyof typeof MAIL_SUBJECTS] | NotificationSubject | DigestSubject;

/** One notification's mail: its kind's label. */
export function notificationSubject(kind: NotificationKind): MailSubject {
  return NOTIFICATION_KINDS[kind].label;
}

/** A digest of several notifications: how many, nothing else. */
export function digestSubject(count: number): MailSubject {
  return `Arena: ${count} updates for you`;
}

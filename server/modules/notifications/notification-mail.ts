// The e-mail of one notification, or the digest of several: subjects carry only the kind's label or the count
// (mail-subjects.ts: tournament names are chosen by organizers, so they stay in the body), every mail a one-click
// unsubscribe (RFC 8058: the List-Unsubscribe https URL answers a POST) and the same link in its body.
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../src/contract/notifications.js';
import { API_PREFIX, apiPaths } from '../../../src/contract/paths.js';
import type { MailMessage } from '../../mail/mailer.js';
import { digestSubject, notificationSubject } from '../../mail/mail-subjects.js';
import { boundedUserText } from '../../mail/user-text.js';
import type { UnsubscribeScope } from './unsubscribe-token.js';

export interface MailedNotification {
  kind: NotificationKind;
  tournamentId: string | null;
  tournamentName: string | null;
  text: string;
}

export interface MailLinks {
  publicUrl: string;
  token(scope: UnsubscribeScope): string;
}

/** The web page a person opens from the body (it confirms, with a link to their choices). */
export function unsubscribePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The API address mail clients POST to (List-Unsubscribe-Post). */
function oneClickUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${API_PREFIX}${apiPaths.notificationsUnsubscribe.pattern}?token=${encodeURIComponent(token)}`;
}

export const PREFERENCES_PATH = '/my-profile?tab=user-info#notifications';

function line(item: MailedNotification, publicUrl: string): string {
  const where = item.tournamentName ? `${boundedUserText(item.tournamentName)}: ` : '';
  const link = item.tournamentId ? `\n  ${publicUrl}/tournaments/${item.tournamentId}` : '';
  return `${where}${item.text}${link}`;
}

export function notificationMail(to: string, items: readonly MailedNotification[], links: MailLinks): MailMessage {
  const { publicUrl } = links;
  const kinds = [...new Set(items.map((item) => item.kind))];
  // One kind: its link turns off that kind; a digest of several kinds: the header's link turns them all off.
  const headerScope: UnsubscribeScope = kinds.length === 1 ? kinds[0] : 'ALL';
  const first = items[0];
  const subject = items.length === 1 ? notificationSubject(first.kind) : digestSubject(items.length);
  const body =
    items.length === 1
      ? line(first, publicUrl)
      : `Several things happened at once:\n\n${items.map((item) => `- ${line(item, publicUrl)}`).join('\n\n')}`;
  const unsubscribeLines = kinds.map(
    (kind) =>
      `Stop e-mails about "${NOTIFICATION_KINDS[kind].label}": ${unsubscribePageUrl(publicUrl, links.token(kind))}`,
  );
  const text =
    `${body}\n\n--\n${unsubscribeLines.join('\n')}\n` +
    `Choose what Arena tells you, and how: ${publicUrl}${PREFERENCES_PATH}\n`;
  return {
    to,
    subject,
    text,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(publicUrl, links.token(headerScope))}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

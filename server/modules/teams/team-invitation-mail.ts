// The invitation mail: it must work for people without an account, so it points at sign-up as well. The subject is
// fixed (mail-subjects.ts); the team name and the inviter's nickname, chosen by the inviter, appear only in the body,
// on one line, bounded and escaped, so an invitation cannot carry an attacker's message in its subject.
import type { MailMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../../mail/mailer.js';
import { MAIL_SUBJECTS } from '../../mail/mail-subjects.js';
import { boundedUserText } from '../../mail/user-text.js';

export function teamInvitationMail(input: {
  to: string;
  teamName: string;
  inviterNickname: string;
  publicUrl: string;
}): MailMessage {
  const link = `${input.publicUrl}/my-profile?tab=teams`;
  const teamName = boundedUserText(input.teamName);
  const inviter = boundedUserText(input.inviterNickname);
  const text = [
    `${inviter} invited you to join the team "${teamName}" on Arena.`,
    '',
    `Open your teams to accept or reject the invitation: ${link}`,
    '',
    `No Arena account yet? Create one with this e-mail address (${input.to}) and the invitation will be waiting for you.`,
  ].join('\n');
  const html = `<p>${escapeHtml(inviter)} invited you to join the team <strong>${escapeHtml(teamName)}</strong> on Arena.</p>
<p><a href="${escapeHtml(link)}">Open your teams</a> to accept or reject the invitation.</p>
<p>No Arena account yet? Create one with this e-mail address (${escapeHtml(input.to)}) and the invitation will be waiting for you.</p>`;
  return { to: input.to, subject: MAIL_SUBJECTS.TEAM_INVITATION, text, html };
}

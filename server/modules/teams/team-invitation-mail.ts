// The invitation mail: it must work for people without an account, so it points at sign-up as well.
import type { MailMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../../mail/mailer.js';

export function teamInvitationMail(input: {
  to: string;
  teamName: string;
  inviterNickname: string;
  publicUrl: string;
}): MailMessage {
  const link = `${input.publicUrl}/my-profile?tab=teams`;
  const text = [
    `${input.inviterNickname} invited you to join the team "${input.teamName}" on Arena.`,
    '',
    `Open your teams to accept or reject the invitation: ${link}`,
    '',
    `No Arena account yet? Create one with this e-mail address (${input.to}) and the invitation will be waiting for you.`,
  ].join('\n');
  const html = `<p>${escapeHtml(input.inviterNickname)} invited you to join the team <strong>${escapeHtml(input.teamName)}</strong> on Arena.</p>
<p><a href="${escapeHtml(link)}">Open your teams</a> to accept or reject the invitation.</p>
<p>No Arena account yet? Create one with this e-mail address (${escapeHtml(input.to)}) and the invitation will be waiting for you.</p>`;
  return { to: input.to, subject: `You are invited to join ${input.teamName} on Arena`, text, html };
}

// The mail with the verification link. The subject is fixed text: nothing a user typed goes into it.
import type { MailMessage } from '../mail/mailer.js';
import { escapeHtml } from '../mail/mailer.js';
import { MAIL_SUBJECTS } from '../mail/mail-subjects.js';

export const EMAIL_VERIFICATION_SUBJECT = MAIL_SUBJECTS.EMAIL_VERIFICATION;

export function emailVerificationMail(input: { to: string; link: string }): MailMessage {
  const text = [
    `Someone (hopefully you) created an Arena account or asked to verify this address (${input.to}).`,
    '',
    `Open this link to verify it: ${input.link}`,
    '',
    'The link works once, for 24 hours. Team invitations and organization roles sent to this address reach you only once it is verified.',
    "If this wasn't you, ignore this mail.",
  ].join('\n');
  const html = `<p>Someone (hopefully you) created an Arena account or asked to verify this address (${escapeHtml(input.to)}).</p>
<p><a href="${escapeHtml(input.link)}">Verify my e-mail address</a></p>
<p>The link works once, for 24 hours. Team invitations and organization roles sent to this address reach you only once it is verified.</p>
<p>If this wasn't you, ignore this mail.</p>`;
  return { to: input.to, subject: EMAIL_VERIFICATION_SUBJECT, text, html };
}

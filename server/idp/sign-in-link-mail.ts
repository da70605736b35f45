// The mail that carries a one-time sign-in link. Fixed, neutral wording: nothing a user typed goes into it.
import { MAIL_SUBJECTS } from '../mail/mail-subjects.js';
import { escapeHtml, type MailMessage } from '../mail/mailer.js';

export function signInLinkMail(to: string, link: string, minutes: number): MailMessage {
  const text = [
    'Someone (we hope you) asked to sign in to Arena with this address.',
    '',
    `Open this link in the browser where you asked for it, within ${minutes} minutes. It works once:`,
    link,
    '',
    'If it was not you, ignore this mail: nobody can use the link without access to your mailbox.',
  ].join('\n');
  const html = `<p>Someone (we hope you) asked to sign in to Arena with this address.</p>
<p>Open this link in the browser where you asked for it, within ${minutes} minutes. It works once:</p>
<p><a href="${escapeHtml(link)}">Sign in to Arena</a></p>
<p>If it was not you, ignore this mail: nobody can use the link without access to your mailbox.</p>`;
  return { to, subject: MAIL_SUBJECTS.SIGN_IN_LINK, text, html };
}

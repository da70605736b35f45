// The mail telling an organization's owner that Arena switched off a webhook that failed for a day.
import type { MailMessage } from '../../mail/mailer.js';
import { MAIL_SUBJECTS } from '../../mail/mail-subjects.js';

export function webhookDisabledMail(input: { to: string; url: string; publicUrl: string }): MailMessage {
  return {
    to: input.to,
    subject: MAIL_SUBJECTS.WEBHOOK_DISABLED,
    text:
      `Deliveries to ${input.url} have failed for a day, so Arena switched this webhook off. ` +
      `Its undelivered events are kept: fix the receiver, then enable the webhook again in your organization's ` +
      `settings (${input.publicUrl}/my-organization?tab=webhooks) to send them.`,
  };
}

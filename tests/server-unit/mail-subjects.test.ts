// No user-chosen text in any mail subject (issue 29 §1): every template is made with hostile names and its subject
// must be one of the fixed subjects; the names appear in the body only, on one line, bounded and escaped. A new
// template (a module that builds a MailMessage) fails the last test until it is added here.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_IDS, NOTIFICATION_KINDS } from '../../src/contract/notifications.js';
import type { MailMessage } from '../../server/mail/mailer.js';
import { MAIL_SUBJECTS } from '../../server/mail/mail-subjects.js';
import { MAIL_NAME_LIMIT, boundedUserText } from '../../server/mail/user-text.js';
import { teamInvitationMail } from '../../server/modules/teams/team-invitation-mail.js';
import { notificationMail } from '../../server/modules/notifications/notification-mail.js';
import { webhookDisabledMail } from '../../server/modules/integrations/webhook-disabled-mail.js';
import { emailVerificationMail } from '../../server/idp/email-verification-mail.js';
import { signInLinkMail } from '../../server/idp/sign-in-link-mail.js';

const MARK = 'FREE-CRYPTO';
const hostile = `${MARK} <img src=x onerror=alert(1)> click https://evil.test\r\nBcc: all@victims.test ${'x'.repeat(240)}`;
const publicUrl = 'https://arena.test';
const links = { publicUrl, token: () => 'token' };

/** Every template, each made with hostile text wherever a user's text can go. */
const TEMPLATES: Record<string, () => MailMessage[]> = {
  'team-invitation-mail.ts': () => [
    teamInvitationMail({ to: 'a@b.test', teamName: hostile, inviterNickname: `${MARK}nick`, publicUrl }),
  ],
  'notification-mail.ts': () => [
    ...NOTIFICATION_KIND_IDS.map((kind) =>
      notificationMail(
        'a@b.test',
        [{ kind, tournamentId: 't1', tournamentName: hostile, text: `${MARK} text` }],
        links,
      ),
    ),
    notificationMail(
      'a@b.test',
      NOTIFICATION_KIND_IDS.map((kind) => ({ kind, tournamentId: 't1', tournamentName: hostile, text: MARK })),
      links,
    ),
  ],
  'webhook-disabled-mail.ts': () => [webhookDisabledMail({ to: 'a@b.test', url: `https://${MARK}.test/`, publicUrl })],
  // The IdP's mails carry no user text at all: an address and a link.
  'email-verification-mail.ts': () => [emailVerificationMail({ to: 'a@b.test', link: `${publicUrl}/idp/verify?t=1` })],
  'sign-in-link-mail.ts': () => [signInLinkMail('a@b.test', `${publicUrl}/idp/sign-in-link?t=1`, 15)],
};

const FIXED = new Set<string>([
  ...Object.values(MAIL_SUBJECTS),
  ...NOTIFICATION_KIND_IDS.map((kind) => NOTIFICATION_KINDS[kind].label),
]);

describe('mail subjects', () => {
  for (const [template, make] of Object.entries(TEMPLATES))
    it(`${template}: every subject is fixed text, with none of the user's`, () => {
      for (const mail of make()) {
        expect(mail.subject).not.toContain(MARK);
        expect(FIXED.has(mail.subject) || /^Arena: \d+ updates for you$/.test(mail.subject), mail.subject).toBe(true);
      }
    });

  it('quotes a team name in the invitation body on one line, bounded, and escaped in HTML', () => {
    const mail = teamInvitationMail({ to: 'a@b.test', teamName: hostile, inviterNickname: 'Nick', publicUrl });
    const name = boundedUserText(hostile);
    expect([...name]).toHaveLength(MAIL_NAME_LIMIT);
    expect(name).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain(`"${name}"`);
    expect(mail.text).not.toContain('Bcc:');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
  });

  it('bounds the tournament name in a notification body', () => {
    const [mail] = TEMPLATES['notification-mail.ts']();
    expect(mail.text).toContain(`${boundedUserText(hostile)}: ${MARK} text`);
    expect(mail.text).not.toContain('x'.repeat(100));
  });

  it('knows every module that builds a mail', async () => {
    const root = join(import.meta.dirname, '../../server');
    const builders: string[] = [];
    async function walk(dir: string): Promise<void> {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (entry.name.endsWith('.ts') && /\): MailMessage\b/.test(await readFile(path, 'utf8')))
          builders.push(relative(root, path).split('/').pop()!);
      }
    }
    await walk(root);
    expect(builders.sort()).toEqual(Object.keys(TEMPLATES).sort());
  });
});

// With SMTP_URL configured, invitations go out through SMTP (nodemailer) and the dev mailbox page is not
// served; a failing mail server does not undo the invitation.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, count, createTeam } from './people-kit.js';

/** Just enough SMTP to accept mail: greets, says OK to every command, collects DATA. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket: Socket) => {
    let inData = false;
    let buffer = '';
    let message = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake.smtp\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('mail through SMTP', () => {
  const received: string[] = [];
  let smtp: Server;
  let server: TestServer;
  let owner: Session;

  beforeAll(async () => {
    smtp = fakeSmtpServer(received);
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    server = await startTestServer('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Arena <teams@arena.test>',
    });
    // Its verification link went out by SMTP too; the owner need not follow it to invite.
    owner = await server.signUp('smtp-owner@example.com', 'SmtpOwner', undefined, { verifyEmail: false });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Verify your e-mail address for Arena');
    received.length = 0;
  });
  afterAll(async () => {
    await server?.close();
    smtp?.close();
  });

  it('sends the invitation by SMTP and does not serve /dev/mailbox', async () => {
    const team = await createTeam(server, owner, 'Mailed Team');
    const invited = await call(server, 'PUT', `/teams/${team.id}/member-invite`, {
      session: owner,
      json: { email: 'recipient@example.com' },
    });
    expect(invited.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('recipient@example.com');
    expect(received[0]).toContain('teams@arena.test');
    expect(received[0]).toContain('Mailed Team');
    expect(await count(server, 'dev_mailbox')).toBe(0);
    // Without the page, the path falls through to the web app's own not-found page (or a 404 when unbuilt).
    const page = await fetch(`${server.baseUrl}/dev/mailbox`);
    expect(await page.text()).not.toContain('Dev mailbox');
  });

  it('keeps the invitation when the mail server is gone', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const team = await createTeam(server, owner, 'Unmailed Team');
    const invited = await call(server, 'PUT', `/teams/${team.id}/member-invite`, {
      session: owner,
      json: { email: 'later@example.com' },
    });
    expect(invited.status).toBe(200);
    expect(invited.body.invitations.map((i: { email: string }) => i.email)).toEqual(['later@example.com']);
  });
});

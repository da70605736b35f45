// GET /dev/mailbox: a plain page listing what the dev mailer stored. Registered only without SMTP_URL and
// outside production, so real deployments never expose other people's mail; outside development builds
// (NODE_ENV=test, a staging server) only a platform admin may read it (Authorization: Bearer <token>).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { listDevMailbox } from './dev-mailbox-mailer.js';
import { escapeHtml } from './mailer.js';
import { requireScope, signedIn } from '../plugins/authentication.js';
import { isLoopbackAddress } from '../modules/integrations/webhook-address-policy.js';
import { forbidden } from '../http-error.js';

export const DEV_MAILBOX_PATH = '/dev/mailbox';

// Links in the plain-text body become clickable so a developer can follow an invitation.
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export async function devMailboxRoutes(app: FastifyInstance, options: { db: Kysely<Database>; adminOnly: boolean }) {
  const config = options.adminOnly ? signedIn : {};
  app.get<{ Querystring: { to?: string } }>(DEV_MAILBOX_PATH, { config }, async (request, reply) => {
    // The server listens on every interface; the mailbox holds invitee addresses and sign-in links, so only
    // a client on this machine may read it. The socket address, not request.ip: a forwarded header is forgeable.
    if (!isLoopbackAddress(request.socket.remoteAddress ?? '')) throw forbidden();
    // Platform admins are the users who may edit users (SPEC: Admin Management).
    if (options.adminOnly) requireScope(request, 'users', 'edit');
    const to = typeof request.query.to === 'string' && request.query.to.length <= 320 ? request.query.to : undefined;
    const mails = await listDevMailbox(options.db, to);
    const items = mails
      .map(
        (mail) => `<article class="mail" data-recipient="${escapeHtml(mail.recipient)}">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.recipient)}</strong> from ${escapeHtml(mail.sender)} · <time>${mail.createdAt.toISOString()}</time></p>
${Object.entries(mail.headers)
  .map(([name, value]) => `  <p class="meta header">${escapeHtml(name)}: ${escapeHtml(value)}</p>`)
  .join('\n')}
  <pre>${linkify(mail.bodyText)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Arena</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;background:#0f0f14;color:#eee;max-width:860px;margin:2rem auto;padding:0 1rem}
.mail{background:#1b1b24;border:1px solid #2c2c3a;border-radius:8px;padding:1rem;margin:1rem 0}
.meta{color:#aaa;font-size:.9rem;overflow-wrap:anywhere} pre{white-space:pre-wrap;overflow-wrap:anywhere;font-family:inherit} a{color:#a78bfa}
</style></head>
<body><h1>Dev mailbox</h1>
<p>Mail Arena would have sent. Configure <code>SMTP_URL</code> to deliver it for real.${to ? ` Showing mail to ${escapeHtml(to)}.` : ''}</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}

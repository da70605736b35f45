// Verified e-mail (issue 29 §1): a stranger who signs up with an invited address does not get what was granted to
// it; the built-in provider's mailed link (single use, 24 hours) verifies the address, Arena learns it from the
// next ID token, and only then do team invitations, organization ownership and member additions bind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { ManualClock } from '../../support/manual-clock.js';
import { followVerificationLink, verificationLink } from '../../support/verification-mail.js';
import { call, count, createTeam, setRole } from '../teams/people-kit.js';
import { ACCOUNT_MAIL_DAILY_LIMIT } from '../../../src/domain/mail-quota.js';
import { EMAIL_VERIFICATION_SUBJECT } from '../../../server/idp/email-verification-mail.js';
import { takeAccountMail } from '../../../server/mail/mail-quota.js';
import { listDevMailbox } from '../../../server/mail/dev-mailbox-mailer.js';

const DAY_MS = 24 * 60 * 60_000;

describe.each(testEngines())('verified e-mail on %s', (engine) => {
  let server: TestServer;
  let clock: ManualClock;
  let owner: Session;
  let admin: Session;

  const me = async (session: Session) => (await call(server, 'GET', '/users/current', { session })).body;
  const openLink = async (link: string) => {
    const response = await fetch(link);
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    clock = new ManualClock(Date.parse('2026-12-01T10:00:00Z'));
    server = await startTestServer(engine, {}, { clock });
    owner = await server.signUp('v-owner@example.com', 'VOwner');
    admin = await server.signUp('v-admin@example.com', 'VAdmin');
    await setRole(server, 'v-admin@example.com', 'admin');
  });
  afterAll(async () => server?.close());

  it('a stranger who signs up with an invited address cannot claim the invitation; after verifying, it binds', async () => {
    expect((await me(owner)).emailVerified).toBe(true);
    const team = await createTeam(server, owner, 'Verified Squad');
    const invited = await call(server, 'PUT', `/teams/${team.id}/member-invite`, {
      session: owner,
      json: { email: 'v-target@example.com' },
    });
    expect(invited.status).toBe(200);

    // Someone signs up with the address without being able to read its mail.
    const stranger = await server.signUp('v-target@example.com', 'VStranger', undefined, { verifyEmail: false });
    expect(await me(stranger)).toMatchObject({ email: 'v-target@example.com', emailVerified: false });
    expect((await call(server, 'GET', '/teams/pending-invitations', { session: stranger })).body).toEqual([]);
    const accept = await call(server, 'PUT', `/teams/${team.id}/accept`, {
      session: stranger,
      json: { teamId: team.id },
    });
    expect(accept).toMatchObject({ status: 403, body: { message: 'EMAIL-NOT-VERIFIED' } });
    const join = await call(server, 'POST', `/teams/${team.id}/member`, {
      session: stranger,
      json: { teamId: team.id },
    });
    expect(join.body.message).toBe('EMAIL-NOT-VERIFIED');
    const reject = await call(server, 'PUT', `/teams/${team.id}/reject`, {
      session: stranger,
      json: { teamId: team.id },
    });
    expect(reject).toMatchObject({ status: 403, body: { message: 'EMAIL-NOT-VERIFIED' } });
    // Nothing changed: no member, and the invitation still waits for the address's real holder.
    expect(await count(server, 'team_members', `team_id = '${team.id}'`)).toBe(1);
    expect(await count(server, 'team_invitations', `team_id = '${team.id}'`)).toBe(1);

    // Whoever reads the mail follows the link and signs in again: now the tokens say verified and it binds.
    const verified = await followVerificationLink(server.database.handle.db, 'v-target@example.com');
    expect(verified.html).toContain('E-mail address verified');
    const holder = await server.signInAgain(stranger);
    expect((await me(holder)).emailVerified).toBe(true);
    const pending = (await call(server, 'GET', '/teams/pending-invitations', { session: holder })).body;
    expect(pending.map((invitation: { teamName: string }) => invitation.teamName)).toEqual(['Verified Squad']);
    const claimed = await call(server, 'PUT', `/teams/${team.id}/accept`, {
      session: holder,
      json: { teamId: team.id },
    });
    expect(claimed.status).toBe(200);
    expect(await count(server, 'team_members', `team_id = '${team.id}'`)).toBe(2);
  });

  it('organization ownership, transfers and member additions by e-mail bind only to a verified address', async () => {
    const unverified = await server.signUp('v-org@example.com', 'VOrg', undefined, { verifyEmail: false });
    const created = await call(server, 'POST', '/organizations', {
      session: admin,
      json: { name: 'Unverified Org', ownerEmail: 'v-org@example.com' },
    });
    expect(created).toMatchObject({ status: 409, body: { message: 'ORGANIZATION-USER-EMAIL-NOT-VERIFIED' } });

    const organization = await call(server, 'POST', '/organizations', {
      session: admin,
      json: { name: 'Verified Org', ownerEmail: 'v-admin@example.com' },
    });
    expect(organization.status).toBe(201);
    const id = organization.body.id as string;
    const added = await call(server, 'POST', `/organizations/${id}/members`, {
      session: admin,
      json: { email: 'v-org@example.com' },
    });
    expect(added).toMatchObject({ status: 409, body: { message: 'ORGANIZATION-USER-EMAIL-NOT-VERIFIED' } });
    const transferred = await call(server, 'PUT', `/organizations/${id}/owner`, {
      session: admin,
      json: { email: 'v-org@example.com' },
    });
    expect(transferred).toMatchObject({ status: 409, body: { message: 'ORGANIZATION-USER-EMAIL-NOT-VERIFIED' } });
    expect(await count(server, 'organization_members', `organization_id = '${id}'`)).toBe(1);

    await followVerificationLink(server.database.handle.db, 'v-org@example.com');
    await server.signInAgain(unverified);
    const transferredNow = await call(server, 'PUT', `/organizations/${id}/owner`, {
      session: admin,
      json: { email: 'v-org@example.com' },
    });
    expect(transferredNow.status).toBe(200);
    expect(transferredNow.body.ownerId).toBe((await me(unverified)).id);
  });

  it('a link works once and for 24 hours; "send verification link" mails a new one', async () => {
    const session = await server.signUp('v-late@example.com', 'VLate', undefined, { verifyEmail: false });
    const first = await verificationLink(server.database.handle.db, 'v-late@example.com');
    clock.advance(DAY_MS + 1000);
    const late = await openLink(first);
    expect(late.status).toBe(400);
    expect(late.html).toContain('Link expired');
    expect(await openLink(`${first.split('?')[0]}?token=forged`)).toMatchObject({ status: 400 });

    const resent = await call(server, 'POST', '/users/current/email-verification', { session });
    expect(resent).toMatchObject({ status: 200, body: { status: 'SENT', email: 'v-late@example.com' } });
    const second = await verificationLink(server.database.handle.db, 'v-late@example.com');
    expect(second).not.toBe(first);
    const used = await Promise.all([openLink(second), openLink(second)]);
    expect(used.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(used.find((answer) => answer.status === 400)?.html).toContain('Link already used');

    // Verified at the provider; Arena learns it at the next sign-in (the web app starts one on this answer).
    const asked = await call(server, 'POST', '/users/current/email-verification', { session });
    expect(asked.body).toEqual({ status: 'ALREADY-VERIFIED', email: 'v-late@example.com' });
    expect((await me(session)).emailVerified).toBe(false);
    expect((await me(await server.signInAgain(session))).emailVerified).toBe(true);
  });

  it('mails one address at most its daily share of links, whoever asks; the next day it may have more', async () => {
    const address = 'v-flood@example.com';
    const session = await server.signUp(address, 'VFlood', undefined, { verifyEmail: false });
    const mailsTo = async () =>
      (await listDevMailbox(server.database.handle.db, address)).filter(
        (mail) => mail.subject === EMAIL_VERIFICATION_SUBJECT,
      ).length;
    // Sign-up sent one; sign-in links and other resends take the rest of the day's share (the resend route's own
    // per-minute limit keeps a test from asking six times in a row).
    for (let i = 1; i < ACCOUNT_MAIL_DAILY_LIMIT; i++)
      expect(await takeAccountMail(server.database.handle.db, address, clock.now())).toBe(true);
    const refused = await call(server, 'POST', '/users/current/email-verification', { session });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('MAIL-LIMIT-REACHED');
    expect(await mailsTo()).toBe(1);

    // The next day the address has a fresh share (asked directly: the route allows three calls a minute per client).
    clock.advance(DAY_MS);
    expect(await takeAccountMail(server.database.handle.db, address, clock.now())).toBe(true);
  });
});

// Invitations by e-mail (also to people without an account), the dev mailbox, accept / join / reject,
// leaving, ownership transfer, captaincy, kicks and withdrawals, and the team-in-tournament freeze.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { addMember, call, count, createTeam, teamForm, userId } from './people-kit.js';

describe.each(testEngines())('team membership on %s', (engine) => {
  let server: TestServer;
  let owner: Session;
  let player: Session;
  let third: Session;
  let ownerId: string;
  let playerId: string;
  let thirdId: string;

  beforeAll(async () => {
    // These rules are played out on the same few people, invited again and again in one day: more than the three
    // mails an address may get a day (tests/api/teams/mail-limits.test.ts holds the default budgets).
    server = await startTestServer(engine, { MAIL_DAILY_LIMITS: '100,100,100' });
    owner = await server.signUp('m-owner@example.com', 'MOwner');
    player = await server.signUp('m-player@example.com', 'MPlayer');
    third = await server.signUp('m-third@example.com', 'MThird');
    [ownerId, playerId, thirdId] = await Promise.all([
      userId(server, owner),
      userId(server, player),
      userId(server, third),
    ]);
  });
  afterAll(async () => server?.close());

  it('invites by e-mail: the mail lands in the dev mailbox and the invitee sees it pending', async () => {
    const team = await createTeam(server, owner, 'Invite Squad');
    const invited = await call(server, 'PUT', `/teams/${team.id}/member-invite`, {
      session: owner,
      json: { email: '  M-Player@Example.com ' },
    });
    expect(invited.status).toBe(200);
    expect(invited.body.invitations).toEqual([expect.objectContaining({ email: 'm-player@example.com' })]);
    const page = await fetch(`${server.baseUrl}/dev/mailbox?to=m-player@example.com`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // A fixed subject; the team name, the owner's text, only in the body (issue 29 §1).
    expect(html).toContain('<h2>You are invited to join a team on Arena</h2>');
    expect(html).toContain('invited you to join the team &quot;Invite Squad&quot; on Arena.');
    expect(html).toContain('/my-profile?tab=teams');
    // From a LAN address the same page is refused: it lists invitee addresses and links (Issue 29 §1).
    const fromLan = await server.app.inject({
      url: '/dev/mailbox?to=m-player@example.com',
      remoteAddress: '192.168.1.20',
    });
    expect(fromLan.statusCode).toBe(403);
    expect(fromLan.body).not.toContain('m-player@example.com');
    const pending = await call(server, 'GET', '/teams/pending-invitations', { session: player });
    expect(pending.body).toEqual([
      expect.objectContaining({ teamId: team.id, teamName: 'Invite Squad', invitedBy: 'MOwner' }),
    ]);
    // Only the owner sees pending e-mail addresses.
    const seenByPlayer = await call(server, 'GET', `/teams/${team.id}/members`, { session: player });
    expect(seenByPlayer.body.invitations).toEqual([]);
  });

  it('refuses invalid e-mails, a second invitation and someone already in the team', async () => {
    const team = await createTeam(server, owner, 'Strict Invites');
    for (const email of ['not-an-email', 'a@b', 'two@@example.com', '']) {
      const bad = await call(server, 'PUT', `/teams/${team.id}/member-invite`, { session: owner, json: { email } });
      expect(bad.status, email).toBe(400);
      expect(bad.body, email).toMatchObject({
        message: 'TEAM-INVALID-EMAIL',
        formFieldErrors: { email: 'This email address is not valid.' },
      });
    }
    const missing = await call(server, 'PUT', `/teams/${team.id}/member-invite`, { session: owner, json: {} });
    expect(missing.status).toBe(400);
    await call(server, 'PUT', `/teams/${team.id}/member-invite`, {
      session: owner,
      json: { email: 'm-third@example.com' },
    });
    const twice = await call(server, 'PUT', `/teams/${team.id}/member-invite`, {
      session: owner,
      json: { email: 'M-THIRD@example.com' },
    });
    expect(twice).toMatchObject({ status: 409, body: { message: 'TEAM-ALREADY-INVITED' } });
    const self = await call(server, 'PUT', `/teams/${team.id}/member-invite`, {
      session: owner,
      json: { email: 'm-owner@example.com' },
    });
    expect(self).toMatchObject({ status: 409, body: { message: 'TEAM-ALREADY-MEMBER' } });
    const stranger = await call(server, 'PUT', `/teams/${team.id}/member-invite`, {
      session: player,
      json: { email: 'x@example.com' },
    });
    expect(stranger).toMatchObject({ status: 404, body: { message: 'TEAM-NOT-FOUND-OR-NOT-OWNER' } });
  });

  it('accept consumes the invitation once; a second accept or a join is refused', async () => {
    const team = await createTeam(server, owner, 'Accept Team');
    await addMember(server, owner, team.id, 'm-player@example.com');
    const accepted = await call(server, 'PUT', `/teams/${team.id}/accept`, {
      session: player,
      json: { teamId: team.id },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ viewerRole: 'MEMBER', memberCount: 2 });
    const again = await call(server, 'PUT', `/teams/${team.id}/accept`, { session: player, json: { teamId: team.id } });
    expect(again.body.message).toBe('TEAM-ALREADY-MEMBER');
    const join = await call(server, 'POST', `/teams/${team.id}/member`, { session: player });
    expect(join.body.message).toBe('TEAM-ALREADY-MEMBER');
    expect(await count(server, 'team_invitations', `team_id = '${team.id}'`)).toBe(0);
    const mine = await call(server, 'GET', '/teams', { session: player });
    expect(mine.body.map((t: { id: string }) => t.id)).toContain(team.id);
  });

  it('join (POST /member) works with an invitation and is TEAM-NO-INVITATION without one', async () => {
    const team = await createTeam(server, owner, 'Join Team');
    const uninvited = await call(server, 'POST', `/teams/${team.id}/member`, { session: third });
    expect(uninvited).toMatchObject({ status: 404, body: { message: 'TEAM-NO-INVITATION' } });
    await addMember(server, owner, team.id, 'm-third@example.com');
    const joined = await call(server, 'POST', `/teams/${team.id}/member`, { session: third });
    expect(joined).toMatchObject({ status: 200, body: { viewerRole: 'MEMBER' } });
    const missingTeam = await call(server, 'POST', '/teams/00000000-0000-4000-8000-000000000000/member', {
      session: third,
    });
    expect(missingTeam.body.message).toBe('TEAM-NOT-FOUND');
  });

  it('reject removes the invitation; without one it is TEAM-NO-INVITATION; a mismatched teamId is a bad request', async () => {
    const team = await createTeam(server, owner, 'Reject Team');
    await addMember(server, owner, team.id, 'm-third@example.com');
    const mismatch = await call(server, 'PUT', `/teams/${team.id}/reject`, {
      session: third,
      json: { teamId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(mismatch.status).toBe(400);
    const rejected = await call(server, 'PUT', `/teams/${team.id}/reject`, {
      session: third,
      json: { teamId: team.id },
    });
    expect(rejected).toMatchObject({ status: 200, body: { ok: true } });
    const twice = await call(server, 'PUT', `/teams/${team.id}/reject`, { session: third, json: { teamId: team.id } });
    expect(twice.body.message).toBe('TEAM-NO-INVITATION');
    const acceptAfter = await call(server, 'PUT', `/teams/${team.id}/accept`, {
      session: third,
      json: { teamId: team.id },
    });
    expect(acceptAfter.body.message).toBe('TEAM-NO-INVITATION');
  });

  it('an invitation reaches someone without an account: they sign up later and accept', async () => {
    const team = await createTeam(server, owner, 'Future Friends');
    await addMember(server, owner, team.id, 'newcomer@example.com');
    const newcomer = await server.signUp('Newcomer@Example.com', 'Newcomer');
    const pending = await call(server, 'GET', '/teams/pending-invitations', { session: newcomer });
    expect(pending.body.map((p: { teamId: string }) => p.teamId)).toEqual([team.id]);
    const accepted = await call(server, 'PUT', `/teams/${team.id}/accept`, {
      session: newcomer,
      json: { teamId: team.id },
    });
    expect(accepted.status).toBe(200);
  });

  it('leaving: a member leaves; the owner must appoint a new owner first, and alone cannot leave', async () => {
    const team = await createTeam(server, owner, 'Leave Team');
    const notMember = await call(server, 'DELETE', `/teams/${team.id}/leave`, { session: player });
    expect(notMember).toMatchObject({ status: 403, body: { message: 'TEAM-NOT-MEMBER' } });
    const alone = await call(server, 'DELETE', `/teams/${team.id}/leave`, { session: owner });
    expect(alone).toMatchObject({ status: 409, body: { message: 'TEAM-OWNER-CANNOT-LEAVE' } });
    await addMember(server, owner, team.id, 'm-player@example.com', player);
    const ownerLeaves = await call(server, 'DELETE', `/teams/${team.id}/leave`, { session: owner });
    expect(ownerLeaves.body.message).toBe('TEAM-APPOINT-OWNER-FIRST');
    const left = await call(server, 'DELETE', `/teams/${team.id}/leave`, { session: player });
    expect(left).toMatchObject({ status: 200, body: { ok: true } });
    expect((await call(server, 'GET', `/teams/${team.id}`)).body.memberCount).toBe(1);
  });

  it('transfers ownership to a member (captaincy follows); cannot promote self or a non-member; then the old owner leaves', async () => {
    const team = await createTeam(server, owner, 'Transfer Team');
    await addMember(server, owner, team.id, 'm-player@example.com', player);
    const self = await call(server, 'PUT', `/teams/${team.id}/owner`, { session: owner, json: { memberId: ownerId } });
    expect(self).toMatchObject({ status: 400, body: { message: 'TEAM-CANNOT-PROMOTE-SELF' } });
    const outsider = await call(server, 'PUT', `/teams/${team.id}/owner`, {
      session: owner,
      json: { memberId: thirdId },
    });
    expect(outsider).toMatchObject({ status: 400, body: { message: 'TEAM-NOT-MEMBER' } });
    const byMember = await call(server, 'PUT', `/teams/${team.id}/owner`, {
      session: player,
      json: { memberId: playerId },
    });
    expect(byMember.body.message).toBe('TEAM-NOT-FOUND-OR-NOT-OWNER');
    const badBody = await call(server, 'PUT', `/teams/${team.id}/owner`, {
      session: owner,
      json: { memberId: 'nope' },
    });
    expect(badBody.status).toBe(400);
    const moved = await call(server, 'PUT', `/teams/${team.id}/owner`, {
      session: owner,
      json: { memberId: playerId },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ ownerId: playerId, captainId: playerId, viewerRole: 'MEMBER' });
    const left = await call(server, 'DELETE', `/teams/${team.id}/leave`, { session: owner });
    expect(left.status).toBe(200);
    const members = await call(server, 'GET', `/teams/${team.id}/members`);
    expect(members.body.members).toEqual([
      expect.objectContaining({ userId: playerId, role: 'OWNER', isCaptain: true }),
    ]);
  });

  it('designates a captain among the members; a leaving captain hands the role back to the owner', async () => {
    const team = await createTeam(server, owner, 'Captain Team');
    await addMember(server, owner, team.id, 'm-third@example.com', third);
    const outsider = await call(server, 'PUT', `/teams/${team.id}/captain`, {
      session: owner,
      json: { memberId: playerId },
    });
    expect(outsider.body.message).toBe('TEAM-NOT-MEMBER');
    const named = await call(server, 'PUT', `/teams/${team.id}/captain`, {
      session: owner,
      json: { memberId: thirdId },
    });
    expect(named.body).toMatchObject({ ownerId, captainId: thirdId });
    const byCaptain = await call(server, 'PUT', `/teams/${team.id}/captain`, {
      session: third,
      json: { memberId: thirdId },
    });
    expect(byCaptain.body.message).toBe('TEAM-NOT-FOUND-OR-NOT-OWNER');
    await call(server, 'DELETE', `/teams/${team.id}/leave`, { session: third });
    expect((await call(server, 'GET', `/teams/${team.id}`)).body.captainId).toBe(ownerId);
  });

  it('the owner kicks a member by id, withdraws an invitation by e-mail, and cannot kick self', async () => {
    const team = await createTeam(server, owner, 'Kick Team');
    await addMember(server, owner, team.id, 'm-player@example.com', player);
    await addMember(server, owner, team.id, 'pending@example.com');
    const byMember = await call(server, 'DELETE', `/teams/${team.id}/member`, {
      session: player,
      json: { memberId: ownerId },
    });
    expect(byMember.body.message).toBe('TEAM-NOT-FOUND-OR-NOT-OWNER');
    const self = await call(server, 'DELETE', `/teams/${team.id}/member`, {
      session: owner,
      json: { memberId: ownerId },
    });
    expect(self.body.message).toBe('TEAM-OWNER-CANNOT-LEAVE');
    const notIn = await call(server, 'DELETE', `/teams/${team.id}/member`, {
      session: owner,
      json: { memberId: thirdId },
    });
    expect(notIn.body.message).toBe('TEAM-NOT-MEMBER');
    const empty = await call(server, 'DELETE', `/teams/${team.id}/member`, { session: owner, json: {} });
    expect(empty.status).toBe(400);
    const withdrawn = await call(server, 'DELETE', `/teams/${team.id}/member`, {
      session: owner,
      json: { email: 'PENDING@example.com' },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.invitations).toEqual([]);
    const kicked = await call(server, 'DELETE', `/teams/${team.id}/member`, {
      session: owner,
      json: { email: 'm-player@example.com', memberId: playerId },
    });
    expect(kicked.status).toBe(200);
    expect(kicked.body.members.map((m: { userId: string }) => m.userId)).toEqual([ownerId]);
    expect(
      (await call(server, 'GET', '/teams', { session: player })).body.map((t: { id: string }) => t.id),
    ).not.toContain(team.id);
  });

  it('a team in an unfinished tournament cannot change members, name or exist less; it can again once finished', async () => {
    const team = await createTeam(server, owner, 'Busy Team');
    await addMember(server, owner, team.id, 'm-player@example.com', player);
    await addMember(server, owner, team.id, 'm-third@example.com');
    const db = server.database.handle.db;
    await sql`INSERT INTO team_tournament_participations (team_id, tournament_id) VALUES (${team.id}, 'tournament-1')`.execute(
      db,
    );
    expect((await call(server, 'GET', `/teams/${team.id}`)).body.inTournament).toBe(true);
    const attempts = [
      await call(server, 'PUT', `/teams/${team.id}`, { session: owner, form: teamForm({ name: 'Busy Renamed' }) }),
      await call(server, 'DELETE', `/teams/${team.id}`, { session: owner }),
      await call(server, 'DELETE', `/teams/${team.id}/leave`, { session: player }),
      await call(server, 'DELETE', `/teams/${team.id}/member`, { session: owner, json: { memberId: playerId } }),
      await call(server, 'PUT', `/teams/${team.id}/owner`, { session: owner, json: { memberId: playerId } }),
      await call(server, 'PUT', `/teams/${team.id}/accept`, { session: third, json: { teamId: team.id } }),
    ];
    for (const attempt of attempts)
      expect(attempt).toMatchObject({ status: 409, body: { message: 'TEAM-IN-TOURNAMENT' } });
    const members = await call(server, 'GET', `/teams/${team.id}/members`, { session: owner });
    expect(members.body.members).toHaveLength(2);
    expect(members.body.invitations).toHaveLength(1);
    await sql`UPDATE team_tournament_participations SET finished_at = now() WHERE team_id = ${team.id}`.execute(db);
    const renamed = await call(server, 'PUT', `/teams/${team.id}`, {
      session: owner,
      form: teamForm({ name: 'Busy Renamed' }),
    });
    expect(renamed.body).toMatchObject({ name: 'Busy Renamed', inTournament: false });
  });
});

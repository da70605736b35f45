// Racing team actions: each mutation locks the team row, so whatever the order, the team stays consistent:
// exactly one owner who is a member, no duplicate members, an invitation consumed once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { addMember, call, createTeam, teamForm, userId } from './people-kit.js';

async function teamState(server: TestServer, teamId: string) {
  const db = server.database.handle.db;
  const team = (
    await sql<{
      owner_id: string;
      captain_id: string;
    }>`SELECT owner_id, captain_id FROM teams WHERE id = ${teamId}`.execute(db)
  ).rows[0];
  const members = (
    await sql<{ user_id: string }>`SELECT user_id FROM team_members WHERE team_id = ${teamId}`.execute(db)
  ).rows.map((r) => r.user_id);
  const invitations = (
    await sql<{ email: string }>`SELECT email FROM team_invitations WHERE team_id = ${teamId}`.execute(db)
  ).rows.map((r) => r.email);
  return { team, members, invitations };
}

describe.each(testEngines())('team races on %s', (engine) => {
  let server: TestServer;
  let owner: Session;
  let member: Session;
  let ownerId: string;
  let memberId: string;

  beforeAll(async () => {
    // These rules are played out on the same few people, invited again and again in one day: more than the three
    // mails an address may get a day (tests/api/teams/mail-limits.test.ts holds the default budgets).
    server = await startTestServer(engine, { MAIL_DAILY_LIMITS: '100,100,100' });
    owner = await server.signUp('race-owner@example.com', 'RaceOwner');
    member = await server.signUp('race-member@example.com', 'RaceMember');
    [ownerId, memberId] = await Promise.all([userId(server, owner), userId(server, member)]);
  });
  afterAll(async () => server?.close());

  it('a kick and a transfer to the same member: one wins, the team keeps one owner who is a member', async () => {
    for (let round = 0; round < 4; round++) {
      const team = await createTeam(server, owner, `Kick Or Crown ${round}`);
      await addMember(server, owner, team.id, 'race-member@example.com', member);
      const [kick, transfer] = await Promise.all([
        call(server, 'DELETE', `/teams/${team.id}/member`, { session: owner, json: { memberId } }),
        call(server, 'PUT', `/teams/${team.id}/owner`, { session: owner, json: { memberId } }),
      ]);
      const statuses = [kick.status, transfer.status].sort();
      expect(statuses).toEqual([200, expect.any(Number)]);
      expect([kick.status, transfer.status].filter((s) => s === 200)).toHaveLength(1);
      const state = await teamState(server, team.id);
      expect(state.members).toContain(state.team.owner_id);
      expect(state.members).toContain(state.team.captain_id);
      if (transfer.status === 200) {
        expect(state.team.owner_id).toBe(memberId);
        expect(kick.body.message).toBe('TEAM-NOT-FOUND-OR-NOT-OWNER');
        expect(state.members.sort()).toEqual([ownerId, memberId].sort());
      } else {
        expect(transfer.body.message).toBe('TEAM-NOT-MEMBER');
        expect(state.team.owner_id).toBe(ownerId);
        expect(state.members).toEqual([ownerId]);
      }
    }
  });

  it('two joins and an accept with one invitation: one membership, the invitation consumed once', async () => {
    const team = await createTeam(server, owner, 'One Ticket');
    await addMember(server, owner, team.id, 'race-member@example.com');
    const answers = await Promise.all([
      call(server, 'POST', `/teams/${team.id}/member`, { session: member }),
      call(server, 'POST', `/teams/${team.id}/member`, { session: member }),
      call(server, 'PUT', `/teams/${team.id}/accept`, { session: member, json: { teamId: team.id } }),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const failed of answers.filter((a) => a.status !== 200))
      expect(failed.body.message).toBe('TEAM-ALREADY-MEMBER');
    const state = await teamState(server, team.id);
    expect(state.members.sort()).toEqual([ownerId, memberId].sort());
    expect(state.invitations).toEqual([]);
  });

  it('an accept racing a withdrawal: either the member joined or the invitation is gone, never both', async () => {
    const team = await createTeam(server, owner, 'Withdrawn');
    await addMember(server, owner, team.id, 'race-member@example.com');
    const [accept, withdraw] = await Promise.all([
      call(server, 'PUT', `/teams/${team.id}/accept`, { session: member, json: { teamId: team.id } }),
      call(server, 'DELETE', `/teams/${team.id}/member`, {
        session: owner,
        json: { email: 'race-member@example.com' },
      }),
    ]);
    expect(withdraw.status).toBe(200);
    const state = await teamState(server, team.id);
    expect(state.invitations).toEqual([]);
    // Either order ends with the member out: withdrawn before accepting, or kicked by e-mail after.
    expect(state.members).toEqual([ownerId]);
    expect([200, 404]).toContain(accept.status);
  });

  it('two teams created with the same name at once: exactly one exists', async () => {
    const answers = await Promise.all([
      call(server, 'POST', '/teams', { session: owner, form: teamForm({ name: 'Same Time' }) }),
      call(server, 'POST', '/teams', { session: member, form: teamForm({ name: 'SAME TIME' }) }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('ALREADY_EXISTS');
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM teams WHERE lower(name) = 'same time'`.execute(
      server.database.handle.db,
    );
    expect(Number(rows.rows[0].n)).toBe(1);
  });

  it('two invitations of the same e-mail at once: one invitation', async () => {
    const team = await createTeam(server, owner, 'Double Invite');
    const answers = await Promise.all([
      call(server, 'PUT', `/teams/${team.id}/member-invite`, { session: owner, json: { email: 'twice@example.com' } }),
      call(server, 'PUT', `/teams/${team.id}/member-invite`, { session: owner, json: { email: 'twice@example.com' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await teamState(server, team.id)).invitations).toEqual(['twice@example.com']);
  });
});

// Who may do what with a team (issue §4): visitor, player, team member, team owner, organizer of another
// organization, admin. Nobody acts on someone else's team through an id in the URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { addMember, call, createTeam, setRole, teamForm, userId, type Answer } from './people-kit.js';

type Actor = 'visitor' | 'player' | 'member' | 'owner' | 'organizer' | 'admin';

describe.each(testEngines())('team authorization matrix on %s', (engine) => {
  let server: TestServer;
  const sessions: Partial<Record<Actor, Session>> = {};
  const ids: Partial<Record<Actor, string>> = {};
  let teamId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    for (const actor of ['player', 'member', 'owner', 'organizer', 'admin'] as const) {
      sessions[actor] = await server.signUp(`auth-${actor}@example.com`, `Auth${actor}`);
      ids[actor] = await userId(server, sessions[actor]);
    }
    await setRole(server, 'auth-admin@example.com', 'admin');
    const admin = sessions.admin!;
    const org = await call(server, 'POST', '/organizations', {
      session: admin,
      json: { name: 'Other Org', ownerEmail: 'auth-organizer@example.com' },
    });
    expect(org.status).toBe(201);
    const team = await createTeam(server, sessions.owner!, 'Fortress');
    teamId = team.id;
    await addMember(server, sessions.owner!, teamId, 'auth-member@example.com', sessions.member);
  });
  afterAll(async () => server?.close());

  const as = (actor: Actor) => (actor === 'visitor' ? undefined : sessions[actor]);
  const outsiders: Actor[] = ['player', 'member', 'organizer', 'admin'];

  it("reading is public: team, members (without pending e-mails), another user's team list", async () => {
    for (const actor of ['visitor', ...outsiders] as Actor[]) {
      expect((await call(server, 'GET', `/teams/${teamId}`, { session: as(actor) })).status, actor).toBe(200);
      const members = await call(server, 'GET', `/teams/${teamId}/members`, { session: as(actor) });
      expect(members.status, actor).toBe(200);
      expect(members.body.invitations, actor).toEqual([]);
      expect((await call(server, 'GET', `/teams?userId=${ids.owner}`, { session: as(actor) })).status, actor).toBe(200);
    }
  });

  it('a visitor is asked to sign in for every personal or changing call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/teams'],
      ['GET', '/teams/pending-invitations'],
      ['PUT', `/teams/${teamId}/owner`, { memberId: ids.member }],
      ['PUT', `/teams/${teamId}/member-invite`, { email: 'x@example.com' }],
      ['POST', `/teams/${teamId}/member`],
      ['PUT', `/teams/${teamId}/accept`, { teamId }],
      ['PUT', `/teams/${teamId}/reject`, { teamId }],
      ['DELETE', `/teams/${teamId}/member`, { memberId: ids.member }],
      ['DELETE', `/teams/${teamId}/leave`],
      ['DELETE', `/teams/${teamId}`],
    ];
    for (const [method, path, json] of calls) {
      const answer = await call(server, method as 'GET', path, { json });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.message.loginUrl, `${method} ${path}`).toBeTruthy();
    }
    expect((await call(server, 'POST', '/teams', { form: teamForm({ name: 'Visitor Team' }) })).status).toBe(401);
    expect((await call(server, 'PUT', `/teams/${teamId}`, { form: teamForm({ name: 'Visitor Team' }) })).status).toBe(
      401,
    );
  });

  it('owner-only calls answer TEAM-NOT-FOUND-OR-NOT-OWNER to everyone else, and change nothing', async () => {
    const ownerOnly: ((actor: Actor) => Promise<Answer>)[] = [
      (a) => call(server, 'PUT', `/teams/${teamId}`, { session: as(a), form: teamForm({ name: `Taken by ${a}` }) }),
      (a) => call(server, 'DELETE', `/teams/${teamId}`, { session: as(a) }),
      (a) => call(server, 'PUT', `/teams/${teamId}/owner`, { session: as(a), json: { memberId: ids[a] } }),
      (a) => call(server, 'PUT', `/teams/${teamId}/captain`, { session: as(a), json: { memberId: ids.member } }),
      (a) =>
        call(server, 'PUT', `/teams/${teamId}/member-invite`, {
          session: as(a),
          json: { email: `friend-of-${a}@example.com` },
        }),
      (a) => call(server, 'DELETE', `/teams/${teamId}/member`, { session: as(a), json: { memberId: ids.member } }),
    ];
    for (const actor of outsiders) {
      for (const attempt of ownerOnly) {
        const answer = await attempt(actor);
        expect(answer, actor).toMatchObject({ status: 404, body: { message: 'TEAM-NOT-FOUND-OR-NOT-OWNER' } });
      }
    }
    const team = await call(server, 'GET', `/teams/${teamId}`, { session: sessions.owner });
    expect(team.body).toMatchObject({
      name: 'Fortress',
      ownerId: ids.owner,
      captainId: ids.owner,
      memberCount: 2,
      viewerRole: 'OWNER',
    });
    const members = await call(server, 'GET', `/teams/${teamId}/members`, { session: sessions.owner });
    expect(members.body.invitations).toEqual([]);
  });

  it('invitation answers and leaving need to be the invitee or a member', async () => {
    for (const actor of ['player', 'organizer', 'admin'] as Actor[]) {
      expect((await call(server, 'POST', `/teams/${teamId}/member`, { session: as(actor) })).body.message, actor).toBe(
        'TEAM-NO-INVITATION',
      );
      expect(
        (await call(server, 'PUT', `/teams/${teamId}/accept`, { session: as(actor), json: { teamId } })).body.message,
        actor,
      ).toBe('TEAM-NO-INVITATION');
      expect(
        (await call(server, 'PUT', `/teams/${teamId}/reject`, { session: as(actor), json: { teamId } })).body.message,
        actor,
      ).toBe('TEAM-NO-INVITATION');
      expect((await call(server, 'DELETE', `/teams/${teamId}/leave`, { session: as(actor) })).body.message, actor).toBe(
        'TEAM-NOT-MEMBER',
      );
    }
    // An invitation for someone else's e-mail cannot be taken by another account.
    await call(server, 'PUT', `/teams/${teamId}/member-invite`, {
      session: sessions.owner,
      json: { email: 'auth-player@example.com' },
    });
    expect(
      (await call(server, 'PUT', `/teams/${teamId}/accept`, { session: sessions.organizer, json: { teamId } })).body
        .message,
    ).toBe('TEAM-NO-INVITATION');
    expect((await call(server, 'GET', '/teams/pending-invitations', { session: sessions.organizer })).body).toEqual([]);
    expect((await call(server, 'GET', '/teams/pending-invitations', { session: sessions.player })).body).toHaveLength(
      1,
    );
  });

  it('the owner may do every owner action; each actor lists only their own teams', async () => {
    const owner = sessions.owner!;
    expect(
      (await call(server, 'PUT', `/teams/${teamId}/captain`, { session: owner, json: { memberId: ids.member } }))
        .status,
    ).toBe(200);
    expect(
      (await call(server, 'PUT', `/teams/${teamId}`, { session: owner, form: teamForm({ name: 'Fortress II' }) }))
        .status,
    ).toBe(200);
    for (const actor of outsiders) {
      const mine = await call(server, 'GET', '/teams', { session: as(actor) });
      expect(
        mine.body.map((t: { id: string }) => t.id),
        actor,
      ).toEqual(actor === 'member' ? [teamId] : []);
    }
  });
});

// Issue 26 §3, staff: the owner makes a member a referee; a referee resolves disputes, sets results (both sides in
// one step), checks players in and sets stream links on their organization's tournaments, and is refused everything
// else with 403 STAFF-ACTION-NOT-ALLOWED; another organization's staff get the usual not-found; the match's audit
// trail names the referee as such.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, MatchDetail } from '../../../src/contract/matches.js';
import type { OrganizationMember } from '../../../src/contract/organizations.js';
import type { Participant } from '../../../src/contract/tournaments.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import type { Session } from '../../support/test-server.js';
import { call, userId } from '../teams/people-kit.js';
import { makeOrganizer } from '../tournaments/tournament-kit.js';
import {
  at,
  brackets,
  publishPlayable,
  registerAndCheckIn,
  reportWin,
  sessionOfSeed,
  type PlayTournament,
} from '../matches/play-kit.js';
import { playSuite } from '../matches/play-suite.js';

describe.each(testEngines())('staff referees on %s', (engine) => {
  const clock = new ManualClock();
  const suite = playSuite(engine, clock, { tag: 'ref', organization: `Ref Events ${engine}`, players: 4 });
  let owner: Session;
  let referee: Session;
  let member: Session;
  let rivalReferee: Session;
  let organizationId: string;
  let refereeId: string;
  let memberId: string;
  let ownerId: string;
  let t: PlayTournament;
  const refereeNick = `RefAna${engine}`;

  const setRole = (session: Session, organization: string, user: string, role: unknown) =>
    call<OrganizationMember[]>(suite.server, 'PATCH', `/organizations/${organization}/members/${user}`, {
      session,
      json: { role },
    });
  const addMember = (session: Session, organization: string, email: string) =>
    call(suite.server, 'POST', `/organizations/${organization}/members`, { session, json: { email } });
  const view = () => brackets(suite.server, t.id, owner);
  const detail = async (matchId: string) =>
    (await call<MatchDetail>(suite.server, 'GET', `/matches/${t.id}/${matchId}`, { session: owner })).body;

  beforeAll(async () => {
    owner = suite.organizer;
    referee = await suite.server.signUp(`ref-ana-${engine}@example.com`, refereeNick);
    member = await suite.server.signUp(`ref-member-${engine}@example.com`, `RefMember${engine}`);
    const rivalOwner = await suite.server.signUp(`ref-rival-${engine}@example.com`, `RefRival${engine}`);
    rivalReferee = await suite.server.signUp(`ref-rival-ref-${engine}@example.com`, `RefRivalRef${engine}`);
    await makeOrganizer(suite.server, rivalOwner, `Rival Refs ${engine}`);
    organizationId = (await call(suite.server, 'GET', '/organizations/current', { session: owner })).body.organization
      .id;
    [ownerId, refereeId, memberId] = await Promise.all([owner, referee, member].map((s) => userId(suite.server, s)));
    expect((await addMember(owner, organizationId, `ref-ana-${engine}@example.com`)).status).toBe(200);
    expect((await addMember(owner, organizationId, `ref-member-${engine}@example.com`)).status).toBe(200);
    const rivalId = (await call(suite.server, 'GET', '/organizations/current', { session: rivalOwner })).body
      .organization.id;
    await addMember(rivalOwner, rivalId, `ref-rival-ref-${engine}@example.com`);
    const rivalRefId = await userId(suite.server, rivalReferee);
    expect((await setRole(rivalOwner, rivalId, rivalRefId, 'REFEREE')).status).toBe(200);
    clock.set(Date.now());
    t = await publishPlayable(suite.server, owner, clock, {
      rounds: 2,
      name: 'Referee Cup',
      format: { maxParticipants: 4 },
    });
  });

  it('the owner sets a member’s role; a member cannot, the owner’s own role is fixed, roles are checked', async () => {
    const byMember = await setRole(member, organizationId, refereeId, 'REFEREE');
    expect(byMember).toMatchObject({ status: 404, body: { message: 'ORGANIZATION-NOT-FOUND' } });
    const ownerSelf = await setRole(owner, organizationId, ownerId, 'REFEREE');
    expect(ownerSelf).toMatchObject({ status: 400, body: { message: 'ORGANIZATION-OWNER-ROLE-FIXED' } });
    expect((await setRole(owner, organizationId, refereeId, 'OWNER')).status).toBe(400);
    const stranger = await setRole(owner, organizationId, await userId(suite.server, suite.players[0]), 'REFEREE');
    expect(stranger).toMatchObject({ status: 404, body: { message: 'ORGANIZATION-MEMBER-NOT-FOUND' } });

    const made = await setRole(owner, organizationId, refereeId, 'REFEREE');
    expect(made.status).toBe(200);
    expect(made.body.map((m) => [m.userId, m.role])).toEqual([
      [ownerId, 'OWNER'],
      [refereeId, 'REFEREE'],
      [memberId, 'MEMBER'],
    ]);
    const current = await call(suite.server, 'GET', '/organizations/current', { session: referee });
    expect(current.body.viewerRole).toBe('REFEREE');
    // A referee may not change roles either, their own included.
    const selfPromotion = await setRole(referee, organizationId, refereeId, 'MEMBER');
    expect(selfPromotion).toMatchObject({ status: 403, body: { message: 'STAFF-ACTION-NOT-ALLOWED' } });
  });

  it('a referee checks players in and out on their behalf', async () => {
    await registerAndCheckIn(suite.server, clock, t, suite.players, 'registered');
    const table = (
      await call<Participant[]>(suite.server, 'GET', `/tournaments/${t.id}/participants`, { session: referee })
    ).body;
    expect(table).toHaveLength(4);
    for (const row of table) {
      const checked = await call(
        suite.server,
        'POST',
        `/tournaments/${t.id}/participants/${row.registrationId}/check-in`,
        {
          session: referee,
        },
      );
      expect(checked.status).toBe(200);
    }
    const path = `/tournaments/${t.id}/participants/${table[0].registrationId}/check-in`;
    expect((await call(suite.server, 'DELETE', path, { session: referee })).status).toBe(200);
    expect((await call(suite.server, 'POST', path, { session: referee })).status).toBe(200);
  });

  it.each([
    ['PUT', (id: string) => `/tournaments/${id}/sections/main-information`],
    ['POST', (id: string) => `/tournaments/${id}/publish`],
    ['POST', (id: string) => `/tournaments/${id}/cancel`],
    ['POST', (id: string) => `/tournaments/${id}/escrow`],
    ['DELETE', (id: string) => `/tournaments/${id}/escrow`],
    ['POST', (id: string) => `/tournaments/${id}/participants`],
    ['POST', (id: string) => `/tournaments/${id}/participants/00000000-0000-4000-8000-000000000000/removal`],
    ['PUT', (id: string) => `/matches/${id}/seeds`],
    ['POST', (id: string) => `/matches/${id}/entrants/00000000-0000-4000-8000-000000000000/disqualify`],
    ['POST', (id: string) => `/matches/${id}/pause`],
    ['POST', (id: string) => `/matches/${id}/rounds/1/skip`],
    ['POST', (id: string) => `/tournaments/${id}/trf`],
    ['POST', () => '/tournaments'],
    ['POST', () => '/leaderboards'],
    ['POST', () => '/organizations/current/api-keys'],
    ['POST', () => '/organizations/current/webhooks'],
  ] as const)('refuses a referee %s %s with STAFF-ACTION-NOT-ALLOWED', async (method, path) => {
    const refused = await call(suite.server, method, path(t.id), { session: referee, json: {} });
    expect(refused).toMatchObject({ status: 403, body: { message: 'STAFF-ACTION-NOT-ALLOWED' } });
  });

  it('leaves a plain member every organizer right', async () => {
    const paused = await call(suite.server, 'POST', `/organizations/${organizationId}/members`, {
      session: member,
      json: { email: 'nobody@example.com' },
    });
    // Not the staff refusal: the member gets the route's own answer (only the owner adds members).
    expect(paused.body.message).toBe('ORGANIZATION-NOT-FOUND');
    const section = await call(suite.server, 'GET', `/tournaments/${t.id}/participants`, { session: member });
    expect(section.status).toBe(200);
  });

  it('a referee resolves a dispute, reports both sides in one step and sets a stream link, audited by name', async () => {
    clock.set(at.checkInClosed(t.t0));
    await suite.server.runDueWork();
    clock.set(at.roundStarted(t.t0, 0));
    const b: BracketsView = await view();
    const [first, second] = b.matches.filter((m) => m.roundIndex === 0 && m.status !== 'BYE');
    const [a, c] = first.sides.map((side) => side.seed!);
    await reportWin(suite.server, t.id, first, sessionOfSeed(b, suite.sessions, a), a, a);
    const conflicting = await reportWin(suite.server, t.id, first, sessionOfSeed(b, suite.sessions, c), c, c);
    expect((conflicting.body as MatchDetail).match.status).toBe('DISPUTED');

    // Another organization's staff get the usual refusal, whatever their role.
    const rival = await call(suite.server, 'POST', `/matches/${t.id}/${first.id}/result`, {
      session: rivalReferee,
      json: { winnerSeed: c },
    });
    expect(rival).toMatchObject({ status: 404, body: { message: 'TOURNAMENT-NOT-FOUND' } });

    const resolved = await call(suite.server, 'POST', `/matches/${t.id}/${first.id}/result`, {
      session: referee,
      json: { winnerSeed: c, reason: 'Video shows c won' },
    });
    expect(resolved.status).toBe(200);
    const [d] = second.sides.map((side) => side.seed!);
    const oneStep = await call(suite.server, 'POST', `/matches/${t.id}/${second.id}/result`, {
      session: referee,
      json: { winnerSeed: d, reason: 'LAN table 2' },
    });
    expect(oneStep.status).toBe(200);
    const stream = await call(suite.server, 'PUT', `/matches/${t.id}/${second.id}/stream`, {
      session: referee,
      json: { streamUrl: 'https://twitch.tv/arena' },
    });
    expect(stream.status).toBe(200);
    const byOwner = await call(suite.server, 'PUT', `/matches/${t.id}/${second.id}/stream`, {
      session: owner,
      json: { streamUrl: 'https://twitch.tv/arena-2' },
    });
    expect(byOwner.status).toBe(200);

    const after = await view();
    expect(after.matches.find((m) => m.id === first.id)).toMatchObject({
      status: 'COMPLETED',
      resolution: 'ORGANIZER',
      winnerSeed: c,
    });
    expect(after.matches.find((m) => m.id === second.id)).toMatchObject({ status: 'COMPLETED', winnerSeed: d });
    const resolution = (await detail(first.id)).events.find((event) => event.kind === 'RESULT_SET')!;
    expect(resolution).toMatchObject({
      actorId: refereeId,
      actorNickname: refereeNick,
      actorRole: 'REFEREE',
      details: { reason: 'Video shows c won' },
    });
    expect(resolution.details).not.toHaveProperty('actorRole');
    const streams = (await detail(second.id)).events.filter((event) => event.kind === 'STREAM_SET');
    expect(streams.map((event) => [event.actorNickname, event.actorRole])).toEqual([
      [refereeNick, 'REFEREE'],
      [`RefOrg${engine}`, null],
    ]);
    // The players read the same trail.
    const seen = await call<MatchDetail>(suite.server, 'GET', `/matches/${t.id}/${first.id}`, {
      session: sessionOfSeed(b, suite.sessions, a),
    });
    expect(seen.body.events.find((event) => event.kind === 'RESULT_SET')?.actorRole).toBe('REFEREE');
  });

  it('a member made a referee again loses the organizer’s rights; made a member again, gets them back', async () => {
    expect((await setRole(owner, organizationId, memberId, 'REFEREE')).status).toBe(200);
    const refused = await call(suite.server, 'POST', `/matches/${t.id}/pause`, { session: member });
    expect(refused.body.message).toBe('STAFF-ACTION-NOT-ALLOWED');
    expect((await setRole(owner, organizationId, memberId, 'MEMBER')).status).toBe(200);
    const paused = await call(suite.server, 'POST', `/matches/${t.id}/pause`, { session: member });
    expect(paused.status).toBe(200);
  });

  it('documents the role call and the staff refusal in the OpenAPI description', async () => {
    const openapi = await (await fetch(`${suite.server.baseUrl}/api/docs/json`)).json();
    const paths = openapi.paths as Record<string, Record<string, { description?: string }>>;
    const member = paths['/api/v1/organizations/{id}/members/{userId}'];
    expect(Object.keys(member).sort()).toEqual(['delete', 'patch']);
    expect(member.patch.description).toContain('STAFF-ACTION-NOT-ALLOWED');
    expect(paths['/api/v1/tournaments/{id}/publish'].post.description).toContain('STAFF-ACTION-NOT-ALLOWED');
    expect(paths['/api/v1/matches/{tournamentId}/{matchId}/result'].post.description).toContain('referee');
  });
});

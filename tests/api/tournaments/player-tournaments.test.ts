// The player's calls of SPEC §7: the public lists and page with the viewer's derived state, solo and team
// registration, cancelling it, and check-in, each with its documented refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { addMember, call, count, createTeam, userId } from '../teams/people-kit.js';
import {
  addGame,
  createDraft,
  createPublished,
  makeOrganizer,
  setSchedule,
  scheduleAt,
  settings,
  soloBody,
  teamSettings,
} from './tournament-kit.js';

describe.each(testEngines())('player tournaments on %s', (engine) => {
  let server: TestServer;
  let organizer: Session;
  let lockedOrganizer: Session;
  let alice: Session;
  let bob: Session;
  let carol: Session;
  let dave: Session;

  beforeAll(async () => {
    server = await startTestServer(engine);
    [organizer, lockedOrganizer, alice, bob, carol, dave] = await Promise.all([
      server.signUp('pt-organizer@example.com', 'PtOrganizer'),
      server.signUp('pt-locked@example.com', 'PtLocked'),
      server.signUp('pt-alice@example.com', 'PtAlice'),
      server.signUp('pt-bob@example.com', 'PtBob'),
      server.signUp('pt-carol@example.com', 'PtCarol'),
      server.signUp('pt-dave@example.com', 'PtDave'),
    ]);
    await makeOrganizer(server, organizer, 'Player Events');
    await addGame(server, 'chess', 'Chess');
    await addGame(server, 'valorant', 'Valorant');
  });
  afterAll(async () => server?.close());

  const register = (id: string, session: Session | undefined, body: unknown = soloBody()) =>
    call(server, 'POST', `/participants/${id}/registrations/solo`, { session, json: body });

  it('lists published tournaments with filters; drafts, hidden ones and locked organizations stay out', async () => {
    const chess = await createPublished(server, organizer, { name: 'Listed Chess' });
    const valorant = await createPublished(server, organizer, {
      game: 'valorant',
      name: 'Listed Valorant',
      mainInformation: { platforms: ['playstation5'] },
    });
    const hidden = await createPublished(server, organizer, {
      name: 'Hidden Cup',
      settings: settings({ hidden: true }),
    });
    const draft = await createDraft(server, organizer, 'chess', 'Draft Cup');
    const lockedOrgId = await makeOrganizer(server, lockedOrganizer, 'Locked Events');
    const ofLocked = await createPublished(server, lockedOrganizer, { name: 'Locked Cup' });
    await sql`UPDATE organizations SET locked = true WHERE id = ${lockedOrgId}`.execute(server.database.handle.db);
    await sql`UPDATE tournaments SET promoted = true WHERE id = ${valorant}`.execute(server.database.handle.db);

    const ids = async (path: string) => (await call(server, 'GET', path)).body.map((t: { id: string }) => t.id);
    const all = await ids('/tournaments');
    expect(all).toEqual(expect.arrayContaining([chess, valorant]));
    for (const absent of [hidden, draft, ofLocked]) expect(all).not.toContain(absent);
    expect(await ids('/tournaments?game=valorant')).toEqual([valorant]);
    expect(await ids('/tournaments?platform=playstation5')).toEqual([valorant]);
    expect(await ids('/tournaments?status=published')).toEqual(expect.arrayContaining([chess, valorant]));
    expect(await ids('/tournaments?status=canceled')).toEqual([]);
    expect(await ids('/tournaments/promoted')).toEqual([valorant]);
    expect((await call(server, 'GET', '/tournaments?status=bogus')).status).toBe(400);

    // Hidden tournaments are reachable by link; a locked organization's are not.
    expect((await call(server, 'GET', `/tournaments/${hidden}`)).status).toBe(200);
    expect((await call(server, 'GET', `/tournaments/${ofLocked}`, { session: alice })).body).toMatchObject({
      statusCode: 404,
      message: 'TOURNAMENT-NOT-FOUND',
    });
    expect((await call(server, 'GET', `/tournaments/${ofLocked}`, { session: lockedOrganizer })).status).toBe(200);
    expect((await register(ofLocked, alice)).status).toBe(404);
    expect((await register(draft, alice)).status).toBe(404);
  });

  it('pages the list: each tournament once, newest first, whatever is published between two pages', async () => {
    await addGame(server, 'paged', 'Paged');
    const published: string[] = [];
    for (let i = 0; i < 5; i++)
      published.push(await createPublished(server, organizer, { game: 'paged', name: `Paged Cup ${i}` }));
    const page = async (query: string) => {
      const answer = await call(server, 'GET', `/tournaments?game=paged&${query}`);
      expect(answer.status).toBe(200);
      return answer.body.map((t: { id: string }) => t.id) as string[];
    };
    const whole = await page('');
    expect(whole).toHaveLength(5);
    expect([...whole].sort()).toEqual([...published].sort());

    const first = await page('limit=2');
    expect(first).toEqual(whole.slice(0, 2));
    // Published between two pages: it heads the list, and the pages after the first still follow on from it.
    const late = await createPublished(server, organizer, { game: 'paged', name: 'Paged Late' });
    const second = await page(`limit=2&after=${first[1]}`);
    const third = await page(`limit=2&after=${second[1]}`);
    expect([...first, ...second, ...third]).toEqual(whole);
    expect(third).toHaveLength(1);
    expect(await page(`limit=2&after=${third[0]}`)).toEqual([]);
    expect((await page('limit=1'))[0]).toBe(late);

    // A page after a tournament that is not there is empty; a page size out of range or a malformed id is refused.
    expect(await page('after=00000000-0000-4000-8000-000000000000')).toEqual([]);
    for (const query of ['limit=0', 'limit=201', 'limit=two', 'after=nope'])
      expect((await call(server, 'GET', `/tournaments?${query}`)).status).toBe(400);
  });

  it('registers a player solo and answers the updated tournament with the viewer’s state', async () => {
    const id = await createPublished(server, organizer);
    expect((await call(server, 'GET', `/tournaments/${id}`)).body.viewer).toEqual({
      role: 'SPECTATOR',
      registration: 'NONE',
      state: 'REGISTRATION_OPEN',
    });
    const answer = await register(id, alice, soloBody({ isOldEnough: true }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id,
      participantCount: 1,
      viewer: { role: 'PARTICIPANT', registration: 'REGISTERED', state: 'REGISTERED' },
    });
    const registered = await call(server, 'GET', '/tournaments/registered', { session: alice });
    expect(registered.body.map((t: { id: string }) => t.id)).toContain(id);
    expect((await call(server, 'GET', '/tournaments/registered')).status).toBe(401);
    expect((await register(id, alice)).body).toMatchObject({ statusCode: 409, message: 'USER-ALREADY-REGISTERED' });
    const row = await server.database.handle.db
      .selectFrom('tournament_registrations')
      .selectAll()
      .where('tournament_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'SOLO',
      discord_nickname: 'nova#1234',
      game_nickname: 'NovaPlayer',
      is_old_enough: true,
      status: 'REGISTERED',
    });
  });

  it('refuses solo registrations with the documented codes and writes nothing', async () => {
    const id = await createPublished(server, organizer, { format: { maxParticipants: 2 } });
    const before = await count(server, 'tournament_registrations');
    const visitor = await register(id, undefined);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toHaveProperty('loginUrl');
    expect((await register(id, bob, soloBody({ acceptedTournamentTermsOfUse: false }))).body).toMatchObject({
      statusCode: 400,
      message: 'TOURNAMENT-TERMS-NOT-ACCEPTED',
    });
    expect((await register(id, bob, soloBody({ acceptedArenaTermsOfUse: false }))).body.message).toBe(
      'TOURNAMENT-TERMS-NOT-ACCEPTED',
    );
    const { isOldEnough: _omitted, ...withoutAge } = soloBody();
    expect((await register(id, bob, withoutAge)).body).toMatchObject({
      statusCode: 400,
      message: 'TOURNAMENT-MINIMUM-AGE',
    });
    const blank = await register(id, bob, soloBody({ discordNickname: '  ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.formFieldErrors).toHaveProperty('discordNickname');
    expect((await register(id, bob, { gameNickname: 3 })).status).toBe(400);
    expect(
      (await call(server, 'POST', `/participants/not-a-uuid/registrations/solo`, { session: bob, json: soloBody() }))
        .status,
    ).toBe(400);
    expect(await count(server, 'tournament_registrations')).toBe(before);

    expect((await register(id, bob)).status).toBe(200);
    expect((await register(id, carol)).status).toBe(200);
    expect((await register(id, dave)).body).toMatchObject({ statusCode: 409, message: 'TOURNAMENT-REGISTRATION-FULL' });
    expect((await call(server, 'GET', `/tournaments/${id}`, { session: dave })).body).toMatchObject({
      registrationFull: true,
      viewer: { state: 'REGISTRATION_CLOSED' },
    });

    const notYet = await createPublished(server, organizer, { phase: 'before-registration' });
    expect((await register(notYet, dave)).body).toMatchObject({
      statusCode: 409,
      message: 'TOURNAMENT-REGISTRATION-CLOSED',
    });
    const over = await createPublished(server, organizer, { phase: 'check-in' });
    expect((await register(over, dave)).body.message).toBe('TOURNAMENT-REGISTRATION-CLOSED');
    // Tickets are read from the player's linked wallet (gated-access.test.ts); without one there is nothing to read.
    const gated = await createPublished(server, organizer, {
      settings: settings({ accessType: 'GATED_ACCESS', uniqFactoryIds: ['12'] }),
    });
    expect((await register(gated, dave)).body).toMatchObject({ statusCode: 400, message: 'MISSING-WALLET' });
    const teamOnly = await createPublished(server, organizer, { settings: teamSettings() });
    expect((await register(teamOnly, dave)).body).toMatchObject({
      statusCode: 400,
      message: 'TOURNAMENT-WRONG-PARTICIPANT-TYPE',
    });
    const canceled = await createPublished(server, organizer);
    await call(server, 'POST', `/tournaments/${canceled}/cancel`, { session: organizer });
    expect((await register(canceled, dave)).body).toMatchObject({ statusCode: 409, message: 'TOURNAMENT-CANCELED' });
  });

  it('cancels a registration, which frees the place', async () => {
    const id = await createPublished(server, organizer, { format: { maxParticipants: 2 } });
    await register(id, alice);
    expect((await call(server, 'DELETE', `/participants/${id}/registrations`, { session: bob })).body).toMatchObject({
      statusCode: 409,
      message: 'TOURNAMENT-NOT-REGISTERED',
    });
    const canceled = await call(server, 'DELETE', `/participants/${id}/registrations`, { session: alice });
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({
      participantCount: 0,
      viewer: { role: 'SPECTATOR', registration: 'NONE', state: 'REGISTRATION_OPEN' },
    });
    expect((await call(server, 'DELETE', `/participants/${id}/registrations`)).status).toBe(401);
    expect((await register(id, alice)).status).toBe(200);
    await setSchedule(server, id, scheduleAt('between', Date.now() - 3 * 3_600_000));
    expect((await call(server, 'DELETE', `/participants/${id}/registrations`, { session: alice })).body.message).toBe(
      'TOURNAMENT-REGISTRATION-CLOSED',
    );
  });

  it('checks a registered player in, only within the check-in window', async () => {
    const id = await createPublished(server, organizer);
    await register(id, alice);
    const checkIn = (session?: Session) => call(server, 'POST', `/participants/${id}/check-in`, { session });
    expect((await checkIn(alice)).body).toMatchObject({ statusCode: 409, message: 'CHECKIN-NOT-IN-WINDOW' });
    await setSchedule(server, id, scheduleAt('check-in'));
    expect((await checkIn(undefined)).status).toBe(401);
    expect((await checkIn(bob)).body).toMatchObject({ statusCode: 409, message: 'CHECKIN-NOT-REGISTERED' });
    const done = await checkIn(alice);
    expect(done.status).toBe(200);
    expect(done.body.viewer).toEqual({ role: 'PARTICIPANT', registration: 'CHECKED_IN', state: 'CHECKED_IN' });
    expect((await checkIn(alice)).body).toMatchObject({ statusCode: 409, message: 'CHECKIN-ALREADY-CHECKED-IN' });
    await setSchedule(server, id, scheduleAt('between', Date.now() - 4 * 3_600_000));
    expect((await checkIn(alice)).body.message).toBe('CHECKIN-NOT-IN-WINDOW');
  });

  it('lets the captain register a team within its size limits and check it in; the team is then frozen', async () => {
    const team = await createTeam(server, carol, `Squad ${engine}`);
    await addMember(server, carol, team.id, 'pt-dave@example.com', dave);
    const [carolId, daveId, aliceId] = await Promise.all([
      userId(server, carol),
      userId(server, dave),
      userId(server, alice),
    ]);
    const id = await createPublished(server, organizer, { settings: teamSettings() });
    const registerTeam = (session: Session, body: Record<string, unknown>) =>
      call(server, 'POST', `/participants/${id}/registrations/team`, {
        session,
        json: { ...soloBody(), teamId: team.id, ...body },
      });

    expect((await registerTeam(dave, { userIds: [carolId, daveId] })).body).toMatchObject({
      statusCode: 403,
      message: 'TEAM-CAPTAIN-ONLY',
    });
    expect((await registerTeam(carol, { userIds: [carolId] })).body).toMatchObject({
      statusCode: 400,
      message: 'TOURNAMENT-TEAM-SIZE-INVALID',
    });
    expect((await registerTeam(carol, { userIds: [carolId, aliceId] })).body).toMatchObject({
      statusCode: 400,
      message: 'TEAM-NOT-MEMBER',
    });
    expect(
      (await registerTeam(carol, { userIds: [carolId, daveId], teamId: '00000000-0000-4000-8000-000000000000' })).body
        .message,
    ).toBe('TEAM-NOT-FOUND');
    expect((await registerTeam(carol, { userIds: 'all' })).status).toBe(400);
    expect(await count(server, 'tournament_registrations', `tournament_id = '${id}'`)).toBe(0);

    const registered = await registerTeam(carol, { userIds: [carolId, daveId] });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({
      participantCount: 1,
      viewer: { role: 'PARTICIPANT', registration: 'REGISTERED' },
    });
    expect((await registerTeam(carol, { userIds: [carolId, daveId] })).body.message).toBe('USER-ALREADY-REGISTERED');
    expect(
      (await call(server, 'GET', '/tournaments/registered', { session: dave })).body.map((t: { id: string }) => t.id),
    ).toContain(id);
    expect((await call(server, 'GET', `/teams/${team.id}`, { session: carol })).body.inTournament).toBe(true);
    // Dave already plays for Carol's team: another team cannot field him in the same tournament.
    const otherTeam = await createTeam(server, bob, `Other ${engine}`);
    await addMember(server, bob, otherTeam.id, 'pt-dave@example.com', dave);
    const bobId = await userId(server, bob);
    expect((await registerTeam(bob, { teamId: otherTeam.id, userIds: [bobId, daveId] })).body).toMatchObject({
      statusCode: 409,
      message: 'USER-ALREADY-REGISTERED',
    });

    await setSchedule(server, id, scheduleAt('check-in'));
    expect((await call(server, 'POST', `/participants/${id}/check-in`, { session: dave })).body).toMatchObject({
      statusCode: 403,
      message: 'CHECKIN-CAPTAIN-ONLY',
    });
    expect((await call(server, 'POST', `/participants/${id}/check-in`, { session: carol })).body.viewer.state).toBe(
      'CHECKED_IN',
    );
    expect((await call(server, 'GET', `/tournaments/${id}`, { session: dave })).body.viewer.registration).toBe(
      'CHECKED_IN',
    );

    const withdrawn = await call(server, 'DELETE', `/participants/${id}/registrations`, { session: carol });
    expect(withdrawn.body.viewer.registration).toBe('NONE');
    expect((await call(server, 'GET', `/teams/${team.id}`, { session: carol })).body.inTournament).toBe(false);
  });
});

// The organizer's calls: wizard draft, sections with the domain validators, publishing and its refusals,
// cancelling, and who may touch a tournament at all (members of its organization; others get a 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, count } from '../teams/people-kit.js';
import {
  addGame,
  createDraft,
  createPublished,
  format,
  futureSchedule,
  mainInformation,
  makeOrganizer,
  saveSection,
  setSchedule,
  settings,
} from './tournament-kit.js';

describe.each(testEngines())('organizer tournaments on %s', (engine) => {
  let server: TestServer;
  let organizer: Session;
  let colleague: Session;
  let rival: Session;
  let player: Session;
  let organizationId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    [organizer, colleague, rival, player] = await Promise.all([
      server.signUp('org-owner@example.com', 'OrgOwner'),
      server.signUp('org-colleague@example.com', 'OrgColleague'),
      server.signUp('rival-org@example.com', 'RivalOrg'),
      server.signUp('org-player@example.com', 'OrgPlayer'),
    ]);
    organizationId = await makeOrganizer(server, organizer, 'Nova Events');
    await makeOrganizer(server, rival, 'Rival Events');
    const colleagueId = (await call(server, 'GET', '/users/current', { session: colleague })).body.id;
    await server.database.handle.db
      .insertInto('organization_members')
      .values({ organization_id: organizationId, user_id: colleagueId })
      .execute();
    await addGame(server, 'chess', 'Chess');
  });
  afterAll(async () => server?.close());

  it('creates a draft from the wizard (game, then name) in the organizer’s organization', async () => {
    const answer = await call(server, 'POST', '/tournaments', {
      session: organizer,
      json: { disciplineCode: 'chess', name: '  Spring Open ' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      organizationId,
      name: 'Spring Open',
      status: 'draft',
      game: { code: 'chess', name: 'Chess' },
      mainInformation: null,
      schedule: null,
      participantCount: 0,
      viewer: { role: 'ORGANIZER', state: 'DRAFT' },
    });
    const read = await call(server, 'GET', `/tournaments/${answer.body.id}`, { session: colleague });
    expect(read.status).toBe(200);
    expect(read.body.viewer.role).toBe('ORGANIZER');
    const mine = await call(server, 'GET', '/organizations/current/tournaments', { session: colleague });
    expect(mine.body.map((t: { id: string }) => t.id)).toContain(answer.body.id);
  });

  it('refuses a draft to visitors (401), players (403), unknown games and empty names, writing nothing', async () => {
    const before = await count(server, 'tournaments');
    const visitor = await call(server, 'POST', '/tournaments', { json: { disciplineCode: 'chess', name: 'x' } });
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toHaveProperty('loginUrl');
    expect(
      (await call(server, 'POST', '/tournaments', { session: player, json: { disciplineCode: 'chess', name: 'x' } }))
        .body,
    ).toMatchObject({ statusCode: 403, message: 'FORBIDDEN' });
    expect(
      (await call(server, 'POST', '/tournaments', { session: organizer, json: { disciplineCode: 'nope', name: 'x' } }))
        .body,
    ).toMatchObject({ statusCode: 400, message: 'INVALID-DISCIPLINE-CODE' });
    const empty = await call(server, 'POST', '/tournaments', {
      session: organizer,
      json: { disciplineCode: 'chess', name: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.formFieldErrors).toHaveProperty('name');
    const malformed = await call(server, 'POST', '/tournaments', { session: organizer, json: { disciplineCode: 7 } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('VALIDATION-FAILED');
    expect(await count(server, 'tournaments')).toBe(before);
  });

  it('saves each section on its own and returns the updated tournament', async () => {
    const id = await createDraft(server, organizer);
    const afterMain = await saveSection(
      server,
      organizer,
      id,
      'main-information',
      mainInformation({ name: 'Renamed Cup' }),
    );
    expect(afterMain.name).toBe('Renamed Cup');
    expect(afterMain.mainInformation?.platforms).toEqual(['windows', 'mac']);
    const afterSettings = await saveSection(server, colleague, id, 'settings', settings({ hidden: true }));
    expect(afterSettings).toMatchObject({ hidden: true, settings: { participantType: 'SOLO_MATCH', minimumAge: 13 } });
    expect((await saveSection(server, organizer, id, 'format', format())).format?.maxParticipants).toBe(25);
    const schedule = futureSchedule();
    expect((await saveSection(server, organizer, id, 'schedule', schedule)).schedule?.registration.start).toBe(
      schedule.registration.start,
    );
    const prizes = { rewards: [{ ranks: { kind: 'FIRST' }, uosAmount: '100', uniqs: [] }] };
    expect((await saveSection(server, organizer, id, 'prizepool', prizes)).prizepool?.rewards).toHaveLength(1);
  });

  it('answers invalid sections with the domain validators’ formFieldErrors and keeps the saved value', async () => {
    const id = await createDraft(server, organizer);
    const put = (section: string, body: unknown) =>
      call(server, 'PUT', `/tournaments/${id}/sections/${section}`, { session: organizer, json: body });
    const partners = Array.from({ length: 13 }, (_, i) => ({ name: `Partner ${i}` }));
    const cases: [string, unknown, string][] = [
      ['main-information', mainInformation({ name: '' }), 'name'],
      ['main-information', mainInformation({ partners }), 'partners'],
      ['settings', settings({ minimumAge: 10 }), 'minimumAge'],
      ['settings', settings({ accessType: 'GATED_ACCESS', uniqFactoryIds: [] }), 'uniqFactoryIds'],
      ['settings', settings({ participantType: 'TEAM_MATCH' }), 'teamOptions'],
      ['format', format({ minParticipants: 8, maxParticipants: 4 }), 'format.maxParticipants'],
      [
        'format',
        format({
          scoringSystem: {
            rankRanges: [],
            ingameMetrics: [],
            winPoints: 0,
            lossPoints: 1,
            byePoints: 1,
            forfeitPenalty: 0,
          },
        }),
        'format.scoringSystem.winPoints',
      ],
      ['schedule', futureSchedule(Date.now() - 5 * 3_600_000), 'schedule.registration.start'],
      ['prizepool', { rewards: [{ ranks: { kind: 'FIRST' }, uniqs: [] }] }, 'rewards.0'],
    ];
    for (const [section, body, field] of cases) {
      const answer = await put(section, body);
      expect(answer.status, `${section} ${field}`).toBe(400);
      expect(answer.body.message).toBe('VALIDATION-FAILED');
      expect(answer.body.formFieldErrors, `${section} ${field}`).toHaveProperty([field]);
    }
    const malformed = await put('format', { matchType: 'CHESS' });
    expect(malformed.status).toBe(400);
    expect(
      (await call(server, 'PUT', `/tournaments/${id}/sections/unknown`, { session: organizer, json: {} })).status,
    ).toBe(404);
    const row = await server.database.handle.db
      .selectFrom('tournaments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([row.main_information, row.settings, row.format, row.schedule, row.prizepool]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('hides a tournament from anyone outside its organization behind a 404', async () => {
    const id = await createDraft(server, organizer);
    for (const session of [rival, player]) {
      expect((await call(server, 'GET', `/tournaments/${id}`, { session })).status).toBe(404);
      expect(
        (
          await call(server, 'PUT', `/tournaments/${id}/sections/main-information`, {
            session,
            json: mainInformation(),
          })
        ).body,
      ).toMatchObject({ statusCode: 404, message: 'TOURNAMENT-NOT-FOUND' });
      expect((await call(server, 'POST', `/tournaments/${id}/publish`, { session })).status).toBe(404);
      expect((await call(server, 'POST', `/tournaments/${id}/cancel`, { session })).status).toBe(404);
    }
    expect((await call(server, 'GET', `/tournaments/${id}`)).status).toBe(404);
    expect((await call(server, 'PUT', `/tournaments/${id}/sections/settings`, { json: settings() })).status).toBe(401);
    expect((await call(server, 'POST', `/tournaments/${id}/publish`)).status).toBe(401);
    expect((await call(server, 'GET', '/organizations/current/tournaments', { session: player })).status).toBe(403);
    const row = await server.database.handle.db
      .selectFrom('tournaments')
      .select(['status', 'main_information'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'DRAFT', main_information: null });
  });

  it('refuses to publish with the catalogue code of the first missing section', async () => {
    const id = await createDraft(server, organizer);
    const publish = () => call(server, 'POST', `/tournaments/${id}/publish`, { session: organizer });
    expect((await publish()).body).toMatchObject({ statusCode: 400, message: 'TOURNAMENT-MAIN-INFO-INCOMPLETE' });
    await saveSection(server, organizer, id, 'main-information', mainInformation());
    expect((await publish()).body.message).toBe('TOURNAMENT-SETTINGS-INCOMPLETE');
    await saveSection(server, organizer, id, 'settings', settings());
    expect((await publish()).body.message).toBe('TOURNAMENT-FORMAT-INCOMPLETE');
    await saveSection(server, organizer, id, 'format', format());
    expect((await publish()).body.message).toBe('TOURNAMENT-SCHEDULE-INCOMPLETE');
    await saveSection(server, organizer, id, 'schedule', futureSchedule());
    // The start date passes while the draft waits: the stored schedule now begins in the past.
    await setSchedule(server, id, futureSchedule(Date.now() - 2 * 3_600_000));
    expect((await publish()).body.message).toBe('TOURNAMENT-START-DATE-PASSED');
    await saveSection(server, organizer, id, 'schedule', futureSchedule());
    await saveSection(server, organizer, id, 'prizepool', {
      rewards: [{ ranks: { kind: 'FIRST' }, uniqs: [{ factoryId: '7', quantity: 1 }] }],
    });
    expect((await publish()).body).toMatchObject({ statusCode: 409, message: 'TOURNAMENT-ESCROW-REQUIRED' });
    await saveSection(server, organizer, id, 'prizepool', {
      rewards: [{ ranks: { kind: 'RANGE', startRank: 1, endRank: 3 }, uosAmount: '12.5' }],
    });
    expect((await publish()).body.message).toBe('TOURNAMENT-ESCROW-REQUIRED');
    expect((await call(server, 'GET', `/tournaments/${id}`, { session: organizer })).body.status).toBe('draft');
  });

  it('publishes once, then locks the sections; a locked organization cannot publish', async () => {
    const id = await createDraft(server, organizer);
    await saveSection(server, organizer, id, 'main-information', mainInformation());
    await saveSection(server, organizer, id, 'settings', settings());
    await saveSection(server, organizer, id, 'format', format());
    await saveSection(server, organizer, id, 'schedule', futureSchedule());
    await saveSection(server, organizer, id, 'prizepool', { rewards: [] });
    await sql`UPDATE organizations SET locked = true WHERE id = ${organizationId}`.execute(server.database.handle.db);
    expect((await call(server, 'POST', `/tournaments/${id}/publish`, { session: organizer })).body).toMatchObject({
      statusCode: 403,
      message: 'ORGANIZATION-LOCKED',
    });
    await sql`UPDATE organizations SET locked = false WHERE id = ${organizationId}`.execute(server.database.handle.db);

    const published = await call(server, 'POST', `/tournaments/${id}/publish`, { session: organizer });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', viewer: { role: 'ORGANIZER', state: 'COMING_SOON' } });
    expect(published.body.publishedAt).toEqual(expect.any(String));
    expect((await call(server, 'POST', `/tournaments/${id}/publish`, { session: organizer })).body).toMatchObject({
      statusCode: 409,
      message: 'TOURNAMENT-ALREADY-PUBLISHED',
    });
    const locked = await call(server, 'PUT', `/tournaments/${id}/sections/main-information`, {
      session: organizer,
      json: mainInformation({ name: 'Changed' }),
    });
    expect(locked.body).toMatchObject({ statusCode: 409, message: 'TOURNAMENT-SECTION-LOCKED' });
    expect((await call(server, 'GET', `/tournaments/${id}`, { session: player })).body).toMatchObject({
      name: 'Nova Cup',
      viewer: { role: 'SPECTATOR', state: 'COMING_SOON' },
    });
  });

  it('documents every tournament call in the OpenAPI document', async () => {
    const openapi = await (await fetch(`${server.baseUrl}/api/docs/json`)).json();
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/tournaments',
        '/api/v1/tournaments/{id}',
        '/api/v1/tournaments/{id}/sections/schedule',
        '/api/v1/tournaments/{id}/publish',
        '/api/v1/tournaments/{id}/cancel',
        '/api/v1/tournaments/promoted',
        '/api/v1/tournaments/registered',
        '/api/v1/participants/{tournamentId}/registrations/solo',
        '/api/v1/participants/{tournamentId}/registrations/team',
        '/api/v1/participants/{tournamentId}/registrations',
        '/api/v1/participants/{tournamentId}/check-in',
      ]),
    );
  });

  it('cancels a tournament once; players then see it canceled', async () => {
    const id = await createPublished(server, organizer, { phase: 'registration' });
    const canceled = await call(server, 'POST', `/tournaments/${id}/cancel`, { session: organizer });
    expect(canceled.body).toMatchObject({ status: 'canceled', viewer: { state: 'TOURNAMENT_CANCELED' } });
    expect((await call(server, 'POST', `/tournaments/${id}/cancel`, { session: organizer })).body).toMatchObject({
      statusCode: 409,
      message: 'TOURNAMENT-CANCELED',
    });
    expect((await call(server, 'GET', `/tournaments/${id}`, { session: player })).body.viewer.state).toBe(
      'TOURNAMENT_CANCELED',
    );
    expect((await call(server, 'POST', `/tournaments/${id}/publish`, { session: organizer })).body.message).toBe(
      'TOURNAMENT-NOT-EDITABLE',
    );
  });
});

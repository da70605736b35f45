// Issue 16 §1: Your Organization's overview tells the truth: counts of tournaments, participants, leaderboards
// and Uniq factories, and what needs the organizer now (a check-in running, escrow to sign, drafts to publish).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import {
  addGame,
  createDraft,
  createPublished,
  format,
  makeOrganizer,
  saveSection,
  scheduleAt,
  setSchedule,
  soloBody,
} from '../tournaments/tournament-kit.js';

describe.each(testEngines())('organization overview on %s', (engine) => {
  let server: TestServer;
  let organizer: Session;
  let rival: Session;
  let players: Session[];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(engine);
    [organizer, rival, ...players] = await Promise.all([
      server.signUp('overview-org@example.com', 'OverviewOrg'),
      server.signUp('overview-rival@example.com', 'OverviewRival'),
      server.signUp('overview-p1@example.com', 'OverviewP1'),
      server.signUp('overview-p2@example.com', 'OverviewP2'),
      server.signUp('overview-p3@example.com', 'OverviewP3'),
    ]);
    await makeOrganizer(server, organizer, 'Overview Events');
    await makeOrganizer(server, rival, 'Rival Overview Events');
    await addGame(server, 'chess', 'Chess');
    ids.plainDraft = await createDraft(server, organizer, 'chess', 'Plain Draft');
    ids.prizeDraft = await createDraft(server, organizer, 'chess', 'Prize Draft');
    await saveSection(server, organizer, ids.prizeDraft, 'format', format());
    await saveSection(server, organizer, ids.prizeDraft, 'prizepool', {
      rewards: [{ ranks: { kind: 'FIRST' }, uosAmount: '100', uniqs: [] }],
    });
    ids.checkIn = await createPublished(server, organizer, { name: 'Check-in Cup' });
    ids.open = await createPublished(server, organizer, { name: 'Open Cup' });
    ids.canceled = await createPublished(server, organizer, { name: 'Rained Out' });
    await createPublished(server, rival, { name: 'Rival Cup' });
    for (const player of players) {
      expect(
        (
          await call(server, 'POST', `/participants/${ids.checkIn}/registrations/solo`, {
            session: player,
            json: soloBody(),
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (
        await call(server, 'POST', `/participants/${ids.open}/registrations/solo`, {
          session: players[0],
          json: soloBody(),
        })
      ).status,
    ).toBe(200);
    expect((await call(server, 'POST', `/tournaments/${ids.canceled}/cancel`, { session: organizer })).status).toBe(
      200,
    );
    await setSchedule(server, ids.checkIn, scheduleAt('check-in'));
    expect((await call(server, 'POST', `/participants/${ids.checkIn}/check-in`, { session: players[0] })).status).toBe(
      200,
    );
  });
  afterAll(async () => server?.close());

  it('counts what the organization has and lists what needs the organizer, most urgent first', async () => {
    const answer = await call(server, 'GET', '/organizations/current/overview', { session: organizer });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      tournaments: { total: 5, draft: 2, published: 2, finished: 0, canceled: 1 },
      participants: { registered: 4, checkedIn: 1 },
      leaderboards: 0,
      uniqFactories: 0,
      attention: [
        {
          kind: 'CHECK_IN_OPEN',
          tournamentId: ids.checkIn,
          tournamentName: 'Check-in Cup',
          checkedIn: 1,
          registered: 3,
        },
        { kind: 'ESCROW_TO_SIGN', tournamentId: ids.prizeDraft, tournamentName: 'Prize Draft' },
        { kind: 'DRAFT_NOT_PUBLISHED', tournamentId: ids.plainDraft, tournamentName: 'Plain Draft' },
      ],
    });
  });

  it('is the organizers’ own: 403 for a player, 401 for a visitor, each organization its own; documented in OpenAPI', async () => {
    expect((await call(server, 'GET', '/organizations/current/overview', { session: players[0] })).status).toBe(403);
    expect((await call(server, 'GET', '/organizations/current/overview')).status).toBe(401);
    const rivalView = await call(server, 'GET', '/organizations/current/overview', { session: rival });
    expect(rivalView.body.tournaments.total).toBe(1);
    const openapi = await (await fetch(`${server.baseUrl}/api/docs/json`)).json();
    expect(Object.keys(openapi.paths)).toContain('/api/v1/organizations/current/overview');
  });
});

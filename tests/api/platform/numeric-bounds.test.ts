// Numbers beyond what SPEC implies (a minimum age of 150, a rank or Uniq quantity of 1e300, a round lasting
// a century) are field errors, not stored values; and the dev mailbox outside development builds is for
// platform admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, setRole } from '../teams/people-kit.js';
import {
  addGame,
  createDraft,
  format,
  futureSchedule,
  makeOrganizer,
  settings,
} from '../tournaments/tournament-kit.js';

describe.each(testEngines())('numeric bounds and the dev mailbox, on %s', (engine) => {
  let server: TestServer;
  let organizer: Session;
  let player: Session;
  let admin: Session;

  beforeAll(async () => {
    server = await startTestServer(engine, { NODE_ENV: 'test' });
    [organizer, player, admin] = await Promise.all([
      server.signUp('bounds-organizer@example.com', 'BoundsOrganizer'),
      server.signUp('bounds-player@example.com', 'BoundsPlayer'),
      server.signUp('bounds-admin@example.com', 'BoundsAdmin'),
    ]);
    await setRole(server, 'bounds-admin@example.com', 'admin');
    await makeOrganizer(server, organizer, 'Bounds Events');
    await addGame(server, 'chess');
  });
  afterAll(async () => server?.close());

  const put = (id: string, section: string, json: unknown) =>
    call(server, 'PUT', `/tournaments/${id}/sections/${section}`, { session: organizer, json });

  it('keeps the minimum age between 13 and 99', async () => {
    const id = await createDraft(server, organizer);
    for (const [minimumAge, text] of [
      [150, 'The maximum value allowed is 99.'],
      [1e300, 'The maximum value allowed is 99.'],
      [5, 'The minimum value allowed is 13.'],
    ] as const) {
      const refused = await put(id, 'settings', settings({ minimumAge }));
      expect(refused.status).toBe(400);
      expect(refused.body.formFieldErrors).toEqual({ minimumAge: text });
    }
    expect((await put(id, 'settings', settings({ minimumAge: 99 }))).status).toBe(200);
  });

  it('bounds ranks, durations and Uniq quantities', async () => {
    const id = await createDraft(server, organizer);
    const ranks = await put(
      id,
      'format',
      format({
        scoringSystem: {
          rankRanges: [{ startRank: 1, endRank: 1e300, points: 1 }],
          ingameMetrics: [],
          winPoints: 3,
          lossPoints: 0,
          byePoints: 1,
          forfeitPenalty: 0,
        },
        gameDuration: 1e9,
      }),
    );
    expect(ranks.status).toBe(400);
    expect(ranks.body.formFieldErrors).toMatchObject({
      'scoringSystem.rankRanges.0.endRank': 'The maximum value allowed is 1000000.',
      gameDuration: 'The maximum value allowed is 10080.',
    });
    const schedule = futureSchedule();
    const rounds = schedule.rounds.map((round: object) => ({ ...round, matchDurationMinutes: 52_560_000 }));
    const refusedSchedule = await put(id, 'schedule', { ...schedule, rounds });
    expect(refusedSchedule.body.formFieldErrors).toEqual({
      'rounds.0.matchDurationMinutes': 'The maximum value allowed is 10080.',
    });
    const prizes = await put(id, 'prizepool', {
      rewards: [{ ranks: { kind: 'SPECIFIC', rank: 1e300 }, uniqs: [{ factoryId: 'f1', quantity: 1e300 }] }],
    });
    expect(prizes.status).toBe(400);
    expect(prizes.body.formFieldErrors).toMatchObject({
      'rewards.0.ranks.rank': 'The maximum value allowed is 1000000.',
      'rewards.0.uniqs.0.quantity': 'The maximum value allowed is 1000000.',
    });
  });

  it('serves the dev mailbox outside development builds to platform admins only', async () => {
    const guest = await fetch(`${server.baseUrl}/dev/mailbox`);
    expect(guest.status).toBe(401);
    expect((await guest.json()).message.loginUrl).toBeTruthy();
    const asPlayer = await fetch(`${server.baseUrl}/dev/mailbox`, { headers: player.headers });
    expect(asPlayer.status).toBe(403);
    expect(await asPlayer.json()).toEqual({ statusCode: 403, message: 'FORBIDDEN' });
    const asAdmin = await fetch(`${server.baseUrl}/dev/mailbox`, { headers: admin.headers });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.text()).toContain('Dev mailbox');
  });
});

// A registration rush on a tournament of 25 places: 15 are already taken (players written straight into the
// database, as the built-in provider allows only ~20 sign-ups a minute), then 16 signed-up players fire 13 solo
// registrations each, all at once (208 requests) for the last 10. The tournament row lock makes
// count-then-insert atomic, so exactly 25 end up registered, each at most once, and nobody sees a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import { addGame, createPublished, makeOrganizer, scheduleAt, setSchedule, soloBody } from './tournament-kit.js';

const PLAYERS = 16;
const ATTEMPTS_EACH = 13;
const PLACES = 25;
const TAKEN = 15;

/** Players who never signed in, registered directly: they only occupy places. */
async function fillPlaces(server: TestServer, tournamentId: string, places: number) {
  const db = server.database.handle.db;
  for (let i = 0; i < places; i++) {
    const user = await db
      .insertInto('users')
      .values({ issuer: 'filler', subject: `filler-${tournamentId}-${i}`, nickname: `Filler${i}` } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tournament_registrations')
      .values({
        tournament_id: tournamentId,
        kind: 'SOLO',
        user_id: user.id,
        member_ids: JSON.stringify([user.id]),
        discord_nickname: 'f#1',
        game_nickname: 'F',
      })
      .execute();
  }
}

describe.each(testEngines())('registration races on %s', (engine) => {
  let server: TestServer;
  let organizer: Session;
  let players: Session[];

  beforeAll(async () => {
    server = await startTestServer(engine);
    organizer = await server.signUp('race-organizer@example.com', 'RaceOrganizer');
    await makeOrganizer(server, organizer, 'Race Events');
    await addGame(server, 'chess');
    players = [];
    // A few at a time: each sign-up hashes a password.
    for (let i = 0; i < PLAYERS; i += 8) {
      players.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(8, PLAYERS - i) }, (_, j) =>
            server.signUp(`racer${i + j}@example.com`, `Racer${i + j}`),
          ),
        )),
      );
    }
  });
  afterAll(async () => server?.close());

  it(`fills the last ${PLACES - TAKEN} of ${PLACES} places from ${PLAYERS * ATTEMPTS_EACH} concurrent registrations, each player at most once`, async () => {
    const id = await createPublished(server, organizer, { format: { maxParticipants: PLACES } });
    await fillPlaces(server, id, TAKEN);
    const attempts = players.flatMap((session) =>
      Array.from({ length: ATTEMPTS_EACH }, () =>
        call(server, 'POST', `/participants/${id}/registrations/solo`, { session, json: soloBody() }),
      ),
    );
    const answers = await Promise.all(attempts);

    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(PLACES - TAKEN);
    const refusals = new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body?.message}`));
    expect([...refusals].sort()).toEqual(
      ['409 TOURNAMENT-REGISTRATION-FULL', '409 USER-ALREADY-REGISTERED'].filter((r) => refusals.has(r)),
    );
    expect(refusals.size).toBeGreaterThan(0);

    const rows = await server.database.handle.db
      .selectFrom('tournament_registrations')
      .select(['user_id', 'status'])
      .where('tournament_id', '=', id)
      .execute();
    expect(rows).toHaveLength(PLACES);
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(PLACES);
    expect(rows.every((row) => row.status === 'REGISTERED')).toBe(true);
    const view = await call(server, 'GET', `/tournaments/${id}`);
    expect(view.body).toMatchObject({ participantCount: PLACES, registrationFull: true });
  });

  it('registers a player who fires twice at once exactly once', async () => {
    const id = await createPublished(server, organizer, { format: { maxParticipants: PLACES } });
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        call(server, 'POST', `/participants/${id}/registrations/solo`, { session: players[0], json: soloBody() }),
      ),
    );
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((a) => a.status === 409)!.body.message).toBe('USER-ALREADY-REGISTERED');
    const rows = await server.database.handle.db
      .selectFrom('tournament_registrations')
      .select('id')
      .where('tournament_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('checks a player in once when they fire check-in twice at once, and a racing withdrawal leaves one outcome', async () => {
    const id = await createPublished(server, organizer, { format: { maxParticipants: PLACES } });
    const [checker, leaver] = [players[1], players[2]];
    for (const session of [checker, leaver])
      expect(
        (await call(server, 'POST', `/participants/${id}/registrations/solo`, { session, json: soloBody() })).status,
      ).toBe(200);
    await setSchedule(server, id, scheduleAt('check-in'));

    const checkIns = await Promise.all(
      [0, 1].map(() => call(server, 'POST', `/participants/${id}/check-in`, { session: checker })),
    );
    expect(checkIns.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(checkIns.find((a) => a.status === 409)!.body.message).toBe('CHECKIN-ALREADY-CHECKED-IN');

    // Check-in and withdrawal of the same player serialize on the tournament row: whichever comes second sees the first.
    const [checkIn, withdrawal] = await Promise.all([
      call(server, 'POST', `/participants/${id}/check-in`, { session: leaver }),
      call(server, 'DELETE', `/participants/${id}/registrations`, { session: leaver }),
    ]);
    expect(withdrawal.status).toBe(200);
    expect([200, 409]).toContain(checkIn.status);
    if (checkIn.status === 409) expect(checkIn.body.message).toBe('CHECKIN-NOT-REGISTERED');
    const rows = await server.database.handle.db
      .selectFrom('tournament_registrations')
      .select(['user_id', 'status'])
      .where('tournament_id', '=', id)
      .execute();
    expect(rows.map((row) => row.status).sort()).toEqual(['CANCELED', 'CHECKED_IN']);
  });
});

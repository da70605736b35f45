// The registration rush's group commit (server/modules/tournaments/solo-registrations.ts): solo registrations
// that arrive together share one statement. Within a batch, places go in request order and a full tournament
// stays full; nobody is admitted twice or to a tournament that is not open; and one bad request fails only
// itself. The statement is driven directly here, on the server's own database, to control what shares a batch;
// the HTTP paths over it are in player-tournaments, registration-races and two-process-registrations.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerSolosIfRoom,
  SoloRegistrations,
  type SoloRegistrationRequest,
} from '../../../server/modules/tournaments/solo-registrations.js';
import { systemClock } from '../../../server/clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, userId } from '../teams/people-kit.js';
import { addGame, createPublished, makeOrganizer, scheduleAt, setSchedule, soloBody } from './tournament-kit.js';

describe.each(testEngines())('batched solo registrations on %s', (engine) => {
  let server: TestServer;
  let organizer: Session;
  const players: { session: Session; id: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine);
    organizer = await server.signUp('sb-organizer@example.com', 'SbOrganizer');
    const sessions = await Promise.all(
      ['ann', 'ben', 'cat', 'dan', 'eve'].map((name) => server.signUp(`sb-${name}@example.com`, `Sb${name}`)),
    );
    for (const session of sessions) players.push({ session, id: await userId(server, session) });
    await makeOrganizer(server, organizer, 'Batch Events');
    await addGame(server, 'chess');
  });
  afterAll(async () => server?.close());

  const db = () => server.database.handle.db;
  const request = (
    tournamentId: string,
    maxParticipants: number,
    player: number,
    nickname = `Player${player}`,
  ): SoloRegistrationRequest => ({
    tournamentId,
    maxParticipants,
    userId: players[player].id,
    discordNickname: `${nickname}#1`,
    gameNickname: nickname,
  });

  async function registered(tournamentId: string): Promise<{ counter: number; users: string[] }> {
    const counter = await sql<{
      n: number;
    }>`SELECT active_registrations AS n FROM tournaments WHERE id = ${tournamentId}`.execute(db());
    const rows = await sql<{ id: string }>`
      SELECT user_id::text AS id FROM tournament_registrations WHERE tournament_id = ${tournamentId} AND status = 'REGISTERED' ORDER BY registered_at, id`.execute(
      db(),
    );
    return { counter: Number(counter.rows[0].n), users: rows.rows.map((row) => row.id).sort() };
  }

  it('hands out the last places in request order within one batch, over several tournaments', async () => {
    const small = await createPublished(server, organizer, { name: 'Small Cup', format: { maxParticipants: 3 } });
    const large = await createPublished(server, organizer, { name: 'Large Cup', format: { maxParticipants: 10 } });
    expect(
      (
        await call(server, 'POST', `/participants/${small}/registrations/solo`, {
          session: players[4].session,
          json: soloBody(),
        })
      ).status,
    ).toBe(200);

    const answers = await registerSolosIfRoom(
      db(),
      [request(small, 3, 0), request(large, 10, 0), request(small, 3, 1), request(small, 3, 2), request(large, 10, 1)],
      new Date(),
    );
    expect(answers.map((answer) => answer?.participants)).toEqual([2, 1, 3, undefined, 2]);
    expect(answers[0]!.tournament).toMatchObject({
      id: small,
      name: 'Small Cup',
      status: 'PUBLISHED',
      organization_name: 'Batch Events',
      discipline_code: 'chess',
    });
    expect(answers[1]!.tournament.id).toBe(large);
    expect(await registered(small)).toEqual({
      counter: 3,
      users: [players[0].id, players[1].id, players[4].id].sort(),
    });
    expect(await registered(large)).toEqual({ counter: 2, users: [players[0].id, players[1].id].sort() });

    // The player left out hears why through the locked path, and the API agrees with the batch.
    const refused = await call(server, 'POST', `/participants/${small}/registrations/solo`, {
      session: players[2].session,
      json: soloBody(),
    });
    expect(refused.body.message).toBe('TOURNAMENT-REGISTRATION-FULL');
    expect((await call(server, 'GET', `/tournaments/${small}`, { session: players[0].session })).body).toMatchObject({
      participantCount: 3,
      registrationFull: true,
      viewer: { registration: 'REGISTERED' },
    });
  });

  it('admits a player asking twice in one batch once, and one already registered not at all', async () => {
    const id = await createPublished(server, organizer, { format: { maxParticipants: 10 } });
    expect(
      (
        await call(server, 'POST', `/participants/${id}/registrations/solo`, {
          session: players[1].session,
          json: soloBody(),
        })
      ).status,
    ).toBe(200);

    const answers = await registerSolosIfRoom(
      db(),
      [request(id, 10, 0, 'First'), request(id, 10, 0, 'Second'), request(id, 10, 1), request(id, 10, 2)],
      new Date(),
    );
    expect(answers.map((answer) => answer?.participants)).toEqual([2, undefined, undefined, 3]);
    expect(await registered(id)).toEqual({
      counter: 3,
      users: [players[0].id, players[1].id, players[2].id].sort(),
    });
    const nickname = await sql<{ game_nickname: string }>`
      SELECT game_nickname FROM tournament_registrations WHERE tournament_id = ${id} AND user_id = ${players[0].id}`.execute(
      db(),
    );
    expect(nickname.rows).toEqual([{ game_nickname: 'First' }]);
  });

  it('admits nobody to a tournament whose registration is not open, that is cancelled, or whose organization is locked', async () => {
    const later = await createPublished(server, organizer, { name: 'Later Cup', phase: 'before-registration' });
    const closed = await createPublished(server, organizer, { name: 'Closed Cup' });
    await setSchedule(server, closed, scheduleAt('check-in'));
    const cancelled = await createPublished(server, organizer, { name: 'Cancelled Cup' });
    expect((await call(server, 'POST', `/tournaments/${cancelled}/cancel`, { session: organizer })).status).toBe(200);
    const open = await createPublished(server, organizer, { name: 'Open Cup' });

    const answers = await registerSolosIfRoom(
      db(),
      [request(later, 64, 0), request(closed, 64, 0), request(cancelled, 64, 0), request(open, 64, 0)],
      new Date(),
    );
    expect(answers.map((answer) => answer?.participants)).toEqual([undefined, undefined, undefined, 1]);
    for (const id of [later, closed, cancelled]) expect(await registered(id)).toEqual({ counter: 0, users: [] });

    await sql`UPDATE organizations SET locked = true WHERE name = 'Batch Events'`.execute(db());
    try {
      expect(await registerSolosIfRoom(db(), [request(open, 64, 1)], new Date())).toEqual([undefined]);
      expect(await registered(open)).toEqual({ counter: 1, users: [players[0].id] });
    } finally {
      await sql`UPDATE organizations SET locked = false WHERE name = 'Batch Events'`.execute(db());
    }
  });

  it('fails only the request that breaks its batch: the others are registered, it writes nothing', async () => {
    const id = await createPublished(server, organizer, { format: { maxParticipants: 10 } });
    const registrations = new SoloRegistrations(db(), systemClock);
    // Submitted in one turn of the event loop, so they share a statement; PostgreSQL cannot store a NUL in text.
    const settled = await Promise.allSettled([
      registrations.register(request(id, 10, 0)),
      registrations.register(request(id, 10, 1, 'Bad\u0000Name')),
      registrations.register(request(id, 10, 2)),
    ]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(
      settled
        .filter((result) => result.status === 'fulfilled')
        .map((result) => result.value?.participants)
        .sort(),
    ).toEqual([1, 2]);
    expect(await registered(id)).toEqual({ counter: 2, users: [players[0].id, players[2].id].sort() });
  });
});

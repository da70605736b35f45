// The registration counter and member rows of migration 0350: kept by a trigger on tournament_registrations,
// they must match a COUNT of the active rows through every path (solo, team, cancel, check-in, disqualification),
// and the members' primary key refuses a player a second active registration in a tournament, whatever path wrote
// the first one, even when both writes race.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { addMember, call, createTeam, userId } from '../teams/people-kit.js';
import {
  addGame,
  createPublished,
  makeOrganizer,
  scheduleAt,
  setSchedule,
  soloBody,
  teamSettings,
} from './tournament-kit.js';

interface Books {
  counter: number;
  active: number;
  members: string[];
  activeMembers: string[];
}

describe.each(testEngines())('registration counters on %s', (engine) => {
  let server: TestServer;
  let organizer: Session;
  let alice: Session, bob: Session, carol: Session, dave: Session;

  beforeAll(async () => {
    server = await startTestServer(engine);
    [organizer, alice, bob, carol, dave] = await Promise.all([
      server.signUp('rc-organizer@example.com', 'RcOrganizer'),
      server.signUp('rc-alice@example.com', 'RcAlice'),
      server.signUp('rc-bob@example.com', 'RcBob'),
      server.signUp('rc-carol@example.com', 'RcCarol'),
      server.signUp('rc-dave@example.com', 'RcDave'),
    ]);
    await makeOrganizer(server, organizer, 'Counter Events');
    await addGame(server, 'chess');
  });
  afterAll(async () => server?.close());

  /** The trigger's books beside what the registration rows say. */
  async function books(tournamentId: string): Promise<Books> {
    const db = server.database.handle.db;
    const counter = await sql<{
      n: number;
    }>`SELECT active_registrations AS n FROM tournaments WHERE id = ${tournamentId}`.execute(db);
    const active = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM tournament_registrations WHERE tournament_id = ${tournamentId} AND status IN ('REGISTERED', 'CHECKED_IN')`.execute(
      db,
    );
    const members = await sql<{
      id: string;
    }>`SELECT user_id::text AS id FROM tournament_registration_members WHERE tournament_id = ${tournamentId}`.execute(
      db,
    );
    const activeMembers = await sql<{ id: string }>`
      SELECT m.value AS id FROM tournament_registrations r, jsonb_array_elements_text(r.member_ids) AS m(value)
      WHERE r.tournament_id = ${tournamentId} AND r.status IN ('REGISTERED', 'CHECKED_IN')`.execute(db);
    return {
      counter: Number(counter.rows[0].n),
      active: Number(active.rows[0].n),
      members: members.rows.map((row) => row.id).sort(),
      activeMembers: activeMembers.rows.map((row) => row.id).sort(),
    };
  }

  async function expectExact(tournamentId: string, expected: number) {
    const now = await books(tournamentId);
    expect(now.counter).toBe(expected);
    expect(now.active).toBe(expected);
    expect(now.members).toEqual(now.activeMembers);
  }

  /**
   * The tournament list (its count from the row, the viewer's registration from the members table, else a
   * disqualified one) shows each viewer what the tournament's own page shows them, as of the last write.
   */
  async function expectListedAsViewed(tournamentId: string, viewers: Session[]) {
    for (const session of viewers) {
      const listed = (await call(server, 'GET', '/tournaments', { session })).body as { id: string }[];
      const viewed = await call(server, 'GET', `/tournaments/${tournamentId}`, { session });
      expect(listed.find((entry) => entry.id === tournamentId)).toEqual(viewed.body);
    }
  }

  it('keeps the counter and member rows exact through solo register, refusal, check-in, cancel and disqualification', async () => {
    const id = await createPublished(server, organizer, { format: { maxParticipants: 3 } });
    const register = (session: Session) =>
      call(server, 'POST', `/participants/${id}/registrations/solo`, { session, json: soloBody() });
    await expectExact(id, 0);

    const first = await register(alice);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      participantCount: 1,
      registrationFull: false,
      viewer: { role: 'PARTICIPANT', registration: 'REGISTERED', state: 'REGISTERED' },
    });
    // The answer built from the one statement equals what a fresh read says.
    expect(first.body).toEqual((await call(server, 'GET', `/tournaments/${id}`, { session: alice })).body);
    expect((await register(alice)).body.message).toBe('USER-ALREADY-REGISTERED');
    await expectExact(id, 1);
    expect((await register(bob)).body.participantCount).toBe(2);
    expect((await register(carol)).body).toMatchObject({ participantCount: 3, registrationFull: true });
    expect((await register(dave)).body.message).toBe('TOURNAMENT-REGISTRATION-FULL');
    await expectListedAsViewed(id, [alice, dave]);
    // Already registered still wins over full.
    expect((await register(carol)).body.message).toBe('USER-ALREADY-REGISTERED');
    await expectExact(id, 3);

    expect(
      (await call(server, 'DELETE', `/participants/${id}/registrations`, { session: bob })).body.participantCount,
    ).toBe(2);
    await expectExact(id, 2);
    await expectListedAsViewed(id, [bob]);
    // A freed place can be taken again, and bob may come back.
    expect((await register(bob)).body.participantCount).toBe(3);
    await expectExact(id, 3);

    await setSchedule(server, id, scheduleAt('check-in'));
    expect(
      (await call(server, 'POST', `/participants/${id}/check-in`, { session: alice })).body.viewer.registration,
    ).toBe('CHECKED_IN');
    await expectExact(id, 3);
    // Registration closed: the fast path must not take it (the schedule is read, not cached).
    expect((await call(server, 'DELETE', `/participants/${id}/registrations`, { session: carol })).status).toBe(200);
    expect((await register(dave)).body.message).toBe('TOURNAMENT-REGISTRATION-CLOSED');
    await expectExact(id, 2);

    // The no-shows' disqualification, as the phase service writes it.
    await sql`UPDATE tournament_registrations SET status = 'DISQUALIFIED' WHERE tournament_id = ${id} AND status = 'REGISTERED'`.execute(
      server.database.handle.db,
    );
    await expectExact(id, 1);
    const view = await call(server, 'GET', `/tournaments/${id}`, { session: alice });
    expect(view.body.participantCount).toBe(1);
    expect((await call(server, 'GET', `/tournaments/${id}`, { session: bob })).body.viewer.registration).toBe(
      'DISQUALIFIED',
    );
    await expectListedAsViewed(id, [alice, bob, carol]);
  });

  it('keeps them exact through team registrations, and a team member cannot be fielded twice', async () => {
    const team = await createTeam(server, carol, `Counters ${engine}`);
    await addMember(server, carol, team.id, 'rc-dave@example.com', dave);
    const [carolId, daveId] = await Promise.all([userId(server, carol), userId(server, dave)]);
    const id = await createPublished(server, organizer, { settings: teamSettings() });
    const registered = await call(server, 'POST', `/participants/${id}/registrations/team`, {
      session: carol,
      json: { ...soloBody(), teamId: team.id, userIds: [carolId, daveId] },
    });
    expect(registered.body).toMatchObject({ participantCount: 1, viewer: { registration: 'REGISTERED' } });
    await expectExact(id, 1);
    expect((await books(id)).members).toEqual([carolId, daveId].sort());
    await expectListedAsViewed(id, [carol, dave, alice]);

    expect((await call(server, 'DELETE', `/participants/${id}/registrations`, { session: carol })).status).toBe(200);
    await expectExact(id, 0);
    expect((await books(id)).members).toEqual([]);
  });

  it('refuses, in the database, a solo registration of a player already in a team registration, even racing', async () => {
    const team = await createTeam(server, alice, `Racers ${engine}`);
    await addMember(server, alice, team.id, 'rc-bob@example.com', bob);
    const [aliceId, bobId] = await Promise.all([userId(server, alice), userId(server, bob)]);
    const id = await createPublished(server, organizer, { settings: teamSettings() });
    const db = server.database.handle.db;
    const insert = (kind: 'SOLO' | 'TEAM') =>
      db
        .insertInto('tournament_registrations')
        .values({
          tournament_id: id,
          kind,
          user_id: kind === 'TEAM' ? aliceId : bobId,
          team_id: kind === 'TEAM' ? team.id : null,
          member_ids: JSON.stringify(kind === 'TEAM' ? [aliceId, bobId] : [bobId]),
          discord_nickname: 'r#1',
          game_nickname: 'R',
        })
        .execute()
        .then(
          () => 'inserted',
          (error: { code?: string; constraint?: string; message?: string }) => {
            expect(error.code).toBe('23505');
            expect(error.constraint ?? error.message).toContain('tournament_registration_members_pkey');
            return 'refused';
          },
        );
    // Rounds of both writes at once (separate connections on PostgreSQL), either first: bob is in exactly one,
    // and only the members' primary key stands between them (the solo and team indexes do not overlap).
    for (let round = 0; round < 10; round++) {
      const outcomes = await Promise.all(
        round % 2 ? [insert('TEAM'), insert('SOLO')] : [insert('SOLO'), insert('TEAM')],
      );
      expect(outcomes.filter((outcome) => outcome === 'inserted')).toHaveLength(1);
      await expectExact(id, 1);
      await sql`UPDATE tournament_registrations SET status = 'CANCELED' WHERE tournament_id = ${id} AND status = 'REGISTERED'`.execute(
        db,
      );
      await expectExact(id, 0);
    }
  });
});

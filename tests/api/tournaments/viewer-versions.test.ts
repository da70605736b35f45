// Issue 28: a player's own fields in the tournament list have one version (migration 0850): counters of theirs that
// every write to a row those fields are built from bumps by trigger, in the writer's own transaction, so a process
// checks a player's list copy with one read of four rows (spectator-versions.ts signedInListVersion). What the copies
// show end to end is player-read-copies.test.ts; here, each kind of write moves the version of exactly the players it
// concerns, a write that changes nothing they see moves none, and writers bumping the same players never wait for
// each other or deadlock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../server/db/schema.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, userId } from '../teams/people-kit.js';
import { soloBody } from './tournament-kit.js';
import {
  at,
  brackets,
  publishPlayable,
  reportWin,
  sessionOfSeed,
  signUpCast,
  type PlayCast,
} from '../matches/play-kit.js';

describe.each(testEngines())("a player's own version on %s", (engine) => {
  const clock = new ManualClock();
  let server: TestServer;
  let db: Kysely<Database>;
  let cast: PlayCast;
  let id: string;
  let t0: number;
  /** The players' user ids, in cast order: the last one never takes part. */
  let users: string[];

  const versionOf = async (user: string) =>
    (
      await sql<{
        v: string;
      }>`SELECT coalesce(string_agg(bumps::text, '.' ORDER BY stripe), '-') AS v FROM tournament_viewer_versions WHERE user_id = ${user}`.execute(
        db,
      )
    ).rows[0].v;

  /** Runs `write` and answers, for each player in cast order, whether their version moved. */
  async function moved(write: () => Promise<unknown>): Promise<boolean[]> {
    const before = await Promise.all(users.map(versionOf));
    await write();
    const after = await Promise.all(users.map(versionOf));
    return after.map((version, i) => version !== before[i]);
  }

  /** The tournament's match in `status`, its seeds and the user ids of the players seated in it. */
  async function matchIn(status: string) {
    const bracket = await brackets(server, id, cast.organizer);
    const final = bracket.matches.find((match) => match.status === status)!;
    const seeds = final.sides.map((side) => side.seed!);
    const seated = seeds.map((seed) => users[cast.players.indexOf(sessionOfSeed(bracket, cast.sessions, seed))]);
    return { bracket, final, seeds, seated };
  }

  const post = async (path: string, session: Session, json?: unknown) =>
    expect((await call(server, 'POST', path, { session, ...(json ? { json } : {}) })).status).toBe(200);

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    db = server.database.handle.db;
    cast = await signUpCast(server, { tag: 'vv', organization: 'Viewer Version Events', players: 4 });
    users = await Promise.all(cast.players.map((player) => userId(server, player)));
    ({ id, t0 } = await publishPlayable(server, cast.organizer, clock, { rounds: 1, name: 'Viewer Version Cup' }));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('moves for the players each write concerns, and for nobody else', async () => {
    const [first, second, absent] = cast.players;
    clock.set(at.registrationOpen(t0));
    // A registration: its player.
    expect(await moved(() => post(`/participants/${id}/registrations/solo`, first, soloBody()))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    await post(`/participants/${id}/registrations/solo`, second, soloBody());
    await post(`/participants/${id}/registrations/solo`, absent, soloBody());
    // Leaving and registering again.
    expect(
      await moved(async () => {
        expect((await call(server, 'DELETE', `/participants/${id}/registrations`, { session: second })).status).toBe(
          200,
        );
      }),
    ).toEqual([false, true, false, false]);
    await post(`/participants/${id}/registrations/solo`, second, soloBody());

    // A check-in: its player.
    clock.set(at.checkInOpen(t0));
    expect(await moved(() => post(`/participants/${id}/check-in`, first))).toEqual([true, false, false, false]);
    await post(`/participants/${id}/check-in`, second);

    // Check-in closing: the absent player's disqualification, the others' seeds.
    clock.set(at.checkInClosed(t0));
    expect(await moved(() => server.runDueWork())).toEqual([true, true, true, false]);

    // The round starts (its match was made at seeding): nothing of a bystander's.
    clock.set(at.roundStarted(t0, 0));
    expect((await moved(() => server.runDueWork()))[3]).toBe(false);

    // A report: both sides of the match (its status is theirs), nobody else.
    const { bracket, final, seeds, seated } = await matchIn('READY');
    const reporter = sessionOfSeed(bracket, cast.sessions, seeds[0]);
    const reported = await moved(() => reportWin(server, id, final, reporter, seeds[0], seeds[0]));
    expect(users.filter((_, i) => reported[i]).sort()).toEqual([...seated].sort());

    // A write to a match that changes nothing a player sees of it (its round, status, seats, winner) moves nobody.
    expect(
      await moved(() =>
        sql`UPDATE matches SET status = status, winner = winner WHERE tournament_id = ${id}`.execute(db),
      ),
    ).toEqual([false, false, false, false]);
    // Their entrant row (out, final rank): its player.
    expect(
      await moved(() =>
        sql`UPDATE tournament_entrants SET final_rank = 1 WHERE tournament_id = ${id} AND registration_id = (
          SELECT registration_id FROM tournament_registration_members WHERE tournament_id = ${id} AND user_id = ${users[0]})`.execute(
          db,
        ),
      ),
    ).toEqual([true, false, false, false]);
  });

  it("moves for both sides when the opponent's report completes the match", async () => {
    const { bracket, final, seeds, seated } = await matchIn('REPORTED');
    const opponent = sessionOfSeed(bracket, cast.sessions, seeds[1]);
    const agreed = await moved(() => reportWin(server, id, final, opponent, seeds[1], seeds[0]));
    expect(users.filter((_, i) => agreed[i]).sort()).toEqual([...seated].sort());
  });

  it.runIf(engine === 'postgres')(
    'never makes a writer wait for a stripe another transaction holds, nor deadlocks crosswise bumps',
    async () => {
      const url = server.database.databaseUrl!;
      const [one, two] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
      await Promise.all([one.connect(), two.connect()]);
      // Two players of their own, so no write of the tournament's (its play clock's, after the last report) moves them.
      const [a, b] = [randomUUID(), randomUUID()];
      await sql`SELECT arena_bump_tournament_viewers(${[a, b]}::uuid[])`.execute(db);
      try {
        // Waiting for the other would run into the lock timeout.
        for (const client of [one, two]) await client.query("SET lock_timeout = '2s'");
        const before = await Promise.all([a, b].map(versionOf));
        await one.query('BEGIN');
        await two.query('BEGIN');
        // Crosswise: one bumps a then b, two bumps b then a, each in two statements of one open transaction.
        await one.query('SELECT arena_bump_tournament_viewers($1::uuid[])', [[a]]);
        await two.query('SELECT arena_bump_tournament_viewers($1::uuid[])', [[b]]);
        await one.query('SELECT arena_bump_tournament_viewers($1::uuid[])', [[b]]);
        await two.query('SELECT arena_bump_tournament_viewers($1::uuid[])', [[a]]);
        // Neither is seen before its commit.
        expect(await Promise.all([a, b].map(versionOf))).toEqual(before);
        await one.query('COMMIT');
        const afterOne = await Promise.all([a, b].map(versionOf));
        expect(afterOne[0]).not.toBe(before[0]);
        expect(afterOne[1]).not.toBe(before[1]);
        await two.query('COMMIT');
        const afterTwo = await Promise.all([a, b].map(versionOf));
        expect(afterTwo[0]).not.toBe(afterOne[0]);
        expect(afterTwo[1]).not.toBe(afterOne[1]);
      } finally {
        await Promise.all([one.end(), two.end()]);
      }
    },
  );
});

// Issue 28: the public list's version (migration 0840) — counters that every write changing what a visitor sees of a
// listed tournament bumps by trigger, in the writer's own transaction — so one small read tells a process whether its
// list copy is still good (spectator-versions.ts). What the copies show end to end is spectator-read-copies.test.ts;
// here, each kind of row the list shows moves the version, the play clock's own writes do not, and a writer never
// waits for a counter another transaction holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../../server/db/schema.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { publishPlayable, signUpCast } from '../matches/play-kit.js';

const version = async (db: Kysely<Database>) =>
  (
    await sql<{
      v: string;
    }>`SELECT string_agg(bumps::text, '.' ORDER BY stripe) AS v FROM tournament_list_versions`.execute(db)
  ).rows[0].v;

describe.each(testEngines())('the public list version on %s', (engine) => {
  const clock = new ManualClock();
  let server: TestServer;
  let db: Kysely<Database>;
  let id: string;
  let cast: Awaited<ReturnType<typeof signUpCast>>;

  /** Runs `write` and answers whether the list version moved. */
  async function moves(write: () => Promise<unknown>): Promise<boolean> {
    const before = await version(db);
    await write();
    return (await version(db)) !== before;
  }

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    db = server.database.handle.db;
    cast = await signUpCast(server, { tag: 'lv', organization: 'Version Events', players: 1 });
    id = (await publishPlayable(server, cast.organizer, clock, { rounds: 1, name: 'Version Cup' })).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('moves with each row a list element is built from', async () => {
    expect(await moves(() => sql`UPDATE tournaments SET name = 'Version Cup II' WHERE id = ${id}`.execute(db))).toBe(
      true,
    );
    const { organization_id } = await db
      .selectFrom('tournaments')
      .select('organization_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(
      await moves(() =>
        sql`UPDATE organizations SET name = 'Version Events II' WHERE id = ${organization_id}`.execute(db),
      ),
    ).toBe(true);
    expect(await moves(() => sql`UPDATE disciplines SET name = 'Chess II' WHERE code = 'chess'`.execute(db))).toBe(
      true,
    );
    expect(
      await moves(() =>
        sql`INSERT INTO leaderboards (organization_id, name, kind) VALUES (${organization_id}, 'Version Season', 'POINTS')`.execute(
          db,
        ),
      ),
    ).toBe(true);
    expect(await moves(() => sql`UPDATE leaderboards SET name = 'Version Season II'`.execute(db))).toBe(true);
  });

  it('moves once for a statement changing several tournaments, and not for one changing none (0880)', async () => {
    const other = (await publishPlayable(server, cast.organizer, clock, { rounds: 1, name: 'Second Cup' })).id;
    const bumps = async () =>
      Number(
        (await sql<{ n: string }>`SELECT sum(bumps)::text AS n FROM tournament_list_versions`.execute(db)).rows[0].n,
      );
    const before = await bumps();
    await sql`UPDATE tournaments SET name = name || '!' WHERE id IN (${id}, ${other})`.execute(db);
    expect(await bumps()).toBe(before + 1);
    expect(await moves(() => sql`UPDATE tournaments SET name = 'nobody' WHERE false`.execute(db))).toBe(false);
    expect(await moves(() => sql`DELETE FROM tournaments WHERE false`.execute(db))).toBe(false);
  });

  it('moves with a pause, not with the play clock', async () => {
    expect(
      await moves(() => sql`INSERT INTO tournament_play (tournament_id, random_seed) VALUES (${id}, 7)`.execute(db)),
    ).toBe(true);
    // A report rush moves next_due_at: nothing a visitor sees.
    expect(
      await moves(() => sql`UPDATE tournament_play SET next_due_at = now() WHERE tournament_id = ${id}`.execute(db)),
    ).toBe(false);
    expect(
      await moves(() => sql`UPDATE tournament_play SET paused_at = now() WHERE tournament_id = ${id}`.execute(db)),
    ).toBe(true);
    expect(await moves(() => sql`DELETE FROM tournament_play WHERE tournament_id = ${id}`.execute(db))).toBe(true);
  });

  it.runIf(engine === 'postgres')('never makes a writer wait for a counter another transaction holds', async () => {
    const url = server.database.databaseUrl!;
    const holder = new pg.Client({ connectionString: url });
    const writer = new pg.Client({ connectionString: url });
    await Promise.all([holder.connect(), writer.connect()]);
    try {
      const { rows } = await writer.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // Another transaction holds the writer's own counter, and keeps it.
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM tournament_list_versions WHERE stripe = $1 FOR UPDATE', [rows[0].pid % 64]);
      const before = await version(db);
      // Waiting for the holder would run into the lock timeout.
      await writer.query("SET lock_timeout = '2s'");
      await writer.query("UPDATE tournaments SET name = 'Version Cup III' WHERE id = $1", [id]);
      expect(await version(db)).not.toBe(before);
      await holder.query('COMMIT');
    } finally {
      await Promise.all([holder.end(), writer.end()]);
    }
  });
});

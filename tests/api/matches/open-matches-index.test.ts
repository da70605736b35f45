// The app's connections plan every statement generically (plan_cache_mode = force_generic_plan, db/database.ts), and
// a generic plan may use a partial index only when the query's own predicate proves the index's. The open matches'
// index (matches_open: status IN the open statuses) is the one the round-resolved probe needs after every result
// (issue 28: bound statuses made it walk the whole round, 262 buffers a call in a report rush). isOpenMatch writes the
// statuses as literals; this holds it to using the index, as the app's connections plan it. PostgreSQL only: PGlite
// has no separate planning settings to hold it to.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/schema.js';
import { isOpenMatch, OPEN_STATUSES } from '../../../server/modules/matches/play/play-repository.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';

const suite = process.env.DATABASE_URL ? describe : describe.skip;
const TOURNAMENT = '00000000-0000-4000-8000-000000000001';

/** The indexes the generic plan of `probe` reads, its parameters bound as the app's driver binds them. */
async function indexesOf(db: Kysely<Database>, probe: ReturnType<typeof sql>): Promise<string[]> {
  const compiled = probe.compile(db);
  return db.connection().execute(async (connection) => {
    await sql`SET plan_cache_mode = force_generic_plan`.execute(connection);
    await sql`DEALLOCATE ALL`.execute(connection);
    await sql.raw(`PREPARE probe AS ${compiled.sql}`).execute(connection);
    const values = sql.join(compiled.parameters.map((value) => sql.lit(value)));
    const { rows } = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) EXECUTE probe(${values})`.execute(
      connection,
    );
    await sql`DEALLOCATE probe`.execute(connection);
    return [...JSON.stringify(rows[0]['QUERY PLAN']).matchAll(/"Index Name":"([^"]+)"/g)].map((match) => match[1]);
  });
}

suite('the open matches of a round, as the app plans the probe', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = database.handle.db;
    // A round of 256 matches, all but the last 6 final (a round nearly done, as after most results of a rush), beside
    // 39 other tournaments' rounds (a table of many tournaments, where an index beats reading it all); written without
    // the tournaments they belong to (foreign keys and triggers off for this session's inserts).
    await db.connection().execute(async (connection) => {
      await sql`SET session_replication_role = replica`.execute(connection);
      await sql`INSERT INTO matches (tournament_id, round_index, position, kind, participants, status)
        SELECT CASE WHEN t = 0 THEN ${TOURNAMENT}::uuid ELSE md5(t::text)::uuid END, 0, p, 'DUEL',
               jsonb_build_array(2 * p + 1, 2 * p + 2), CASE WHEN p >= 250 THEN 'READY' ELSE 'COMPLETED' END
        FROM generate_series(0, 39) AS t, generate_series(0, 255) AS p`.execute(connection);
      await sql`SET session_replication_role = DEFAULT`.execute(connection);
    });
    await sql`ANALYZE matches`.execute(db);
  });
  afterAll(async () => database?.drop());

  const probe = (open: ReturnType<typeof sql<boolean>>) =>
    sql`SELECT m.id FROM matches m WHERE m.tournament_id = ${TOURNAMENT}::uuid AND m.round_index = 0 AND ${open} LIMIT 1`;

  it('reads the open matches index with the statuses written in', async () => {
    expect(await indexesOf(db, probe(isOpenMatch(sql.ref('m.status'))))).toEqual(['matches_open']);
  });

  it('could not with the statuses bound (why isOpenMatch writes them in)', async () => {
    const bound = sql<boolean>`m.status IN (${sql.join(OPEN_STATUSES)})`;
    expect(await indexesOf(db, probe(bound))).not.toContain('matches_open');
  });
});

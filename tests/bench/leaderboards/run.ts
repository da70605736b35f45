// `npm run bench:leaderboards` (issue 13 §5) against PostgreSQL (DATABASE_URL), beside Redis on the same data in
// the same run (127.0.0.1:6379, the reference only: Arena does not use Redis):
// (a) a leaderboard of 1,000,000 ranked entries (one long "history" tournament folded into it);
// (b) folding a finished 16,384-player tournament into it, then amending it (the same tournament folded again):
//     foldContributions, the work foldIntoLeaderboard does once the results are read, in its own transaction;
// (c) reads, one request at a time, through the functions the standings endpoint uses (standings-queries.ts, over
//     the server's pool with its prepared statements): a player's entry with their neighbours (2 above, 2 below,
//     each with rank and position) and the top-100 page, against Redis ZREVRANK + ZREVRANGE and
//     ZREVRANGE 0 99 WITHSCORES; p50/p99 and the ratio, the two sides' samples interleaved; and the floor under
//     both, an empty round trip (SELECT 1 over the same pool, PING). The positions read are checked against the
//     full order.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:leaderboards
//        (BENCH_ENTRIES, BENCH_FOLDED and BENCH_SAMPLES change the sizes; BENCH_EXPLAIN=1 prints the read plans,
//        BENCH_PLANCACHE=1 times the neighbours statement prepared under each plan_cache_mode, FOLD_TRACE=1 has
//        auto_explain log the fold's slow statements to the PostgreSQL server log and prints the fold's WAL)
import { cpus, loadavg } from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema.js';
import {
  foldContributions,
  rankStandings,
  type Contribution,
} from '../../../server/modules/leaderboards/leaderboard-fold.js';
import { findLeaderboard } from '../../../server/modules/leaderboards/leaderboards-repository.js';
import {
  neighboursQuery,
  standingsPage,
  standingWithNeighbours,
} from '../../../server/modules/leaderboards/standings-queries.js';
import { call } from '../../api/teams/people-kit.js';
import { addGame, createDraft, makeOrganizer } from '../../api/tournaments/tournament-kit.js';
import { ManualClock } from '../../support/manual-clock.js';
import { startTestServer } from '../../support/test-server.js';
import { RespClient } from './resp-client.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const FOLDED = Number(process.env.BENCH_FOLDED ?? 16_384);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 2_000);
const TARGET = { foldMs: 1_000, ratio: 2 };
const REDIS_KEY = 'arena-bench:leaderboard';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

if (!process.env.DATABASE_URL) {
  console.log('The leaderboards benchmark runs against PostgreSQL: set DATABASE_URL.');
  process.exit(0);
}

/** What autovacuum and the checkpointer leave behind between two folds: tables vacuumed and analysed, pages written. */
async function settle(db: Kysely<Database>, tables: string[]) {
  for (const table of tables) await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
  await sql`CHECKPOINT`.execute(db);
}

interface Latencies {
  p50: number;
  p99: number;
}

/**
 * Latencies of `a` and `b` (PostgreSQL and Redis), one request at a time, their samples interleaved (a, b, a,
 * b…) so that whatever else the machine does in the meantime falls on both alike.
 */
async function timedSideBySide(
  samples: number,
  a: (i: number) => Promise<unknown>,
  b: (i: number) => Promise<unknown>,
): Promise<[Latencies, Latencies]> {
  // warm-up
  for (let i = 0; i < Math.min(200, samples); i++) {
    await a(i);
    await b(i);
  }
  const ms: [number[], number[]] = [[], []];
  for (let i = 0; i < samples; i++) {
    for (const [k, run] of [a, b].entries()) {
      const started = performance.now();
      await run(i);
      ms[k].push(performance.now() - started);
    }
  }
  const latencies = (values: number[]): Latencies => {
    values.sort((x, y) => x - y);
    return { p50: values[Math.floor(values.length * 0.5)], p99: values[Math.floor(values.length * 0.99)] };
  };
  return [latencies(ms[0]), latencies(ms[1])];
}

console.log(
  `leaderboards benchmark: ${ENTRIES} entries, fold of ${FOLDED}, ${SAMPLES} reads each; ${cpus().length} cores, load ${load()}`,
);
const server = await startTestServer('postgres', {}, { clock: new ManualClock() });
const redis = await RespClient.open();
try {
  const db = server.database.handle.db;
  const organizer = await server.signUp('lb-bench-org@example.com', 'LbBenchOrg');
  await makeOrganizer(server, organizer, 'Leaderboard Bench');
  await addGame(server, 'chess', 'Chess');
  const created = await call(server, 'POST', '/leaderboards', {
    session: organizer,
    json: { name: 'Bench Season', kind: 'POINTS' },
  });
  if (created.status !== 201) throw new Error(`leaderboard: ${created.status} ${JSON.stringify(created.body)}`);
  const boardId = created.body.id as string;
  // Points earned (MATCHUPS-style) so the million entries spread over many scores.
  await db.updateTable('leaderboards').set({ points_source: 'POINTS_EARNED' }).where('id', '=', boardId).execute();
  const history = await createDraft(server, organizer, 'chess', 'History');
  const fresh = await createDraft(server, organizer, 'chess', 'Fresh');

  const setupStarted = performance.now();
  await sql`
    INSERT INTO users (issuer, subject, email, nickname)
    SELECT 'bench', 'lb-' || n, 'lb' || n || '@bench.example', 'lb' || n FROM generate_series(1, ${ENTRIES}) AS n`.execute(
    db,
  );
  await sql`
    INSERT INTO leaderboard_contributions (leaderboard_id, tournament_id, participant_keys, placements, points_earned, checked_in_at)
    SELECT ${boardId}::uuid, ${history}::uuid, array_agg('user:' || u.id), array_agg(NULL::int),
           array_agg((hashtext(u.subject) & 65535) % 5000), array_agg(now() - (hashtext(u.email) & 65535) * interval '1 second')
      FROM users u WHERE u.issuer = 'bench'`.execute(db);
  const board = (await findLeaderboard(db, boardId))!;
  const firstRank = performance.now();
  await rankStandings(db, board, new Date());
  const firstRankMs = performance.now() - firstRank;
  console.log(
    `setup: ${ENTRIES} users and contributions in ${((firstRank - setupStarted) / 1000).toFixed(1)} s; first ranking ${(firstRankMs / 1000).toFixed(1)} s (not the fold)`,
  );

  // A board of this size is built over many folds: by the time the next one comes, autovacuum has vacuumed and
  // analysed it (hint bits set, visibility map current) and the checkpointer has written the pages, so the fold
  // does not pay for the setup's two million fresh rows.
  await settle(db, ['users', 'leaderboard_standings', 'leaderboard_contributions', 'leaderboard_rank_buckets']);

  // (b) The fold of a finished 16,384-player tournament, then its amendment (every point changed).
  const fresh16k = await sql<{ key: string; n: string }>`
    SELECT 'user:' || id AS key, nickname AS n FROM users WHERE issuer = 'bench' ORDER BY subject LIMIT ${FOLDED}`.execute(
    db,
  );
  const contributions = (salt: number): Contribution[] =>
    fresh16k.rows.map((row, i) => ({
      participantKey: row.key,
      placement: i + 1,
      points: String(((i + 1) * 2_654_435_761 + salt) % 256),
      checkedInAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    }));
  const walStats = async () =>
    (
      await sql<{ records: string; fpi: string; bytes: string }>`
        SELECT wal_records::text AS records, wal_fpi::text AS fpi, wal_bytes::text AS bytes FROM pg_stat_wal`.execute(
        db,
      )
    ).rows[0];
  const fold = async (salt: number) => {
    const wal = process.env.FOLD_TRACE ? await walStats() : null;
    const started = performance.now();
    let folded = started;
    await db.transaction().execute(async (trx) => {
      if (process.env.FOLD_TRACE) {
        await sql`LOAD 'auto_explain'`.execute(trx);
        await sql`SET LOCAL auto_explain.log_min_duration = 1`.execute(trx);
        await sql`SET LOCAL auto_explain.log_analyze = on`.execute(trx);
        await sql`SET LOCAL auto_explain.log_buffers = on`.execute(trx);
        // Statistics reach pg_stat_wal about once a second; this fold's WAL is counted at its commit.
        await sql`SELECT pg_stat_force_next_flush()`.execute(trx);
      }
      const locked = await trx
        .selectFrom('leaderboards')
        .selectAll()
        .where('id', '=', boardId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await foldContributions(trx, locked, fresh, contributions(salt), new Date());
      folded = performance.now();
    });
    const ms = performance.now() - started;
    if (process.env.FOLD_TRACE)
      console.log(`fold: ${Math.round(ms)} ms, of which the commit ${Math.round(started + ms - folded)} ms`);
    if (wal) {
      const after = await walStats();
      const diff = (k: keyof typeof after) => Number(after[k]) - Number(wal[k]);
      console.log(
        `fold WAL: ${diff('records')} records, ${diff('fpi')} full pages, ${(diff('bytes') / 2 ** 20).toFixed(1)} MiB`,
      );
    }
    return ms;
  };
  const foldMs = await fold(0);
  const amendMs = await fold(97);

  // Steady state for the reads: the planner's statistics as autovacuum leaves them after a fold this size.
  await settle(db, ['leaderboard_standings', 'leaderboard_contributions', 'leaderboard_rank_buckets']);

  // (c) Reads. Redis holds the same standings: score = points, member = participant key.
  const standings = await db
    .selectFrom('leaderboard_standings')
    .select(['participant_key', sql<string>`points::text`.as('points')])
    .where('leaderboard_id', '=', boardId)
    .orderBy('rank_key')
    .orderBy('tie_key')
    .orderBy('participant_key')
    .execute();
  await redis.command('DEL', REDIS_KEY);
  for (let i = 0; i < standings.length; i += 10_000) {
    const args: (string | number)[] = ['ZADD', REDIS_KEY];
    for (const row of standings.slice(i, i + 10_000)) args.push(row.points, row.participant_key);
    await redis.command(...args);
  }
  const members = Array.from(
    { length: SAMPLES },
    (_, i) => standings[Math.floor(((i * 7919) % SAMPLES) * (standings.length / SAMPLES))].participant_key,
  );
  const placeOf = new Map(standings.map((row, k) => [row.participant_key, k + 1]));

  // The positions read are the places in the full order (sampled), and the top page is its head.
  for (const member of members.slice(0, 50)) {
    const around = await standingWithNeighbours(db, board, member, 2);
    for (const row of around)
      if (row.position !== placeOf.get(row.participant_key))
        throw new Error(
          `${row.participant_key}: position ${row.position}, expected ${placeOf.get(row.participant_key)}`,
        );
    if (!around.some((row) => row.participant_key === member)) throw new Error(`${member} missing from its neighbours`);
  }
  const head = await standingsPage(db, board, 0, 100);
  if (head.some((row, k) => row.participant_key !== standings[k].participant_key || row.position !== k + 1))
    throw new Error('the top 100 page is not the head of the order');

  if (process.env.BENCH_PLANCACHE) {
    await db.connection().execute(async (c) => {
      const compiled = neighboursQuery(board, members[1], 2).compile(c);
      await sql.raw(`PREPARE nb AS ${compiled.sql}`).execute(c);
      const args = compiled.parameters.map((p) => `'${String(p)}'`).join(', ');
      for (let i = 0; i < 8; i++) await sql.raw(`EXECUTE nb(${args})`).execute(c);
      const t1 = performance.now();
      for (let i = 0; i < 200; i++) await sql`SELECT 1`.execute(db);
      console.log('SELECT 1 over the pool', ((performance.now() - t1) / 200).toFixed(3), 'ms');
      for (const mode of ['auto', 'force_generic_plan', 'force_custom_plan']) {
        await sql.raw(`SET plan_cache_mode = ${mode}`).execute(c);
        const t0 = performance.now();
        for (let i = 0; i < 200; i++) await sql.raw(`EXECUTE nb(${args})`).execute(c);
        console.log(mode, ((performance.now() - t0) / 200).toFixed(3), 'ms/exec');
        console.log(
          (await sql.raw(`EXPLAIN (ANALYZE) EXECUTE nb(${args})`).execute(c)).rows
            .map((r) => Object.values(r as object)[0])
            .slice(-3)
            .join(' | '),
        );
      }
      await sql.raw(`RESET plan_cache_mode`).execute(c);
    });
  }
  if (process.env.BENCH_EXPLAIN) {
    const explain = async (what: { sql: string; parameters: readonly unknown[] }) =>
      console.log(
        (await sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${what.sql}`).execute(db)).rows
          .map((r) => Object.values(r as object)[0])
          .join('\n'),
      );
    const compiled = neighboursQuery(board, members[1], 2).compile(db);
    await explain({
      sql: compiled.sql.replace(/\$(\d+)/g, (_, n) => `'${String(compiled.parameters[Number(n) - 1])}'`),
      parameters: [],
    });
    const top = db
      .selectFrom('leaderboard_standings')
      .selectAll()
      .where('leaderboard_id', '=', boardId)
      .orderBy('rank_key')
      .orderBy('tie_key')
      .orderBy('participant_key')
      .limit(100)
      .compile();
    await explain({
      sql: top.sql.replace(/\$(\d+)/g, (_, n) => `'${String(top.parameters[Number(n) - 1])}'`),
      parameters: [],
    });
  }
  const [pgNeighbours, redisNeighbours] = await timedSideBySide(
    SAMPLES,
    (i) => standingWithNeighbours(db, board, members[i], 2),
    async (i) => {
      const rank = (await redis.command('ZREVRANK', REDIS_KEY, members[i])) as number;
      await redis.command('ZREVRANGE', REDIS_KEY, Math.max(0, rank - 2), rank + 2, 'WITHSCORES');
    },
  );
  const [pgTop, redisTop] = await timedSideBySide(
    SAMPLES,
    () => standingsPage(db, board, 0, 100),
    () => redis.command('ZREVRANGE', REDIS_KEY, 0, 99, 'WITHSCORES'),
  );
  // The floor under both: one round trip that does nothing, through the server's pool and through the client.
  const [pgFloor, redisFloor] = await timedSideBySide(
    SAMPLES,
    () => sql`SELECT 1`.execute(db),
    () => redis.command('PING'),
  );
  await redis.command('DEL', REDIS_KEY);

  const ms = (value: number) => value.toFixed(3);
  console.log(`\nLeaderboards on PostgreSQL, ${standings.length} entries (load average after: ${load()})\n`);
  console.log('| read | PostgreSQL p50 / p99 ms | Redis p50 / p99 ms | p99 ratio | target |');
  console.log('|---|---:|---:|---:|---|');
  const row = (name: string, a: Latencies, b: Latencies) =>
    `| ${name} | ${ms(a.p50)} / ${ms(a.p99)} | ${ms(b.p50)} / ${ms(b.p99)} | ${(a.p99 / b.p99).toFixed(2)}× | ≤ ${TARGET.ratio}× ${a.p99 / b.p99 <= TARGET.ratio ? 'met' : 'MISSED'} |`;
  console.log(row('a player with 2 neighbours each side', pgNeighbours, redisNeighbours));
  console.log(row('top 100', pgTop, redisTop));
  console.log(
    `| (floor: an empty round trip, SELECT 1 / PING) | ${ms(pgFloor.p50)} / ${ms(pgFloor.p99)} | ${ms(redisFloor.p50)} / ${ms(redisFloor.p99)} | ${(pgFloor.p99 / redisFloor.p99).toFixed(2)}× | (reference) |`,
  );
  const foldRow = (name: string, value: number) =>
    `| ${name} | ${Math.round(value)} ms | target < ${TARGET.foldMs} ms: ${value < TARGET.foldMs ? 'met' : 'MISSED'} |`;
  console.log('');
  console.log(foldRow(`fold of a ${FOLDED}-player tournament into the board`, foldMs));
  console.log(foldRow(`the same tournament amended (folded again)`, amendMs));
} finally {
  redis.close();
  await server.close();
}

// `npm run bench:registration` (issue 6 §6): a registration rush against PostgreSQL (DATABASE_URL) served by
// two real Arena processes (tsx server/main.ts, one PUBLIC_URL, as behind a load balancer). Players signed in
// through the real OIDC flow register solo into many open tournaments with room for all of them, each request
// a new (player, tournament) pair, from a load generator in its own process. Printed beside the same
// machine's raw Fastify + PostgreSQL primary-key read (two processes too, same pool size) measured in the
// same run, with the ratio, the target (≥ 1,500 accepted registrations/s, p99 < 100 ms) and the load average,
// since the machine may be shared. Afterwards the database must hold exactly the registrations accepted.
// The CPU a registration costs the Arena processes and the PostgreSQL backends is read as the rush runs
// (cpu-meter.ts), with the transactions per registration and, when the instance preloads pg_stat_statements,
// PostgreSQL's statements per registration; the last line printed is one JSON object of the headline figures (issue 28).
import { cpus } from 'node:os';
import { sql } from 'kysely';
import { startArenaCluster, type ArenaCluster } from './arena-cluster.js';
import { generate, loadAverage as load, rawPrimaryKeyReads, type LoadResult } from './load-runs.js';
import { closeCrowd, seedCrowd, signInCrowd } from './player-crowd.js';
import { addGame, createPublished, makeOrganizer, soloBody } from '../../api/tournaments/tournament-kit.js';
import { perRequest, type CpuUse } from '../support/cpu-meter.js';
import { printStatementProfile, type StatementFigure } from '../support/statement-profile.js';
import { measureRush } from '../support/rush-measurement.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '20';
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 300);
// Each request needs a (player, tournament) pair of its own: 300 × 200 = 60,000 pairs, room for 6,000/s.
const TOURNAMENTS = Number(process.env.BENCH_TOURNAMENTS ?? 200);
const WARM_UP_TOURNAMENTS = 40;
const TARGET = { acceptedPerSecond: 1_500, p99: 100 };

async function registrationRush(cluster: ArenaCluster): Promise<{
  result: LoadResult;
  cpu: CpuUse;
  stored: number;
  expected: number;
  inFlight: number;
  duplicates: number;
  statements: StatementFigure[] | null;
  transactions: number;
}> {
  const origins = cluster.processes.map((server) => server.url);
  const db = cluster.database.db;
  const hosts = await seedCrowd(db, 'benchhost', 1);
  const crowd = await seedCrowd(db, 'benchplayer', PLAYERS);
  try {
    const [organizer] = await signInCrowd(hosts, cluster.publicUrl, origins, 1);
    await makeOrganizer(cluster.via(0), organizer.session, 'Bench Events');
    await addGame(cluster.via(0), 'chess');
    const started = Date.now();
    const players = await signInCrowd(crowd, cluster.publicUrl, origins);
    console.error(`${PLAYERS} players signed in through the IdP in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const tournaments: string[] = [];
    // Eight at a time: setting up 240 tournaments one by one would take longer than the rush itself.
    for (let first = 0; first < WARM_UP_TOURNAMENTS + TOURNAMENTS; first += 8) {
      const count = Math.min(8, WARM_UP_TOURNAMENTS + TOURNAMENTS - first);
      const created = await Promise.all(
        Array.from({ length: count }, (_, offset) =>
          createPublished(cluster.via(first + offset), organizer.session, {
            name: `Rush ${first + offset}`,
            format: { maxParticipants: PLAYERS },
          }),
        ),
      );
      tournaments.push(...created);
    }
    const plan = {
      urls: origins,
      connections: CONNECTIONS,
      kind: 'registrations',
      tokens: players.map((player) => player.session.access_token),
      body: JSON.stringify(soloBody()),
    };
    const warmUp = await generate({
      ...plan,
      seconds: WARM_UP_SECONDS,
      tournamentIds: tournaments.slice(0, WARM_UP_TOURNAMENTS),
    });
    const { result, cpu, statements, transactions } = await measureRush(
      db,
      cluster.processes.map((server) => server.pid()!),
      () => generate({ ...plan, seconds: SECONDS, tournamentIds: tournaments.slice(WARM_UP_TOURNAMENTS) }),
    );

    // Every accepted answer is one row, and no player is in a tournament twice. The generator stops by
    // dropping its connections, so up to one in-flight request per connection and phase may still have
    // committed without its answer being counted: stored may exceed accepted by at most that.
    const counts = await sql<{ stored: number; distinct_pairs: number }>`
      SELECT count(*)::int AS stored, count(DISTINCT (tournament_id, user_id))::int AS distinct_pairs
      FROM tournament_registrations WHERE status = 'REGISTERED'`.execute(db);
    const { stored, distinct_pairs } = counts.rows[0];
    return {
      result,
      cpu,
      stored,
      expected: warmUp.accepted + result.accepted,
      inFlight: 2 * CONNECTIONS,
      duplicates: stored - distinct_pairs,
      statements,
      transactions,
    };
  } finally {
    await closeCrowd([...hosts, ...crowd]);
  }
}

if (!process.env.DATABASE_URL) {
  console.log(
    'The registration benchmark runs against PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
  );
  process.exit(0);
}

const loadBefore = load();
const cluster = await startArenaCluster({ env: { DATABASE_POOL_SIZE: POOL_SIZE } });
let rush: Awaited<ReturnType<typeof registrationRush>>;
let raw: LoadResult;
try {
  rush = await registrationRush(cluster);
  raw = await rawPrimaryKeyReads(cluster, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    poolSize: POOL_SIZE,
  });
} finally {
  await cluster.stop();
}
const loadAfter = load();

const rushRow = rush.result;
const row = (name: string, figures: LoadResult, perSecond: number) =>
  `| ${name} | ${Math.round(perSecond)} | ${figures.p50} | ${figures.p99} | ${figures.max} | ${figures.errors + figures.timeouts} | ${figures.non2xx} | ${(perSecond / raw.requestsPerSecond).toFixed(2)}× |`;
console.log(
  `\nRegistration rush: 2 Arena processes on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s (after ${WARM_UP_SECONDS} s warm-up), ` +
    `${PLAYERS} players × ${TOURNAMENTS} tournaments, pool ${POOL_SIZE} per process, load generator in its own process (${cpus().length} cores)\n`,
);
console.log('| what | per s | p50 ms | p99 ms | max ms | errors | non-2xx | vs raw read |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
console.log(row('raw Fastify + pg primary-key read (2 processes)', raw, raw.requestsPerSecond));
console.log(row('accepted solo registrations (2 Arena processes)', rushRow, rushRow.acceptedPerSecond));
const met = rushRow.acceptedPerSecond >= TARGET.acceptedPerSecond && rushRow.p99 < TARGET.p99;
console.log(
  `\nTarget ≥ ${TARGET.acceptedPerSecond}/s with p99 < ${TARGET.p99} ms: ${met ? 'met' : 'MISSED'}. ` +
    `Database: ${rush.stored} registrations stored for ${rush.expected} accepted answers (+ at most ${rush.inFlight} cut off in flight), ${rush.duplicates} duplicates. ` +
    `Load average (1/5/15 min) before ${loadBefore}, after ${loadAfter}.`,
);
if (rushRow.non2xx > 0) console.log(`Answers by status: ${JSON.stringify(rushRow.statusCodeStats)}.`);
const pairs = PLAYERS * TOURNAMENTS;
if (rushRow.sent > pairs)
  console.log(
    `The rush sent ${rushRow.sent} requests for ${pairs} (player, tournament) pairs: raise BENCH_TOURNAMENTS.`,
  );
const consistent =
  rush.stored >= rush.expected && rush.stored <= rush.expected + rush.inFlight && rush.duplicates === 0;
if (!consistent) console.log('INCONSISTENT: the database does not match the answers.');
if (!consistent || rushRow.non2xx > 0) process.exitCode = 1;
const cpu = perRequest(rush.cpu, rushRow.accepted);
console.log(
  `CPU per registration: Arena ${cpu.arena.toFixed(2)} ms + PostgreSQL ${cpu.postgres.toFixed(2)} ms = ${cpu.total.toFixed(2)} ms.`,
);
console.log(
  `The database finished ${(rush.transactions / rushRow.accepted).toFixed(2)} transactions per registration during the ` +
    'rush (the requests refused included, and the job queue).',
);
printStatementProfile(rush.statements, rushRow.accepted, 10, 'registration');
const statementsPerRegistration = rush.statements
  ? rush.statements.reduce((sum, statement) => sum + statement.calls, 0) / rushRow.accepted
  : null;
// The headline figures as the last line, for comparing runs (issue 28; the target is ≥ 0.35× the raw read).
console.log(
  JSON.stringify({
    bench: 'registration',
    arena: Math.round(rushRow.acceptedPerSecond),
    floor: Math.round(raw.requestsPerSecond),
    ratio: Number((rushRow.acceptedPerSecond / raw.requestsPerSecond).toFixed(3)),
    p99Ms: rushRow.p99,
    cpuPerReportMs: null,
    cpuPerRegistrationMs: Number(cpu.total.toFixed(3)),
    arenaCpuPerRegistrationMs: Number(cpu.arena.toFixed(3)),
    postgresCpuPerRegistrationMs: Number(cpu.postgres.toFixed(3)),
    transactionsPerRegistration: Number((rush.transactions / rushRow.accepted).toFixed(2)),
    statementsPerRegistration: statementsPerRegistration === null ? null : Number(statementsPerRegistration.toFixed(2)),
  }),
);

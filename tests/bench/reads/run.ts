// `npm run bench:reads` (issue 28): the two GETs every visitor and player makes most, served by two real Arena
// processes (tsx server/main.ts, one PUBLIC_URL, as behind a load balancer) on a throwaway PostgreSQL database
// (DATABASE_URL), measured closed-loop beside the registration benchmark's raw Fastify + pg primary-key read (two
// processes, same pool size, same generator) in the same run:
//   - GET /api/v1/tournaments?limit=25, the public list as the /tournaments page asks for it (no filter, its first
//     page: TOURNAMENT_LIST_PAGE cards and one to know whether more follow), with the Accept-Encoding a browser sends;
//   - GET /api/v1/tournaments/:id, one tournament as its page asks for it, over every seeded tournament in turn;
// each as a visitor and as a signed-in player (the web app then sends the player's tokens, and the answer carries
// their registration). Beside them, outside the target, the whole list in one answer (200 tournaments, as the page
// asked before it had pages), and the raw read answering that list's compressed bytes: what moving them costs the
// same servers, load generator and kernel, whatever builds them. The data: BENCH_TOURNAMENTS published tournaments (200) of one organization, each with
// BENCH_PARTICIPANTS players registered through the API by a crowd signed in through the real OIDC flow.
// Printed: a table of requests/s, latency, bytes per answer and CPU per request (Arena + PostgreSQL backends,
// cpu-meter.ts), PostgreSQL's statements per request when the instance preloads pg_stat_statements, and as the last
// line one JSON object of the headline figures (target: each read ≥ 0.5× the raw read).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { request } from 'undici';
import { startArenaCluster, type ArenaCluster } from '../registration/arena-cluster.js';
import { generate, loadAverage, rawPrimaryKeyReads, type LoadResult } from '../registration/load-runs.js';
import { closeCrowd, mapLimited, seedCrowd, signInCrowd, type SignedInMember } from '../registration/player-crowd.js';
import { addGame, createPublished, makeOrganizer, soloBody } from '../../api/tournaments/tournament-kit.js';
import { measureCpu, perRequest, type CpuUse } from '../support/cpu-meter.js';
import { TOURNAMENT_LIST_PAGE } from '../../../src/contract/tournament-filters.js';
import { printStatementProfile, profileStatements, type StatementFigure } from '../support/statement-profile.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '20';
const TOURNAMENTS = Number(process.env.BENCH_TOURNAMENTS ?? 200);
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 16);
/** Players signed in: each tournament's participants are a window of them, so each player is in several. */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 64);
/** Chrome's Accept-Encoding (br first: the compression hook answers br when it is accepted). */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };
const TARGET_RATIO = 0.5;

interface ReadCase {
  name: string;
  key: 'list' | 'tournament' | 'listSignedIn' | 'tournamentSignedIn' | 'wholeList';
  /** Held to the target (the whole list is shown beside the page, against the floor of its bytes). */
  inTarget: boolean;
  requests: { method: string; path: string; headers: Record<string, string> }[];
}

interface Measured {
  readCase: ReadCase;
  result: LoadResult;
  cpu: CpuUse;
  statements: StatementFigure[] | null;
  /** One answer as a browser receives it: its encoding, bytes on the wire and bytes of JSON. */
  sample: { encoding: string; wireBytes: number; jsonBytes: number; body: Buffer };
}

/** The organizer, the crowd and the tournaments, through the API as an organizer and players would make them. */
async function seed(cluster: ArenaCluster, players: SignedInMember[], organizer: SignedInMember): Promise<string[]> {
  await makeOrganizer(cluster.via(0), organizer.session, 'Reads Bench Events');
  await addGame(cluster.via(0), 'chess');
  const started = Date.now();
  const ids = await mapLimited(
    Array.from({ length: TOURNAMENTS }, (_, i) => i),
    8,
    (i) =>
      createPublished(cluster.via(i), organizer.session, {
        name: `Reads Cup ${i}`,
        format: { maxParticipants: Math.max(PARTICIPANTS, 2) },
      }),
  );
  // Each tournament's participants: PARTICIPANTS consecutive players from a window that moves with the tournament.
  const pairs = ids.flatMap((id, t) =>
    Array.from({ length: PARTICIPANTS }, (_, k) => ({ id, player: players[(t + k) % players.length] })),
  );
  await mapLimited(pairs, 16, async ({ id, player }, i) => {
    const answer = await fetch(
      `${cluster.processes[i % cluster.processes.length].url}/api/v1/participants/${id}/registrations/solo`,
      {
        method: 'POST',
        headers: { ...player.session.headers, 'content-type': 'application/json' },
        body: JSON.stringify(soloBody()),
      },
    );
    if (answer.status !== 200) throw new Error(`registration refused: ${answer.status} ${await answer.text()}`);
  });
  console.error(
    `${TOURNAMENTS} tournaments published and ${pairs.length} registrations made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  // As a real database would be by the time its list is read: vacuumed and analyzed.
  await sql`VACUUM ANALYZE`.execute(cluster.database.db);
  return ids;
}

/** One answer to `path` as a browser receives it (undici's request does not decompress). */
async function sampleAnswer(origin: string, path: string, headers: Record<string, string>) {
  const answer = await request(`${origin}${path}`, { headers });
  const body = Buffer.from(await answer.body.arrayBuffer());
  const plain = await fetch(`${origin}${path}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
  if (answer.statusCode !== 200 || plain.status !== 200) throw new Error(`${path}: ${answer.statusCode}`);
  return {
    encoding: String(answer.headers['content-encoding'] ?? 'none'),
    wireBytes: body.length,
    jsonBytes: Buffer.byteLength(await plain.text()),
    body,
  };
}

async function measure(cluster: ArenaCluster, readCase: ReadCase): Promise<Measured> {
  const origins = cluster.processes.map((server) => server.url);
  const plan = { urls: origins, connections: CONNECTIONS, kind: 'listed', requests: readCase.requests };
  const first = readCase.requests[0];
  const sample = await sampleAnswer(origins[0], first.path, first.headers);
  await generate({ ...plan, seconds: WARM_UP_SECONDS });
  const db = cluster.database.db;
  const {
    result: { result, cpu },
    statements,
  } = await profileStatements(db, async () => {
    // The run's window on the monotonic clock the servers' --cpu-prof samples are timed by (cpu-profile-summary.ts).
    const from = process.hrtime.bigint() / 1000n;
    const run = await measureCpu(
      cluster.processes.map((server) => server.pid()!),
      db,
      () => generate({ ...plan, seconds: SECONDS }),
    );
    console.error(`${readCase.name} window (µs, monotonic): ${from} ${process.hrtime.bigint() / 1000n}`);
    return run;
  });
  return { readCase, result, cpu, statements, sample };
}

if (!process.env.DATABASE_URL) {
  console.log(
    'The reads benchmark runs against PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
  );
  process.exit(0);
}

const loadBefore = loadAverage();
const cluster = await startArenaCluster({ env: { DATABASE_POOL_SIZE: POOL_SIZE } });
const measured: Measured[] = [];
let raw: LoadResult;
let rawWholeList: LoadResult;
try {
  const origins = cluster.processes.map((server) => server.url);
  const hosts = await seedCrowd(cluster.database.db, 'readshost', 1);
  const crowd = await seedCrowd(cluster.database.db, 'readsplayer', PLAYERS);
  try {
    const [organizer] = await signInCrowd(hosts, cluster.publicUrl, origins);
    const players = await signInCrowd(crowd, cluster.publicUrl, origins);
    const ids = await seed(cluster, players, organizer);
    // A signed-in browser sends the player's tokens on every call (api-client.ts); players take turns.
    const signedIn = (i: number) => ({ ...BROWSER_HEADERS, ...players[i % players.length].session.headers });
    // The page asks for one more than it shows, to know whether "Show more" has anything to show (get-tournaments.ts).
    const listPage = `/api/v1/tournaments?limit=${TOURNAMENT_LIST_PAGE + 1}`;
    const cases: ReadCase[] = [
      {
        name: `tournament list page (${TOURNAMENT_LIST_PAGE}), visitor`,
        key: 'list',
        inTarget: true,
        requests: [{ method: 'GET', path: listPage, headers: BROWSER_HEADERS }],
      },
      {
        name: 'one tournament, visitor',
        key: 'tournament',
        inTarget: true,
        requests: ids.map((id) => ({ method: 'GET', path: `/api/v1/tournaments/${id}`, headers: BROWSER_HEADERS })),
      },
      {
        name: `tournament list page (${TOURNAMENT_LIST_PAGE}), signed-in player`,
        key: 'listSignedIn',
        inTarget: true,
        requests: players.map((_, i) => ({ method: 'GET', path: listPage, headers: signedIn(i) })),
      },
      {
        name: 'one tournament, signed-in player',
        key: 'tournamentSignedIn',
        inTarget: true,
        requests: ids.map((id, i) => ({ method: 'GET', path: `/api/v1/tournaments/${id}`, headers: signedIn(i) })),
      },
      {
        name: `whole list (${TOURNAMENTS}), visitor`,
        key: 'wholeList',
        inTarget: false,
        requests: [{ method: 'GET', path: '/api/v1/tournaments', headers: BROWSER_HEADERS }],
      },
    ];
    for (const readCase of cases) measured.push(await measure(cluster, readCase));
  } finally {
    await closeCrowd([...hosts, ...crowd]);
  }
  const rawOptions = {
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    poolSize: POOL_SIZE,
  };
  raw = await rawPrimaryKeyReads(cluster, rawOptions);
  const whole = measured.find(({ readCase }) => readCase.key === 'wholeList')!.sample;
  const dir = await mkdtemp(join(tmpdir(), 'arena-bench-answer-'));
  try {
    const file = join(dir, 'whole-list');
    await writeFile(file, whole.body);
    rawWholeList = await rawPrimaryKeyReads(cluster, { ...rawOptions, answer: { file, encoding: whole.encoding } });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
} finally {
  await cluster.stop();
}
const loadAfter = loadAverage();

const perSecond = (figures: LoadResult) => figures.acceptedPerSecond;
const ratio = (figures: LoadResult) => perSecond(figures) / perSecond(raw);
const held = measured.filter(({ readCase }) => readCase.inTarget);
console.log(
  `\nReads: 2 Arena processes on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each (after ${WARM_UP_SECONDS} s warm-up), ` +
    `${TOURNAMENTS} published tournaments × ${PARTICIPANTS} registered players, pool ${POOL_SIZE} per process, ` +
    `load generator in its own process (${cpus().length} cores)\n`,
);
console.log(
  '| what | per s | p50 ms | p99 ms | max ms | non-2xx | bytes/answer (wire) | JSON bytes | encoding | CPU ms/request (Arena + PG) | vs raw read |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|');
console.log(
  `| raw Fastify + pg primary-key read (2 processes) | ${Math.round(perSecond(raw))} | ${raw.p50} | ${raw.p99} | ${raw.max} | ${raw.non2xx} | ${Math.round(raw.bytesPerAnswer ?? 0)} | | | | 1.00× |`,
);
console.log(
  `| the same, answering the whole list's bytes | ${Math.round(perSecond(rawWholeList))} | ${rawWholeList.p50} | ${rawWholeList.p99} | ${rawWholeList.max} | ${rawWholeList.non2xx} | ${Math.round(rawWholeList.bytesPerAnswer ?? 0)} | | | | ${ratio(rawWholeList).toFixed(2)}× |`,
);
for (const { readCase, result, cpu, sample } of measured) {
  const cpuPer = perRequest(cpu, result.accepted);
  console.log(
    `| ${readCase.name} (2 Arena processes) | ${Math.round(perSecond(result))} | ${result.p50} | ${result.p99} | ${result.max} | ${result.non2xx} | ` +
      `${Math.round(result.bytesPerAnswer ?? 0)} | ${sample.jsonBytes} | ${sample.encoding} | ` +
      `${cpuPer.arena.toFixed(2)} + ${cpuPer.postgres.toFixed(2)} | ${ratio(result).toFixed(2)}× |`,
  );
}
for (const { readCase, statements, result } of measured) {
  console.log(`\n${readCase.name}:`);
  printStatementProfile(statements, result.total, 8, 'request');
}
const wholeList = measured.find(({ readCase }) => readCase.key === 'wholeList')!;
console.log(
  `\nThe whole list (${TOURNAMENTS}) in one answer: ${ratio(wholeList.result).toFixed(2)}× the raw read; the raw read ` +
    `answering its ${wholeList.sample.wireBytes} compressed bytes: ${ratio(rawWholeList).toFixed(2)}×, so Arena reaches ` +
    `${(perSecond(wholeList.result) / perSecond(rawWholeList)).toFixed(2)}× what moving those bytes allows.`,
);
const uncompressed = measured.filter(({ sample }) => sample.jsonBytes >= 1024 && sample.encoding === 'none');
const failed = measured.filter(({ result }) => result.non2xx > 0 || result.errors > 0);
console.log(
  `\nTarget: each read ≥ ${TARGET_RATIO}× the raw read: ` +
    `${held.every(({ result }) => ratio(result) >= TARGET_RATIO) ? 'met' : 'MISSED'}; ` +
    `JSON over 1 KB compressed when accepted: ${uncompressed.length === 0 ? 'yes' : `NO (${uncompressed.map((m) => m.readCase.name).join(', ')})`}. ` +
    `Load average (1/5/15 min) before ${loadBefore}, after ${loadAfter}.`,
);
for (const { readCase, result } of failed)
  console.log(
    `${readCase.name}: answers by status ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors.`,
  );
if (failed.length > 0 || uncompressed.length > 0) process.exitCode = 1;

// The headline figures as the last line, for comparing runs: arena/ratio/p99Ms are the weakest read's (the target
// holds only if it holds for each), then each read's own.
const figures = Object.fromEntries(
  measured.map(({ readCase, result, cpu, sample }) => [
    readCase.key,
    {
      arena: Math.round(perSecond(result)),
      ratio: Number(ratio(result).toFixed(3)),
      p99Ms: result.p99,
      cpuPerRequestMs: Number(perRequest(cpu, result.accepted).total.toFixed(3)),
      wireBytes: sample.wireBytes,
      jsonBytes: sample.jsonBytes,
    },
  ]),
);
const weakest = held.reduce((low, m) => (perSecond(m.result) < perSecond(low.result) ? m : low));
console.log(
  JSON.stringify({
    bench: 'reads',
    arena: Math.round(perSecond(weakest.result)),
    floor: Math.round(perSecond(raw)),
    ratio: Number(ratio(weakest.result).toFixed(3)),
    p99Ms: Math.max(...held.map(({ result }) => result.p99)),
    ...figures,
    wholeListBytesFloor: { arena: Math.round(perSecond(rawWholeList)), ratio: Number(ratio(rawWholeList).toFixed(3)) },
  }),
);

// Dev chain throughput: signed UOS transfers accepted end to end over HTTP (decode, TAPOS, signature
// verification, contract, group commit to the database). Pre-signs N transfers, pushes them from a
// separate client process with fixed concurrency, and reports tx/s with p50/p99 latency plus the server
// process's CPU time per transaction (a figure that holds up on a busy machine), on PGlite and, when
// DATABASE_URL is set, on PostgreSQL.
// Usage: npm run bench:chain [-- --count 6000 --concurrency 64 --senders 200 --verifier native|workers|inline --profile]
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import type { ChainTables } from '../../../server/chain/chain-tables.js';
import { openDatabase, type DatabaseHandle } from '../../../server/db/database.js';
import { migrate } from '../../../server/db/migrate.js';
import { createDevChain } from '../../../server/chain/dev-chain.js';
import type { VerifierKind } from '../../../server/chain/signature-verifier.js';
import { devChainPlugin } from '../../../server/chain/dev-chain-plugin.js';
import { createThrowawayPostgres } from '../../support/test-database.js';
import { ChainClient, generateKeyPair, refBlockPrefix, Transactor, transferUos } from '../../../src/chain/index.js';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const COUNT = arg('count', 6000);
const CONCURRENCY = arg('concurrency', 64);
const SENDERS = arg('senders', 200);
const PROFILE = process.argv.includes('--profile');
const verifierIndex = process.argv.indexOf('--verifier');
const VERIFIER = verifierIndex >= 0 ? (process.argv[verifierIndex + 1] as VerifierKind) : undefined;

/** Samples the server's thread during the push phase only (setup and pre-signing excluded). */
async function startProfiler() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(engine: string) {
      const { profile } = await session.post('Profiler.stop');
      const path = join(tmpdir(), `arena-chain-bench-${engine}-${Date.now()}.cpuprofile`);
      await writeFile(path, JSON.stringify(profile));
      session.disconnect();
      return path;
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function runOn(engine: string, handle: DatabaseHandle) {
  await migrate(handle);
  const platform = await generateKeyPair();
  const chain = await createDevChain({
    db: handle.db,
    platformAccount: { name: 'arena.escrow', publicKey: platform.publicKey },
    signatureVerifier: VERIFIER,
    now: () => new Date(),
  });
  chain.start();
  const app = Fastify({ logger: false });
  await app.register(devChainPlugin, { chain });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  // Distinct senders so transfers touch different balance rows, as real traffic does.
  const senders: { name: string; key: string }[] = [];
  const toName = (i: number) => `bench${i.toString(5).replace(/0/g, 'a').padStart(5, 'a')}`.replace(/[06789]/g, 'b');
  for (let i = 0; i < SENDERS; i++) {
    const pair = await generateKeyPair();
    const name = toName(i);
    await chain.createAccount(name, pair.publicKey);
    senders.push({ name, key: pair.privateKey });
  }
  await Promise.all(senders.map((s) => chain.faucet(s.name, 1_000_000_000n)));

  const client = new ChainClient(url);
  const info = await client.getInfo();
  const tapos = {
    expiration: new Date(Date.parse(`${info.head_block_time}Z`) + 1800_000).toISOString().slice(0, 19),
    ref_block_num: info.head_block_num & 0xffff,
    ref_block_prefix: refBlockPrefix(info.head_block_id),
  };
  const signers = senders.map((s) => new Transactor({ rpcUrl: url, chainId: info.chain_id, privateKeys: [s.key] }));
  const signStarted = performance.now();
  const bodies: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const from = i % SENDERS;
    const to = (i * 7 + 1) % SENDERS === from ? (from + 1) % SENDERS : (i * 7 + 1) % SENDERS;
    const signed = await signers[from].transact({
      actions: [transferUos(senders[from].name, senders[to].name, 1n, `bench ${i}`)],
      broadcast: false,
      tapos,
    });
    bodies.push(
      JSON.stringify({
        signatures: signed.signatures,
        compression: 0,
        packed_context_free_data: '',
        packed_trx: signed.packedTrx,
      }),
    );
  }
  const signMs = performance.now() - signStarted;

  const dir = await mkdtemp(join(tmpdir(), 'arena-chain-bench-'));
  const file = join(dir, 'bodies.jsonl');
  await writeFile(file, bodies.join('\n'));
  const clientScript = fileURLToPath(new URL('./load-client.mjs', import.meta.url));
  const profiler = PROFILE ? await startProfiler() : null;
  const cpuBefore = process.cpuUsage();
  const result = await new Promise<{ elapsedMs: number; latencies: number[]; failures: string[] }>(
    (resolve, reject) => {
      execFile(
        process.execPath,
        [clientScript, url, file, String(CONCURRENCY)],
        { maxBuffer: 256 * 1024 * 1024 },
        (error, stdout) => {
          if (error) reject(error);
          else resolve(JSON.parse(stdout));
        },
      );
    },
  );
  const cpu = process.cpuUsage(cpuBefore);
  if (profiler) console.log(`  push-phase CPU profile: ${await profiler.stop(engine)}`);
  await rm(dir, { recursive: true, force: true });
  const accepted = COUNT - result.failures.length;
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const txPerSecond = accepted / (result.elapsedMs / 1000);
  console.log(
    `${engine.padEnd(8)} ${accepted}/${COUNT} accepted in ${(result.elapsedMs / 1000).toFixed(2)} s → ${txPerSecond.toFixed(0)} tx/s ` +
      `(p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, concurrency ${CONCURRENCY}; ` +
      `pre-signing ${(COUNT / (signMs / 1000)).toFixed(0)}/s)`,
  );
  const cpuMsPerTx = (cpu.user + cpu.system) / 1000 / COUNT;
  console.log(
    `  server CPU ${cpuMsPerTx.toFixed(3)} ms per transaction → ~${(1000 / cpuMsPerTx).toFixed(0)} tx/s per core of server CPU; signatures: ${chain.signatureVerifier}`,
  );
  if (result.failures.length > 0) console.log(`  first failure: ${result.failures[0]}`);

  // Every accepted transfer must be stored: the transaction count is the proof.
  const stored = await (handle.db as unknown as Kysely<ChainTables>)
    .selectFrom('chain_transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`  stored transactions: ${stored.n} (including ${SENDERS} faucet transfers)`);
  await app.close();
  await chain.stop();
  return txPerSecond;
}

console.log(
  `chain benchmark: ${COUNT} transfers, concurrency ${CONCURRENCY}, ${SENDERS} senders; ${availableParallelism()} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const figures: Record<string, number> = {};
const pglite = await openDatabase({ inMemory: true });
try {
  figures.pglite = await runOn('pglite', pglite);
} finally {
  await pglite.close();
}
if (process.env.DATABASE_URL) {
  const throwaway = await createThrowawayPostgres();
  const postgres = await openDatabase({ databaseUrl: throwaway.url, poolSize: 10 });
  try {
    figures.postgres = await runOn('postgres', postgres);
  } finally {
    await postgres.close();
    await throwaway.drop();
  }
}
const target = 1000;
const missed = Object.entries(figures).filter(([, value]) => value < target);
console.log(
  missed.length === 0
    ? `target ≥ ${target} tx/s met`
    : `below target ${target} tx/s: ${missed.map(([k]) => k).join(', ')}`,
);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (other processes on the machine slow every figure but CPU per transaction)`,
);

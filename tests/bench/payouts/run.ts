// `npm run bench:payouts` (issue 12 §6): the prize distribution of a finished tournament with 1,000 winners, each
// paid UOS and a Uniq (2,000 payments), on the built-in dev chain through the real payouts service (the
// server's own due-work sweep: compute, sign under the tournament lock, push, confirm, return the leftover).
// Beside it, in the same run and on the same chain, the raw signed-transfer throughput: the same kinds of
// transfers (UOS and Uniq, to the same accounts) pre-signed and pushed directly from a separate client process
// (tests/bench/chain/load-client.mjs), and the ratio (target ≥ 50% of raw). Setup (sign-up, escrow, 1,000
// winners written in bulk) is not measured. On PGlite, and on PostgreSQL too when DATABASE_URL is set.
// Usage: npm run bench:payouts [-- --winners 1000 --concurrency 64]
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChainClient, refBlockPrefix, Transactor, transferUniqs, transferUos } from '../../../src/chain/index.js';
import type { Engine } from '../../../server/db/database.js';
import { testEngines } from '../../support/test-database.js';
import { ManualClock } from '../../support/manual-clock.js';
import { startTestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import { addGame, makeOrganizer } from '../../api/tournaments/tournament-kit.js';
import { finishWithWinners, organizerWallet, publishWithPrizes, uniqsOf } from './prize-fixture.js';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const WINNERS = arg('winners', 1000);
const CONCURRENCY = arg('concurrency', 64);
const TARGET_RATIO = 0.5;
const MINUTE = 60_000;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Figures {
  payments: number;
  payoutMs: number;
  rawCount: number;
  rawMs: number;
  rawFailures: number;
}

/** Pushes pre-signed bodies from the chain benchmark's client process; answers its elapsed time and failures. */
async function pushFromClient(url: string, bodies: string[]): Promise<{ elapsedMs: number; failures: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'arena-payout-bench-'));
  const file = join(dir, 'bodies.jsonl');
  await writeFile(file, bodies.join('\n'));
  try {
    const clientScript = fileURLToPath(new URL('../chain/load-client.mjs', import.meta.url));
    return await new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [clientScript, url, file, String(CONCURRENCY)],
        { maxBuffer: 256 * 1024 * 1024 },
        (error, stdout) => {
          if (error) reject(error);
          else resolve(JSON.parse(stdout));
        },
      );
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function runOn(engine: Engine): Promise<Figures> {
  const clock = new ManualClock(Date.now());
  const server = await startTestServer(engine, {}, { clock });
  try {
    const setupStarted = performance.now();
    const organizer = await server.signUp('payout-bench-org@example.com', 'PayoutBenchOrg');
    await makeOrganizer(server, organizer, 'Payout Bench Events');
    await addGame(server, 'chess', 'Chess');
    const wallet = await organizerWallet(server, organizer);
    // Escrowed Uniqs for the prizes, and as many more for the raw transfers.
    const factoryId = await uniqsOf(server, wallet, 2 * WINNERS);
    const prizepool = {
      rewards: [
        {
          ranks: { kind: 'RANGE', startRank: 1, endRank: WINNERS },
          uosAmount: String(WINNERS / 10),
          uniqs: [{ factoryId, quantity: WINNERS }],
        },
      ],
    };
    const id = await publishWithPrizes(server, organizer, wallet, prizepool, 1024, clock.now());
    const accounts = await finishWithWinners(server, id, WINNERS, clock.now());
    const chain = new ChainClient(server.baseUrl);
    console.log(
      `${engine}: setup ${((performance.now() - setupStarted) / 1000).toFixed(1)} s (not measured); load average ${load()}`,
    );

    // The distribution: due 15 minutes after the rounds end; the sweep runs it to the end.
    clock.advance(16 * MINUTE);
    const payoutStarted = performance.now();
    await server.runDueWork();
    const payoutMs = performance.now() - payoutStarted;
    const view = (await call(server, 'GET', `/tournaments/${id}/payouts`, { session: organizer })).body;
    const confirmed = view.counts?.CONFIRMED ?? 0;
    if (view.status !== 'COMPLETE' || confirmed !== 2 * WINNERS)
      throw new Error(`distribution not complete: ${view.status} ${JSON.stringify(view.counts)}`);
    // Proof on chain: every winner holds their Uniq (the service's own view is not taken on trust).
    const sample = [accounts[0], accounts[Math.floor(WINNERS / 2)], accounts[WINNERS - 1]];
    for (const account of sample)
      if ((await chain.getUniqsOf(account)).length !== 1) throw new Error(`${account} did not receive its Uniq`);

    // Raw: the same transfers (UOS, then a Uniq, to each winner) signed by the organizer's wallet and pushed.
    const info = await chain.getInfo();
    const tapos = {
      expiration: new Date(Date.parse(`${info.head_block_time}Z`) + 600_000).toISOString().slice(0, 19),
      ref_block_num: info.head_block_num & 0xffff,
      ref_block_prefix: refBlockPrefix(info.head_block_id),
    };
    const owned = (await chain.getUniqsOf(wallet.accountName)).map((t) => String(t.id));
    if (owned.length < WINNERS) throw new Error(`the organizer holds ${owned.length} Uniqs, ${WINNERS} needed`);
    const signer = new Transactor({ rpcUrl: server.baseUrl, chainId: info.chain_id, privateKeys: [wallet.privateKey] });
    const bodies: string[] = [];
    const signStarted = performance.now();
    for (const [i, to] of accounts.entries()) {
      for (const action of [
        transferUos(wallet.accountName, to, 1n, `raw ${i}`),
        transferUniqs({ from: wallet.accountName, to, tokenIds: [owned[i]], memo: `raw ${i}` }),
      ]) {
        const signed = await signer.transact({ actions: [action], broadcast: false, tapos });
        bodies.push(
          JSON.stringify({
            signatures: signed.signatures,
            compression: 0,
            packed_context_free_data: '',
            packed_trx: signed.packedTrx,
          }),
        );
      }
    }
    const signMs = performance.now() - signStarted;
    const raw = await pushFromClient(server.baseUrl, bodies);
    if (raw.failures.length > 0) console.log(`  first raw failure: ${raw.failures[0]}`);
    console.log(
      `  raw pre-signing: ${(bodies.length / (signMs / 1000)).toFixed(0)} transactions/s (not in the raw figure; the service signs inside its own)`,
    );
    return {
      payments: confirmed,
      payoutMs,
      rawCount: bodies.length - raw.failures.length,
      rawMs: raw.elapsedMs,
      rawFailures: raw.failures.length,
    };
  } finally {
    await server.close();
  }
}

console.log(
  `payouts benchmark: ${WINNERS} winners × (UOS + Uniq) on the dev chain; raw pushes at concurrency ${CONCURRENCY}; ${availableParallelism()} cores, load average ${load()}`,
);
const missed: string[] = [];
for (const engine of testEngines()) {
  const f = await runOn(engine);
  const payoutRate = f.payments / (f.payoutMs / 1000);
  const rawRate = f.rawCount / (f.rawMs / 1000);
  const ratio = payoutRate / rawRate;
  console.log(
    `${engine.padEnd(8)} payouts: ${f.payments} payments in ${(f.payoutMs / 1000).toFixed(2)} s → ${payoutRate.toFixed(0)} payments/s | ` +
      `raw: ${f.rawCount} transfers in ${(f.rawMs / 1000).toFixed(2)} s → ${rawRate.toFixed(0)} tx/s${f.rawFailures ? ` (${f.rawFailures} refused)` : ''} | ratio ${(ratio * 100).toFixed(0)}%`,
  );
  if (ratio < TARGET_RATIO) missed.push(engine);
}
console.log(
  missed.length === 0
    ? `target ≥ ${TARGET_RATIO * 100}% of raw met`
    : `below target ${TARGET_RATIO * 100}% of raw: ${missed.join(', ')}`,
);
console.log(
  `load average after: ${load()} (the machine is shared: both figures of an engine are taken minutes apart at most)`,
);

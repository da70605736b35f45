// Issue 12 §5 faults, through the one payment ledger for all of its sources: a tournament's prize distribution
// to 200 winners (UOS to all, Uniqs to the first 20, then the reward of ranks nobody reached back to the organizer
// as the escrow's return) and, at the same time, the prizes of a leaderboard those 200
// are ranked on (UOS to all, Uniqs to the first 20, the leftover back to the organizer), while the real server
// process is killed with SIGKILL at several points, observed from outside through the organizer's payouts and
// rewards APIs (recorded but nothing confirmed yet, then after 80, 240 and 400 confirmed payments of both), and
// started again each time. Afterwards the chain itself is read: every winner got exactly their payments, each
// transfer exists once on chain, and the escrow account holds exactly what was escrowed minus what was paid and
// returned.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainClient, generateKeyPair, issueUniqs } from '../../../src/chain/index.js';
import type { LeaderboardRewards } from '../../../src/contract/leaderboard-rewards.js';
import { openDatabase, type DatabaseHandle, type Engine } from '../../../server/db/database.js';
import { createDevChain } from '../../../server/chain/dev-chain.js';
import { foldContributions } from '../../../server/modules/leaderboards/leaderboard-fold.js';
import { loadPlatformKey } from '../../../server/modules/wallet/platform-key.js';
import { createBuiltInAccount } from '../../../server/db/demo-data.js';
import { BUILT_IN_ISSUER_KEY } from '../../../server/app.js';
import { preparePGliteFolder, preparePostgres, testEngines } from '../../support/test-database.js';
import { pgliteFolderOf } from '../../support/database-templates.js';
import { exchangeCode, signInAtIdp } from '../../support/idp-browserless.js';
import { sessionOf, type Session, type TestServer } from '../../support/test-server.js';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { createUniqFactory, linkWallet, push, type LinkedWallet } from '../../support/wallet-kit.js';
import { mapLimited } from '../../bench/registration/player-crowd.js';
import { call } from '../teams/people-kit.js';
import { addGame } from '../tournaments/tournament-kit.js';
import { escrowLeaderboardPrizes, prizeSettings } from '../leaderboards/leaderboard-kit.js';
import { finishWith, publishWithPrizes } from './payout-kit.js';

const WINNERS = 200;
const ORGANIZER_EMAIL = 'crash-org@example.com';
const ORGANIZER_PASSWORD = 'correct-horse-battery';
const UNIQ_WINNERS = 20;
const ESCROW = 'arena.escrow';
const POOL_UNITS = 900_00000123n;
/** The reward of ranks past the last winner: nobody's, so it goes back to the organizer with the escrow's return. */
const RETURNED_UNITS = 5_00000000n;
const BOARD_POOL_UNITS = 90_00000077n;
/** Every payment of both sources: the tournament's, then the leaderboard's prizes and its leftover's return. */
const TOURNAMENT_PAYMENTS = WINNERS + UNIQ_WINNERS;

/** 12-character chain names: "pw" + the index in letters. */
const winnerAccount = (i: number) =>
  `pwin${String(i)
    .padStart(4, '0')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;

describe.each(testEngines())('a distribution to 200 winners survives SIGKILL on %s', (engine: Engine) => {
  let server: ServerProcess;
  let handle: DatabaseHandle | null = null;
  let facade: TestServer;
  let organizer: Session;
  let wallet: LinkedWallet;
  let tournamentId: string;
  let leaderboardId: string;
  /** The PGlite data folder this suite made (the server process is started on it). */
  let pgliteDataDir: string | undefined;
  /** Drops the PostgreSQL database this suite made (the server process is started on it). */
  let dropPostgres: (() => Promise<void>) | undefined;

  /** Runs `work` on the database: beside the running server on PostgreSQL; with the server stopped on PGlite (one process owns its files). */
  async function withDatabase<T>(work: () => Promise<T>): Promise<T> {
    if (engine === 'postgres') return work();
    await server.stop();
    handle = await openDatabase({ dataDir: join(server.dataDir, 'pglite') });
    try {
      return await work();
    } finally {
      await handle.close();
      handle = null;
      await server.start();
    }
  }

  /**
   * What the suite needs in the database before the organizer acts: the organizer's account on the built-in identity
   * provider (created as the demo data creates its accounts), their organization, the game, and the winners:
   * accounts on the dev chain (written by the dev chain's own code, sharing the database) and Arena users whose
   * wallets are linked to them.
   */
  async function seed(db: DatabaseHandle['db']) {
    const organizerUser = await createBuiltInAccount(
      db,
      BUILT_IN_ISSUER_KEY,
      { email: ORGANIZER_EMAIL, password: ORGANIZER_PASSWORD, nickname: 'CrashOrg' },
      'organizer',
      new Date(),
    );
    // As makeOrganizer does.
    const org = await db
      .insertInto('organizations')
      .values({ name: 'Crash Events', owner_id: organizerUser.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('organization_members')
      .values({ organization_id: org.id, user_id: organizerUser.id })
      .execute();
    await addGame(facade, 'chess', 'Chess');
    const winnerKey = await generateKeyPair();
    const platformKey = await loadPlatformKey(db, ESCROW);
    const devChain = await createDevChain({
      db,
      platformAccount: { name: ESCROW, publicKey: platformKey.publicKey },
      now: () => new Date(),
    });
    for (let i = 0; i < WINNERS; i += 50)
      await Promise.all(
        Array.from({ length: Math.min(50, WINNERS - i) }, (_, k) =>
          devChain.createAccount(winnerAccount(i + k), winnerKey.publicKey),
        ),
      );
    await devChain.stop();
    await db
      .insertInto('users')
      .values(
        Array.from({ length: WINNERS }, (_, i) => ({
          issuer: 'crash-test',
          subject: randomUUID(),
          nickname: `Winner${i}`,
          wallet_id: winnerAccount(i),
          linked_accounts: '{}',
          discipline_accounts: '{}',
        })),
      )
      .execute();
  }

  beforeAll(async () => {
    facade = {
      get baseUrl() {
        return server.url;
      },
      get database() {
        return { engine, handle: handle!, drop: async () => undefined };
      },
      api(path: string, init: RequestInit & { session?: Session } = {}) {
        const { session, headers, ...rest } = init;
        return fetch(`${server.url}/api/v1${path}`, {
          ...rest,
          headers: { ...(session?.headers ?? {}), ...(headers as Record<string, string> | undefined) },
        });
      },
    } as unknown as TestServer;
    if (engine === 'pglite') {
      // Seeded before the process starts (it then owns the files): no stop and start just to write the set-up.
      pgliteDataDir = await mkdtemp(join(tmpdir(), 'arena-crash-'));
      await preparePGliteFolder(pgliteDataDir);
      handle = await openDatabase({ dataDir: pgliteFolderOf(pgliteDataDir) });
      try {
        await seed(handle.db);
      } finally {
        await handle.close();
        handle = null;
      }
      server = await startServerProcess({ engine, host: '127.0.0.1', dataDir: pgliteDataDir });
    } else {
      // Seeded while the process boots rather than after it (one after the other, up to 15 s on a loaded machine): the
      // boot is made for a database other processes write to, and its first-boot rows (signing secrets, the platform
      // key, the dev chain's genesis) are inserted ON CONFLICT DO NOTHING and read back, as the seed's own are.
      const throwaway = await preparePostgres();
      dropPostgres = throwaway.drop;
      handle = await openDatabase({ databaseUrl: throwaway.url, poolSize: 4 });
      const [booted, seeded] = await Promise.allSettled([
        startServerProcess({ engine, host: '127.0.0.1', env: { DATABASE_URL: throwaway.url } }),
        seed(handle.db),
      ]);
      if (booted.status === 'fulfilled') server = booted.value;
      for (const outcome of [booted, seeded]) if (outcome.status === 'rejected') throw outcome.reason;
    }
    organizer = sessionOf(
      await exchangeCode(server.url, await signInAtIdp(server.url, ORGANIZER_EMAIL, ORGANIZER_PASSWORD)),
    );
    wallet = await linkWallet(facade, organizer);
    expect((await call(facade, 'POST', '/chain/faucet', { session: organizer })).status).toBe(200);
    const factoryId = await createUniqFactory(facade, wallet, 'crash-prize');
    await push(facade, wallet, [
      issueUniqs({
        issuer: wallet.accountName,
        to: wallet.accountName,
        tokenConfigs: [{ factoryId: BigInt(factoryId), amount: 2 * UNIQ_WINNERS + 1 }],
      }),
    ]);
    tournamentId = await publishWithPrizes(facade, organizer, wallet, {
      rewards: [
        { ranks: { kind: 'ALL' }, uosAmount: '900.00000123', uniqs: [] },
        {
          ranks: { kind: 'RANGE', startRank: 1, endRank: UNIQ_WINNERS },
          uniqs: [{ factoryId, quantity: UNIQ_WINNERS }],
        },
        {
          ranks: { kind: 'SPECIFIC', rank: WINNERS + 1 },
          uosAmount: '5',
          uniqs: [{ factoryId, quantity: 1 }],
        },
      ],
    });
    // A RANK leaderboard with its own prize pool escrowed from the same wallet (the other 20 Uniqs).
    const created = await call(facade, 'POST', '/leaderboards', {
      session: organizer,
      json: { name: 'Crash Season', kind: 'RANK' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    leaderboardId = created.body.id as string;
    const boardSettings = prizeSettings(
      {
        rewards: [
          { id: 'everyone', ranks: { kind: 'ALL' }, uosAmount: '90.00000077', uniqs: [] },
          {
            id: 'top',
            ranks: { kind: 'RANGE', startRank: 1, endRank: UNIQ_WINNERS },
            uniqs: [{ factoryId, quantity: UNIQ_WINNERS }],
          },
        ],
      },
      'Crash Season',
    );
    const saved = await call(facade, 'PUT', `/leaderboards/${leaderboardId}`, {
      session: organizer,
      json: boardSettings,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const funded = await escrowLeaderboardPrizes(facade, organizer, wallet, leaderboardId);
    expect(funded.body.status, JSON.stringify(funded.body)).toBe('HELD');
    const published = await call(facade, 'POST', `/leaderboards/${leaderboardId}/publish`, { session: organizer });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  }, 600_000);

  afterAll(async () => {
    if (handle && engine === 'postgres') await handle.close();
    // SIGKILL, as in the test: a graceful stop drains the job queue first (pg-boss waits up to 10 s for its workers),
    // which cost this suite 10 s on PostgreSQL and proves nothing here (process-lifecycle.test.ts covers the drain).
    await server?.kill();
    await server?.close();
    if (pgliteDataDir) await rm(pgliteDataDir, { recursive: true, force: true });
    await dropPostgres?.();
  });

  it('pays every winner exactly once whatever instant the process dies, and conserves the escrow', async () => {
    const chain = new ChainClient(server.url);
    // The pool is in escrow already (published): at the end exactly the pool has left the escrow account.
    const escrowBefore = await chain.getCurrencyBalance(ESCROW);
    // The rounds ended 16 minutes ago: the distribution is due as soon as a process looks.
    await withDatabase(async () => {
      const winners = await handle!.db
        .selectFrom('users')
        .select(['id', 'wallet_id'])
        .where('issuer', '=', 'crash-test')
        .execute();
      const byAccount = new Map(winners.map((w) => [w.wallet_id!, w.id]));
      // Every tenth pair ties: ranks 1, 2, 2, 4, 5, …
      const placements = Array.from({ length: WINNERS }, (_, i) => ({
        userIds: [byAccount.get(winnerAccount(i))!],
        rank: i % 10 === 2 ? i : i + 1,
      }));
      const finishedAt = Date.now() - 16 * 60_000;
      await finishWith(facade, tournamentId, placements, finishedAt);
      // The tournament feeds the leaderboard: its placements are folded in as the server's listener folds them.
      await handle!.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('tournaments')
          .set({ leaderboard_id: leaderboardId })
          .where('id', '=', tournamentId)
          .execute();
        const board = await trx
          .selectFrom('leaderboards')
          .selectAll()
          .where('id', '=', leaderboardId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        await foldContributions(
          trx,
          board,
          tournamentId,
          placements.map((placement, i) => ({
            participantKey: `user:${placement.userIds[0]}`,
            placement: placement.rank,
            points: '0',
            checkedInAt: new Date(finishedAt - 3_600_000 + i * 1000).toISOString(),
          })),
          new Date(finishedAt),
        );
      });
    });
    const ended = await call(facade, 'POST', `/leaderboards/${leaderboardId}/end`, { session: organizer });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);

    const view = async () =>
      (await call(facade, 'GET', `/tournaments/${tournamentId}/payouts`, { session: organizer })).body;
    const rewards = async () =>
      (await call<LeaderboardRewards>(facade, 'GET', `/leaderboards/${leaderboardId}/rewards`, { session: organizer }))
        .body;
    const countOf = (payments: { status: string }[], status: string) =>
      payments.filter((payment) => payment.status === status).length;
    const killPoints = [0, 80, 240, 400];
    const killedAt: { confirmed: number; sent: number }[] = [];
    // PostgreSQL: the running server picks the distribution up at its next sweep; PGlite was restarted above.
    if (engine === 'postgres') {
      await server.kill();
      await server.start();
    }
    // The organizer sends the leaderboard's prizes while the distribution runs; the answer comes once they are paid,
    // which a kill may cut short: the prizes are recorded first, and the ledger pays them after any restart.
    const sending = call(facade, 'POST', `/leaderboards/${leaderboardId}/rewards/send`, {
      session: organizer,
      json: {},
    }).catch((error: unknown) => error);
    const recordedBy = Date.now() + 120_000;
    while (!(await rewards()).allSent) {
      if (Date.now() > recordedBy) throw new Error(`the leaderboard prizes were never recorded:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    let boardPayments = (await rewards()).payments;
    const totalPayments = TOURNAMENT_PAYMENTS + boardPayments.length;
    const done = (tournament: { status: string }, board: { status: string }[]) =>
      tournament.status === 'COMPLETE' && countOf(board, 'CONFIRMED') === board.length;
    for (const point of killPoints) {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const [current, board] = [await view(), (await rewards()).payments];
        const confirmed = (current.counts?.CONFIRMED ?? 0) + countOf(board, 'CONFIRMED');
        if (done(current, board)) break;
        if (current.status === 'DISTRIBUTING' && confirmed >= point) {
          await server.kill();
          killedAt.push({ confirmed, sent: (current.counts?.SENT ?? 0) + countOf(board, 'SENT') });
          await server.start();
          break;
        }
        if (Date.now() > deadline) throw new Error(`no progress past ${confirmed} payments:\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    await sending;
    let final = await view();
    boardPayments = (await rewards()).payments;
    const deadline = Date.now() + 360_000;
    while (!done(final, boardPayments) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      final = await view();
      boardPayments = (await rewards()).payments;
    }
    console.info(
      `kills on ${engine} at (confirmed/sent of ${totalPayments}): ${killedAt.map((k) => `${k.confirmed}/${k.sent}`).join(', ')}`,
    );
    expect(final.status, JSON.stringify(final.counts)).toBe('COMPLETE');
    // The kills really landed in the middle of the payments.
    expect(killedAt.some((k) => k.confirmed > 0 && k.confirmed < totalPayments)).toBe(true);
    expect(final.counts).toEqual({ CONFIRMED: TOURNAMENT_PAYMENTS });
    expect(boardPayments.map((p) => p.status)).toEqual(boardPayments.map(() => 'CONFIRMED'));

    // The chain: each winner holds exactly what their payments say, and each payment is one transfer on chain.
    const byAccount = new Map<string, { units: bigint; tokens: string[]; memos: string[] }>();
    const paid = (account: string, uosAmount: string, tokenIds: string[], memo: string) => {
      const entry = byAccount.get(account) ?? { units: 0n, tokens: [], memos: [] };
      entry.units += BigInt(uosAmount.replace('.', ''));
      entry.tokens.push(...tokenIds);
      entry.memos.push(memo);
      byAccount.set(account, entry);
    };
    for (const payment of final.payments)
      paid(payment.toAccount, payment.uosAmount, payment.tokenIds, `arena-prize:${payment.id}`);
    const boardUnits = (payments: typeof boardPayments) =>
      payments.reduce((sum, p) => sum + BigInt(p.uosAmount.replace('.', '')), 0n);
    for (const payment of boardPayments.filter((p) => p.purpose === 'PRIZE'))
      paid(payment.toAccount!, payment.uosAmount, payment.tokenIds, `arena-prize:leaderboard:${payment.id}`);
    // The leaderboard's pool went to its winners and back to the organizer, to the unit and the token.
    expect(boardUnits(boardPayments)).toBe(BOARD_POOL_UNITS);
    expect(boardPayments.flatMap((p) => p.tokenIds)).toHaveLength(UNIQ_WINNERS);
    expect(boardPayments.filter((p) => p.purpose === 'RETURN').every((p) => p.toAccount === wallet.accountName)).toBe(
      true,
    );
    expect(byAccount.size).toBe(WINNERS);
    expect([...byAccount.values()].reduce((sum, e) => sum + e.units, 0n)).toBe(
      POOL_UNITS + boardUnits(boardPayments.filter((p) => p.purpose === 'PRIZE')),
    );
    // 600 reads of the chain, eight accounts at a time rather than one after another: the same reads and the same
    // checks. Measured both ways in one run (each order once, machine at load 15-20): PGlite 11.4-12.0 s → 6.0-6.1 s;
    // PostgreSQL 7.9 → 9.8 s when read first (cold) and 5.8 → 3.0 s when read second.
    await mapLimited([...byAccount], 8, async ([account, expected]) => {
      const [balance, uniqs, transactions] = await Promise.all([
        chain.getCurrencyBalance(account),
        chain.getUniqsOf(account),
        chain.getAccountTransactions(account, 50),
      ]);
      expect(balance, account).toBe(expected.units);
      expect(uniqs.map((t) => String(t.id)).sort(), account).toEqual([...expected.tokens].sort());
      const received = transactions.flatMap((trx) =>
        trx.actions.map(
          (action) =>
            (action.data as { memo?: string; transfer?: { memo?: string } }).memo ??
            (action.data as { transfer?: { memo?: string } }).transfer?.memo,
        ),
      );
      expect(received.filter((memo) => memo?.startsWith('arena-prize:')).sort(), account).toEqual(
        [...expected.memos].sort(),
      );
    });
    // Conservation: the escrow account got the pool and paid it all out, nothing more and nothing less: the prizes
    // to the winners, the rest back to the organizer in one return, paid once by the ledger.
    expect(final.escrow.paid.uosAmount).toBe('900.00000123');
    expect(final.escrow.returned.uosAmount).toBe('5.00000000');
    expect(final.escrow.returned.uniqTokenIds).toHaveLength(1);
    expect(final.escrow.held).toEqual({ uosAmount: '0.00000000', uniqTokenIds: [] });
    expect(await chain.getCurrencyBalance(ESCROW)).toBe(escrowBefore - POOL_UNITS - RETURNED_UNITS - BOARD_POOL_UNITS);
    const returns = (await chain.getAccountTransactions(wallet.accountName, 100)).filter((trx) =>
      trx.actions.some(
        (action) =>
          ((action.data as { memo?: string }).memo ?? '').startsWith('arena-escrow-return:') ||
          ((action.data as { transfer?: { memo?: string } }).transfer?.memo ?? '').startsWith('arena-escrow-return:'),
      ),
    );
    expect(returns).toHaveLength(1);
    expect(await chain.getUniqsOf(ESCROW)).toEqual([]);
  }, 900_000);
});

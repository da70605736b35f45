// Leaderboard prizes on the real dev chain (issue 13 §3, §4): the prize pool is escrowed like a tournament's
// (publishing is refused until it is), a draft's escrow can be reversed (and a leaderboard holding one cannot be
// deleted), and once the leaderboard has ended each prize is sent once: refusals for every catalogue case, two
// simultaneous sends pay once, the players' wallets receive exactly their prizes, a winner without a wallet is
// paid when they link one, and the escrow's leftover goes back to the organizer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainClient, issueUniqs } from '../../../src/chain/index.js';
import type { LeaderboardEscrow, LeaderboardRewards } from '../../../src/contract/leaderboard-rewards.js';
import type { LeaderboardSettingsBody } from '../../../src/contract/leaderboards.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { createUniqFactory, linkWallet, push, type LinkedWallet } from '../../support/wallet-kit.js';
import { playBetterSeedWins, publishPlayable, registerAndCheckIn } from '../matches/play-kit.js';
import { call, userId } from '../teams/people-kit.js';
import { addGame, makeOrganizer } from '../tournaments/tournament-kit.js';
import { escrowLeaderboardPrizes, prizeSettings } from './leaderboard-kit.js';

const UOS = 100_000_000n;
const ESCROW = 'arena.escrow';

describe.each(testEngines())('leaderboard rewards on %s', (engine) => {
  const clock = new ManualClock(Date.now());
  let server: TestServer;
  let chain: ChainClient;
  let organizer: Session;
  let stranger: Session;
  let wallet: LinkedWallet;
  let factoryId: string;
  const players: { session: Session; id: string; wallet: LinkedWallet | null }[] = [];

  const create = async (name: string, prizepool: LeaderboardSettingsBody['prizepool']) => {
    const created = await call(server, 'POST', '/leaderboards', { session: organizer, json: { name, kind: 'RANK' } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const saved = await call(server, 'PUT', `/leaderboards/${id}`, {
      session: organizer,
      json: prizeSettings(prizepool, name),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return id;
  };
  const fund = (id: string) => escrowLeaderboardPrizes(server, organizer, wallet, id);
  const send = (id: string, prizeId?: string) =>
    call<LeaderboardRewards & { message?: string }>(server, 'POST', `/leaderboards/${id}/rewards/send`, {
      session: organizer,
      json: prizeId ? { prizeId } : {},
    });
  const balance = (account: string) => chain.getCurrencyBalance(account);
  const tokensOf = async (account: string) => (await chain.getUniqsOf(account)).map((t) => String(t.id));

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    chain = new ChainClient(server.baseUrl);
    organizer = await server.signUp(`lbr-org-${engine}@example.com`, `LbrOrg${engine}`);
    stranger = await server.signUp(`lbr-other-${engine}@example.com`, `LbrOther${engine}`);
    await makeOrganizer(server, organizer, `Reward Events ${engine}`);
    await makeOrganizer(server, stranger, `Other Reward Events ${engine}`);
    await addGame(server, 'chess', 'Chess');
    wallet = await linkWallet(server, organizer);
    expect((await call(server, 'POST', '/chain/faucet', { session: organizer })).status).toBe(200);
    factoryId = await createUniqFactory(server, wallet, `lb-prize-${engine}`);
    await push(server, wallet, [
      issueUniqs({
        issuer: wallet.accountName,
        to: wallet.accountName,
        tokenConfigs: [{ factoryId: BigInt(factoryId), amount: 6 }],
      }),
    ]);
    for (let i = 0; i < 4; i++) {
      const session = await server.signUp(`lbr-p${i}-${engine}@example.com`, `LbrPlayer${i}${engine}`);
      // The fourth player links a wallet only after the prizes are sent.
      players.push({
        session,
        id: await userId(server, session),
        wallet: i < 3 ? await linkWallet(server, session) : null,
      });
    }
  }, 300_000);
  afterAll(async () => server?.close());

  it('reverses a draft escrow back to the wallet, and refuses to delete while one is held', async () => {
    const id = await create('Reversed Season', {
      rewards: [{ id: 'r1', ranks: { kind: 'FIRST' }, uosAmount: '7', uniqs: [{ factoryId, quantity: 1 }] }],
    });
    const before = { uos: await balance(wallet.accountName), tokens: await tokensOf(wallet.accountName) };
    expect((await fund(id)).body.status).toBe('HELD');
    expect(await balance(wallet.accountName)).toBe(before.uos - 7n * UOS);
    const deleting = await call(server, 'DELETE', `/leaderboards/${id}`, { session: organizer });
    expect(deleting.status).toBe(409);
    expect(deleting.body).toMatchObject({
      message: 'LEADERBOARD-NOT-DELETABLE',
      formFieldErrors: { prizepool: expect.any(String) },
    });
    // Another organization's organizer sees nothing of it.
    expect((await call(server, 'DELETE', `/leaderboards/${id}/escrow`, { session: stranger })).status).toBe(404);
    const reversed = await call<LeaderboardEscrow>(server, 'DELETE', `/leaderboards/${id}/escrow`, {
      session: organizer,
    });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body.status).toBe('REQUIRED');
    expect(await balance(wallet.accountName)).toBe(before.uos);
    expect((await tokensOf(wallet.accountName)).sort()).toEqual([...before.tokens].sort());
    expect((await call(server, 'DELETE', `/leaderboards/${id}/escrow`, { session: organizer })).body.message).toBe(
      'TOURNAMENT-ESCROW-NOT-HELD',
    );
    expect((await call(server, 'DELETE', `/leaderboards/${id}`, { session: organizer })).status).toBe(204);
  });

  it('gives an ended leaderboard’s escrow back when nobody is ranked for its prizes (issue 26 §5.5)', async () => {
    const id = await create('Empty Season', {
      rewards: [{ id: 'top', ranks: { kind: 'FIRST' }, uosAmount: '3', uniqs: [{ factoryId, quantity: 1 }] }],
    });
    const before = { uos: await balance(wallet.accountName), tokens: await tokensOf(wallet.accountName) };
    expect((await fund(id)).body.status).toBe('HELD');
    expect((await call(server, 'POST', `/leaderboards/${id}/publish`, { session: organizer })).status).toBe(200);
    // Published, not ended: the prizes may still find their players, so the escrow stays.
    const early = await call(server, 'DELETE', `/leaderboards/${id}/escrow`, { session: organizer });
    expect(early.body.message).toBe('LEADERBOARD-UPDATE-ERROR');
    const rewardsOf = async () =>
      (await call<LeaderboardRewards>(server, 'GET', `/leaderboards/${id}/rewards`, { session: organizer })).body;
    expect((await rewardsOf()).nobodyRanked).toBe(false);
    expect((await call(server, 'POST', `/leaderboards/${id}/end`, { session: organizer })).status).toBe(200);

    // Ended with nobody ranked: sending says why it cannot, and the escrow can be reversed.
    expect(await rewardsOf()).toMatchObject({ canSend: true, escrowHeld: true, nobodyRanked: true });
    const sending = await send(id);
    expect(sending.status).toBe(409);
    expect(sending.body.message).toBe('LEADERBOARD-NOBODY-RANKED');
    expect((await send(id, 'top')).body.message).toBe('LEADERBOARD-NOBODY-RANKED');
    expect((await call(server, 'DELETE', `/leaderboards/${id}/escrow`, { session: stranger })).status).toBe(404);
    const reversed = await call(server, 'DELETE', `/leaderboards/${id}/escrow`, { session: organizer });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(await balance(wallet.accountName)).toBe(before.uos);
    expect((await tokensOf(wallet.accountName)).sort()).toEqual([...before.tokens].sort());
    const after = await rewardsOf();
    expect(after).toMatchObject({ escrowHeld: false });
    expect(after.payments.map((p) => [p.purpose, p.uosAmount, p.status])).toEqual([
      ['RETURN', '3.00000000', 'CONFIRMED'],
    ]);
    // Once only.
    expect((await call(server, 'DELETE', `/leaderboards/${id}/escrow`, { session: organizer })).body.message).toBe(
      'TOURNAMENT-ESCROW-NOT-HELD',
    );
  });

  it('escrows the prize pool before publishing and sends each prize once after the end', async () => {
    const id = await create('Prize Season', {
      rewards: [
        { id: 'first', ranks: { kind: 'FIRST' }, uosAmount: '100', uniqs: [{ factoryId, quantity: 1 }] },
        { id: 'second', ranks: { kind: 'SECOND' }, uosAmount: '10.5', uniqs: [] },
        {
          id: 'rest',
          ranks: { kind: 'RANGE', startRank: 3, endRank: 4 },
          uosAmount: '1.00000001',
          uniqs: [{ factoryId, quantity: 2 }],
        },
        { id: 'ninth', ranks: { kind: 'SPECIFIC', rank: 9 }, uosAmount: '5', uniqs: [] },
      ],
    });
    // Not escrowed: publishing says so, and names the prize pool.
    const early = await call(server, 'POST', `/leaderboards/${id}/publish`, { session: organizer });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      message: 'LEADERBOARD-INVALID-PRIZEPOOL',
      formFieldErrors: { prizepool: expect.any(String) },
    });
    // A transaction that does not pay this leaderboard's escrow is refused.
    const stray = await push(server, wallet, [
      {
        account: 'eosio.token',
        name: 'transfer',
        authorization: [{ actor: wallet.accountName, permission: 'active' }],
        data: { from: wallet.accountName, to: ESCROW, quantity: '1.00000000 UOS', memo: 'not-this-one' },
      },
    ]);
    const refused = await call(server, 'POST', `/leaderboards/${id}/escrow`, {
      session: organizer,
      json: { transactionId: stray },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'LEADERBOARD-INVALID-PRIZEPOOL',
      formFieldErrors: { transactionId: expect.any(String) },
    });
    const escrowBefore = await balance(ESCROW);
    const organizerBefore = await balance(wallet.accountName);
    const funded = await fund(id);
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);
    expect(funded.body.status).toBe('HELD');
    const escrowedUos = 116_50000001n; // 100 + 10.5 + 1.00000001 + 5
    expect(await balance(ESCROW)).toBe(escrowBefore + escrowedUos);
    expect(await balance(wallet.accountName)).toBe(organizerBefore - escrowedUos);
    expect((await call(server, 'POST', `/leaderboards/${id}/publish`, { session: organizer })).status).toBe(200);
    expect((await send(id)).body.message).toBe('LEADERBOARD-NOT-ENDED');

    const t = await publishPlayable(server, organizer, clock, {
      rounds: 2,
      name: 'Prize Season Cup',
      leaderboardId: id,
      format: { format: 'SINGLE_ELIMINATION', thirdPlaceDecider: true, bestOf: [1, 1] },
    });
    await registerAndCheckIn(
      server,
      clock,
      t,
      players.map((p) => p.session),
    );
    const final = await playBetterSeedWins(server, clock, t, players, 2, organizer);
    expect(final.finished).toBe(true);
    expect((await call(server, 'POST', `/leaderboards/${id}/end`, { session: organizer })).status).toBe(200);
    const rankOf = new Map(final.entrants.map((e) => [e.captainId, e.finalRank!]));
    const byRank = players.slice().sort((a, b) => rankOf.get(a.id)! - rankOf.get(b.id)!);

    // Players are ranked: the escrow is theirs, not the organizer's to take back.
    expect((await call(server, 'DELETE', `/leaderboards/${id}/escrow`, { session: organizer })).body.message).toBe(
      'LEADERBOARD-UPDATE-ERROR',
    );
    expect((await send(id, 'nope')).body.message).toBe('LEADERBOARD-INVALID-PRIZE-ID');
    expect((await send(id, 'ninth')).body.message).toBe('LEADERBOARD-INVALID-PRIZE-PLAYERS');
    // Someone else's organizer cannot send them.
    expect(
      (await call(server, 'POST', `/leaderboards/${id}/rewards/send`, { session: stranger, json: {} })).status,
    ).toBe(404);

    const before = await Promise.all(byRank.map(async (p) => (p.wallet ? balance(p.wallet.accountName) : 0n)));
    const organizerBeforeSend = await balance(wallet.accountName);
    // Two sends at once: one sends every prize, the other is told they are sent.
    const answers = await Promise.all([send(id), send(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('LEADERBOARD-PRIZE-ALREADY-SENT');
    const rewards = answers.find((a) => a.status === 200)!.body;
    expect(rewards.allSent).toBe(true);
    expect(rewards.prizes.every((p) => p.sentAt !== null)).toBe(true);
    expect((await send(id, 'first')).body.message).toBe('LEADERBOARD-PRIZE-ALREADY-SENT');

    const expected = [100n * UOS, 10_50000000n, 50000001n, 50000000n]; // the 3–4 range splits 1.00000001 evenly
    for (const [i, player] of byRank.entries()) {
      if (!player.wallet) continue;
      expect(await balance(player.wallet.accountName), `rank ${i + 1}`).toBe(before[i] + expected[i]);
    }
    const expectedTokens = [1, 0, 1, 1]; // the 3–4 range splits its 2 Uniqs, one each
    for (const [i, player] of byRank.entries())
      if (player.wallet)
        expect(await tokensOf(player.wallet.accountName), `rank ${i + 1}`).toHaveLength(expectedTokens[i]);
    // The ninth place prize had nobody: its 5 UOS went back to the organizer with the rest of the escrow.
    expect(await balance(wallet.accountName)).toBe(organizerBeforeSend + 5n * UOS);
    const missing = rewards.payments.filter((p) => p.status === 'MISSING_WALLET');
    const walletless = byRank.findIndex((p) => !p.wallet);
    expect(missing.map((p) => p.recipient?.id)).toEqual(
      new Array(expectedTokens[walletless] > 0 ? 2 : 1).fill(byRank[walletless].id),
    );
    expect(rewards.payments.filter((p) => p.status !== 'MISSING_WALLET').every((p) => p.status === 'CONFIRMED')).toBe(
      true,
    );
    expect(rewards.payments.find((p) => p.purpose === 'RETURN')).toMatchObject({
      toAccount: wallet.accountName,
      uosAmount: '5.00000000',
      status: 'CONFIRMED',
    });

    // The winner without a wallet links one: their prize (UOS and a Uniq) is paid, once.
    const late = byRank.find((p) => !p.wallet)!;
    late.wallet = await linkWallet(server, late.session);
    await server.runDueWork();
    const lateRank = rankOf.get(late.id)!;
    expect(await balance(late.wallet.accountName)).toBe(expected[lateRank - 1]);
    expect(await tokensOf(late.wallet.accountName)).toHaveLength(expectedTokens[lateRank - 1]);
    const after = await call<LeaderboardRewards>(server, 'GET', `/leaderboards/${id}/rewards`, { session: organizer });
    expect(after.body.payments.every((p) => p.status === 'CONFIRMED')).toBe(true);
    // The escrow holds nothing of this leaderboard any more.
    expect(await balance(ESCROW)).toBe(escrowBefore);
    await server.runDueWork();
    expect(await balance(late.wallet.accountName)).toBe(expected[lateRank - 1]);
  });
});

// Prize distribution on the real dev chain (issue 12 §1, §2): the distribution phase 15 minutes after the rounds
// end pays every winner from the escrow exactly as the rewards split over the placements (ties, ranges, "all",
// teams), a winner without a wallet is paid once they link one, cancelling after some payments returns only
// the rest, and only the organizer's organization (or an admin) sees the payouts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainClient, issueUniqs } from '../../../src/chain/index.js';
import { testEngines } from '../../support/test-database.js';
import { ManualClock } from '../../support/manual-clock.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { createUniqFactory, linkWallet, push, type LinkedWallet } from '../../support/wallet-kit.js';
import { call, createTeam, setRole, userId } from '../teams/people-kit.js';
import { addGame, makeOrganizer } from '../tournaments/tournament-kit.js';
import { finishWith, payouts, publishWithPrizes, UOS, uos } from './payout-kit.js';

const ESCROW = 'arena.escrow';
const MINUTE = 60_000;

describe.each(testEngines())('prize distribution on %s', (engine) => {
  const clock = new ManualClock(Date.now());
  let server: TestServer;
  let chain: ChainClient;
  let organizer: Session;
  let rival: Session;
  let admin: Session;
  let wallet: LinkedWallet;
  let factoryId: string;
  const players: { session: Session; id: string; wallet: LinkedWallet | null }[] = [];

  const balance = (account: string) => chain.getCurrencyBalance(account);
  const tokensOf = async (account: string) => (await chain.getUniqsOf(account)).map((t) => String(t.id));

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    chain = new ChainClient(server.baseUrl);
    [organizer, rival, admin] = await Promise.all([
      server.signUp('payout-org@example.com', 'PayoutOrg'),
      server.signUp('payout-rival@example.com', 'PayoutRival'),
      server.signUp('payout-admin@example.com', 'PayoutAdmin'),
    ]);
    await makeOrganizer(server, organizer, 'Payout Events');
    await makeOrganizer(server, rival, 'Rival Payout Events');
    await setRole(server, 'payout-admin@example.com', 'admin');
    await addGame(server, 'chess', 'Chess');
    wallet = await linkWallet(server, organizer);
    expect((await call(server, 'POST', '/chain/faucet', { session: organizer })).status).toBe(200);
    factoryId = await createUniqFactory(server, wallet, 'payout-prize');
    await push(server, wallet, [
      issueUniqs({
        issuer: wallet.accountName,
        to: wallet.accountName,
        tokenConfigs: [{ factoryId: BigInt(factoryId), amount: 30 }],
      }),
    ]);
    for (let i = 0; i < 8; i++) {
      const session = await server.signUp(`payout-player${i}@example.com`, `PayoutPlayer${i}`);
      // Player 7 has no wallet yet.
      players.push({
        session,
        id: await userId(server, session),
        wallet: i < 7 ? await linkWallet(server, session) : null,
      });
    }
  }, 300_000);
  afterAll(async () => server?.close());

  it('pays ties, ranges and "all" exactly, 15 minutes after the rounds end, and conserves the escrow', async () => {
    const prizepool = {
      rewards: [
        { ranks: { kind: 'FIRST' }, uosAmount: '100', uniqs: [{ factoryId, quantity: 1 }] },
        {
          ranks: { kind: 'RANGE', startRank: 2, endRank: 3 },
          uosAmount: '12.50000001',
          uniqs: [{ factoryId, quantity: 2 }],
        },
        { ranks: { kind: 'ALL' }, uosAmount: '1.00000004', uniqs: [] },
      ],
    };
    const id = await publishWithPrizes(server, organizer, wallet, prizepool, { now: clock.now() });
    const [p0, p1, p2, p3, p4] = players;
    // p1 and p2 tie for second: they share positions 2 and 3.
    await finishWith(
      server,
      id,
      [p0, p1, p2, p3, p4].map((p, i) => ({ userIds: [p.id], rank: [1, 2, 2, 4, 5][i] })),
      clock.now(),
    );
    const before = await Promise.all([p0, p1, p2, p3, p4].map((p) => balance(p.wallet!.accountName)));
    const escrowBefore = await balance(ESCROW);

    // Positions: 1 → 100 + 0.20000001; 2 → 6.25000001 + 0.20000001; 3 → 6.25 + 0.20000001; 4 → 0.20000001; 5 → 0.2.
    // The tie shares 12.90000003: the better seed gets the odd unit.
    const expected = [100_20000001n, 6_45000002n, 6_45000001n, 20000001n, 20000000n];
    const preview = await payouts(server, organizer, id);
    expect(preview.status).toBe('SCHEDULED');
    expect(preview.startsAt).toBe(new Date(clock.now() + 15 * MINUTE).toISOString());
    expect(
      preview.payments
        .filter((p: { asset: string }) => p.asset === 'UOS')
        .map((p: { recipient: { id: string }; uosAmount: string }) => [p.recipient.id, p.uosAmount]),
    ).toEqual([p0, p1, p2, p3, p4].map((p, i) => [p.id, uos(expected[i])]));

    clock.advance(14 * MINUTE);
    await server.runDueWork();
    expect((await payouts(server, organizer, id)).status).toBe('SCHEDULED');
    expect(await balance(ESCROW)).toBe(escrowBefore);

    clock.advance(2 * MINUTE);
    await server.runDueWork();
    const done = await payouts(server, organizer, id);
    expect(done.status).toBe('COMPLETE');
    expect(done.counts).toEqual({ CONFIRMED: 8 });
    for (const [i, p] of [p0, p1, p2, p3, p4].entries())
      expect(await balance(p.wallet!.accountName)).toBe(before[i] + expected[i]);
    const uniqs = done.payments.filter((p: { asset: string }) => p.asset === 'UNIQ');
    expect(
      uniqs.map((p: { recipient: { id: string }; tokenIds: string[] }) => [p.recipient.id, p.tokenIds.length]).sort(),
    ).toEqual(
      [
        [p0.id, 1],
        [p1.id, 1],
        [p2.id, 1],
      ].sort(),
    );
    for (const payment of uniqs)
      expect(await tokensOf(payment.toAccount)).toEqual(expect.arrayContaining(payment.tokenIds));
    for (const payment of done.payments) {
      expect(payment.transactionId).toMatch(/^[0-9a-f]{64}$/);
      expect(payment.explorerUrl).toBe(`${server.baseUrl}/chain/transactions/${payment.transactionId}`);
      const onChain = await chain.getTransaction(payment.transactionId);
      expect(onChain.id).toBe(payment.transactionId);
    }
    expect(done.escrow.escrowed.uosAmount).toBe('113.50000005');
    expect(done.escrow.paid).toEqual(done.escrow.escrowed);
    expect(done.escrow.held).toEqual({ uosAmount: '0.00000000', uniqTokenIds: [] });
    expect(await balance(ESCROW)).toBe(escrowBefore - 113_50000005n);

    // Running again pays nothing more.
    clock.advance(60 * MINUTE);
    await server.runDueWork();
    expect(await balance(ESCROW)).toBe(escrowBefore - 113_50000005n);
  });

  it('splits a team’s UOS among the roster that played and hands out its Uniqs per player; unoccupied ranks go back', async () => {
    const prizepool = {
      rewards: [
        { ranks: { kind: 'FIRST' }, uosAmount: '10.00000001', uniqs: [{ factoryId, quantity: 3 }] },
        { ranks: { kind: 'SECOND' }, uosAmount: '5', uniqs: [{ factoryId, quantity: 2 }] },
        { ranks: { kind: 'THIRD' }, uosAmount: '7', uniqs: [{ factoryId, quantity: 2 }] },
      ],
    };
    const id = await publishWithPrizes(server, organizer, wallet, prizepool, { team: true, now: clock.now() });
    const [a, b, c, d, e] = players;
    const teamA = await createTeam(server, a.session, `Payout A ${Date.now()}`);
    const teamB = await createTeam(server, d.session, `Payout B ${Date.now()}`);
    await finishWith(
      server,
      id,
      [
        { userIds: [a.id, b.id, c.id], rank: 1, teamId: teamA.id },
        { userIds: [d.id, e.id], rank: 2, teamId: teamB.id },
      ],
      clock.now(),
    );
    const before = await Promise.all([a, b, c, d, e].map((p) => balance(p.wallet!.accountName)));
    const organizerBefore = await balance(wallet.accountName);
    const organizerTokens = (await tokensOf(wallet.accountName)).length;
    clock.advance(16 * MINUTE);
    await server.runDueWork();
    const done = await payouts(server, organizer, id);
    expect(done.status).toBe('COMPLETE');
    // 10.00000001 over three: the captain and the next member get the odd units.
    const expected = [3_33333334n, 3_33333334n, 3_33333333n, 2_50000000n, 2_50000000n];
    for (const [i, p] of [a, b, c, d, e].entries())
      expect(await balance(p.wallet!.accountName)).toBe(before[i] + expected[i]);
    const uniqs = done.payments.filter((p: { asset: string }) => p.asset === 'UNIQ');
    expect(
      uniqs.map((p: { recipient: { id: string }; tokenIds: string[] }) => [p.recipient.id, p.tokenIds.length]).sort(),
    ).toEqual([a, b, c, d, e].map((p) => [p.id, 1]).sort());
    // Nobody placed third: its 7 UOS and 2 Uniqs went back to the organizer.
    expect(done.escrow.returned.uosAmount).toBe('7.00000000');
    expect(done.escrow.returned.uniqTokenIds).toHaveLength(2);
    expect(await balance(wallet.accountName)).toBe(organizerBefore + 7n * UOS);
    expect((await tokensOf(wallet.accountName)).length).toBe(organizerTokens + 2);
    expect(done.escrow.held).toEqual({ uosAmount: '0.00000000', uniqTokenIds: [] });
  });

  it('keeps a winner without a wallet as MISSING_WALLET and pays them when they link one', async () => {
    const id = await publishWithPrizes(
      server,
      organizer,
      wallet,
      {
        rewards: [
          { ranks: { kind: 'RANGE', startRank: 1, endRank: 2 }, uosAmount: '4', uniqs: [{ factoryId, quantity: 2 }] },
        ],
      },
      { now: clock.now() },
    );
    const late = players[7];
    const paid = players[5];
    await finishWith(
      server,
      id,
      [
        { userIds: [late.id], rank: 1 },
        { userIds: [paid.id], rank: 2 },
      ],
      clock.now(),
    );
    clock.advance(16 * MINUTE);
    await server.runDueWork();
    const waiting = await payouts(server, organizer, id);
    expect(waiting.status).toBe('DISTRIBUTING');
    const lates = waiting.payments.filter((p: { recipient: { id: string } }) => p.recipient.id === late.id);
    expect(lates.map((p: { status: string }) => p.status)).toEqual(['MISSING_WALLET', 'MISSING_WALLET']);
    expect(waiting.escrow.held.uosAmount).toBe('2.00000000');
    expect(waiting.escrow.held.uniqTokenIds).toHaveLength(1);

    late.wallet = await linkWallet(server, late.session);
    await server.runDueWork();
    const done = await payouts(server, organizer, id);
    expect(done.status).toBe('COMPLETE');
    expect(done.counts).toEqual({ CONFIRMED: 4 });
    expect(await balance(late.wallet.accountName)).toBe(2n * UOS);
    expect(await tokensOf(late.wallet.accountName)).toHaveLength(1);
  });

  it('cancelling after some payments returns only what was not paid', async () => {
    const id = await publishWithPrizes(
      server,
      organizer,
      wallet,
      {
        rewards: [
          { ranks: { kind: 'RANGE', startRank: 1, endRank: 2 }, uosAmount: '6', uniqs: [{ factoryId, quantity: 2 }] },
        ],
      },
      { now: clock.now() },
    );
    const unlinked = await server.signUp('payout-unlinked@example.com', 'PayoutUnlinked');
    const unlinkedId = await userId(server, unlinked);
    const winner = players[6];
    await finishWith(
      server,
      id,
      [
        { userIds: [winner.id], rank: 1 },
        { userIds: [unlinkedId], rank: 2 },
      ],
      clock.now(),
    );
    const winnerBefore = await balance(winner.wallet!.accountName);
    clock.advance(16 * MINUTE);
    await server.runDueWork();
    expect((await payouts(server, organizer, id)).status).toBe('DISTRIBUTING');
    const organizerBefore = await balance(wallet.accountName);
    const organizerTokens = (await tokensOf(wallet.accountName)).length;

    const canceled = await call(server, 'POST', `/tournaments/${id}/cancel`, { session: organizer });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    const after = await payouts(server, organizer, id);
    expect(after.status).toBe('CANCELED');
    expect(after.counts).toEqual({ CONFIRMED: 2, CANCELED: 2 });
    expect(await balance(winner.wallet!.accountName)).toBe(winnerBefore + 3n * UOS);
    expect(await balance(wallet.accountName)).toBe(organizerBefore + 3n * UOS);
    expect((await tokensOf(wallet.accountName)).length).toBe(organizerTokens + 1);
    expect(after.escrow.returned.uosAmount).toBe('3.00000000');
    expect(after.escrow.paid.uosAmount).toBe('3.00000000');
    expect(after.escrow.held).toEqual({ uosAmount: '0.00000000', uniqTokenIds: [] });
    // Linking a wallet now pays nothing.
    await linkWallet(server, unlinked);
    await server.runDueWork();
    expect((await payouts(server, organizer, id)).counts).toEqual({ CONFIRMED: 2, CANCELED: 2 });
  });

  it('shows payouts to the organization and admins only; only failed payments can be retried', async () => {
    const id = await publishWithPrizes(
      server,
      organizer,
      wallet,
      { rewards: [{ ranks: { kind: 'FIRST' }, uosAmount: '1', uniqs: [] }] },
      { now: clock.now() },
    );
    await finishWith(server, id, [{ userIds: [players[0].id], rank: 1 }], clock.now());
    clock.advance(16 * MINUTE);
    await server.runDueWork();
    const mine = await payouts(server, organizer, id);
    expect((await payouts(server, admin, id)).payments).toEqual(mine.payments);
    for (const outsider of [rival, players[0].session]) {
      const answer = await call(server, 'GET', `/tournaments/${id}/payouts`, { session: outsider });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('TOURNAMENT-NOT-FOUND');
    }
    expect((await call(server, 'GET', `/tournaments/${id}/payouts`)).status).toBe(401);
    const paymentId = mine.payments[0].id;
    const retry = await call(server, 'POST', `/tournaments/${id}/payouts/${paymentId}/retry`, { session: organizer });
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe('PRIZE-PAYMENT-NOT-RETRYABLE');
    expect(
      (await call(server, 'POST', `/tournaments/${id}/payouts/${paymentId}/retry`, { session: rival })).status,
    ).toBe(404);
    const unknown = await call(server, 'POST', `/tournaments/${id}/payouts/${crypto.randomUUID()}/retry`, {
      session: organizer,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('PRIZE-PAYMENT-NOT-FOUND');
    expect((await call(server, 'GET', `/tournaments/not-a-uuid/payouts`, { session: organizer })).status).toBe(400);
    const openapi = await (await fetch(`${server.baseUrl}/api/docs/json`)).json();
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/tournaments/{id}/payouts',
        '/api/v1/tournaments/{id}/payouts/{paymentId}/retry',
      ]),
    );
  });
});

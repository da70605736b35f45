// Prize escrow on the real dev chain (issue 6 §1): what a prize pool needs, the organizer's wallet transaction
// verified on chain (sender, recipient, memo, amounts, single use), publishing only with a HELD escrow, and the
// platform returning exactly what it received on reversal and on cancellation, once even when asked twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChainClient,
  issueUniqs,
  transferUniqs,
  transferUos,
  refBlockNum,
  refBlockPrefix,
  Transactor,
} from '../../../src/chain/index.js';
import { testEngines } from '../../support/test-database.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { startTestServer } from '../../support/test-server.js';
import { call, count } from '../teams/people-kit.js';
import { createUniqFactory, linkWallet, push, pushWalletObjects, type LinkedWallet } from '../../support/wallet-kit.js';
import {
  addGame,
  createDraft,
  format,
  futureSchedule,
  mainInformation,
  makeOrganizer,
  saveSection,
  settings,
} from './tournament-kit.js';

const ESCROW = 'arena.escrow';
const UOS = 100_000_000n;

describe.each(testEngines())('prize escrow on %s', (engine) => {
  let server: TestServer;
  let chain: ChainClient;
  let organizer: Session;
  let colleague: Session;
  let rival: Session;
  let player: Session;
  let wallet: LinkedWallet;
  let rivalWallet: LinkedWallet;
  let factoryId: string;

  /** 112.5 UOS and 3 Uniqs in all: rewards are totals split over their ranks (src/domain/prize-split.ts). */
  const prizes = () => ({
    rewards: [
      { ranks: { kind: 'FIRST' }, uosAmount: '100', uniqs: [{ factoryId, quantity: 1 }] },
      { ranks: { kind: 'RANGE', startRank: 2, endRank: 3 }, uosAmount: '12.5', uniqs: [{ factoryId, quantity: 2 }] },
    ],
  });

  async function draftWithPrizes(prizepool: unknown = prizes()): Promise<string> {
    const id = await createDraft(server, organizer, 'chess', 'Escrow Cup');
    await saveSection(server, organizer, id, 'main-information', mainInformation({ name: 'Escrow Cup' }));
    await saveSection(server, organizer, id, 'settings', settings());
    await saveSection(server, organizer, id, 'format', format());
    await saveSection(server, organizer, id, 'schedule', futureSchedule());
    await saveSection(server, organizer, id, 'prizepool', prizepool);
    return id;
  }

  async function fund(id: string): Promise<{ transactionId: string; tokenIds: string[] }> {
    const described = await call(server, 'GET', `/tournaments/${id}/escrow`, { session: organizer });
    expect(described.status).toBe(200);
    const transactionId = await pushWalletObjects(server, wallet, described.body.actions);
    const funded = await call(server, 'POST', `/tournaments/${id}/escrow`, {
      session: organizer,
      json: { transactionId },
    });
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);
    return { transactionId, tokenIds: funded.body.escrow.uniqTokenIds };
  }

  const heldTokenIds = async (account: string) => (await chain.getUniqsOf(account)).map((t) => String(t.id)).sort();

  beforeAll(async () => {
    server = await startTestServer(engine);
    chain = new ChainClient(server.baseUrl);
    [organizer, colleague, rival, player] = await Promise.all([
      server.signUp('escrow-org@example.com', 'EscrowOrg'),
      server.signUp('escrow-colleague@example.com', 'EscrowColleague'),
      server.signUp('escrow-rival@example.com', 'EscrowRival'),
      server.signUp('escrow-player@example.com', 'EscrowPlayer'),
    ]);
    const organizationId = await makeOrganizer(server, organizer, 'Escrow Events');
    await makeOrganizer(server, rival, 'Rival Escrow Events');
    const colleagueId = (await call(server, 'GET', '/users/current', { session: colleague })).body.id;
    await server.database.handle.db
      .insertInto('organization_members')
      .values({ organization_id: organizationId, user_id: colleagueId })
      .execute();
    await addGame(server, 'chess', 'Chess');
    wallet = await linkWallet(server, organizer);
    rivalWallet = await linkWallet(server, rival);
    expect((await call(server, 'POST', '/chain/faucet', { session: organizer })).status).toBe(200);
    // A Uniq factory of the organizer's, and 14 Uniqs of it in the organizer's wallet.
    factoryId = await createUniqFactory(server, wallet, 'escrow-prize');
    await push(server, wallet, [
      issueUniqs({
        issuer: wallet.accountName,
        to: wallet.accountName,
        tokenConfigs: [{ factoryId: BigInt(factoryId), amount: 14 }],
      }),
    ]);
  });
  afterAll(async () => server?.close());

  it('describes what the prize pool needs and the exact wallet actions; publishing without escrow is refused', async () => {
    const id = await draftWithPrizes();
    const answer = await call(server, 'GET', `/tournaments/${id}/escrow`, { session: organizer });
    expect(answer.status).toBe(200);
    const tokens = await heldTokenIds(wallet.accountName);
    expect(tokens).toHaveLength(14);
    const lowest = tokens
      .map(BigInt)
      .sort((a, b) => (a < b ? -1 : 1))
      .slice(0, 3)
      .map(String);
    const memo = `arena-escrow:${id}`;
    expect(answer.body).toEqual({
      status: 'REQUIRED',
      escrowAccount: ESCROW,
      memo,
      uosAmount: '112.50000000',
      uniqs: [{ factoryId, quantity: 3 }],
      walletAccount: wallet.accountName,
      transactionId: null,
      actions: [
        {
          contract: 'eosio.token',
          action: 'transfer',
          data: { from: wallet.accountName, to: ESCROW, quantity: '112.50000000 UOS', memo },
        },
        {
          contract: 'eosio.nft.ft',
          action: 'transfer',
          data: { transfer: { from: wallet.accountName, to: ESCROW, token_ids: lowest, memo } },
        },
      ],
    });
    const publish = await call(server, 'POST', `/tournaments/${id}/publish`, { session: organizer });
    expect(publish.status).toBe(409);
    expect(publish.body.message).toBe('TOURNAMENT-ESCROW-REQUIRED');

    // No prize assets: nothing to escrow, and publishing goes ahead.
    const plain = await draftWithPrizes({ rewards: [] });
    expect((await call(server, 'GET', `/tournaments/${plain}/escrow`, { session: organizer })).body).toMatchObject({
      status: 'NOT_NEEDED',
      uosAmount: '0.00000000',
      uniqs: [],
      actions: null,
    });
    expect((await call(server, 'POST', `/tournaments/${plain}/publish`, { session: organizer })).status).toBe(200);
  });

  it('refuses transactions with the wrong memo, recipient or amounts, unknown ones and malformed ids, recording nothing', async () => {
    const id = await draftWithPrizes();
    const memo = `arena-escrow:${id}`;
    const from = wallet.accountName;
    const described = (await call(server, 'GET', `/tournaments/${id}/escrow`, { session: organizer })).body;
    const uniqs = described.actions[1].data.transfer.token_ids as string[];
    const attempts = {
      wrongMemo: await push(server, wallet, [
        transferUos(from, ESCROW, 112n * UOS + UOS / 2n, `arena-escrow:${crypto.randomUUID()}`),
      ]),
      wrongRecipient: await push(server, wallet, [
        transferUos(from, rivalWallet.accountName, 112n * UOS + UOS / 2n, memo),
      ]),
      tooLittle: await push(server, wallet, [
        transferUos(from, ESCROW, 112n * UOS + UOS / 2n - 1n, memo),
        transferUniqs({ from, to: ESCROW, tokenIds: uniqs, memo }),
      ]),
      unknown: '0'.repeat(64),
    };
    for (const [name, transactionId] of Object.entries(attempts)) {
      const answer = await call(server, 'POST', `/tournaments/${id}/escrow`, {
        session: organizer,
        json: { transactionId },
      });
      expect(answer.status, name).toBe(400);
      expect(answer.body.message, name).toBe('TOURNAMENT-ESCROW-INVALID');
      expect(answer.body.formFieldErrors, name).toHaveProperty('transactionId');
    }
    // The Uniqs of the short transaction went to escrow, but the UOS did not cover the pool; UOS alone misses the Uniqs.
    const uosOnly = await push(server, wallet, [transferUos(from, ESCROW, 112n * UOS + UOS / 2n, memo)]);
    expect(
      (
        await call(server, 'POST', `/tournaments/${id}/escrow`, {
          session: organizer,
          json: { transactionId: uosOnly },
        })
      ).body.message,
    ).toBe('TOURNAMENT-ESCROW-INVALID');
    const malformed = await call(server, 'POST', `/tournaments/${id}/escrow`, {
      session: organizer,
      json: { transactionId: 'abc' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.formFieldErrors).toHaveProperty('transactionId');
    expect(await count(server, 'tournament_escrows', `tournament_id = '${id}'`)).toBe(0);
    expect((await call(server, 'GET', `/tournaments/${id}/escrow`, { session: organizer })).body.status).toBe(
      'REQUIRED',
    );
  });

  it('records a verified escrow once, locks the prize pool, and then publishes', async () => {
    const id = await draftWithPrizes();
    const escrowBefore = await chain.getCurrencyBalance(ESCROW);
    const { transactionId, tokenIds } = await fund(id);
    expect(await chain.getCurrencyBalance(ESCROW)).toBe(escrowBefore + 112n * UOS + UOS / 2n);
    expect(tokenIds).toHaveLength(3);
    expect(await heldTokenIds(ESCROW)).toEqual(expect.arrayContaining(tokenIds));

    const view = (await call(server, 'GET', `/tournaments/${id}`, { session: colleague })).body;
    expect(view.escrow).toEqual({
      status: 'HELD',
      transactionId,
      uosAmount: '112.50000000',
      uniqTokenIds: tokenIds,
      returnTransactionId: null,
    });
    expect((await call(server, 'GET', `/tournaments/${id}/escrow`, { session: organizer })).body).toMatchObject({
      status: 'HELD',
      actions: null,
      transactionId,
    });

    const again = await call(server, 'POST', `/tournaments/${id}/escrow`, {
      session: organizer,
      json: { transactionId },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('TOURNAMENT-ESCROW-TRANSACTION-USED');
    const elsewhere = await draftWithPrizes();
    expect(
      (await call(server, 'POST', `/tournaments/${elsewhere}/escrow`, { session: organizer, json: { transactionId } }))
        .body.message,
    ).toBe('TOURNAMENT-ESCROW-TRANSACTION-USED');

    const edit = await call(server, 'PUT', `/tournaments/${id}/sections/prizepool`, {
      session: organizer,
      json: { rewards: [] },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('TOURNAMENT-SECTION-LOCKED');

    const published = await call(server, 'POST', `/tournaments/${id}/publish`, { session: organizer });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
    // A published tournament keeps its prizes: no reversal, no new escrow.
    expect((await call(server, 'DELETE', `/tournaments/${id}/escrow`, { session: organizer })).body.message).toBe(
      'TOURNAMENT-NOT-EDITABLE',
    );
    // Players see no escrow details.
    expect((await call(server, 'GET', `/tournaments/${id}`, { session: player })).body.escrow).toBeNull();
  });

  it('reversing returns exactly what was escrowed and resets the prize pool', async () => {
    const id = await draftWithPrizes();
    const uosBefore = await chain.getCurrencyBalance(wallet.accountName);
    const tokensBefore = await heldTokenIds(wallet.accountName);
    const escrowBefore = await chain.getCurrencyBalance(ESCROW);
    const { tokenIds } = await fund(id);
    expect(await chain.getCurrencyBalance(wallet.accountName)).toBe(uosBefore - (112n * UOS + UOS / 2n));

    const reversed = await call(server, 'DELETE', `/tournaments/${id}/escrow`, { session: organizer });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body.prizepool).toBeNull();
    expect(reversed.body.escrow).toMatchObject({
      status: 'RETURNED',
      uniqTokenIds: tokenIds,
      returnTransactionId: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await chain.getCurrencyBalance(wallet.accountName)).toBe(uosBefore);
    expect(await chain.getCurrencyBalance(ESCROW)).toBe(escrowBefore);
    expect(await heldTokenIds(wallet.accountName)).toEqual(tokensBefore);

    const twice = await call(server, 'DELETE', `/tournaments/${id}/escrow`, { session: organizer });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('TOURNAMENT-ESCROW-NOT-HELD');
    expect((await call(server, 'GET', `/tournaments/${id}/escrow`, { session: organizer })).body.status).toBe(
      'NOT_NEEDED',
    );
    // The prize pool is open again, and a new escrow (a new transaction) can be placed.
    await saveSection(server, organizer, id, 'prizepool', prizes());
    await fund(id);
    expect((await call(server, 'POST', `/tournaments/${id}/publish`, { session: organizer })).status).toBe(200);
  });

  it('cancelling returns the escrow; a second return at the same time pays back once', async () => {
    const id = await draftWithPrizes();
    const uosBefore = await chain.getCurrencyBalance(wallet.accountName);
    const tokensBefore = await heldTokenIds(wallet.accountName);
    await fund(id);
    const canceled = await call(server, 'POST', `/tournaments/${id}/cancel`, { session: organizer });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.status).toBe('canceled');
    expect(canceled.body.escrow.status).toBe('RETURNED');
    expect(await chain.getCurrencyBalance(wallet.accountName)).toBe(uosBefore);
    expect(await heldTokenIds(wallet.accountName)).toEqual(tokensBefore);

    const raced = await draftWithPrizes();
    await fund(raced);
    const answers = await Promise.all([
      call(server, 'DELETE', `/tournaments/${raced}/escrow`, { session: organizer }),
      call(server, 'DELETE', `/tournaments/${raced}/escrow`, { session: colleague }),
      call(server, 'POST', `/tournaments/${raced}/cancel`, { session: organizer }),
    ]);
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(await chain.getCurrencyBalance(wallet.accountName)).toBe(uosBefore);
    expect(await heldTokenIds(wallet.accountName)).toEqual(tokensBefore);
    expect(await count(server, 'tournament_escrows', `tournament_id = '${raced}' AND status = 'RETURNED'`)).toBe(1);
    // The return is one payment of the ledger, confirmed once.
    expect(await count(server, 'payments', `source_id = '${raced}'`)).toBe(1);
    expect(
      await count(
        server,
        'payments',
        `source = 'TOURNAMENT_ESCROW' AND source_id = '${raced}' AND status = 'CONFIRMED'`,
      ),
    ).toBe(1);
  });

  it('of two valid escrow transactions posted at once, exactly one is held', async () => {
    const id = await draftWithPrizes({ rewards: [{ ranks: { kind: 'FIRST' }, uosAmount: '1', uniqs: [] }] });
    const memo = `arena-escrow:${id}`;
    const [first, second] = [
      await push(server, wallet, [transferUos(wallet.accountName, ESCROW, UOS, memo)]),
      await push(server, wallet, [transferUos(wallet.accountName, ESCROW, UOS + 1n, memo)]),
    ];
    const answers = await Promise.all(
      [first, second].map((transactionId) =>
        call(server, 'POST', `/tournaments/${id}/escrow`, { session: organizer, json: { transactionId } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('TOURNAMENT-ESCROW-ALREADY-HELD');
    expect(await count(server, 'tournament_escrows', `tournament_id = '${id}'`)).toBe(1);
  });

  /**
   * Records the return of `id`'s escrow as a server would (a RETURN payment of the ledger, the escrow RETURNING),
   * signs it and stores it SENT before pushing, then "crashes".
   */
  async function storeSignedReturn(
    id: string,
    tapos?: { expiration: string; ref_block_num: number; ref_block_prefix: number },
  ) {
    const db = server.database.handle.db;
    const escrow = await db
      .selectFrom('tournament_escrows')
      .selectAll()
      .where('tournament_id', '=', id)
      .executeTakeFirstOrThrow();
    const key = await db
      .selectFrom('platform_secrets')
      .select('value')
      .where('name', '=', 'chain.platform.private-key')
      .executeTakeFirstOrThrow();
    const paymentId = crypto.randomUUID();
    const memo = `arena-escrow-return:${paymentId}`;
    const tokenIds = escrow.uniqs.map((u) => u.tokenId);
    const units = BigInt(String(escrow.uos_units));
    const signed = await new Transactor({ rpcUrl: server.baseUrl, privateKeys: [key.value] }).transact({
      actions: [
        transferUos(ESCROW, escrow.from_account, units, memo),
        transferUniqs({ from: ESCROW, to: escrow.from_account, tokenIds, memo }),
      ],
      broadcast: false,
      ...(tapos ? { tapos } : {}),
    });
    const stored = {
      signatures: signed.signatures,
      packedTrx: signed.packedTrx,
      expiration: String(signed.transaction.expiration),
    };
    const at = new Date();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('payments')
        .values({
          id: paymentId,
          source: 'TOURNAMENT_ESCROW',
          source_id: id,
          escrow_id: escrow.id,
          purpose: 'RETURN',
          prize_id: null,
          recipient_id: null,
          participant_key: null,
          rank: null,
          asset_slot: 'RETURN',
          uos_units: units.toString(),
          factory_id: null,
          token_ids: JSON.stringify(tokenIds),
          status: 'SENT',
          to_account: escrow.from_account,
          transaction_id: signed.transactionId,
          signed_trx: JSON.stringify(stored),
          created_at: at,
          updated_at: at,
          sent_at: at,
        })
        .execute();
      await trx.updateTable('tournament_escrows').set({ status: 'RETURNING' }).where('id', '=', escrow.id).execute();
    });
    return signed;
  }

  it('finishes a return interrupted after signing or after pushing, or whose transaction expired, paying back once', async () => {
    const uosBefore = await chain.getCurrencyBalance(wallet.accountName);
    const tokensBefore = await heldTokenIds(wallet.accountName);

    // Crashed after pushing, before recording RETURNED: the chain refuses the duplicate, the escrow is RETURNED.
    const pushed = await draftWithPrizes();
    await fund(pushed);
    const signed = await storeSignedReturn(pushed);
    await chain.pushTransaction({ signatures: signed.signatures, packed_trx: signed.packedTrx });
    expect(await chain.getCurrencyBalance(wallet.accountName)).toBe(uosBefore);
    const finished = await call(server, 'DELETE', `/tournaments/${pushed}/escrow`, { session: organizer });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.escrow).toMatchObject({ status: 'RETURNED', returnTransactionId: signed.transactionId });
    expect(await chain.getCurrencyBalance(wallet.accountName)).toBe(uosBefore);

    // Crashed after signing, before pushing: the cancellation pushes that very transaction.
    const signedOnly = await draftWithPrizes();
    await fund(signedOnly);
    const stored = await storeSignedReturn(signedOnly);
    const canceled = await call(server, 'POST', `/tournaments/${signedOnly}/cancel`, { session: organizer });
    expect(canceled.status).toBe(200);
    expect(canceled.body.escrow).toMatchObject({ status: 'RETURNED', returnTransactionId: stored.transactionId });
    expect(await chain.getCurrencyBalance(wallet.accountName)).toBe(uosBefore);

    // The stored transaction expired before reaching the chain: a new one is signed and pushed.
    const expired = await draftWithPrizes();
    await fund(expired);
    const info = await chain.getInfo();
    const stale = await storeSignedReturn(expired, {
      expiration: new Date(Date.parse(`${info.head_block_time}Z`) - 60_000).toISOString().slice(0, 19),
      ref_block_num: refBlockNum(info.head_block_num),
      ref_block_prefix: refBlockPrefix(info.head_block_id),
    });
    const renewed = await call(server, 'DELETE', `/tournaments/${expired}/escrow`, { session: organizer });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.escrow.status).toBe('RETURNED');
    expect(renewed.body.escrow.returnTransactionId).not.toBe(stale.transactionId);
    expect(await chain.getCurrencyBalance(wallet.accountName)).toBe(uosBefore);
    expect(await heldTokenIds(wallet.accountName)).toEqual(tokensBefore);
  });

  it('answers other organizations and players 404, visitors 401', async () => {
    const id = await draftWithPrizes();
    for (const session of [rival, player]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const answer = await call(server, method, `/tournaments/${id}/escrow`, {
          session,
          json: method === 'POST' ? { transactionId: 'a'.repeat(64) } : undefined,
        });
        expect(answer.status, method).toBe(404);
        expect(answer.body.message, method).toBe('TOURNAMENT-NOT-FOUND');
      }
    }
    expect((await call(server, 'GET', `/tournaments/${id}/escrow`)).status).toBe(401);
  });

  it('asks for a linked wallet, and for enough Uniqs in it', async () => {
    const id = await draftWithPrizes();
    const noWallet = await call(server, 'GET', `/tournaments/${id}/escrow`, { session: colleague });
    expect(noWallet.status).toBe(400);
    expect(noWallet.body.message).toBe('MISSING-WALLET');
    expect(
      (
        await call(server, 'POST', `/tournaments/${id}/escrow`, {
          session: colleague,
          json: { transactionId: 'a'.repeat(64) },
        })
      ).body.message,
    ).toBe('MISSING-WALLET');

    const greedy = await draftWithPrizes({
      rewards: [{ ranks: { kind: 'FIRST' }, uniqs: [{ factoryId, quantity: 50 }] }],
    });
    const short = await call(server, 'GET', `/tournaments/${greedy}/escrow`, { session: organizer });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('UNIQ-TOO-MANY-TOKENS-ASSIGNED');
    expect(short.body.formFieldErrors[`uniqs.${factoryId}`]).toMatch(/holds \d+ of the 50/);
  });
});

// Gated access by Uniq tickets (issue 6 §2) against the real dev chain: factories created and Uniqs minted by an
// organizer's chain account, players' wallets linked by signature, holdings read from the chain, and the single
// use of key verified from the transaction the player signed (a transfer to the platform, or a burn of the ticket
// the check offered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ChainClient, burnUniqs, issueUniqs, transferUniqs, type ActionInput } from '../../../src/chain/index.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { addMember, call, createTeam, userId } from '../teams/people-kit.js';
import { createUniqFactory, linkWallet, push, pushWalletObjects, type LinkedWallet } from '../../support/wallet-kit.js';
import {
  addGame,
  createPublished,
  makeOrganizer,
  scheduleAt,
  setSchedule,
  settings,
  soloBody,
  teamSettings,
} from './tournament-kit.js';

describe.each(testEngines())('gated access by Uniq tickets on %s', (engine) => {
  let server: TestServer;
  let chain: ChainClient;
  let organizer: Session;
  let organizerWallet: LinkedWallet;
  /** Two listed factories and one that no tournament lists. */
  let factoryA: string;
  let factoryB: string;
  let factoryC: string;

  const sign = (wallet: LinkedWallet, actions: ActionInput[]) => push(server, wallet, actions);

  // Identical transactions within one block are duplicates for the chain, so each one gets its own memo.
  let serial = 0;

  const newFactory = () => createUniqFactory(server, organizerWallet, `ticket-factory-${++serial}`);

  /** Mints one Uniq of `factoryId` to `wallet` and returns its token id. */
  async function mint(factoryId: string, wallet: LinkedWallet): Promise<string> {
    const before = new Set((await chain.getUniqsOf(wallet.accountName)).map((token) => String(token.id)));
    await sign(organizerWallet, [
      issueUniqs({
        issuer: organizerWallet.accountName,
        to: wallet.accountName,
        tokenConfigs: [{ factoryId: BigInt(factoryId), amount: 1 }],
        memo: `ticket ${++serial}`,
      }),
    ]);
    const minted = (await chain.getUniqsOf(wallet.accountName))
      .map((token) => String(token.id))
      .filter((id) => !before.has(id));
    expect(minted).toHaveLength(1);
    return minted[0];
  }

  const heldIds = async (wallet: LinkedWallet) =>
    (await chain.getUniqsOf(wallet.accountName)).map((token) => String(token.id));

  const gated = (overrides: Record<string, unknown> = {}) =>
    settings({
      accessType: 'GATED_ACCESS',
      uniqFactoryIds: [factoryA, factoryB],
      uniqFactoryRule: 'AT_LEAST_ONE_FACTORY',
      ...overrides,
    });

  const check = (id: string, session?: Session) =>
    call(server, 'GET', `/participants/${id}/uniq-check-gated-access`, { session });
  const register = (id: string, session: Session, body: Record<string, unknown> = {}) =>
    call(server, 'POST', `/participants/${id}/registrations/solo`, { session, json: soloBody(body) });
  const cancel = (id: string, session: Session) =>
    call(server, 'DELETE', `/participants/${id}/registrations`, { session });
  const ticketRows = async (tournamentId: string) =>
    (
      await sql<{ token_id: string; transaction_id: string | null; account: string }>`
        SELECT k.token_id, u.transaction_id, u.account FROM tournament_ticket_tokens k JOIN tournament_ticket_uses u ON u.id = k.use_id
        WHERE k.tournament_id = ${tournamentId} ORDER BY k.token_id`.execute(server.database.handle.db)
    ).rows;

  beforeAll(async () => {
    server = await startTestServer(engine);
    chain = new ChainClient(server.baseUrl);
    organizer = await server.signUp('ga-organizer@example.com', 'GaOrganizer');
    await makeOrganizer(server, organizer, 'Gated Events');
    await addGame(server, 'chess', 'Chess');
    organizerWallet = await linkWallet(server, organizer);
    factoryA = await newFactory();
    factoryB = await newFactory();
    factoryC = await newFactory();
    expect(new Set([factoryA, factoryB, factoryC]).size).toBe(3);
  });
  afterAll(async () => server?.close());

  it('answers the check: OPEN admits everyone, gated asks for a linked wallet, visitors must sign in', async () => {
    const player = await server.signUp('ga-nowallet@example.com', 'GaNoWallet');
    const open = await createPublished(server, organizer, { name: 'Open Cup' });
    const openCheck = await check(open, player);
    expect(openCheck.status).toBe(200);
    expect(openCheck.body).toMatchObject({
      hasAccess: true,
      walletAccount: null,
      rule: null,
      ticketTokenIds: [],
      consumeActions: null,
      burnActions: null,
    });

    const gatedId = await createPublished(server, organizer, { name: 'Gated Wallet Cup', settings: gated() });
    expect((await check(gatedId)).status).toBe(401);
    const noWallet = await check(gatedId, player);
    expect(noWallet.status).toBe(400);
    expect(noWallet.body.message).toBe('MISSING-WALLET');
    const refused = await register(gatedId, player);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('MISSING-WALLET');
    expect((await check('00000000-0000-4000-8000-000000000000', player)).status).toBe(404);
  });

  it('AT_LEAST_ONE_FACTORY: no Uniq, no entry; one Uniq of any listed factory admits once per tournament', async () => {
    const [alice, bob] = await Promise.all([
      server.signUp('ga-alice@example.com', 'GaAlice'),
      server.signUp('ga-bob@example.com', 'GaBob'),
    ]);
    const [aliceWallet, bobWallet] = [await linkWallet(server, alice), await linkWallet(server, bob)];
    const id = await createPublished(server, organizer, { name: 'At Least One Cup', settings: gated() });
    await mint(factoryC, aliceWallet); // a Uniq of a factory the tournament does not list

    const empty = await check(id, alice);
    expect(empty.body).toMatchObject({
      hasAccess: false,
      walletAccount: aliceWallet.accountName,
      rule: 'AT_LEAST_ONE_FACTORY',
      ticketTokenIds: [],
    });
    expect(empty.body.missingFactoryIds.sort()).toEqual([factoryA, factoryB].sort());
    const refused = await register(id, alice);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('NO-VALID-TICKET');

    const ticket = await mint(factoryB, aliceWallet);
    const ready = await check(id, alice);
    expect(ready.body).toMatchObject({
      hasAccess: true,
      singleUseOfKey: false,
      ticketTokenIds: [ticket],
      missingFactoryIds: [],
      consumeActions: null,
      burnActions: null,
    });
    const registered = await register(id, alice);
    expect(registered.status).toBe(200);
    expect(registered.body.viewer.registration).toBe('REGISTERED');
    expect(await ticketRows(id)).toEqual([
      { token_id: ticket, transaction_id: null, account: aliceWallet.accountName },
    ]);
    // Shown, not consumed: the Uniq stays in the wallet.
    expect(await heldIds(aliceWallet)).toContain(ticket);

    // The same Uniq handed to another player does not admit a second time.
    await sign(aliceWallet, [
      transferUniqs({ from: aliceWallet.accountName, to: bobWallet.accountName, tokenIds: [ticket] }),
    ]);
    const bobCheck = await check(id, bob);
    expect(bobCheck.body).toMatchObject({ hasAccess: false, ticketTokenIds: [] });
    const twice = await register(id, bob);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('UNIQ-ALREADY-USED');
    expect(await ticketRows(id)).toHaveLength(1);

    // Alice withdraws: a ticket only shown is freed, and now admits Bob.
    expect((await cancel(id, alice)).status).toBe(200);
    expect(await ticketRows(id)).toEqual([]);
    expect((await check(id, bob)).body).toMatchObject({ hasAccess: true, ticketTokenIds: [ticket] });
    expect((await register(id, bob)).status).toBe(200);
    expect(await ticketRows(id)).toEqual([{ token_id: ticket, transaction_id: null, account: bobWallet.accountName }]);
  });

  it('keeps the order of checks: a closed window or missing terms are said before the ticket', async () => {
    const player = await server.signUp('ga-order@example.com', 'GaOrder');
    await linkWallet(server, player);
    const id = await createPublished(server, organizer, { name: 'Order Cup', settings: gated() });
    const terms = await register(id, player, { acceptedTournamentTermsOfUse: false });
    expect(terms.body.message).toBe('TOURNAMENT-TERMS-NOT-ACCEPTED');
    await setSchedule(server, id, scheduleAt('check-in'));
    const closed = await register(id, player);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('TOURNAMENT-REGISTRATION-CLOSED');
  });

  it('FOR_EACH_FACTORY: one Uniq of each listed factory, all recorded', async () => {
    const carol = await server.signUp('ga-carol@example.com', 'GaCarol');
    const wallet = await linkWallet(server, carol);
    const id = await createPublished(server, organizer, {
      name: 'For Each Cup',
      settings: gated({ uniqFactoryRule: 'FOR_EACH_FACTORY' }),
    });
    const a = await mint(factoryA, wallet);
    await mint(factoryA, wallet); // a second one of the same factory is not needed

    const partial = await check(id, carol);
    expect(partial.body).toMatchObject({
      hasAccess: false,
      rule: 'FOR_EACH_FACTORY',
      missingFactoryIds: [factoryB],
      ticketTokenIds: [],
    });
    expect((await register(id, carol)).body.message).toBe('NO-VALID-TICKET');

    const b = await mint(factoryB, wallet);
    const full = await check(id, carol);
    expect(full.body.hasAccess).toBe(true);
    expect(full.body.ticketTokenIds.sort()).toEqual([a, b].sort());
    expect((await register(id, carol)).status).toBe(200);
    expect((await ticketRows(id)).map((row) => row.token_id).sort()).toEqual([a, b].sort());
  });

  it('single use of key: the signed transfer to the platform is verified, consumes the Uniq and admits once', async () => {
    const [dave, erin] = await Promise.all([
      server.signUp('ga-dave@example.com', 'GaDave'),
      server.signUp('ga-erin@example.com', 'GaErin'),
    ]);
    const [daveWallet, erinWallet] = [await linkWallet(server, dave), await linkWallet(server, erin)];
    const id = await createPublished(server, organizer, {
      name: 'Single Use Cup',
      settings: gated({ singleUseOfKey: true }),
    });
    const other = await createPublished(server, organizer, {
      name: 'Other Single Use Cup',
      settings: gated({ singleUseOfKey: true }),
    });
    const ticket = await mint(factoryA, daveWallet);
    const spare = await mint(factoryA, daveWallet);
    const unlisted = await mint(factoryC, daveWallet);

    const ready = await check(id, dave);
    expect(ready.body).toMatchObject({ hasAccess: true, singleUseOfKey: true, ticketTokenIds: [ticket] });
    expect(ready.body.consumeActions).toHaveLength(1);
    const [consume] = ready.body.consumeActions;
    expect(consume).toMatchObject({ contract: 'eosio.nft.ft', action: 'transfer' });
    expect(consume.data.transfer).toMatchObject({
      from: daveWallet.accountName,
      token_ids: [ticket],
      memo: `arena-ticket:${id}`,
    });
    const platformAccount = consume.data.transfer.to;

    // Without a transaction, with an unknown one, or with a malformed one: no ticket.
    for (const body of [{}, { ticketTransactionId: '0'.repeat(64) }, { ticketTransactionId: 'not-a-transaction' }]) {
      const refused = await register(id, dave, body);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('NO-VALID-TICKET');
    }
    // A transfer made for another tournament (wrong memo) does not admit here.
    const wrongMemo = await sign(daveWallet, [
      transferUniqs({
        from: daveWallet.accountName,
        to: platformAccount,
        tokenIds: [spare],
        memo: `arena-ticket:${other}`,
      }),
    ]);
    expect((await register(id, dave, { ticketTransactionId: wrongMemo })).body.message).toBe('NO-VALID-TICKET');
    // A Uniq of an unlisted factory, with the right memo, is not a ticket.
    const wrongToken = await sign(daveWallet, [
      transferUniqs({
        from: daveWallet.accountName,
        to: platformAccount,
        tokenIds: [unlisted],
        memo: `arena-ticket:${id}`,
      }),
    ]);
    expect((await register(id, dave, { ticketTransactionId: wrongToken })).body.message).toBe('NO-VALID-TICKET');
    // Sent somewhere else than the platform: not consumed for Arena.
    const elsewhere = await sign(daveWallet, [
      transferUniqs({
        from: daveWallet.accountName,
        to: erinWallet.accountName,
        tokenIds: [ticket],
        memo: `arena-ticket:${id}`,
      }),
    ]);
    expect((await register(id, dave, { ticketTransactionId: elsewhere })).body.message).toBe('NO-VALID-TICKET');
    await sign(erinWallet, [
      transferUniqs({ from: erinWallet.accountName, to: daveWallet.accountName, tokenIds: [ticket] }),
    ]);
    expect(await check(id, dave)).toMatchObject({ body: { hasAccess: true, ticketTokenIds: [ticket] } });

    // The transaction the check proposed, signed as the wallet would.
    const consumed = await pushWalletObjects(server, daveWallet, [consume]);
    const registered = await register(id, dave, { ticketTransactionId: consumed });
    expect(registered.status).toBe(200);
    expect(registered.body.viewer.registration).toBe('REGISTERED');
    expect(await heldIds(daveWallet)).not.toContain(ticket);
    expect(await ticketRows(id)).toEqual([
      { token_id: ticket, transaction_id: consumed, account: daveWallet.accountName },
    ]);

    // Someone else presenting Dave's transaction: it did not consume their Uniq.
    expect((await register(id, erin, { ticketTransactionId: consumed })).body.message).toBe('NO-VALID-TICKET');
    // Dave withdraws: the consumed ticket stays used, so the same transaction does not admit again.
    expect((await cancel(id, dave)).status).toBe(200);
    expect(await ticketRows(id)).toHaveLength(1);
    const reused = await register(id, dave, { ticketTransactionId: consumed });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('UNIQ-ALREADY-USED');
  });

  it('single use of key: a burn of the ticket the check offered admits once; a burn of any other token does not', async () => {
    const [grace, hank] = await Promise.all([
      server.signUp('ga-grace@example.com', 'GaGrace'),
      server.signUp('ga-hank@example.com', 'GaHank'),
    ]);
    const [graceWallet, hankWallet] = [await linkWallet(server, grace), await linkWallet(server, hank)];
    const id = await createPublished(server, organizer, {
      name: 'Burn Cup',
      settings: gated({ singleUseOfKey: true }),
    });
    const other = await createPublished(server, organizer, {
      name: 'Other Burn Cup',
      settings: gated({ uniqFactoryIds: [factoryB], singleUseOfKey: true }),
    });
    const ticket = await mint(factoryA, graceWallet);
    const otherTicket = await mint(factoryB, graceWallet);
    const burnOf = (wallet: LinkedWallet, tokenIds: string[], tournamentId = id) =>
      sign(wallet, [burnUniqs({ owner: wallet.accountName, tokenIds, memo: `arena-ticket:${tournamentId}` })]);
    const offers = async () =>
      (
        await sql<{ user_id: string; account: string; token_id: string; factory_id: string }>`
          SELECT user_id, account, token_id, factory_id FROM tournament_ticket_offers WHERE tournament_id = ${id} ORDER BY token_id`.execute(
          server.database.handle.db,
        )
      ).rows;

    // The check offers the ticket both ways, and remembers the offer with the factory it read.
    const ready = await check(id, grace);
    expect(ready.body).toMatchObject({ hasAccess: true, singleUseOfKey: true, ticketTokenIds: [ticket] });
    expect(ready.body.burnActions).toEqual([
      {
        contract: 'eosio.nft.ft',
        action: 'burn',
        data: { burn: { owner: graceWallet.accountName, token_ids: [ticket], memo: `arena-ticket:${id}` } },
      },
    ]);
    expect(ready.body.consumeActions[0].data.transfer.token_ids).toEqual([ticket]);
    expect(await offers()).toEqual([
      {
        user_id: await userId(server, grace),
        account: graceWallet.accountName,
        token_id: ticket,
        factory_id: factoryA,
      },
    ]);
    expect((await check(other, grace)).body.ticketTokenIds).toEqual([otherTicket]);

    // A listed-factory Uniq the check never offered: burned with the right memo, still no ticket.
    const unoffered = await mint(factoryA, graceWallet);
    const refusedBurns = [await burnOf(graceWallet, [unoffered])];
    // One offered for another tournament only.
    refusedBurns.push(await burnOf(graceWallet, [otherTicket]));
    // One offered to another player, then handed to Grace.
    const hankTicket = await mint(factoryA, hankWallet);
    expect((await check(id, hank)).body.ticketTokenIds).toEqual([hankTicket]);
    await sign(hankWallet, [
      transferUniqs({ from: hankWallet.accountName, to: graceWallet.accountName, tokenIds: [hankTicket] }),
    ]);
    refusedBurns.push(await burnOf(graceWallet, [hankTicket]));
    for (const burned of refusedBurns) {
      const refused = await register(id, grace, { ticketTransactionId: burned });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('NO-VALID-TICKET');
    }
    expect(await heldIds(graceWallet)).toEqual([ticket]);
    // The offered ticket burned for another tournament (wrong memo) does not admit here either.
    const wrongMemo = await mint(factoryA, hankWallet);
    expect((await check(id, hank)).body.ticketTokenIds).toEqual([wrongMemo]);
    expect(
      (await register(id, hank, { ticketTransactionId: await burnOf(hankWallet, [wrongMemo], other) })).body.message,
    ).toBe('NO-VALID-TICKET');
    expect(await ticketRows(id)).toEqual([]);

    // The burn the check proposed, signed as the wallet would: it admits, and the Uniq is gone from the chain.
    const [proposed] = ready.body.burnActions;
    const burned = await pushWalletObjects(server, graceWallet, [proposed]);
    // Someone else presenting Grace's burn: it did not consume their Uniq.
    expect((await register(id, hank, { ticketTransactionId: burned })).body.message).toBe('NO-VALID-TICKET');
    const registered = await register(id, grace, { ticketTransactionId: burned });
    expect(registered.status).toBe(200);
    expect(registered.body.viewer.registration).toBe('REGISTERED');
    expect(await heldIds(graceWallet)).toEqual([]);
    expect(await ticketRows(id)).toEqual([
      { token_id: ticket, transaction_id: burned, account: graceWallet.accountName },
    ]);

    // Grace withdraws: the burned ticket stays used, so the same burn does not admit again.
    expect((await cancel(id, grace)).status).toBe(200);
    const reused = await register(id, grace, { ticketTransactionId: burned });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('UNIQ-ALREADY-USED');
    expect(await ticketRows(id)).toHaveLength(1);
  });

  it('single use of key, FOR_EACH_FACTORY: a burn admits only with an offered ticket of each listed factory', async () => {
    const ivy = await server.signUp('ga-ivy@example.com', 'GaIvy');
    const wallet = await linkWallet(server, ivy);
    const id = await createPublished(server, organizer, {
      name: 'Burn Each Cup',
      settings: gated({ uniqFactoryRule: 'FOR_EACH_FACTORY', singleUseOfKey: true }),
    });
    const a = await mint(factoryA, wallet);
    const b = await mint(factoryB, wallet);
    expect((await check(id, ivy)).body.ticketTokenIds.sort()).toEqual([a, b].sort());
    const burnOf = (tokenIds: string[]) =>
      sign(wallet, [burnUniqs({ owner: wallet.accountName, tokenIds, memo: `arena-ticket:${id}` })]);

    // Half the ticket: both offered, only one burned.
    const half = await burnOf([a]);
    expect((await register(id, ivy, { ticketTransactionId: half })).body.message).toBe('NO-VALID-TICKET');

    const a2 = await mint(factoryA, wallet);
    const again = await check(id, ivy);
    expect(again.body.ticketTokenIds.sort()).toEqual([a2, b].sort());
    const [proposed] = again.body.burnActions;
    const full = await pushWalletObjects(server, wallet, [proposed]);
    expect((await register(id, ivy, { ticketTransactionId: full })).status).toBe(200);
    expect(await heldIds(wallet)).toEqual([]);
    expect((await ticketRows(id)).map((row) => row.token_id).sort()).toEqual([a2, b].sort());
  });

  it('a team registers on its captain’s ticket', async () => {
    const [captain, mate] = await Promise.all([
      server.signUp('ga-captain@example.com', 'GaCaptain'),
      server.signUp('ga-mate@example.com', 'GaMate'),
    ]);
    const captainWallet = await linkWallet(server, captain);
    const team = await createTeam(server, captain, 'Gated Team');
    await addMember(server, captain, team.id, 'ga-mate@example.com', mate);
    const id = await createPublished(server, organizer, {
      name: 'Gated Team Cup',
      settings: teamSettings({
        accessType: 'GATED_ACCESS',
        uniqFactoryIds: [factoryB],
        uniqFactoryRule: 'AT_LEAST_ONE_FACTORY',
      }),
    });
    const body = {
      ...soloBody(),
      teamId: team.id,
      userIds: [await userId(server, captain), await userId(server, mate)],
    };

    const refused = await call(server, 'POST', `/participants/${id}/registrations/team`, {
      session: captain,
      json: body,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('NO-VALID-TICKET');
    const ticket = await mint(factoryB, captainWallet);
    const registered = await call(server, 'POST', `/participants/${id}/registrations/team`, {
      session: captain,
      json: body,
    });
    expect(registered.status).toBe(200);
    expect(await ticketRows(id)).toEqual([
      { token_id: ticket, transaction_id: null, account: captainWallet.accountName },
    ]);
  });

  it('a player racing themself with one ticket is registered once, with one ticket use', async () => {
    const frank = await server.signUp('ga-frank@example.com', 'GaFrank');
    const wallet = await linkWallet(server, frank);
    const id = await createPublished(server, organizer, {
      name: 'Race Cup',
      settings: gated({ singleUseOfKey: true }),
    });
    await mint(factoryA, wallet);
    const [consume] = (await check(id, frank)).body.consumeActions;
    const consumed = await pushWalletObjects(server, wallet, [consume]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => register(id, frank, { ticketTransactionId: consumed })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(['USER-ALREADY-REGISTERED', 'UNIQ-ALREADY-USED']).toContain(answer.body.message);
    expect(await ticketRows(id)).toHaveLength(1);
  });
});

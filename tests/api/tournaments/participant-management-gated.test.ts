// Adding a player to a gated tournament (issue 26 §1): the organizer's add asks the same of the player as their own
// registration does — a linked wallet holding a Uniq of a listed factory — read from the real dev chain; removing
// them frees the shown ticket again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ChainClient, issueUniqs } from '../../../src/chain/index.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import { createUniqFactory, linkWallet, push, type LinkedWallet } from '../../support/wallet-kit.js';
import { addGame, createPublished, makeOrganizer, settings } from './tournament-kit.js';

describe.each(testEngines())('the organizer adding to a gated tournament on %s', (engine) => {
  let server: TestServer;
  let chain: ChainClient;
  let organizer: Session;
  let organizerWallet: LinkedWallet;
  let factory: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    chain = new ChainClient(server.baseUrl);
    organizer = await server.signUp('pg-organizer@example.com', 'PgOrganizer');
    await makeOrganizer(server, organizer, 'Gated Table Events');
    await addGame(server, 'chess', 'Chess');
    organizerWallet = await linkWallet(server, organizer);
    factory = await createUniqFactory(server, organizerWallet, 'table-ticket-factory');
  });
  afterAll(async () => server?.close());

  const add = (id: string, player: string) =>
    call(server, 'POST', `/tournaments/${id}/participants`, { session: organizer, json: { player } });
  const ticketUses = async (tournamentId: string) =>
    Number(
      (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM tournament_ticket_uses WHERE tournament_id = ${tournamentId}`.execute(
          server.database.handle.db,
        )
      ).rows[0].n,
    );

  it('needs the player to hold a ticket, records the ticket shown, and frees it when the player is removed', async () => {
    const player = await server.signUp('pg-player@example.com', 'PgPlayer');
    const id = await createPublished(server, organizer, {
      name: 'Gated Table Cup',
      settings: settings({
        accessType: 'GATED_ACCESS',
        uniqFactoryIds: [factory],
        uniqFactoryRule: 'AT_LEAST_ONE_FACTORY',
      }),
    });
    const noWallet = await add(id, 'PgPlayer');
    expect([noWallet.status, noWallet.body.message]).toEqual([400, 'MISSING-WALLET']);

    const wallet = await linkWallet(server, player);
    const noTicket = await add(id, 'pg-player@example.com');
    expect([noTicket.status, noTicket.body.message]).toEqual([403, 'NO-VALID-TICKET']);
    expect(await ticketUses(id)).toBe(0);

    await push(server, organizerWallet, [
      issueUniqs({
        issuer: organizerWallet.accountName,
        to: wallet.accountName,
        tokenConfigs: [{ factoryId: BigInt(factory), amount: 1 }],
        memo: 'table ticket',
      }),
    ]);
    expect(await chain.getUniqsOf(wallet.accountName)).toHaveLength(1);
    const added = await add(id, 'PgPlayer');
    expect(added.status).toBe(201);
    expect(added.body.map((p: { name: string }) => p.name)).toEqual(['PgPlayer']);
    expect(await ticketUses(id)).toBe(1);

    const removed = await call(
      server,
      'POST',
      `/tournaments/${id}/participants/${added.body[0].registrationId}/removal`,
      {
        session: organizer,
        json: { reason: 'Ticket bought from a reseller.' },
      },
    );
    expect(removed.status).toBe(200);
    expect(await ticketUses(id)).toBe(0);
  });
});

// The ending modal once the prizes move (SPEC §3 "Uniq to transfer"): a tournament whose prize pool is really
// escrowed on the dev chain is played to its end; the champion's modal lists the Uniq reward at once, and the
// very tokens (id, factory, name, sub name, square image) once the distribution has picked and paid them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainClient, issueUniqs } from '../../../src/chain/index.js';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { createUniqFactory, linkWallet, push, type LinkedWallet } from '../../support/wallet-kit.js';
import { call, userId } from '../teams/people-kit.js';
import { addGame, makeOrganizer } from '../tournaments/tournament-kit.js';
import {
  at,
  brackets,
  publishPlayable,
  registerAndCheckIn,
  reportWin,
  type PlayTournament,
} from '../matches/play-kit.js';

const MINUTE = 60_000;

describe.each(testEngines())('ending modal transfers on %s', (engine) => {
  const clock = new ManualClock();
  let server: TestServer;
  let organizer: Session;
  let wallet: LinkedWallet;
  let factoryId: string;
  const players: { session: Session; id: string; wallet: LinkedWallet }[] = [];
  let t: PlayTournament;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    organizer = await server.signUp(`emt-org-${engine}@example.com`, `EmtOrg${engine}`);
    const organizationId = await makeOrganizer(server, organizer, 'Transfer Events');
    await addGame(server, 'chess', 'Chess');
    wallet = await linkWallet(server, organizer);
    expect((await call(server, 'POST', '/chain/faucet', { session: organizer })).status).toBe(200);
    factoryId = await createUniqFactory(server, wallet, 'ending-prize');
    await push(server, wallet, [
      issueUniqs({
        issuer: wallet.accountName,
        to: wallet.accountName,
        tokenConfigs: [{ factoryId: BigInt(factoryId), amount: 4 }],
      }),
    ]);
    // Arena's description of the factory, as the organization's Uniq factory page stores it.
    const db = server.database.handle.db;
    const draft = await db
      .insertInto('uniq_factory_drafts')
      .values({
        organization_id: organizationId,
        created_by: await userId(server, organizer),
        asset_creator: wallet.accountName,
        name: 'Transfer Trophy',
        subname: 'Gold',
        author: 'Nova Studio',
        square_image_url: 'https://cdn.example.com/trophy.png',
        factory_uri: `https://cdn.example.com/emt-${engine}.json`,
        factory_hash: 'a'.repeat(64),
        default_token_uri: `https://cdn.example.com/emt-t-${engine}.json`,
        default_token_hash: 'b'.repeat(64),
        create_action: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('uniq_factories')
      .values({ organization_id: organizationId, draft_id: draft.id, chain_factory_id: factoryId })
      .execute();
    for (let i = 0; i < 2; i++) {
      const session = await server.signUp(`emt-p${i}-${engine}@example.com`, `EmtPlayer${i}${engine}`);
      players.push({ session, id: await userId(server, session), wallet: await linkWallet(server, session) });
    }

    // A one-round duel with a prize pool escrowed from the organizer's wallet.
    t = await publishPlayable(server, organizer, clock, {
      name: 'Transfer Cup',
      rounds: 1,
      format: { bestOf: [1] },
      prizes: {
        wallet,
        prizepool: { rewards: [{ ranks: { kind: 'FIRST' }, uosAmount: '5', uniqs: [{ factoryId, quantity: 2 }] }] },
      },
    });
  }, 300_000);
  afterAll(async () => server?.close());

  const modalOf = async (session: Session) =>
    (await call<TournamentView>(server, 'GET', `/tournaments/${t.id}`, { session })).body.endTournamentModalData;

  it('lists the reward when the tournament ends, and the very tokens once they are paid', async () => {
    await registerAndCheckIn(
      server,
      clock,
      t,
      players.map((p) => p.session),
    );
    clock.set(at.roundStarted(t.t0, 0));
    const b = await brackets(server, t.id, organizer);
    const match = b.matches.find((m) => m.roundIndex === 0)!;
    const seeds = match.sides.map((side) => side.seed!);
    const winner = Math.min(...seeds);
    const sessionOf = (seed: number) =>
      players.find((p) => p.id === b.entrants.find((e) => e.seed === seed)!.captainId)!;
    for (const seed of seeds)
      expect((await reportWin(server, t.id, match, sessionOf(seed).session, seed, winner)).status).toBe(200);
    await server.runDueWork();
    const champion = sessionOf(winner);

    const before = await modalOf(champion.session);
    expect(before).toEqual({
      rank: 1,
      uos: '5.00000000',
      uniqs: [
        {
          ultraId: factoryId,
          name: 'Transfer Trophy',
          subName: 'Gold',
          author: 'Nova Studio',
          squareImage: 'https://cdn.example.com/trophy.png',
          quantity: 2,
        },
      ],
      uniqsToTransfer: [],
    });

    // The distribution phase starts 15 minutes after the rounds end.
    clock.advance(16 * MINUTE);
    await server.runDueWork();
    const after = await modalOf(champion.session);
    const owned = (await new ChainClient(server.baseUrl).getUniqsOf(champion.wallet.accountName)).map((token) =>
      String(token.id),
    );
    expect(owned).toHaveLength(2);
    expect(after?.uniqsToTransfer.map((token) => token.id).sort()).toEqual([...owned].sort());
    expect(after?.uniqsToTransfer[0]).toEqual({
      id: expect.any(String),
      factoryId,
      metadata: {
        content: {
          name: 'Transfer Trophy',
          subName: 'Gold',
          medias: { square: { uri: 'https://cdn.example.com/trophy.png' } },
        },
      },
    });
    // The loser's modal has the rank alone and nothing to transfer.
    const loser = players.find((p) => p.id !== champion.id)!;
    expect(await modalOf(loser.session)).toEqual({ rank: 2, uos: null, uniqs: [], uniqsToTransfer: [] });
  });
});

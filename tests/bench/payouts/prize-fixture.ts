// Setup for the payouts benchmark, none of it measured: an organizer whose wallet really escrows a prize pool
// through the API (UOS and Uniqs for "all" ranks), and 1,000 winners with linked wallets written in bulk (chain
// accounts, users, registrations, final placements), as the suites' payout kit does for a handful.
import { randomUUID } from 'node:crypto';
import {
  ChainClient,
  createFactory,
  generateKeyPair,
  issueUniqs,
  signMessage,
  transact,
  type ActionInput,
} from '../../../src/chain/index.js';
import { insertAccount } from '../../../server/chain/genesis.js';
import type { ChainTables } from '../../../server/chain/chain-tables.js';
import type { Kysely } from 'kysely';
import type { Session, TestServer } from '../../support/test-server.js';
import { call } from '../../api/teams/people-kit.js';
import {
  createDraft,
  format,
  futureSchedule,
  mainInformation,
  saveSection,
  settings,
} from '../../api/tournaments/tournament-kit.js';

export interface Wallet {
  accountName: string;
  privateKey: string;
}

function ok<T>(answer: { status: number; body: T }, what: string): T {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function push(server: TestServer, wallet: Wallet, actions: ActionInput[]): Promise<string> {
  return (await transact({ rpcUrl: server.baseUrl, actions, privateKeys: [wallet.privateKey], broadcast: true }))
    .transactionId;
}

/** The organizer's wallet: a dev-chain account linked by a signed challenge, funded by the faucet. */
export async function organizerWallet(server: TestServer, session: Session): Promise<Wallet> {
  const key = await generateKeyPair();
  const created = ok(
    await call(server, 'POST', '/chain/accounts', { session, json: { publicKey: key.publicKey } }),
    'chain account',
  );
  const { message } = ok(await call(server, 'POST', '/wallet/link-challenge', { session }), 'link challenge');
  ok(
    await call(server, 'POST', '/wallet/link', {
      session,
      json: { accountName: created.accountName, signature: signMessage(key.privateKey, message) },
    }),
    'link',
  );
  ok(await call(server, 'POST', '/chain/faucet', { session }), 'faucet');
  return { accountName: created.accountName, privateKey: key.privateKey };
}

/** A Uniq factory of the wallet with `count` tokens issued to it; answers the factory id. */
export async function uniqsOf(server: TestServer, wallet: Wallet, count: number): Promise<string> {
  await push(server, wallet, [
    createFactory({
      assetCreator: wallet.accountName,
      assetManager: wallet.accountName,
      factoryUri: 'https://arena.example/bench.json',
      defaultTokenUri: 'https://arena.example/t.json',
      memo: 'bench',
    }),
  ]);
  const page = await new ChainClient(server.baseUrl).getTableRows<{ id: number | string; asset_manager: string }>({
    code: 'eosio.nft.ft',
    scope: 'eosio.nft.ft',
    table: 'factory.b',
    limit: 1000,
  });
  const factoryId = String(
    page.rows
      .filter((row) => row.asset_manager === wallet.accountName)
      .map((row) => BigInt(row.id))
      .reduce((a, b) => (a > b ? a : b)),
  );
  for (let issued = 0; issued < count; issued += 500) {
    const amount = Math.min(500, count - issued);
    await push(server, wallet, [
      issueUniqs({
        issuer: wallet.accountName,
        to: wallet.accountName,
        tokenConfigs: [{ factoryId: BigInt(factoryId), amount }],
        memo: `bench ${issued}`,
      }),
    ]);
  }
  return factoryId;
}

/** A published tournament (room for `capacity`) whose prize pool is escrowed from the organizer's wallet. */
export async function publishWithPrizes(
  server: TestServer,
  organizer: Session,
  wallet: Wallet,
  prizepool: unknown,
  capacity: number,
  now: number,
): Promise<string> {
  const id = await createDraft(server, organizer, 'chess', 'Payout Bench Cup');
  await saveSection(server, organizer, id, 'main-information', mainInformation({ name: 'Payout Bench Cup' }));
  await saveSection(server, organizer, id, 'settings', settings());
  await saveSection(server, organizer, id, 'format', format({ maxParticipants: capacity }));
  await saveSection(server, organizer, id, 'schedule', futureSchedule(now));
  await saveSection(server, organizer, id, 'prizepool', prizepool);
  const described = ok(
    await call(server, 'GET', `/tournaments/${id}/escrow`, { session: organizer }),
    'escrow description',
  );
  const actions: ActionInput[] = described.actions.map(
    (o: { contract: string; action: string; data: Record<string, unknown> }) => ({
      account: o.contract,
      name: o.action,
      authorization: [{ actor: wallet.accountName, permission: 'active' }],
      data: o.data,
    }),
  );
  const transactionId = await push(server, wallet, actions);
  ok(
    await call(server, 'POST', `/tournaments/${id}/escrow`, { session: organizer, json: { transactionId } }),
    'escrow',
  );
  ok(await call(server, 'POST', `/tournaments/${id}/publish`, { session: organizer }), 'publish');
  return id;
}

/** Antelope account names for winner i: "pw" + 10 base-32 characters (a–z, 1–5). */
export function winnerAccount(i: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz12345';
  let name = '';
  for (let n = i, k = 0; k < 10; k++, n = Math.floor(n / alphabet.length)) name += alphabet[n % alphabet.length];
  return `pw${name}`;
}

/**
 * `count` winners finishing the tournament at `finishedAt`, ranks 1..count: chain accounts, users with those
 * wallets linked, checked-in registrations and final placements, all in bulk. Answers the account names.
 */
export async function finishWithWinners(
  server: TestServer,
  tournamentId: string,
  count: number,
  finishedAt: number,
): Promise<string[]> {
  const db = server.database.handle.db;
  const key = await generateKeyPair();
  const accounts = Array.from({ length: count }, (_, i) => winnerAccount(i));
  const at = new Date(finishedAt);
  await (db as unknown as Kysely<ChainTables>).transaction().execute(async (trx) => {
    for (const name of accounts) await insertAccount(trx, name, key.publicKey, at);
  });
  const users = accounts.map((name, i) => ({
    id: randomUUID(),
    issuer: 'bench',
    subject: name,
    email: `${name}@bench.example`,
    nickname: `Winner${i}`,
    wallet_id: name,
  }));
  const registrations = users.map((u, i) => ({
    id: randomUUID(),
    tournament_id: tournamentId,
    kind: 'SOLO',
    user_id: u.id,
    team_id: null,
    member_ids: JSON.stringify([u.id]),
    discord_nickname: 'nova#1234',
    game_nickname: `Winner${i}`,
    is_old_enough: true,
    status: 'CHECKED_IN',
  }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i += 250) {
      await trx
        .insertInto('users')
        .values(users.slice(i, i + 250) as never)
        .execute();
      await trx
        .insertInto('tournament_registrations')
        .values(registrations.slice(i, i + 250) as never)
        .execute();
      await trx
        .insertInto('tournament_entrants')
        .values(
          registrations.slice(i, i + 250).map((r, j) => ({
            tournament_id: tournamentId,
            seed: i + j + 1,
            registration_id: r.id,
            final_rank: i + j + 1,
          })),
        )
        .execute();
    }
    await trx
      .insertInto('tournament_play')
      .values({
        tournament_id: tournamentId,
        random_seed: 1,
        seeded_at: at,
        entrant_count: count,
        finished_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .updateTable('tournaments')
      .set({ status: 'FINISHED', updated_at: at })
      .where('id', '=', tournamentId)
      .execute();
  });
  return accounts;
}

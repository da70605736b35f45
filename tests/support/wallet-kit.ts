// Chain-side builders shared by the suites that need a player's or organizer's wallet: a dev-chain account
// linked to Arena by a signed challenge (what the wallet page does), pushing signed actions (what Arena Wallet
// does on approval), and an organizer's Uniq factory.
import { expect } from 'vitest';
import {
  ChainClient,
  createFactory,
  generateKeyPair,
  issueUniqs,
  signMessage,
  transact,
  type ActionInput,
} from '../../src/chain/index.js';
import { call } from '../api/teams/people-kit.js';
import type { Session, TestServer } from './test-server.js';
import { addGame, makeOrganizer } from './tournament-kit.js';

export interface LinkedWallet {
  accountName: string;
  privateKey: string;
}

/** A chain account for a fresh key, linked to the session's Arena account by a signed challenge. */
export async function linkWallet(server: TestServer, session: Session): Promise<LinkedWallet> {
  const key = await generateKeyPair();
  const created = await call(server, 'POST', '/chain/accounts', { session, json: { publicKey: key.publicKey } });
  expect(created.status).toBeLessThan(300);
  const { message } = (await call(server, 'POST', '/wallet/link-challenge', { session })).body;
  const linked = await call(server, 'POST', '/wallet/link', {
    session,
    json: { accountName: created.body.accountName, signature: signMessage(key.privateKey, message) },
  });
  expect(linked.status).toBe(200);
  return { accountName: created.body.accountName, privateKey: key.privateKey };
}

/** Signs `actions` with the wallet's key and broadcasts them; answers the transaction id. */
export async function push(server: TestServer, wallet: LinkedWallet, actions: ActionInput[]): Promise<string> {
  return (await transact({ rpcUrl: server.baseUrl, actions, privateKeys: [wallet.privateKey], broadcast: true }))
    .transactionId;
}

/** What window.ultra.signTransaction does with the dApp's transaction objects once the user approves. */
export function pushWalletObjects(
  server: TestServer,
  wallet: LinkedWallet,
  objects: { contract: string; action: string; data: Record<string, unknown> }[],
): Promise<string> {
  const actions: ActionInput[] = objects.map((o) => ({
    account: o.contract,
    name: o.action,
    authorization: [{ actor: wallet.accountName, permission: 'active' }],
    data: o.data,
  }));
  return push(server, wallet, actions);
}

/**
 * A new Uniq factory managed by `wallet`; answers its chain id. `tag` keeps the transaction distinct, since the
 * dev chain refuses identical transactions in one block as duplicates.
 */
export async function createUniqFactory(server: TestServer, wallet: LinkedWallet, tag = 'prize'): Promise<string> {
  await push(server, wallet, [
    createFactory({
      assetCreator: wallet.accountName,
      assetManager: wallet.accountName,
      factoryUri: `https://arena.example/${tag}.json`,
      defaultTokenUri: 'https://arena.example/t.json',
      memo: tag,
    }),
  ]);
  const page = await new ChainClient(server.baseUrl).getTableRows<{ id: number | string; asset_manager: string }>({
    code: 'eosio.nft.ft',
    scope: 'eosio.nft.ft',
    table: 'factory.b',
    limit: 1000,
  });
  const ids = page.rows.filter((row) => row.asset_manager === wallet.accountName).map((row) => BigInt(row.id));
  return String(ids.reduce((a, b) => (a > b ? a : b)));
}

/** An organizer ready to put up prizes: their wallet linked and funded, a Uniq factory, `uniqs` tokens of it held. */
export interface PrizeOrganizer {
  organizer: Session;
  wallet: LinkedWallet;
  factoryId: string;
}

/**
 * Signs up the organizer of `organization` (which gets the chess game), links and funds their wallet from the dev
 * chain's faucet, and issues them `uniqs` Uniqs of a new factory (`tag` as in createUniqFactory).
 */
export async function startPrizeOrganizer(
  server: TestServer,
  who: { email: string; nickname: string; password?: string; organization: string },
  { tag, uniqs }: { tag: string; uniqs: number },
): Promise<PrizeOrganizer> {
  const organizer = await server.signUp(who.email, who.nickname, who.password);
  await makeOrganizer(server, organizer, who.organization);
  await addGame(server, 'chess', 'Chess');
  const wallet = await linkWallet(server, organizer);
  expect((await call(server, 'POST', '/chain/faucet', { session: organizer })).status).toBe(200);
  const factoryId = await createUniqFactory(server, wallet, tag);
  await push(server, wallet, [
    issueUniqs({
      issuer: wallet.accountName,
      to: wallet.accountName,
      tokenConfigs: [{ factoryId: BigInt(factoryId), amount: uniqs }],
    }),
  ]);
  return { organizer, wallet, factoryId };
}

// The wallet's bridge to src/chain (the only eosjs user): key tools and node access per node URL.
import {
  ChainClient,
  generateKeyPair,
  isValidPrivateKey,
  publicKeyOf,
  signMessage,
  toLegacyPublicKey,
  transact,
} from '../chain';
import type { AccountTransaction, ActionInput, TransactResult } from '../chain';
import type { KeyTools } from './key-tools';
import { PINNED_ABIS } from './pinned-abis';

/** Node access per node URL: what the wallet reads from and sends to a chain. */
export interface ChainAccess {
  getInfo(nodeUrl: string): Promise<{ chain_id: string }>;
  transact(options: {
    nodeUrl: string;
    chainId?: string;
    actions: ActionInput[];
    privateKeys: string[];
    broadcast: boolean;
    /** Seconds from the reference block to the expiration; src/chain's 30 s when absent. */
    expireSeconds?: number;
  }): Promise<TransactResult>;
  getCurrencyBalance(nodeUrl: string, account: string): Promise<bigint>;
  getUniqsOf(nodeUrl: string, owner: string): Promise<Array<Record<string, unknown>>>;
  getFactory(nodeUrl: string, id: number): Promise<Record<string, unknown> | null>;
  /** The account's recent transactions from the node's history (nodes without history reject). */
  getAccountTransactions(nodeUrl: string, account: string, limit: number): Promise<AccountTransaction[]>;
  /** Accounts whose permissions list one of the keys (get_accounts_by_authorizers). */
  findAccountsByKeys(
    nodeUrl: string,
    publicKeys: string[],
  ): Promise<Array<{ accountName: string; permission: string; publicKey: string }>>;
}

export const chainKeyTools: KeyTools = {
  generateKeyPair,
  publicKeyOf,
  isValidPrivateKey,
  signMessage,
  toLegacyPublicKey,
};

/** A node that never answers must not hold a page's request (or an approval) forever. */
const NODE_TIMEOUT_MS = 15_000;

function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return globalThis.fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(NODE_TIMEOUT_MS) });
}

export function createChainAccess(fetchImpl: typeof fetch = fetchWithTimeout): ChainAccess {
  const clients = new Map<string, ChainClient>();
  const client = (nodeUrl: string) => {
    let existing = clients.get(nodeUrl);
    if (!existing) {
      existing = new ChainClient(nodeUrl, fetchImpl);
      clients.set(nodeUrl, existing);
    }
    return existing;
  };
  return {
    getInfo: (nodeUrl) => client(nodeUrl).getInfo(),
    transact: ({ nodeUrl, chainId, actions, privateKeys, broadcast, expireSeconds }) =>
      transact({
        rpcUrl: nodeUrl,
        chainId,
        actions,
        privateKeys,
        broadcast,
        expireSeconds,
        fetch: fetchImpl,
        abis: { ...PINNED_ABIS }, // what the approval window showed is what gets signed
      }),
    getCurrencyBalance: (nodeUrl, account) => client(nodeUrl).getCurrencyBalance(account),
    getUniqsOf: async (nodeUrl, owner) =>
      (await client(nodeUrl).getUniqsOf(owner)) as unknown as Array<Record<string, unknown>>,
    getFactory: async (nodeUrl, id) =>
      (await client(nodeUrl).getFactory(id)) as unknown as Record<string, unknown> | null,
    getAccountTransactions: (nodeUrl, account, limit) => client(nodeUrl).getAccountTransactions(account, limit),
    findAccountsByKeys: async (nodeUrl, publicKeys) => {
      const entries = await client(nodeUrl).getAccountsByKeys(publicKeys);
      return entries.map((e) => ({
        accountName: e.account_name,
        permission: e.permission_name,
        // Nodes may answer in legacy EOS… form; the keyring stores PUB_K1_.
        publicKey:
          publicKeys.find((k) => k === e.authorizing_key || toLegacyPublicKey(k) === e.authorizing_key) ??
          e.authorizing_key,
      }));
    },
  };
}

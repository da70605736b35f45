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
import type { ChainAccess, KeyTools } from './key-tools';

export const chainKeyTools: KeyTools = { generateKeyPair, publicKeyOf, isValidPrivateKey, signMessage, toLegacyPublicKey };

export function createChainAccess(fetchImpl?: typeof fetch): ChainAccess {
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
    transact: ({ nodeUrl, chainId, actions, privateKeys, broadcast }) =>
      transact({ rpcUrl: nodeUrl, chainId, actions, privateKeys, broadcast, fetch: fetchImpl }),
    getCurrencyBalance: (nodeUrl, account) => client(nodeUrl).getCurrencyBalance(account),
    getUniqsOf: async (nodeUrl, owner) => (await client(nodeUrl).getUniqsOf(owner)) as unknown as Array<Record<string, unknown>>,
    getFactory: async (nodeUrl, id) => (await client(nodeUrl).getFactory(id)) as unknown as Record<string, unknown> | null,
    findAccountsByKeys: async (nodeUrl, publicKeys) => {
      const entries = await client(nodeUrl).getAccountsByKeys(publicKeys);
      return entries.map((e) => ({
        accountName: e.account_name,
        permission: e.permission_name,
        // Nodes may answer in legacy EOS… form; the keyring stores PUB_K1_.
        publicKey: publicKeys.find((k) => k === e.authorizing_key || toLegacyPublicKey(k) === e.authorizing_key) ?? e.authorizing_key,
      }));
    },
  };
}

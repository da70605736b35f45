// The key operations the wallet needs from src/chain, as an interface so the vault and controller
// depend on behaviour, not on eosjs (which only src/chain may import).
import type { ActionInput, TransactResult } from '../chain';

export interface KeyTools {
  generateKeyPair(): Promise<{ privateKey: string; publicKey: string }>;
  publicKeyOf(privateKey: string): string;
  isValidPrivateKey(text: string): boolean;
  signMessage(privateKey: string, message: string): string;
  toLegacyPublicKey(publicKey: string): string;
}

export interface ChainAccess {
  getInfo(nodeUrl: string): Promise<{ chain_id: string }>;
  transact(options: {
    nodeUrl: string;
    chainId?: string;
    actions: ActionInput[];
    privateKeys: string[];
    broadcast: boolean;
  }): Promise<TransactResult>;
  getCurrencyBalance(nodeUrl: string, account: string): Promise<bigint>;
  getUniqsOf(nodeUrl: string, owner: string): Promise<Array<Record<string, unknown>>>;
  getFactory(nodeUrl: string, id: number): Promise<Record<string, unknown> | null>;
  /** Accounts whose permissions list one of the keys (get_accounts_by_authorizers). */
  findAccountsByKeys(nodeUrl: string, publicKeys: string[]): Promise<Array<{ accountName: string; permission: string; publicKey: string }>>;
}

// How the server reaches the chain: the embedded dev chain (in-process, with account creation and a faucet)
// or an external Antelope node chosen by CHAIN_RPC_URL (read and verify only).
import { ChainClient } from '../../../src/chain/index.js';
import type { DevChain } from '../../chain/dev-chain.js';

export interface ChainGateway {
  client: ChainClient;
  /** Where browsers and wallets send RPC calls (the chain client adds /v1/chain/…). */
  publicRpcUrl: string;
  platformAccount: string;
  /** Present only when the embedded dev chain is the configured chain. */
  devChain: DevChain | null;
  /** The Uniq marketplace's base URL (MARKETPLACE_URL), for the links of Uniq cards. */
  marketplaceUrl: string;
}

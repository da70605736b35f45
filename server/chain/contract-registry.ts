// The contracts deployed on the dev chain: account, ABI (served by get_raw_abi and used to decode
// action data, so both sides agree byte for byte) and action handlers.
import { AbiCodec, CONTRACTS, NFT_ABI, TOKEN_ABI, type ChainAbi } from '../../src/chain/index.js';
import { EOSIO_TOKEN_ACTIONS, tokenTransferRowKeys } from './contracts/eosio-token.js';
import { EOSIO_NFT_FT_ACTIONS } from './contracts/eosio-nft-ft.js';
import type { ActionHandler } from './contracts/contract-context.js';

export interface DeployedContract {
  account: string;
  abi: ChainAbi;
  codec: AbiCodec;
  actions: Record<string, ActionHandler>;
  /** Rows an action is known to read, loaded for a whole batch in one query. */
  rowKeys?: (action: string, data: Record<string, unknown>) => { table: string; scope: bigint; pk: bigint }[];
}

export const DEPLOYED_CONTRACTS = new Map<string, DeployedContract>([
  [
    CONTRACTS.token,
    {
      account: CONTRACTS.token,
      abi: TOKEN_ABI,
      codec: new AbiCodec(TOKEN_ABI),
      actions: EOSIO_TOKEN_ACTIONS,
      rowKeys: (action, data) => (action === 'transfer' ? tokenTransferRowKeys(data) : []),
    },
  ],
  [
    CONTRACTS.nft,
    { account: CONTRACTS.nft, abi: NFT_ABI, codec: new AbiCodec(NFT_ABI), actions: EOSIO_NFT_FT_ACTIONS },
  ],
]);

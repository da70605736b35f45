// ABIs of the contracts the wallet knows, shipped inside the wallet. Signing encodes their actions with
// these, never with what the node answers, so what the approval window shows is what is signed even on
// a hostile node. Other contracts are encoded with the node's ABI, and the approval window says so.
import { CONTRACTS, NFT_ABI, TOKEN_ABI, type ChainAbi } from '../chain';

export const PINNED_ABIS: Readonly<Record<string, ChainAbi>> = {
  [CONTRACTS.token]: TOKEN_ABI,
  [CONTRACTS.nft]: NFT_ABI,
};

export const PINNED_CONTRACTS: readonly string[] = Object.keys(PINNED_ABIS);

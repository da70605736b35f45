// Contract accounts and the shared action shape.

export const CONTRACTS = { token: 'eosio.token', nft: 'eosio.nft.ft' } as const;

export type Authorization = { actor: string; permission: string };

/** An action with its arguments as JSON (serialized with the contract's ABI when signing). */
export type ActionInput = {
  account: string;
  name: string;
  authorization: Authorization[];
  data: Record<string, unknown>;
};

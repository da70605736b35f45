// ABI of eosio.token as the dev chain serves it (ultra-chain.md §4): flat action arguments, UOS tables.
import type { ChainAbi } from './abi-codec';

export const TOKEN_ABI: ChainAbi = {
  version: 'eosio::abi/1.1',
  types: [],
  structs: [
    { name: 'account', base: '', fields: [{ name: 'balance', type: 'asset' }] },
    {
      name: 'currency_stats',
      base: '',
      fields: [
        { name: 'supply', type: 'asset' },
        { name: 'max_supply', type: 'asset' },
        { name: 'issuer', type: 'name' },
      ],
    },
    {
      name: 'create',
      base: '',
      fields: [
        { name: 'issuer', type: 'name' },
        { name: 'maximum_supply', type: 'asset' },
      ],
    },
    {
      name: 'issue',
      base: '',
      fields: [
        { name: 'to', type: 'name' },
        { name: 'quantity', type: 'asset' },
        { name: 'memo', type: 'string' },
      ],
    },
    {
      name: 'transfer',
      base: '',
      fields: [
        { name: 'from', type: 'name' },
        { name: 'to', type: 'name' },
        { name: 'quantity', type: 'asset' },
        { name: 'memo', type: 'string' },
      ],
    },
  ],
  actions: [
    { name: 'create', type: 'create', ricardian_contract: '' },
    { name: 'issue', type: 'issue', ricardian_contract: '' },
    { name: 'transfer', type: 'transfer', ricardian_contract: '' },
  ],
  tables: [
    { name: 'accounts', index_type: 'i64', key_names: [], key_types: [], type: 'account' },
    { name: 'stat', index_type: 'i64', key_names: [], key_types: [], type: 'currency_stats' },
  ],
  ricardian_clauses: [],
  error_messages: [],
  abi_extensions: [],
  variants: [],
};

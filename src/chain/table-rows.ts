// Row shapes of the tables the platform and the wallet read (ultra-chain.md §4, §5.5), as get_table_rows
// returns them with json:true.

export interface BalanceRow {
  balance: string;
}

export interface CurrencyStatsRow {
  supply: string;
  max_supply: string;
  issuer: string;
}

export interface ResaleShare {
  receiver: string;
  basis_point: number;
}

/** `token.b`, scope = owner. */
export interface TokenRow {
  id: number | string;
  token_factory_id: number | string;
  mint_date: string;
  serial_number: number;
  uos_payment: number | string;
  uri: string | null;
  hash: string | null;
}

/** `factory.b`, scope = eosio.nft.ft. */
export interface FactoryRow {
  id: number | string;
  asset_manager: string;
  asset_creator: string;
  minimum_resell_price: string | null;
  resale_shares: ResaleShare[];
  mintable_window_start: string | null;
  mintable_window_end: string | null;
  trading_window_start: string | null;
  trading_window_end: string | null;
  recall_window_start: number | null;
  recall_window_end: number | null;
  lockup_time: number | null;
  conditionless_receivers: string[];
  stat: number;
  factory_uri: string;
  factory_hash: string | null;
  max_mintable_tokens: number | null;
  minted_tokens_no: number;
  existing_tokens_no: number;
  authorized_tokens_no: number | null;
  account_minting_limit: number | null;
  transfer_window_start: string | null;
  transfer_window_end: string | null;
  default_token_uri: string;
  default_token_hash: string | null;
  lock_hash: boolean;
}

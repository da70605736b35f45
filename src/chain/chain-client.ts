// Read access to a chain node's /v1/chain API (the dev chain or a real Antelope node).
import { CONTRACTS } from './contracts';
import { ChainRpcError } from './chain-rpc-error';
import { parseUosAsset } from './assets';
import type { FactoryRow, TokenRow } from './table-rows';

export interface ChainInfo {
  server_version: string;
  chain_id: string;
  head_block_num: number;
  last_irreversible_block_num: number;
  last_irreversible_block_id: string;
  head_block_id: string;
  head_block_time: string;
  head_block_producer: string;
  [key: string]: unknown;
}

export interface PermissionInfo {
  perm_name: string;
  parent: string;
  required_auth: {
    threshold: number;
    keys: { key: string; weight: number }[];
    accounts: { permission: { actor: string; permission: string }; weight: number }[];
    waits: { wait_sec: number; weight: number }[];
  };
}

export interface AccountInfo {
  account_name: string;
  created: string;
  core_liquid_balance?: string;
  permissions: PermissionInfo[];
  [key: string]: unknown;
}

export interface AuthorizerEntry {
  account_name: string;
  permission_name: string;
  authorizing_key: string;
  weight: number;
  threshold: number;
}

export interface TableQuery {
  code: string;
  scope: string;
  table: string;
  lowerBound?: string;
  upperBound?: string;
  limit?: number;
  reverse?: boolean;
}

export interface AccountTransaction {
  id: string;
  block_num: number;
  block_time: string;
  actions: {
    account: string;
    name: string;
    authorization: { actor: string; permission: string }[];
    data: Record<string, unknown>;
    hex_data: string;
  }[];
}

export interface PushTransactionArgs {
  signatures: string[];
  compression?: number;
  packed_context_free_data?: string;
  packed_trx: string;
}

export class ChainClient {
  readonly rpcUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(rpcUrl: string, fetchImpl?: typeof fetch) {
    this.rpcUrl = rpcUrl.replace(/\/+$/, '');
    // Browsers throw "Illegal invocation" when fetch is called detached from its global.
    this.fetchImpl = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** POSTs `body` to /v1/<path>; a non-2xx reply or a `processed.except` becomes a ChainRpcError. */
  async call<T>(path: string, body: unknown = {}): Promise<T> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.rpcUrl}/v1/${path}`, { method: 'POST', body: JSON.stringify(body) });
    } catch (cause) {
      throw new ChainRpcError(`Chain node unreachable: ${(cause as Error).message}`);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      throw new ChainRpcError(`Chain node sent invalid JSON (HTTP ${response.status})`, {
        httpStatus: response.status,
      });
    }
    const processed = (json as { processed?: { except?: unknown } }).processed;
    if (!response.ok || processed?.except) throw ChainRpcError.fromBody(json, response.status);
    return json as T;
  }

  getInfo(): Promise<ChainInfo> {
    return this.call<ChainInfo>('chain/get_info', {});
  }

  getBlockInfo(
    blockNum: number,
  ): Promise<Record<string, unknown> & { id: string; block_num: number; timestamp: string; ref_block_prefix: number }> {
    return this.call('chain/get_block_info', { block_num: blockNum });
  }

  getBlock(
    blockNumOrId: number | string,
  ): Promise<Record<string, unknown> & { id: string; block_num: number; transactions: unknown[] }> {
    return this.call('chain/get_block', { block_num_or_id: blockNumOrId });
  }

  async getTableRows<T>(q: TableQuery): Promise<{ rows: T[]; more: boolean; nextKey: string }> {
    const result = await this.call<{ rows: T[]; more: boolean; next_key?: string }>('chain/get_table_rows', {
      json: true,
      code: q.code,
      scope: q.scope,
      table: q.table,
      lower_bound: q.lowerBound ?? '',
      upper_bound: q.upperBound ?? '',
      index_position: 1,
      key_type: '',
      limit: q.limit ?? 10,
      reverse: q.reverse ?? false,
      show_payer: false,
    });
    return { rows: result.rows, more: Boolean(result.more), nextKey: result.next_key ?? '' };
  }

  /** UOS balance in base units; 0n when the account has no balance row. */
  async getCurrencyBalance(account: string): Promise<bigint> {
    const balances = await this.call<string[]>('chain/get_currency_balance', {
      code: CONTRACTS.token,
      account,
      symbol: 'UOS',
    });
    return balances.length > 0 ? parseUosAsset(balances[0]) : 0n;
  }

  getAccount(name: string): Promise<AccountInfo> {
    return this.call<AccountInfo>('chain/get_account', { account_name: name });
  }

  /** null when the node says the account does not exist. */
  async findAccount(name: string): Promise<AccountInfo | null> {
    try {
      return await this.getAccount(name);
    } catch (error) {
      // nodeos answers an unknown account with an error body ("unknown key"); no answer at all is rethrown.
      if (error instanceof ChainRpcError && error.httpStatus !== undefined && /unknown key/i.test(error.message))
        return null;
      throw error;
    }
  }

  async getAccountsByKeys(keys: string[]): Promise<AuthorizerEntry[]> {
    const result = await this.call<{ accounts: AuthorizerEntry[] }>('chain/get_accounts_by_authorizers', {
      accounts: [],
      keys,
    });
    return result.accounts;
  }

  /** Every Uniq `owner` holds, following pagination. */
  async getUniqsOf(owner: string): Promise<TokenRow[]> {
    const rows: TokenRow[] = [];
    let lowerBound = '';
    for (;;) {
      const page = await this.getTableRows<TokenRow>({
        code: CONTRACTS.nft,
        scope: owner,
        table: 'token.b',
        lowerBound,
        limit: 500,
      });
      rows.push(...page.rows);
      if (!page.more || !page.nextKey) return rows;
      lowerBound = page.nextKey;
    }
  }

  async getFactory(id: number): Promise<FactoryRow | null> {
    const page = await this.getTableRows<FactoryRow>({
      code: CONTRACTS.nft,
      scope: CONTRACTS.nft,
      table: 'factory.b',
      lowerBound: String(id),
      limit: 1,
    });
    const row = page.rows[0];
    return row && Number(row.id) === id ? row : null;
  }

  /** The dev chain answers this like nodeos's history plugin; real nodes may not have it. */
  getTransaction(id: string): Promise<Record<string, unknown> & { id: string; block_num: number }> {
    return this.call('history/get_transaction', { id });
  }

  /** Recent transactions touching `account`, newest first (dev chain only: /v1/history/get_account_transactions). */
  async getAccountTransactions(account: string, limit = 20): Promise<AccountTransaction[]> {
    const result = await this.call<{ transactions: AccountTransaction[] }>('history/get_account_transactions', {
      account_name: account,
      limit,
    });
    return result.transactions;
  }

  pushTransaction(args: PushTransactionArgs): Promise<{ transaction_id: string; processed: Record<string, unknown> }> {
    return this.call('chain/push_transaction', {
      signatures: args.signatures,
      compression: args.compression ?? 0,
      packed_context_free_data: args.packed_context_free_data ?? '',
      packed_trx: args.packed_trx,
    });
  }
}

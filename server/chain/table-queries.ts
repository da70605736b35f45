// Read RPCs over contract tables and accounts: get_table_rows, get_currency_balance, get_account,
// get_accounts_by_authorizers. Arguments are converted the way nodeos converts them.
import { sql, type Kysely } from 'kysely';
import {
  CONTRACTS,
  encodeName,
  isValidName,
  normalizePublicKey,
  symbolCodeValue,
  symbolValue,
} from '../../src/chain/index.js';
import type { ChainTables } from './chain-tables.js';
import { badRequest, ChainError, unknownAccount } from './chain-errors.js';
import { DEPLOYED_CONTRACTS } from './contract-registry.js';
import { fromStoredKey, toStoredKey } from './stored-key.js';

/** nodeos's uint64 conversion for scopes and bounds: a number, else a name, else a symbol code. */
export function toUint64(text: unknown, field: string): bigint {
  const value = String(text ?? '').trim();
  if (/^\d+$/.test(value)) {
    const number = BigInt(value);
    if (number < 1n << 64n) return number;
  }
  if (isValidName(value)) return encodeName(value);
  const symbol = /^(\d+),([A-Z]{1,7})$/.exec(value);
  if (symbol) return symbolValue(Number(symbol[1]), symbol[2]);
  if (/^[A-Z]{1,7}$/.test(value)) return symbolCodeValue(value);
  throw badRequest(`Invalid ${field}: ${value}`);
}

export interface TableRowsRequest {
  code?: unknown;
  scope?: unknown;
  table?: unknown;
  json?: unknown;
  lower_bound?: unknown;
  upper_bound?: unknown;
  limit?: unknown;
  reverse?: unknown;
  show_payer?: unknown;
  index_position?: unknown;
  key_type?: unknown;
}

export async function getTableRows(db: Kysely<ChainTables>, body: TableRowsRequest) {
  const code = String(body.code ?? '');
  const table = String(body.table ?? '');
  const contract = DEPLOYED_CONTRACTS.get(code);
  const tableType = contract?.codec.tableType(table);
  if (!contract || !tableType)
    throw new ChainError(
      3060003,
      'contract_table_query_exception',
      'Contract Table Query Exception',
      `Table ${table} is not specified in the ABI`,
    );
  const index = String(body.index_position ?? '1');
  if (!['', '1', 'primary', 'first'].includes(index))
    throw badRequest('Secondary indexes are not supported by the dev chain');
  const scope = toUint64(body.scope, 'scope');
  const limit = Math.min(Math.max(Number(body.limit ?? 10) || 10, 1), 1000);
  const reverse = body.reverse === true || body.reverse === 'true';
  const json = body.json === true || body.json === 'true';
  const showPayer = body.show_payer === true || body.show_payer === 'true';
  const lower =
    body.lower_bound !== undefined && body.lower_bound !== '' ? toUint64(body.lower_bound, 'lower_bound') : null;
  const upper =
    body.upper_bound !== undefined && body.upper_bound !== '' ? toUint64(body.upper_bound, 'upper_bound') : null;

  let query = db
    .selectFrom('chain_rows')
    .select(['payer', 'data', 'pk'])
    .where('code', '=', code)
    .where('tbl', '=', table)
    .where('scope', '=', toStoredKey(scope));
  if (lower !== null) query = query.where('pk', '>=', toStoredKey(lower));
  if (upper !== null) query = query.where('pk', '<=', toStoredKey(upper));
  const found = await query
    .orderBy('pk', reverse ? 'desc' : 'asc')
    .limit(limit + 1)
    .execute();
  const more = found.length > limit;
  const page = found.slice(0, limit);
  const rows = page.map((row) => {
    const data: unknown = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    const value = json ? data : Buffer.from(contract.codec.encode(tableType, data)).toString('hex');
    return showPayer ? { data: value, payer: row.payer } : value;
  });
  return { rows, more, next_key: more ? fromStoredKey(found[limit].pk).toString() : '' };
}

export async function getCurrencyBalance(
  db: Kysely<ChainTables>,
  body: { code?: unknown; account?: unknown; symbol?: unknown },
): Promise<string[]> {
  const code = String(body.code ?? CONTRACTS.token);
  const account = String(body.account ?? '');
  if (!isValidName(account)) throw badRequest(`Invalid account ${account}`);
  let query = db
    .selectFrom('chain_rows')
    .select('data')
    .where('code', '=', code)
    .where('tbl', '=', 'accounts')
    .where('scope', '=', toStoredKey(encodeName(account)));
  if (body.symbol) query = query.where('pk', '=', toStoredKey(symbolCodeValue(String(body.symbol))));
  const rows = await query.orderBy('pk').execute();
  return rows.map((row) =>
    String(((typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as { balance: string }).balance),
  );
}

export async function getAccount(db: Kysely<ChainTables>, name: string, head: { num: number; time: string }) {
  if (!isValidName(name)) throw badRequest(`Invalid account name ${name}`);
  const account = await db.selectFrom('chain_accounts').selectAll().where('name', '=', name).executeTakeFirst();
  if (!account) throw unknownAccount(name);
  const permissions = await db.selectFrom('chain_permissions').selectAll().where('account', '=', name).execute();
  const balance = await getCurrencyBalance(db, { code: CONTRACTS.token, account: name, symbol: 'UOS' });
  const unlimited = { used: 0, available: -1, max: -1, last_usage_update_time: head.time, current_used: 0 };
  const order = (p: { perm_name: string }) => (p.perm_name === 'owner' ? 0 : p.perm_name === 'active' ? 1 : 2);
  return {
    account_name: name,
    head_block_num: head.num,
    head_block_time: head.time,
    privileged: account.privileged,
    last_code_update: '1970-01-01T00:00:00.000',
    created: new Date(account.created_at).toISOString().slice(0, 23),
    ...(balance[0] ? { core_liquid_balance: balance[0] } : {}),
    ram_quota: -1,
    net_weight: -1,
    cpu_weight: -1,
    net_limit: unlimited,
    cpu_limit: unlimited,
    ram_usage: 2996,
    permissions: permissions
      .sort((a, b) => order(a) - order(b))
      .map((p) => ({
        perm_name: p.perm_name,
        parent: p.parent,
        required_auth: { threshold: p.threshold, keys: p.keys, accounts: p.accounts, waits: p.waits },
      })),
    total_resources: null,
    self_delegated_bandwidth: null,
    refund_request: null,
    voter_info: null,
    rex_info: null,
  };
}

export async function getAccountsByAuthorizers(db: Kysely<ChainTables>, body: { accounts?: unknown; keys?: unknown }) {
  const keys = Array.isArray(body.keys) ? body.keys.map((k) => String(k)) : [];
  const levels = Array.isArray(body.accounts) ? body.accounts : [];
  const result: Record<string, unknown>[] = [];
  for (const given of keys) {
    let key: string;
    try {
      key = normalizePublicKey(given);
    } catch {
      throw badRequest(`Invalid public key ${given}`);
    }
    const rows = await db
      .selectFrom('chain_permissions')
      .selectAll()
      .where(sql<boolean>`keys @> ${JSON.stringify([{ key }])}::jsonb`)
      .orderBy('account')
      .orderBy('perm_name')
      .execute();
    for (const row of rows) {
      const weight = row.keys.find((k) => k.key === key)?.weight ?? 0;
      result.push({
        account_name: row.account,
        permission_name: row.perm_name,
        authorizing_key: key,
        weight,
        threshold: row.threshold,
      });
    }
  }
  for (const level of levels) {
    const actor = typeof level === 'string' ? level : String((level as { actor?: unknown }).actor ?? '');
    const permission = typeof level === 'string' ? undefined : (level as { permission?: string }).permission;
    const rows = await db.selectFrom('chain_permissions').selectAll().execute();
    for (const row of rows) {
      for (const entry of row.accounts) {
        if (entry.permission.actor === actor && (!permission || entry.permission.permission === permission)) {
          result.push({
            account_name: row.account,
            permission_name: row.perm_name,
            authorizing_account: entry.permission,
            weight: entry.weight,
            threshold: row.threshold,
          });
        }
      }
    }
  }
  return { accounts: result };
}

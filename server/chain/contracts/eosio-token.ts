// eosio.token for UOS (ultra-chain.md §4): create, issue, transfer; tables `accounts` (scope owner) and
// `stat` (scope symbol code), with the reference contract's checks and assert texts.
import { CONTRACTS, formatAsset, parseAsset, symbolCodeValue, type Asset } from '../../../src/chain/index.js';
import { check } from '../chain-errors.js';
import { ActionContext, byteLength, nameValue, type ActionHandler } from './contract-context.js';

interface StatRow {
  supply: string;
  max_supply: string;
  issuer: string;
}

interface AccountRow {
  balance: string;
}

const MAX_AMOUNT = (1n << 62n) - 1n;
const TOKEN = CONTRACTS.token;

function readAsset(value: unknown): Asset {
  try {
    return parseAsset(String(value));
  } catch {
    check(false, 'invalid quantity');
    throw new Error('unreachable');
  }
}

function isValidAsset(asset: Asset): boolean {
  return asset.amount >= -MAX_AMOUNT && asset.amount <= MAX_AMOUNT && /^[A-Z]{1,7}$/.test(asset.code);
}

async function getStat(ctx: ActionContext, code: string): Promise<StatRow | null> {
  const raw = symbolCodeValue(code);
  return ctx.getRow<StatRow>('stat', raw, raw);
}

async function subBalance(ctx: ActionContext, owner: string, value: Asset): Promise<void> {
  const raw = symbolCodeValue(value.code);
  const row = await ctx.getRow<AccountRow>('accounts', nameValue(owner), raw);
  check(row, 'no balance object found');
  const balance = parseAsset(row.balance);
  check(balance.amount >= value.amount, 'overdrawn balance');
  ctx.setRow(
    'accounts',
    nameValue(owner),
    raw,
    { balance: formatAsset({ ...balance, amount: balance.amount - value.amount }) },
    owner,
  );
}

/** Credits `owner`, opening the balance row if needed (RAM paid by eosio.token on Ultra). */
async function addBalance(ctx: ActionContext, owner: string, value: Asset): Promise<void> {
  const raw = symbolCodeValue(value.code);
  const row = await ctx.getRow<AccountRow>('accounts', nameValue(owner), raw);
  const amount = (row ? parseAsset(row.balance).amount : 0n) + value.amount;
  ctx.setRow('accounts', nameValue(owner), raw, { balance: formatAsset({ ...value, amount }) }, TOKEN);
}

const create: ActionHandler = async (ctx) => {
  ctx.requireAuth(TOKEN);
  const issuer = String(ctx.data.issuer);
  const maximum = readAsset(ctx.data.maximum_supply);
  check(isValidAsset(maximum), 'invalid supply');
  // Ultra documents "0.00000000 UOS" as an unlimited maximum supply, so zero is allowed here.
  check(maximum.amount >= 0n, 'max-supply must be positive');
  check(!(await getStat(ctx, maximum.code)), 'token with symbol already exists');
  const raw = symbolCodeValue(maximum.code);
  ctx.setRow(
    'stat',
    raw,
    raw,
    { supply: formatAsset({ ...maximum, amount: 0n }), max_supply: formatAsset(maximum), issuer },
    TOKEN,
  );
};

const issue: ActionHandler = async (ctx) => {
  const to = String(ctx.data.to);
  const quantity = readAsset(ctx.data.quantity);
  const memo = String(ctx.data.memo ?? '');
  check(isValidAsset(quantity), 'invalid symbol name');
  check(byteLength(memo) <= 256, 'memo has more than 256 bytes');
  const stat = await getStat(ctx, quantity.code);
  check(stat, 'token with symbol does not exist, create token before issue');
  check(to === stat.issuer, 'tokens can only be issued to issuer account');
  ctx.requireAuth(stat.issuer);
  check(quantity.amount > 0n, 'must issue positive quantity');
  const supply = parseAsset(stat.supply);
  const maxSupply = parseAsset(stat.max_supply);
  check(quantity.precision === supply.precision, 'symbol precision mismatch');
  if (maxSupply.amount > 0n)
    check(quantity.amount <= maxSupply.amount - supply.amount, 'quantity exceeds available supply');
  const raw = symbolCodeValue(quantity.code);
  ctx.setRow(
    'stat',
    raw,
    raw,
    { ...stat, supply: formatAsset({ ...supply, amount: supply.amount + quantity.amount }) },
    TOKEN,
  );
  await addBalance(ctx, stat.issuer, quantity);
};

const transfer: ActionHandler = async (ctx) => {
  const from = String(ctx.data.from);
  const to = String(ctx.data.to);
  const quantity = readAsset(ctx.data.quantity);
  const memo = String(ctx.data.memo ?? '');
  check(from !== to, 'cannot transfer to self');
  ctx.requireAuth(from);
  check(await ctx.isAccount(to), 'to account does not exist');
  const stat = await getStat(ctx, quantity.code);
  check(stat, 'unable to find key');
  ctx.requireRecipient(from);
  ctx.requireRecipient(to);
  check(isValidAsset(quantity), 'invalid quantity');
  check(quantity.amount > 0n, 'must transfer positive quantity');
  check(quantity.precision === parseAsset(stat.supply).precision, 'symbol precision mismatch');
  check(byteLength(memo) <= 256, 'memo has more than 256 bytes');
  await subBalance(ctx, from, quantity);
  await addBalance(ctx, to, quantity);
};

export const EOSIO_TOKEN_ACTIONS: Record<string, ActionHandler> = { create, issue, transfer };

/** Row keys a transfer will read, so a batch can load them in one query. */
export function tokenTransferRowKeys(data: Record<string, unknown>): { table: string; scope: bigint; pk: bigint }[] {
  try {
    const quantity = parseAsset(String(data.quantity));
    const raw = symbolCodeValue(quantity.code);
    return [
      { table: 'stat', scope: raw, pk: raw },
      { table: 'accounts', scope: nameValue(String(data.from)), pk: raw },
      { table: 'accounts', scope: nameValue(String(data.to)), pk: raw },
    ];
  } catch {
    return [];
  }
}

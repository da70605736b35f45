// The eosio.nft.ft subset (ultra-chain.md §5): create.b, issue.b, transfer and burn over the factory.b,
// token.b, next.factory, next.token, mintstat.a, authmintrs.a, resale.a and saleshrlmcfg tables.
// Fees, RAM accounting and oracle prices of the real chain are left out on purpose (dev chain).
import { CONTRACTS, NFT_ABI, AbiCodec, parseAsset } from '../../../src/chain/index.js';
import { check } from '../chain-errors.js';
import { ActionContext, byteLength, nameValue, type ActionHandler } from './contract-context.js';
import type { FactoryRow, TokenRow } from '../../../src/chain/index.js';

const NFT = CONTRACTS.nft;
const NFT_SCOPE = nameValue(NFT);
const SINGLETON_SCOPE = 0n;
const UINT32_MAX = 0xffffffff;
/** Default of saleshrlmcfg.max_factory_share_bp (70%) when the config row is missing. */
export const DEFAULT_MAX_FACTORY_SHARE_BP = 7000;
const MAX_FACTORY_ROW_BYTES = 1920;
const codec = new AbiCodec(NFT_ABI);

type Nullable<T> = T | null | undefined;

const toMs = (time: Nullable<unknown>): number | null =>
  time == null ? null : Date.parse(`${String(time).replace(/Z$/, '')}Z`);
const asNumber = (value: Nullable<unknown>): number | null => (value == null ? null : Number(value));
const lowerHex = (value: Nullable<unknown>): string | null => (value == null ? null : String(value).toLowerCase());

function checkMemo(memo: unknown): void {
  check(byteLength(String(memo ?? '')) <= 256, 'memo has more than 256 bytes');
}

async function nextId(ctx: ActionContext, table: 'next.factory' | 'next.token'): Promise<number> {
  const pk = nameValue(table);
  const row = await ctx.getRow<{ value: number }>(table, SINGLETON_SCOPE, pk);
  const id = row ? Number(row.value) : 1;
  ctx.setRow(table, SINGLETON_SCOPE, pk, { value: id + 1 }, NFT);
  return id;
}

async function maxFactoryShareBp(ctx: ActionContext): Promise<number> {
  const config = await ctx.getRow<{ max_factory_share_bp: number }>('saleshrlmcfg', 1n, nameValue('saleshrlmcfg'));
  return config ? Number(config.max_factory_share_bp) : DEFAULT_MAX_FACTORY_SHARE_BP;
}

function checkWindow(start: number | null, end: number | null, label: string): void {
  if (start !== null && end !== null) check(end > start, `${label} window end must be later than its start`);
}

const createB: ActionHandler = async (ctx) => {
  const c = (ctx.data.create ?? {}) as Record<string, unknown>;
  const creator = String(c.asset_creator);
  const manager = String(c.asset_manager);
  checkMemo(c.memo);
  ctx.requireAuth(manager);
  ctx.requireAuth(creator);
  check(await ctx.isAccount(creator), 'asset creator account does not exist');
  check(await ctx.isAccount(manager), 'asset manager account does not exist');
  check(String(c.factory_uri ?? '') !== '', 'factory uri cannot be empty');
  check(String(c.default_token_uri ?? '') !== '', 'default token uri cannot be empty');
  check(c.recall_window_start == null && c.recall_window_end == null, 'recall window is not supported');
  check(c.lockup_time == null, 'lockup time is not supported');

  if (c.minimum_resell_price != null) {
    const price = parseAsset(String(c.minimum_resell_price));
    check(
      (price.code === 'UOS' || price.code === 'USD') && price.precision === 8,
      'minimum resell price must be in UOS or USD with 8 decimals',
    );
    check(price.amount >= 0n, 'minimum resell price cannot be negative');
  }

  const shares = (c.resale_shares ?? []) as { receiver: string; basis_point: number }[];
  let shareTotal = 0;
  for (const share of shares) {
    check(await ctx.isAccount(share.receiver), `resale share receiver ${share.receiver} does not exist`);
    check(Number(share.basis_point) > 0, 'resale share must be positive');
    shareTotal += Number(share.basis_point);
  }
  const maxShare = await maxFactoryShareBp(ctx);
  check(shareTotal <= maxShare, `resale shares exceed the maximum of ${maxShare} basis points`);

  const maxMintable = asNumber(c.max_mintable_tokens);
  if (maxMintable !== null) {
    check(maxMintable > 0, 'max mintable tokens must be positive');
    check(maxMintable <= UINT32_MAX, 'max mintable tokens is too large');
  }

  const mintStart = toMs(c.mintable_window_start);
  const mintEnd = toMs(c.mintable_window_end);
  if (mintEnd !== null) check(mintEnd > ctx.nowMs, 'mintable window end must be in the future');
  checkWindow(mintStart, mintEnd, 'mintable');
  checkWindow(toMs(c.trading_window_start), toMs(c.trading_window_end), 'trading');
  checkWindow(toMs(c.transfer_window_start), toMs(c.transfer_window_end), 'transfer');

  const receivers = (c.conditionless_receivers ?? []) as string[];
  for (const receiver of receivers)
    check(await ctx.isAccount(receiver), `conditionless receiver ${receiver} does not exist`);

  const stat = c.stat == null ? 1 : Number(c.stat);
  check(stat === 0 || stat === 1 || stat === 2, 'invalid factory status');

  const accountLimit = asNumber(c.account_minting_limit);
  if (accountLimit !== null) check(accountLimit >= 1, 'account minting limit must be at least 1');

  const id = await nextId(ctx, 'next.factory');
  const minters = (c.authorized_minters ?? []) as { authorized_minter: string; quantity: number }[];
  let authorizedTotal: number | null = minters.length > 0 ? 0 : null;
  for (const minter of minters) {
    check(
      await ctx.isAccount(minter.authorized_minter),
      `authorized minter ${minter.authorized_minter} does not exist`,
    );
    check(Number(minter.quantity) > 0, 'authorized minter quantity must be positive');
    const pk = nameValue(minter.authorized_minter);
    const existing = await ctx.getRow<{ quantity: number }>('authmintrs.a', BigInt(id), pk);
    const quantity = (existing ? Number(existing.quantity) : 0) + Number(minter.quantity);
    ctx.setRow('authmintrs.a', BigInt(id), pk, { authorized_minter: minter.authorized_minter, quantity }, manager);
    authorizedTotal = (authorizedTotal ?? 0) + Number(minter.quantity);
  }

  const row: FactoryRow = {
    id,
    asset_manager: manager,
    asset_creator: creator,
    minimum_resell_price: (c.minimum_resell_price as string | null) ?? null,
    resale_shares: shares.map((s) => ({ receiver: s.receiver, basis_point: Number(s.basis_point) })),
    mintable_window_start: (c.mintable_window_start as string | null) ?? null,
    mintable_window_end: (c.mintable_window_end as string | null) ?? null,
    trading_window_start: (c.trading_window_start as string | null) ?? null,
    trading_window_end: (c.trading_window_end as string | null) ?? null,
    recall_window_start: null,
    recall_window_end: null,
    lockup_time: null,
    conditionless_receivers: receivers,
    stat,
    factory_uri: String(c.factory_uri),
    factory_hash: lowerHex(c.factory_hash),
    max_mintable_tokens: maxMintable,
    minted_tokens_no: 0,
    existing_tokens_no: 0,
    authorized_tokens_no: authorizedTotal,
    account_minting_limit: accountLimit,
    transfer_window_start: (c.transfer_window_start as string | null) ?? null,
    transfer_window_end: (c.transfer_window_end as string | null) ?? null,
    default_token_uri: String(c.default_token_uri),
    default_token_hash: lowerHex(c.default_token_hash),
    lock_hash: c.lock_hash === true,
  };
  check(codec.encode('factory_b_row', row).length <= MAX_FACTORY_ROW_BYTES, 'factory exceeds the maximum size');
  ctx.setRow('factory.b', NFT_SCOPE, BigInt(id), row, manager);
  ctx.requireRecipient(manager);
  ctx.requireRecipient(creator);
};

async function loadFactory(ctx: ActionContext, id: bigint): Promise<FactoryRow> {
  const factory = await ctx.getRow<FactoryRow>('factory.b', NFT_SCOPE, id);
  check(factory, `factory ${id} does not exist`);
  return factory;
}

const issueB: ActionHandler = async (ctx) => {
  const i = (ctx.data.issue ?? {}) as Record<string, unknown>;
  const to = String(i.to);
  const configs = (i.token_configs ?? []) as {
    token_factory_id: string | number;
    amount: number;
    custom_data: string;
  }[];
  const authorizer = i.authorizer == null ? null : String(i.authorizer);
  checkMemo(i.memo);
  check(configs.length > 0, 'token_configs cannot be empty');
  check(await ctx.isAccount(to), 'to account does not exist');
  if (authorizer !== null) ctx.requireAuth(authorizer);

  const total = configs.reduce((sum, cfg) => sum + Number(cfg.amount), 0);
  const metadata = i.token_metadata as { meta_uri: string | null; meta_hash: string | null }[] | undefined | null;
  if (metadata != null) check(metadata.length === total, 'token_metadata size must match the number of tokens minted');

  let metadataIndex = 0;
  for (const cfg of configs) {
    const factoryId = BigInt(cfg.token_factory_id);
    const amount = Number(cfg.amount);
    check(amount > 0, 'amount must be positive');
    const factory = await loadFactory(ctx, factoryId);
    if (authorizer === null) {
      ctx.requireAuth(factory.asset_manager);
    } else {
      const minterKey = nameValue(authorizer);
      const quota = await ctx.getRow<{ authorized_minter: string; quantity: number }>(
        'authmintrs.a',
        factoryId,
        minterKey,
      );
      check(quota, `${authorizer} is not an authorized minter of factory ${factoryId}`);
      check(Number(quota.quantity) >= amount, 'authorized minter quantity exceeded');
      const left = Number(quota.quantity) - amount;
      if (left === 0) ctx.deleteRow('authmintrs.a', factoryId, minterKey);
      else ctx.setRow('authmintrs.a', factoryId, minterKey, { ...quota, quantity: left }, factory.asset_manager);
      if (factory.authorized_tokens_no !== null)
        factory.authorized_tokens_no = Math.max(0, factory.authorized_tokens_no - amount);
    }
    check(factory.stat === 0, `factory ${factoryId} is not active`);
    const start = toMs(factory.mintable_window_start);
    const end = toMs(factory.mintable_window_end);
    check(start === null || ctx.nowMs >= start, 'minting window has not started');
    check(end === null || ctx.nowMs < end, 'minting window has ended');
    if (factory.max_mintable_tokens !== null) {
      check(
        factory.minted_tokens_no + amount <= factory.max_mintable_tokens,
        'cannot mint more than max mintable tokens',
      );
    }
    if (factory.account_minting_limit !== null) {
      const userKey = nameValue(to);
      const stat = await ctx.getRow<{ user: string; minted: number }>('mintstat.a', factoryId, userKey);
      const minted = (stat ? Number(stat.minted) : 0) + amount;
      check(minted <= factory.account_minting_limit, 'account minting limit reached');
      ctx.setRow('mintstat.a', factoryId, userKey, { user: to, minted }, factory.asset_manager);
    }
    for (let n = 0; n < amount; n++) {
      const tokenId = await nextId(ctx, 'next.token');
      factory.minted_tokens_no += 1;
      const meta = metadata?.[metadataIndex++];
      const token: TokenRow = {
        id: tokenId,
        token_factory_id: Number(factoryId),
        mint_date: ctx.nowSeconds(),
        serial_number: factory.minted_tokens_no,
        uos_payment: 0,
        uri: meta?.meta_uri ?? null,
        hash: lowerHex(meta?.meta_hash),
      };
      ctx.setRow('token.b', nameValue(to), BigInt(tokenId), token, factory.asset_manager);
    }
    factory.existing_tokens_no += amount;
    ctx.setRow('factory.b', NFT_SCOPE, factoryId, factory, factory.asset_manager);
    ctx.requireRecipient(factory.asset_manager);
  }
  ctx.requireRecipient(to);
  if (authorizer !== null) ctx.requireRecipient(authorizer);
};

function insideWindow(nowMs: number, start: string | null, end: string | null): boolean {
  const from = toMs(start);
  const until = toMs(end);
  return (from === null || nowMs >= from) && (until === null || nowMs < until);
}

const transfer: ActionHandler = async (ctx) => {
  const t = (ctx.data.transfer ?? {}) as Record<string, unknown>;
  const from = String(t.from);
  const to = String(t.to);
  const ids = ((t.token_ids ?? []) as (string | number)[]).map((id) => BigInt(id));
  ctx.requireAuth(from);
  checkMemo(t.memo);
  check(ids.length > 0, 'token_ids cannot be empty');
  check(from !== to, 'cannot transfer to self');
  check(await ctx.isAccount(to), 'to account does not exist');
  ctx.requireRecipient(from);
  ctx.requireRecipient(to);
  for (const id of ids) {
    const token = await ctx.getRow<TokenRow>('token.b', nameValue(from), id);
    check(token, `token ${id} is not owned by ${from}`);
    check(!(await ctx.getRow('resale.a', NFT_SCOPE, id)), `token ${id} is listed for resale`);
    const factory = await loadFactory(ctx, BigInt(token.token_factory_id));
    if (!factory.conditionless_receivers.includes(to)) {
      check(
        insideWindow(ctx.nowMs, factory.trading_window_start, factory.trading_window_end),
        `token ${id} is outside its trading window`,
      );
      check(
        insideWindow(ctx.nowMs, factory.transfer_window_start, factory.transfer_window_end),
        `token ${id} is outside its transfer window`,
      );
    }
    ctx.deleteRow('token.b', nameValue(from), id);
    ctx.setRow('token.b', nameValue(to), id, token, factory.asset_manager);
    ctx.requireRecipient(factory.asset_manager);
  }
};

const burn: ActionHandler = async (ctx) => {
  const b = (ctx.data.burn ?? {}) as Record<string, unknown>;
  const owner = String(b.owner);
  const ids = ((b.token_ids ?? []) as (string | number)[]).map((id) => BigInt(id));
  ctx.requireAuth(owner);
  checkMemo(b.memo);
  check(ids.length > 0, 'token_ids cannot be empty');
  ctx.requireRecipient(owner);
  for (const id of ids) {
    const token = await ctx.getRow<TokenRow>('token.b', nameValue(owner), id);
    check(token, `token ${id} is not owned by ${owner}`);
    const factoryId = BigInt(token.token_factory_id);
    const factory = await loadFactory(ctx, factoryId);
    if (await ctx.getRow('resale.a', NFT_SCOPE, id)) ctx.deleteRow('resale.a', NFT_SCOPE, id);
    check(factory.existing_tokens_no > 0, 'existing tokens underflow');
    factory.existing_tokens_no -= 1;
    ctx.setRow('factory.b', NFT_SCOPE, factoryId, factory, factory.asset_manager);
    ctx.deleteRow('token.b', nameValue(owner), id);
    ctx.requireRecipient(factory.asset_manager);
  }
};

export const EOSIO_NFT_FT_ACTIONS: Record<string, ActionHandler> = {
  'create.b': createB,
  'issue.b': issueB,
  transfer,
  burn,
};

// The embedded Antelope-compatible dev chain: clock-driven blocks, eosio.token and eosio.nft.ft, state in
// the platform database. `handle(method, body)` answers the /v1/chain RPC subset eosjs 22 uses.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  abiToBinary,
  isValidAccountName,
  isValidPublicKey,
  normalizePublicKey,
  packTransaction,
  refBlockPrefix,
  transferUos,
  AbiCodec,
  TOKEN_ABI,
  bytesToHex,
} from '../../src/chain/index.js';
import type { ChainTables } from './chain-tables.js';
import { BlockClock } from './block-clock.js';
import { AuthorityChecker, type PermissionRecord } from './authority-checker.js';
import { createSignatureVerifier, type VerifierKind } from './signature-verifier.js';
import { PushBatcher, type PushResult } from './push-batcher.js';
import { ensureGenesis, DEFAULT_PLATFORM_FUNDING_UNITS, insertAccount } from './genesis.js';
import { decodePushBody, type DecodedTransaction, type PushBody } from './transaction-decoder.js';
import {
  ChainError,
  badRequest,
  expirationTooFar,
  expiredTransaction,
  invalidRefBlock,
  unknownAccount,
} from './chain-errors.js';
import { DEPLOYED_CONTRACTS } from './contract-registry.js';
import { getAccount, getAccountsByAuthorizers, getCurrencyBalance, getTableRows } from './table-queries.js';
import {
  blockHeaderState,
  blockInfo,
  getAccountTransactions,
  getBlock,
  getTransaction,
  resolveBlockNum,
} from './block-queries.js';

/** Fixed dev chain id: sha256("arena dev chain"), distinct from Ultra mainnet and testnet. */
export const DEV_CHAIN_ID = createHash('sha256').update('arena dev chain').digest('hex');
const MAX_TRX_LIFETIME_MS = 3600_000;
const ZERO_HASH = '0'.repeat(64);

export interface DevChainOptions<DB extends ChainTables = ChainTables> {
  /** Any database holding the chain's tables (the app's own, or a test's). */
  db: Kysely<DB>;
  chainId?: string;
  platformAccount: { name: string; publicKey: string };
  /**
   * The chain's clock, which cuts its blocks: app.ts hands in the real one, so blocks keep coming while a test holds
   * the services' clock still.
   */
  now: () => Date;
  blockIntervalMs?: number;
  /** UOS base units given to the platform account at genesis (default 100,000,000 UOS). */
  platformFundingUnits?: bigint;
  /** How signatures are checked (default: native libsecp256k1 if it loads, else OpenSSL on worker threads). */
  signatureVerifier?: VerifierKind;
}

export interface DevChain {
  readonly chainId: string;
  readonly platformAccount: string;
  readonly clock: BlockClock;
  /** Which signature checker is in use (reported by the benchmark). */
  readonly signatureVerifier: VerifierKind;
  start(): void;
  stop(): Promise<void>;
  /** Creates `name` with owner/active = publicKey; idempotent when the account already has that key. */
  createAccount(name: string, publicKey: string): Promise<{ created: boolean }>;
  /** Sends demo UOS from eosio (recorded as an eosio.token transfer transaction). */
  faucet(account: string, units: bigint): Promise<{ transactionId: string; blockNum: number }>;
  pushTransaction(body: PushBody): Promise<PushResult>;
  /** Answers one RPC method (get_info, push_transaction, …); throws ChainError. */
  handle(method: string, body: Record<string, unknown>): Promise<unknown>;
  /** Subscribes to new head blocks while started; returns an unsubscribe function. */
  onBlock(listener: (blockNum: number) => void): () => void;
  accountTransactions(account: string, limit?: number): Promise<Awaited<ReturnType<typeof getAccountTransactions>>>;
}

export const DEV_CHAIN_METHODS = [
  'get_info',
  'get_block',
  'get_block_info',
  'get_block_header_state',
  'get_raw_abi',
  'get_raw_code_and_abi',
  'get_abi',
  'get_required_keys',
  'push_transaction',
  'send_transaction',
  'get_table_rows',
  'get_currency_balance',
  'get_account',
  'get_accounts_by_authorizers',
] as const;

export async function createDevChain<DB extends ChainTables>(opts: DevChainOptions<DB>): Promise<DevChain> {
  // Kysely's builders are invariant in the schema, so a wider database is viewed through the chain's tables only.
  const db = opts.db as unknown as Kysely<ChainTables>;
  const now = opts.now;
  const interval = opts.blockIntervalMs ?? 500;
  if (!isValidAccountName(opts.platformAccount.name))
    throw new Error(`Invalid platform account name ${opts.platformAccount.name}`);
  if (!isValidPublicKey(opts.platformAccount.publicKey)) throw new Error('Invalid platform public key');
  // Genesis is dated a few blocks back so eosjs's default blocksBehind: 3 works from the first second.
  const startMs = Math.floor(now().getTime() / interval) * interval - 10 * interval;
  const state = await ensureGenesis(db, {
    chainId: opts.chainId ?? DEV_CHAIN_ID,
    genesisMs: startMs,
    nowMs: now().getTime(),
    blockIntervalMs: interval,
    platformAccount: opts.platformAccount,
    platformFundingUnits: opts.platformFundingUnits ?? DEFAULT_PLATFORM_FUNDING_UNITS,
  });
  const clock = new BlockClock(state.chainId, state.genesisMs, state.blockIntervalMs, now);
  const knownAccounts = new Set<string>();
  const batcher = new PushBatcher(db, clock, knownAccounts);
  const verifier = createSignatureVerifier(opts.signatureVerifier);
  const authority = new AuthorityChecker(
    (accounts) => loadPermissions(db, accounts),
    verifier,
    () => now().getTime(),
  );
  authority.forget(opts.platformAccount.name);
  const listeners = new Set<(blockNum: number) => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let lastHead = 0;
  const rawAbis = new Map([...DEPLOYED_CONTRACTS.values()].map((c) => [c.account, abiToBinary(c.abi)]));

  const head = () => {
    const num = clock.headBlockNum();
    return { num, id: clock.blockId(num), time: clock.blockTime(num) };
  };

  /** TAPOS and expiration (nodeos rules): the ref block is one of the last 65,536 and its prefix matches. */
  function checkTapos(d: DecodedTransaction): void {
    const headNum = clock.headBlockNum();
    const pendingTimeMs = clock.blockTimeMs(headNum + 1);
    const refNum = headNum - ((headNum - d.trx.ref_block_num) & 0xffff);
    if (refNum < 1 || refBlockPrefix(clock.blockId(refNum)) !== d.trx.ref_block_prefix) throw invalidRefBlock();
    const pendingTime = clock.blockTime(headNum + 1);
    if (!(d.expirationMs > pendingTimeMs)) throw expiredTransaction(d.trx.expiration, pendingTime);
    if (d.expirationMs > pendingTimeMs + MAX_TRX_LIFETIME_MS) throw expirationTooFar(d.trx.expiration, pendingTime);
  }

  async function pushTransaction(body: PushBody): Promise<PushResult> {
    const decoded = decodePushBody(body, clock.chainId);
    checkTapos(decoded);
    const authorizations = uniqueAuthorizations(decoded);
    await authority.check(authorizations, decoded.preimage, decoded.signatureBytes);
    return batcher.push(decoded);
  }

  async function accountAbi(name: string): Promise<Uint8Array | null> {
    const raw = rawAbis.get(name);
    if (raw) return raw;
    const exists = await db.selectFrom('chain_accounts').select('name').where('name', '=', name).executeTakeFirst();
    if (!exists) throw unknownAccount(name);
    return null;
  }

  const handlers: Record<string, (body: Record<string, unknown>) => Promise<unknown>> = {
    get_info: async () => {
      const h = head();
      return {
        server_version: 'arenadev',
        chain_id: clock.chainId,
        head_block_num: h.num,
        last_irreversible_block_num: h.num,
        last_irreversible_block_id: h.id,
        last_irreversible_block_time: h.time,
        head_block_id: h.id,
        head_block_time: h.time,
        head_block_producer: 'eosio',
        virtual_block_cpu_limit: 200_000_000,
        virtual_block_net_limit: 1_048_576_000,
        block_cpu_limit: 200_000,
        block_net_limit: 1_048_576,
        server_version_string: 'v2.0.9-arena-dev',
        fork_db_head_block_num: h.num,
        fork_db_head_block_id: h.id,
        server_full_version_string: 'v2.0.9-arena-dev',
      };
    },
    get_block_info: async (body) => {
      const num = Number(body.block_num);
      if (!Number.isInteger(num)) throw badRequest('block_num must be an integer');
      if (!clock.exists(num))
        throw new ChainError(3100002, 'unknown_block_exception', 'Unknown block', `Could not find block: ${num}`);
      return blockInfo(clock, num);
    },
    get_block: async (body) => getBlock(db, clock, resolveBlockNum(clock, body.block_num_or_id)),
    get_block_header_state: async (body) => blockHeaderState(clock, resolveBlockNum(clock, body.block_num_or_id)),
    get_raw_abi: async (body) => {
      const name = String(body.account_name ?? '');
      const raw = await accountAbi(name);
      return {
        account_name: name,
        code_hash: raw ? createHash('sha256').update(`arena-dev-contract:${name}`).digest('hex') : ZERO_HASH,
        abi_hash: raw ? createHash('sha256').update(raw).digest('hex') : ZERO_HASH,
        abi: raw ? Buffer.from(raw).toString('base64') : '',
      };
    },
    get_raw_code_and_abi: async (body) => {
      const name = String(body.account_name ?? '');
      const raw = await accountAbi(name);
      return { account_name: name, wasm: '', abi: raw ? Buffer.from(raw).toString('base64') : '' };
    },
    get_abi: async (body) => {
      const name = String(body.account_name ?? '');
      await accountAbi(name);
      const contract = DEPLOYED_CONTRACTS.get(name);
      return contract ? { account_name: name, abi: contract.abi } : { account_name: name };
    },
    get_required_keys: async (body) => {
      const transaction = (body.transaction ?? {}) as {
        actions?: { authorization?: { actor: string; permission: string }[] }[];
      };
      const available = Array.isArray(body.available_keys)
        ? body.available_keys.map((k) => normalizeKeyOrThrow(String(k)))
        : [];
      const authorizations = (transaction.actions ?? []).flatMap((a) => a.authorization ?? []);
      return { required_keys: await authority.requiredKeys(dedupe(authorizations), available) };
    },
    push_transaction: async (body) => pushTransaction(body),
    send_transaction: async (body) => pushTransaction(body),
    get_table_rows: async (body) => getTableRows(db, body),
    get_currency_balance: async (body) => getCurrencyBalance(db, body),
    get_account: async (body) =>
      getAccount(db, String(body.account_name ?? ''), { num: head().num, time: head().time }),
    get_accounts_by_authorizers: async (body) => getAccountsByAuthorizers(db, body),
    // History-plugin style reads (the wallet's recent transactions).
    get_transaction: async (body) => getTransaction(db, clock, body.id),
    get_account_transactions: async (body) => ({
      transactions: await getAccountTransactions(db, String(body.account_name ?? ''), Number(body.limit ?? 20)),
    }),
  };

  const chain: DevChain = {
    chainId: clock.chainId,
    platformAccount: opts.platformAccount.name,
    clock,
    signatureVerifier: verifier.kind,
    start() {
      if (timer) return;
      lastHead = clock.headBlockNum();
      timer = setInterval(() => {
        const current = clock.headBlockNum();
        if (current === lastHead) return;
        lastHead = current;
        for (const listener of listeners) listener(current);
      }, interval);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await batcher.close();
      await verifier.close();
    },
    async createAccount(name, publicKey) {
      if (!isValidAccountName(name)) throw badRequest(`Invalid account name ${name}`);
      const key = normalizeKeyOrThrow(publicKey);
      return batcher.system(async ({ trx, store, blockTimeMs }) => {
        const existing = await trx
          .selectFrom('chain_permissions')
          .select('keys')
          .where('account', '=', name)
          .where('perm_name', '=', 'active')
          .executeTakeFirst();
        if (existing) {
          if (existing.keys.some((k) => k.key === key)) return { created: false };
          throw new ChainError(
            3050001,
            'account_name_exists_exception',
            'Account name already exists',
            `Cannot create account named ${name}, as that name is already taken`,
          );
        }
        await insertAccount(trx, name, key, new Date(blockTimeMs));
        store.addAccount(name);
        return { created: true };
      });
    },
    async faucet(account, units) {
      if (units <= 0n) throw badRequest('Faucet amount must be positive');
      const h = clock.headBlockNum();
      // Two grants of the same amount in the same second would share a transaction id: the memo carries a nonce.
      const nonce = `${now().getTime().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const action = transferUos('eosio', account, units, `Arena dev faucet ${nonce}`);
      const data = bytesToHex(tokenCodec.encodeAction('transfer', action.data));
      const trx = {
        expiration: new Date(clock.blockTimeMs(h) + 60_000).toISOString().slice(0, 19),
        ref_block_num: h & 0xffff,
        ref_block_prefix: refBlockPrefix(clock.blockId(h)),
        max_net_usage_words: 0,
        max_cpu_usage_ms: 0,
        delay_sec: 0,
        context_free_actions: [],
        actions: [{ account: action.account, name: action.name, authorization: action.authorization, data }],
        transaction_extensions: [] as [number, string][],
      };
      const decoded = decodePushBody(
        { packed_trx: bytesToHex(packTransaction(trx)), signatures: [], compression: 0 },
        clock.chainId,
      );
      const result = await batcher.push(decoded);
      return { transactionId: result.transaction_id, blockNum: Number(result.processed.block_num) };
    },
    pushTransaction,
    async handle(method, body) {
      const handler = handlers[method];
      if (!handler) throw new ChainError(0, 'exception', 'unspecified', `Unknown Endpoint: ${method}`, 404);
      return handler(body ?? {});
    },
    onBlock(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accountTransactions: (account, limit = 20) => getAccountTransactions(db, account, limit),
  };
  return chain;
}

const tokenCodec = new AbiCodec(TOKEN_ABI);

function normalizeKeyOrThrow(key: string): string {
  try {
    return normalizePublicKey(key);
  } catch {
    throw badRequest(`Invalid public key ${key}`);
  }
}

function dedupe(authorizations: { actor: string; permission: string }[]) {
  const seen = new Map<string, { actor: string; permission: string }>();
  for (const a of authorizations)
    seen.set(`${a.actor}@${a.permission}`, { actor: String(a.actor), permission: String(a.permission) });
  return [...seen.values()];
}

function uniqueAuthorizations(d: DecodedTransaction) {
  return dedupe(d.actions.flatMap((a) => a.authorization));
}

async function loadPermissions(db: Kysely<ChainTables>, accounts: string[]): Promise<PermissionRecord[]> {
  if (accounts.length === 0) return [];
  const rows = await db.selectFrom('chain_permissions').selectAll().where('account', 'in', accounts).execute();
  return rows.map((row) => ({
    account: row.account,
    permName: row.perm_name,
    parent: row.parent,
    threshold: Number(row.threshold),
    keys: (typeof row.keys === 'string' ? JSON.parse(row.keys) : row.keys) as PermissionRecord['keys'],
    accounts: (typeof row.accounts === 'string'
      ? JSON.parse(row.accounts)
      : row.accounts) as PermissionRecord['accounts'],
  }));
}

// Block and transaction reads: get_block, get_block_info, get_block_header_state and the history-style
// get_transaction. Block headers come from the clock; transactions from chain_transactions.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { blockNumFromId, refBlockPrefix, unpackTransaction, hexToBytes } from '../../src/chain/index.js';
import type { BlockClock } from './block-clock.js';
import type { ChainTables } from './chain-tables.js';
import { badRequest, ChainError, unknownBlock } from './chain-errors.js';
import { processedFromRow } from './transaction-trace.js';

const ZERO_ID = '0'.repeat(64);
// A fixed, syntactically valid producer signature: dev blocks are not signed.
const PRODUCER_SIGNATURE = 'SIG_K1_111111111111111111111111111111111111111111111111111111111111111116uk5ne';

/** Block number from `block_num_or_id` (number, numeric string or 64-hex id); throws if unknown. */
export function resolveBlockNum(clock: BlockClock, value: unknown): number {
  const text = String(value ?? '').trim();
  let num: number;
  if (/^\d{1,10}$/.test(text)) {
    num = Number(text);
  } else if (/^[0-9a-fA-F]{64}$/.test(text)) {
    num = blockNumFromId(text.toLowerCase());
    if (clock.blockId(num) !== text.toLowerCase()) throw unknownBlock(text);
  } else {
    throw badRequest(`Invalid block_num_or_id: ${text}`);
  }
  if (!clock.exists(num)) throw unknownBlock(text);
  return num;
}

export function blockInfo(clock: BlockClock, num: number) {
  const header = clock.header(num);
  return {
    timestamp: header.timestamp,
    producer: 'eosio',
    confirmed: 0,
    previous: num > 1 ? header.previous : ZERO_ID,
    transaction_mroot: ZERO_ID,
    action_mroot: createHash('sha256').update(header.id).digest('hex'),
    schedule_version: 0,
    producer_signature: PRODUCER_SIGNATURE,
    id: header.id,
    block_num: num,
    ref_block_num: num & 0xffff,
    ref_block_prefix: refBlockPrefix(header.id),
  };
}

export function blockHeaderState(clock: BlockClock, num: number) {
  const info = blockInfo(clock, num);
  return {
    block_num: num,
    dpos_proposed_irreversible_blocknum: num,
    dpos_irreversible_blocknum: num,
    id: info.id,
    header: {
      timestamp: info.timestamp,
      producer: info.producer,
      confirmed: 0,
      previous: info.previous,
      transaction_mroot: info.transaction_mroot,
      action_mroot: info.action_mroot,
      schedule_version: 0,
      header_extensions: [],
      producer_signature: info.producer_signature,
    },
    pending_schedule: { schedule_lib_num: 0, schedule_hash: ZERO_ID, schedule: { version: 0, producers: [] } },
    active_schedule: {
      version: 0,
      producers: [{ producer_name: 'eosio', authority: [0, { threshold: 1, keys: [] }] }],
    },
    confirm_count: [],
  };
}

function trxJson(row: { packed_trx: string; signatures: string[]; actions: Record<string, unknown>[] }) {
  const unpacked = unpackTransaction(hexToBytes(row.packed_trx));
  return { ...unpacked, actions: row.actions, signatures: row.signatures, context_free_data: [] };
}

export async function getBlock(db: Kysely<ChainTables>, clock: BlockClock, num: number) {
  const rows = await db
    .selectFrom('chain_transactions')
    .select(['id', 'block_num', 'block_time', 'packed_trx', 'signatures', 'actions', 'traces'])
    .where('block_num', '=', String(num))
    .orderBy('seq')
    .execute();
  const transactions = rows.map((row) => {
    const receipt =
      (processedFromRow(row) as { receipt?: { cpu_usage_us?: number; net_usage_words?: number } }).receipt ?? {};
    return {
      status: 'executed',
      cpu_usage_us: receipt.cpu_usage_us ?? 100,
      net_usage_words: receipt.net_usage_words ?? 0,
      trx: {
        id: row.id,
        signatures: row.signatures,
        compression: 'none',
        packed_context_free_data: '',
        context_free_data: [],
        packed_trx: row.packed_trx,
        transaction: trxJson(row),
      },
    };
  });
  const info = blockInfo(clock, num);
  if (rows.length > 0) {
    const hash = createHash('sha256');
    for (const row of rows) hash.update(row.id);
    info.transaction_mroot = hash.digest('hex');
  }
  return { ...info, new_producers: null, header_extensions: [], block_extensions: [], transactions };
}

export async function getTransaction(db: Kysely<ChainTables>, clock: BlockClock, id: unknown) {
  const text = String(id ?? '').toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(text)) throw badRequest('id must be a 64-hex transaction id');
  const row = await db.selectFrom('chain_transactions').selectAll().where('id', '=', text).executeTakeFirst();
  if (!row)
    throw new ChainError(
      3040011,
      'tx_not_found',
      'The transaction can not be found',
      `Transaction ${text} not found in history`,
    );
  const processed = processedFromRow(row) as { receipt?: Record<string, unknown>; action_traces?: unknown[] };
  const head = clock.headBlockNum();
  return {
    id: row.id,
    trx: {
      receipt: {
        ...(processed.receipt ?? {}),
        trx: [
          1,
          { signatures: row.signatures, compression: 'none', packed_context_free_data: '', packed_trx: row.packed_trx },
        ],
      },
      trx: trxJson(row),
    },
    block_time: new Date(row.block_time).toISOString().slice(0, 23),
    block_num: Number(row.block_num),
    last_irreversible_block: head,
    traces: processed.action_traces ?? [],
  };
}

/** Recent transactions touching `account`, newest first (what a wallet's history list needs). */
export async function getAccountTransactions(db: Kysely<ChainTables>, account: string, limit: number) {
  const rows = await db
    .selectFrom('chain_transactions')
    .select(['id', 'block_num', 'block_time', 'actions', 'seq'])
    .where(sql<boolean>`accounts @> ARRAY[${account}]::text[]`)
    .orderBy('seq', 'desc')
    .limit(Math.min(Math.max(limit, 1), 200))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    block_num: Number(row.block_num),
    block_time: new Date(row.block_time).toISOString().slice(0, 23),
    actions: row.actions,
  }));
}

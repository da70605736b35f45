// The `processed` part of a push_transaction reply (ultra-chain.md §3.3): one action trace per
// action and one per notified account, numbered with the chain's global action sequence.
import { createHash } from 'node:crypto';
import type { DecodedAction } from './transaction-decoder.js';

export interface ExecutedAction {
  action: DecodedAction;
  /** Accounts notified with require_recipient (the contract itself excluded). */
  recipients: string[];
}

export interface TraceInput {
  trxId: string;
  blockNum: number;
  blockTime: string;
  executed: ExecutedAction[];
  packedSize: number;
  /** Global sequence number of the first receipt. */
  firstGlobalSequence: bigint;
}

/** What chain_transactions.traces stores: enough to rebuild `processed` exactly, a quarter of its size. */
export interface StoredTraces {
  first_global_sequence: number;
  recipients: string[][];
}

export interface StoredTransactionRow {
  id: string;
  block_num: string | number;
  block_time: Date | string;
  packed_trx: string;
  actions: Record<string, unknown>[];
  traces: StoredTraces;
}

/** The push_transaction `processed` of a stored transaction, identical to the one returned when it was pushed. */
export function processedFromRow(row: StoredTransactionRow): Record<string, unknown> {
  const executed: ExecutedAction[] = row.actions.map((a, i) => ({
    action: {
      account: String(a.account),
      name: String(a.name),
      authorization: a.authorization as { actor: string; permission: string }[],
      data: a.data as Record<string, unknown>,
      hexData: String(a.hex_data),
    },
    recipients: row.traces.recipients[i] ?? [],
  }));
  return buildProcessed({
    trxId: row.id,
    blockNum: Number(row.block_num),
    blockTime: new Date(row.block_time).toISOString().slice(0, 23),
    executed,
    packedSize: row.packed_trx.length / 2,
    firstGlobalSequence: BigInt(row.traces.first_global_sequence),
  }).processed;
}

export function buildProcessed(input: TraceInput): { processed: Record<string, unknown>; receipts: number } {
  const traces: Record<string, unknown>[] = [];
  let sequence = input.firstGlobalSequence;
  let ordinal = 0;
  for (const { action, recipients } of input.executed) {
    const creatorOrdinal = ++ordinal;
    const actDigest = createHash('sha256').update(`${action.account}:${action.name}:${action.hexData}`).digest('hex');
    const receivers = [action.account, ...recipients];
    receivers.forEach((receiver, index) => {
      const actionOrdinal = index === 0 ? creatorOrdinal : ++ordinal;
      traces.push({
        action_ordinal: actionOrdinal,
        creator_action_ordinal: index === 0 ? 0 : creatorOrdinal,
        closest_unnotified_ancestor_action_ordinal: index === 0 ? 0 : creatorOrdinal,
        receipt: {
          receiver,
          act_digest: actDigest,
          global_sequence: Number(sequence),
          recv_sequence: Number(sequence),
          auth_sequence: action.authorization.map((a) => [a.actor, Number(sequence)]),
          code_sequence: 1,
          abi_sequence: 1,
        },
        receiver,
        act: {
          account: action.account,
          name: action.name,
          authorization: action.authorization,
          data: action.data,
          hex_data: action.hexData,
        },
        context_free: false,
        elapsed: 50,
        console: '',
        trx_id: input.trxId,
        block_num: input.blockNum,
        block_time: input.blockTime,
        producer_block_id: null,
        account_ram_deltas: [],
        except: null,
        error_code: null,
        return_value_hex_data: '',
      });
      sequence += 1n;
    });
  }
  const netUsageWords = Math.ceil((input.packedSize + 80) / 8);
  return {
    receipts: Number(sequence - input.firstGlobalSequence),
    processed: {
      id: input.trxId,
      block_num: input.blockNum,
      block_time: input.blockTime,
      producer_block_id: null,
      receipt: { status: 'executed', cpu_usage_us: 100 * input.executed.length, net_usage_words: netUsageWords },
      elapsed: 100 * input.executed.length,
      net_usage: netUsageWords * 8,
      scheduled: false,
      action_traces: traces,
      account_ram_delta: null,
      except: null,
      error_code: null,
    },
  };
}

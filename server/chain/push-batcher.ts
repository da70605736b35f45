// Group commit: queued pushes are applied together in ONE database transaction that first locks the
// single chain_state row (FOR UPDATE), so pushes are serialized within a process (the queue) and across
// processes (the lock). Each transaction still succeeds or fails on its own through its overlay.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { bytesToHex } from '../../src/chain/index.js';
import type { ChainTables } from './chain-tables.js';
import type { BlockClock } from './block-clock.js';
import { BatchStore, OverlayStore, type RowKey } from './table-store.js';
import { ChainError, duplicateTransaction, expiredTransaction, transactionRejected } from './chain-errors.js';
import { DEPLOYED_CONTRACTS } from './contract-registry.js';
import { ActionContext } from './contracts/contract-context.js';
import { buildProcessed, type ExecutedAction, type StoredTraces } from './transaction-trace.js';
import type { DecodedTransaction } from './transaction-decoder.js';

export interface PushResult {
  transaction_id: string;
  processed: Record<string, unknown>;
}

export interface SystemContext {
  trx: Transaction<ChainTables>;
  store: BatchStore;
  blockNum: number;
  blockTimeMs: number;
}

type Job =
  | { kind: 'transaction'; decoded: DecodedTransaction; resolve: (r: PushResult) => void; reject: (e: unknown) => void }
  | {
      kind: 'system';
      run: (ctx: SystemContext) => Promise<unknown>;
      resolve: (r: unknown) => void;
      reject: (e: unknown) => void;
    };

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const MAX_BATCH = 256;
const LINGER_MS = 4;

export class PushBatcher {
  private readonly queue: Job[] = [];
  private draining: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Kysely<ChainTables>,
    private readonly clock: BlockClock,
    /** Accounts known to exist (they are never deleted), shared with the read side. */
    private readonly knownAccounts: Set<string>,
  ) {}

  push(decoded: DecodedTransaction): Promise<PushResult> {
    return new Promise((resolve, reject) => this.enqueue({ kind: 'transaction', decoded, resolve, reject }));
  }

  /** Runs a privileged state change (account creation, genesis fix-ups) in queue order. */
  system<T>(run: (ctx: SystemContext) => Promise<T>): Promise<T> {
    return new Promise((resolve, reject) =>
      this.enqueue({ kind: 'system', run, resolve: resolve as (r: unknown) => void, reject }),
    );
  }

  /** Stops accepting work and waits for what is queued. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.draining) await this.draining;
  }

  private enqueue(job: Job): void {
    if (this.closed) {
      job.reject(new ChainError(3040000, 'transaction_exception', 'Transaction exception', 'the dev chain is stopped'));
      return;
    }
    this.queue.push(job);
    if (!this.draining) {
      this.draining = this.drain().finally(() => {
        this.draining = null;
      });
    }
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      // Group commit: give requests already in flight a moment to join, so the fixed cost of a database
      // transaction (lock, duplicate check, writes, commit) is paid once for many pushes.
      if (this.queue.length < MAX_BATCH / 4) await new Promise((resolve) => setTimeout(resolve, LINGER_MS));
      const batch = this.queue.splice(0, MAX_BATCH);
      let outcomes: Outcome[];
      try {
        outcomes = await this.runBatch(batch);
      } catch (error) {
        const failure =
          error instanceof ChainError
            ? error
            : transactionRejected(`dev chain storage failed: ${(error as Error).message}`);
        outcomes = batch.map(() => ({ ok: false, error: failure }));
      }
      batch.forEach((job, i) => {
        const outcome = outcomes[i];
        if (outcome.ok) (job.resolve as (v: unknown) => void)(outcome.value);
        else job.reject(outcome.error);
      });
    }
  }

  private async runBatch(batch: Job[]): Promise<Outcome[]> {
    return this.db.transaction().execute(async (trx) => {
      const state = await trx
        .selectFrom('chain_state')
        .selectAll()
        .where('id', '=', 1)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const blockNum = Math.max(this.clock.pendingBlockNum(), Number(state.last_block_num));
      const blockTimeMs = this.clock.blockTimeMs(blockNum);
      const blockTime = this.clock.blockTime(blockNum);
      const store = new BatchStore(trx, this.knownAccounts);

      const decodedJobs = batch.flatMap((job) => (job.kind === 'transaction' ? [job.decoded] : []));
      const seen =
        decodedJobs.length > 0
          ? await store.prefetch(
              this.knownRowKeys(decodedJobs),
              decodedJobs.map((d) => d.id),
            )
          : new Set<string>();

      let sequence = BigInt(state.global_sequence);
      let count = BigInt(state.transaction_count);
      const rows: Record<string, unknown>[] = [];
      const outcomes: Outcome[] = [];
      for (const job of batch) {
        if (job.kind === 'system') {
          // System jobs validate before writing, so a failure leaves the database transaction usable.
          try {
            outcomes.push({ ok: true, value: await job.run({ trx, store, blockNum, blockTimeMs }) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
          continue;
        }
        const d = job.decoded;
        try {
          if (seen.has(d.id)) throw duplicateTransaction(d.id);
          if (d.expirationMs <= blockTimeMs) throw expiredTransaction(d.trx.expiration, blockTime);
          const overlay = new OverlayStore(store);
          const executed: ExecutedAction[] = [];
          for (const action of d.actions) {
            const handler = DEPLOYED_CONTRACTS.get(action.account)!.actions[action.name];
            const ctx = new ActionContext(
              action.account,
              action.name,
              action.data,
              action.authorization,
              overlay,
              blockTimeMs,
            );
            await handler(ctx);
            executed.push({ action, recipients: ctx.recipients });
          }
          overlay.commit();
          seen.add(d.id);
          const { processed, receipts } = buildProcessed({
            trxId: d.id,
            blockNum,
            blockTime,
            executed,
            packedSize: d.packedTrx.length,
            firstGlobalSequence: sequence + 1n,
          });
          sequence += BigInt(receipts);
          count += 1n;
          rows.push(transactionRow(d, count, blockNum, blockTimeMs, executed, sequence - BigInt(receipts) + 1n));
          outcomes.push({ ok: true, value: { transaction_id: d.id, processed } });
        } catch (error) {
          outcomes.push({
            ok: false,
            error: error instanceof ChainError ? error : transactionRejected((error as Error).message),
          });
        }
      }

      // One statement writes everything: changed rows, the transactions, their block and the chain state.
      const ctes = store.takeWriteCtes();
      if (rows.length > 0) {
        ctes.push(sql`trx_inserts AS (
          INSERT INTO chain_transactions (id, seq, block_num, block_time, expiration, packed_trx, signatures, actions, traces, accounts)
          SELECT id, seq, block_num, block_time, expiration, packed_trx, signatures, actions, traces, accounts
          FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(id text, seq bigint, block_num bigint, block_time timestamptz,
            expiration timestamptz, packed_trx text, signatures json, actions json, traces json, accounts text[])
          RETURNING 1)`);
        ctes.push(sql`block_upsert AS (
          INSERT INTO chain_blocks (block_num, block_id, block_time, transaction_count)
          VALUES (${blockNum}, ${this.clock.blockId(blockNum)}, ${new Date(blockTimeMs).toISOString()}, ${rows.length})
          ON CONFLICT (block_num) DO UPDATE SET transaction_count = chain_blocks.transaction_count + excluded.transaction_count
          RETURNING 1)`);
      }
      const lastBlock = rows.length > 0 ? blockNum : Number(state.last_block_num);
      const update = sql`UPDATE chain_state SET last_block_num = ${lastBlock}, global_sequence = ${sequence.toString()},
        transaction_count = ${count.toString()}, updated_at = ${new Date(this.clock.nowMs()).toISOString()} WHERE id = 1`;
      await (ctes.length > 0 ? sql`WITH ${sql.join(ctes)} ${update}` : update).execute(trx);
      return outcomes;
    });
  }

  private knownRowKeys(decoded: DecodedTransaction[]): RowKey[] {
    const keys: RowKey[] = [];
    for (const d of decoded) {
      for (const action of d.actions) {
        const contract = DEPLOYED_CONTRACTS.get(action.account);
        for (const key of contract?.rowKeys?.(action.name, action.data) ?? [])
          keys.push({ code: action.account, ...key });
      }
    }
    return keys;
  }
}

function transactionRow(
  d: DecodedTransaction,
  seq: bigint,
  blockNum: number,
  blockTimeMs: number,
  executed: ExecutedAction[],
  firstGlobalSequence: bigint,
): Record<string, unknown> {
  const accounts = new Set<string>();
  for (const { action, recipients } of executed) {
    accounts.add(action.account);
    for (const a of action.authorization) accounts.add(a.actor);
    for (const r of recipients) accounts.add(r);
  }
  return {
    id: d.id,
    seq: seq.toString(),
    block_num: blockNum,
    block_time: new Date(blockTimeMs).toISOString(),
    expiration: new Date(d.expirationMs).toISOString(),
    packed_trx: bytesToHex(d.packedTrx),
    signatures: d.signatures,
    actions: d.actions.map((a) => ({
      account: a.account,
      name: a.name,
      authorization: a.authorization,
      data: a.data,
      hex_data: a.hexData,
    })),
    traces: {
      first_global_sequence: Number(firstGlobalSequence),
      recipients: executed.map((e) => e.recipients),
    } satisfies StoredTraces,
    accounts: [...accounts],
  };
}

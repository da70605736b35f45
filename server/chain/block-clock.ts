// Blocks follow the wall clock: block n is stamped genesis + (n-1)·interval, the head is the last slot
// that has passed, and ids are derived from (chain id, n). Empty blocks therefore exist without being
// written anywhere, every process sharing the database agrees on them, and LIB = head.
import { createHash } from 'node:crypto';

export interface BlockHeaderInfo {
  block_num: number;
  id: string;
  previous: string;
  timestamp: string;
}

export class BlockClock {
  private readonly idCache = new Map<number, string>();

  constructor(
    readonly chainId: string,
    readonly genesisMs: number,
    readonly intervalMs: number,
    private readonly now: () => Date,
  ) {}

  /** The chain clock's instant. */
  nowMs(): number {
    return this.now().getTime();
  }

  /** The last block whose slot has started (never below 1). */
  headBlockNum(): number {
    const elapsed = this.now().getTime() - this.genesisMs;
    return Math.max(1, Math.floor(elapsed / this.intervalMs) + 1);
  }

  /** The block a transaction accepted now goes into. */
  pendingBlockNum(): number {
    return this.headBlockNum() + 1;
  }

  blockTimeMs(blockNum: number): number {
    return this.genesisMs + (blockNum - 1) * this.intervalMs;
  }

  /** nodeos block time text: milliseconds, no zone suffix. */
  blockTime(blockNum: number): string {
    return new Date(this.blockTimeMs(blockNum)).toISOString().slice(0, 23);
  }

  blockId(blockNum: number): string {
    if (blockNum < 1) return '0'.repeat(64);
    let id = this.idCache.get(blockNum);
    if (!id) {
      const hash = createHash('sha256').update(this.chainId).update(String(blockNum)).digest('hex');
      id = blockNum.toString(16).padStart(8, '0') + hash.slice(8);
      if (this.idCache.size > 100_000) this.idCache.clear();
      this.idCache.set(blockNum, id);
    }
    return id;
  }

  header(blockNum: number): BlockHeaderInfo {
    return {
      block_num: blockNum,
      id: this.blockId(blockNum),
      previous: this.blockId(blockNum - 1),
      timestamp: this.blockTime(blockNum),
    };
  }

  /** True when `blockNum` names a block that exists already (1 ≤ n ≤ head). */
  exists(blockNum: number): boolean {
    return Number.isInteger(blockNum) && blockNum >= 1 && blockNum <= this.headBlockNum();
  }
}

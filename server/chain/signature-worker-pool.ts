// Signature checks on worker threads (signature-worker.mjs), so they run beside the thread that serves
// HTTP and applies transactions. Jobs that arrive in the same event-loop turn travel as one message.
import { Worker } from 'node:worker_threads';
import { checkHere, type VerifyJob } from './signature-checks.js';

type Pending = { job: VerifyJob; resolve: (r: boolean[]) => void; reject: (e: unknown) => void };
type Slot = { worker: Worker; inFlight: Map<number, Pending[]> };

export class SignatureWorkerPool {
  private readonly slots: Slot[] = [];
  private waiting: Pending[] = [];
  private flushScheduled = false;
  private nextId = 1;
  private turn = 0;
  private closing = false;
  /** Set when a worker died: from then on checks run on the calling thread instead of respawning. */
  private broken = false;

  constructor(size: number) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./signature-worker.mjs', import.meta.url));
    const slot: Slot = { worker, inFlight: new Map() };
    worker.unref();
    worker.on('message', ({ id, results }: { id: number; results: boolean[][] }) => {
      const jobs = slot.inFlight.get(id);
      slot.inFlight.delete(id);
      jobs?.forEach((pending, i) => pending.resolve(results[i]));
    });
    const fail = () => {
      if (this.closing) return;
      // An unloadable or crashed worker must degrade the chain, not stall or loop it.
      this.broken = true;
      for (const jobs of slot.inFlight.values()) for (const pending of jobs) this.runHere(pending);
      slot.inFlight.clear();
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    return slot;
  }

  private runHere(pending: Pending): void {
    try {
      pending.resolve(checkHere(pending.job));
    } catch (error) {
      pending.reject(error);
    }
  }

  verify(job: VerifyJob): Promise<boolean[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0) return;
    if (this.broken) {
      batch.forEach((pending) => this.runHere(pending));
      return;
    }
    const slot = this.slots[this.turn++ % this.slots.length];
    const id = this.nextId++;
    slot.inFlight.set(id, batch);
    slot.worker.postMessage({ id, jobs: batch.map((p) => p.job) });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
    this.slots.length = 0;
  }
}

// Application-level group commit: calls that arrive while earlier ones are still at the database are gathered
// and sent together as one statement. Under load a request then costs a fraction of a round trip (fewer socket
// writes, parses and commits on both sides of the connection); when the server is idle, a call waits for
// nothing but the end of the current event-loop turn, so a lone request is not slowed down.
//
// The batch function answers one result per item, in order. If it throws, every item of that batch gets the
// error: callers that need per-item errors retry their item alone (see SoloRegistrations).

export interface StatementBatcherOptions {
  /** Batches at the database at once; later calls queue up and leave together when one comes back. */
  maxInFlight: number;
  /** Items per batch at most, so one statement stays bounded in size and lock count. */
  maxBatch: number;
}

interface Pending<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

export class StatementBatcher<I, O> {
  private queue: Pending<I, O>[] = [];
  private inFlight = 0;
  private flushScheduled = false;

  constructor(
    private readonly runBatch: (items: I[]) => Promise<O[]>,
    private readonly options: StatementBatcherOptions,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.scheduleFlush();
    });
  }

  private scheduleFlush() {
    if (this.flushScheduled || this.inFlight >= this.options.maxInFlight) return;
    this.flushScheduled = true;
    // setImmediate, not a microtask: requests read from the sockets in the same poll phase join this batch.
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private flush() {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight++;
      // Not awaited: flushing goes on while the batch runs; send settles its callers' promises and never rejects.
      void this.send(batch).finally(() => {
        this.inFlight--;
        if (this.queue.length > 0) this.scheduleFlush();
      });
    }
  }

  private async send(batch: Pending<I, O>[]) {
    try {
      const results = await this.runBatch(batch.map((pending) => pending.item));
      if (results.length !== batch.length)
        throw new Error(`A batch of ${batch.length} answered ${results.length} results`);
      batch.forEach((pending, index) => pending.resolve(results[index]));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }
}

// One pass at a time of work that reads "whatever is due" (an outbox sender, a delivery loop): a call during a pass
// does not start a second one beside it but asks the running one to go round once more, so a burst of wake-ups
// (NOTIFYs, jobs, the minute sweep) costs at most one extra pass and nothing that came due meanwhile is missed.

export interface PassLog {
  warn(obj: unknown, msg?: string): void;
}

export class CoalescedPasses {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly log: PassLog,
    /** Said in the log when a pass started by kick() fails. */
    private readonly what: string,
  ) {}

  /** A pass is under way (a caller may want to wake it rather than wait for the next round). */
  get busy(): boolean {
    return this.running !== null;
  }

  /** Runs a pass now; one already going runs once more instead. Settles when no round is left. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Like run(), with failures logged: for callers that do not wait (a NOTIFY, a job). */
  kick(): void {
    this.run().catch((error: unknown) => this.log.warn({ err: error }, `${this.what} failed`));
  }

  /** Settles once no pass is running (shutdown and tests wait for it). */
  async settled(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }
}

// One pass at a time of work that reads "whatever is due" (an outbox sender, a delivery loop): a call during a pass
// does not start a second one beside it but asks the running one to go round once more, so a burst of wake-ups
// (NOTIFYs, jobs, the minute sweep) costs at most one extra pass and nothing that came due meanwhile is missed.
// A NOTIFY arrives per commit, so under load (a report rush commits hundreds a second) even one pass per wake-up is
// a transaction per commit: kickSoon() lets the wake-ups of a short burst share one pass.

export interface PassLog {
  warn(obj: unknown, msg?: string): void;
}

export class CoalescedPasses {
  private running: Promise<void> | null = null;
  private again = false;
  /** A pass asked for by kickSoon(), not started yet. */
  private soon: Promise<void> | null = null;

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

  /**
   * Like kick() (or the owner's own `wake`), after `delayMs` of wall time, with every kickSoon() meanwhile folded into
   * that one pass. The delay is how long a wake-up may wait for company, not a product rule: nothing the clock
   * decides hangs on it.
   */
  kickSoon(delayMs: number, wake: () => void = () => this.kick()): void {
    if (this.soon) return;
    this.soon = new Promise<void>((resolve) => {
      setTimeout(() => {
        this.soon = null;
        wake();
        resolve();
      }, delayMs);
    });
  }

  /** Settles once no pass is running or asked for (shutdown and tests wait for it). */
  async settled(): Promise<void> {
    while (this.running || this.soon) await (this.soon ?? this.running)!.catch(() => undefined);
  }
}

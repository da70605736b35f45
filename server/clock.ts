// The server's one clock. Services read time from the Clock they were given, never from Date.now(), so a
// test (or a replay) moves time by moving the clock instead of sleeping or rewriting schedules.
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * A clock its owner sets: the demo data plays its finished tournaments through the real services at the
 * instants of their schedules in the past (server/modules/matches/demo/demo-tournaments.ts).
 */
export class SteppedClock implements Clock {
  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  set(at: number): void {
    this.current = at;
  }
}

// The server's one clock. Services read time from the Clock they were given, never from Date.now(), so a
// test (or a replay) moves time by moving the clock instead of sleeping or rewriting schedules.
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

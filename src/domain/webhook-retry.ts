// When a failed webhook delivery is tried again, and when an endpoint has failed long enough to be switched off
// (issue 27 §2: retries with exponential backoff and jitter for about a day). Pure: the caller passes the clock's
// instant and a random number.

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

/** The first retry waits about this long; each further one twice as long, up to RETRY_CAP_MS. */
export const FIRST_RETRY_MS = 10 * SECOND;
export const RETRY_CAP_MS = 2 * HOUR;
/** An endpoint failing for this long without one success is disabled and its owner told. */
export const FAILING_DISABLE_MS = 24 * HOUR;

/**
 * The wait before attempt `attempts + 1`, given `attempts` made: 10 s · 2^(attempts−1) capped at 2 h, scaled by a
 * jitter in [0.75, 1.25) so receivers that failed together are not all retried in the same instant.
 */
export function webhookRetryDelayMs(attempts: number, random: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  const base = Math.min(FIRST_RETRY_MS * 2 ** exponent, RETRY_CAP_MS);
  return Math.round(base * (0.75 + random * 0.5));
}

/** True when an endpoint whose failures began at `failingSince` has now failed for a day. */
export function hasFailedTooLong(failingSince: number | null, now: number): boolean {
  return failingSince !== null && now - failingSince >= FAILING_DISABLE_MS;
}

/** What a run of attempts at one endpoint did to its failing streak. */
export type StreakChange =
  | { kind: 'ENDED' }
  /** A success came, then failures: a new streak began at the first failure after the last success. */
  | { kind: 'RESTARTED'; since: number }
  /** Failures only: the streak going on goes on, or one begins at the first of them. */
  | { kind: 'CONTINUED'; since: number };

/**
 * The streak change of attempts recorded together (in the order they finished): the last success ends any streak;
 * the failures after it start one. Recording a batch at once must leave the same streak as recording one by one.
 */
export function streakChange(attempts: readonly { succeeded: boolean; at: number }[]): StreakChange {
  const lastSuccess = attempts.map((attempt) => attempt.succeeded).lastIndexOf(true);
  const firstFailureAfter = attempts.slice(lastSuccess + 1)[0];
  if (!firstFailureAfter) return { kind: 'ENDED' };
  return { kind: lastSuccess >= 0 ? 'RESTARTED' : 'CONTINUED', since: firstFailureAfter.at };
}

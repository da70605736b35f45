// Issue 27 §2: a failed webhook delivery is retried with exponential backoff and jitter, and an endpoint failing
// for a day is switched off.
import { describe, expect, it } from 'vitest';
import {
  FAILING_DISABLE_MS,
  hasFailedTooLong,
  RETRY_CAP_MS,
  streakChange,
  webhookRetryDelayMs,
} from '../../src/domain/webhook-retry.js';

describe('webhookRetryDelayMs', () => {
  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [6, 320_000],
    [11, 7_200_000],
    [40, 7_200_000],
  ])('after %i attempts waits about %i ms (no jitter at 0.5)', (attempts, expected) => {
    expect(webhookRetryDelayMs(attempts, 0.5)).toBe(expected);
  });

  it('spreads retries by ±25 %', () => {
    expect(webhookRetryDelayMs(3, 0)).toBe(30_000);
    expect(webhookRetryDelayMs(3, 0.999999)).toBeCloseTo(50_000, -1);
  });

  it('keeps retrying for about a day before the endpoint is disabled', () => {
    let elapsed = 0;
    let attempts = 0;
    while (!hasFailedTooLong(0, elapsed)) elapsed += webhookRetryDelayMs(++attempts, 0.5);
    expect(elapsed).toBeGreaterThanOrEqual(FAILING_DISABLE_MS);
    expect(elapsed).toBeLessThan(FAILING_DISABLE_MS + RETRY_CAP_MS * 1.25);
    expect(attempts).toBeGreaterThan(10);
  });
});

describe('hasFailedTooLong', () => {
  it.each([
    [null, 10 * FAILING_DISABLE_MS, false],
    [0, FAILING_DISABLE_MS - 1, false],
    [0, FAILING_DISABLE_MS, true],
  ])('failing since %s, now %s → %s', (since, now, expected) => {
    expect(hasFailedTooLong(since, now)).toBe(expected);
  });
});

describe('streakChange (attempts recorded together, in the order they finished)', () => {
  const ok = (at: number) => ({ succeeded: true, at });
  const failed = (at: number) => ({ succeeded: false, at });

  it('ends the streak when a success comes last', () => {
    expect(streakChange([failed(1), ok(2)])).toEqual({ kind: 'ENDED' });
    expect(streakChange([ok(1)])).toEqual({ kind: 'ENDED' });
  });

  it('continues a streak (or begins one) at the first failure when none succeeded', () => {
    expect(streakChange([failed(5), failed(7)])).toEqual({ kind: 'CONTINUED', since: 5 });
  });

  it('begins a new streak at the first failure after the last success', () => {
    expect(streakChange([failed(1), ok(2), failed(3), ok(4), failed(6), failed(8)])).toEqual({
      kind: 'RESTARTED',
      since: 6,
    });
  });
});

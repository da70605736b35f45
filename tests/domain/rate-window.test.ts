// Issue 27 §1: what the RateLimit headers say about a key's fixed request window.
import { describe, expect, it } from 'vitest';
import { rateLimitState } from '../../src/domain/rate-window.js';

describe('rate window', () => {
  const start = 1_000_000;
  it('counts down what is left and the seconds to the window’s end', () => {
    expect(rateLimitState({ startedAt: start, count: 1 }, 10, 60_000, start)).toEqual({
      limit: 10,
      remaining: 9,
      resetSeconds: 60,
      exceeded: false,
    });
    expect(rateLimitState({ startedAt: start, count: 10 }, 10, 60_000, start + 14_500)).toEqual({
      limit: 10,
      remaining: 0,
      resetSeconds: 46,
      exceeded: false,
    });
  });
  it('is exceeded past the limit, and never says less than a second', () => {
    expect(rateLimitState({ startedAt: start, count: 11 }, 10, 60_000, start + 59_999)).toMatchObject({
      remaining: 0,
      resetSeconds: 1,
      exceeded: true,
    });
  });
});

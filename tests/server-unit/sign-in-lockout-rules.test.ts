// The lock's growth (sign-in-lockout.ts): free failures, then a lock that doubles up to an hour.
import { describe, expect, it } from 'vitest';
import { recordFailure, remainingLockMs } from '../../server/idp/sign-in-lockout.js';

describe('sign-in lock rules', () => {
  it('grows the lock by doubling up to an hour, and forgets a day-old streak', () => {
    let record: ReturnType<typeof recordFailure> | undefined;
    const start = new Date('2026-01-01T00:00:00Z');
    const locks: number[] = [];
    for (let i = 0; i < 14; i++) {
      record = recordFailure(record, start);
      locks.push(remainingLockMs(record, start) / 60_000);
    }
    expect(locks).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(recordFailure(record, new Date(start.getTime() + 25 * 3600_000)).failures).toBe(1);
  });
});

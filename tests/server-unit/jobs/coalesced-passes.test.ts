import { describe, expect, it } from 'vitest';
import { CoalescedPasses } from '../../../server/jobs/coalesced-passes.js';

const silent = { warn: () => undefined };

/** A pass that waits until released, counting how many ran. */
function gatedPasses() {
  let passes = 0;
  let release: () => void = () => undefined;
  const runner = new CoalescedPasses(
    async () => {
      passes += 1;
      await new Promise<void>((resolve) => (release = resolve));
    },
    silent,
    'test pass',
  );
  return { runner, passes: () => passes, release: () => release() };
}

describe('CoalescedPasses', () => {
  it('collapses calls made during a pass into one more pass', async () => {
    const { runner, passes, release } = gatedPasses();
    const first = runner.run();
    void runner.run();
    runner.kick();
    void runner.run();
    expect(passes()).toBe(1);
    expect(runner.busy).toBe(true);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(passes()).toBe(2);
    release();
    await first;
    expect(passes()).toBe(2);
    expect(runner.busy).toBe(false);
  });

  it('starts afresh after a failed pass, and kick() logs the failure instead of throwing', async () => {
    const warnings: string[] = [];
    let fail = true;
    const runner = new CoalescedPasses(
      async () => {
        if (fail) throw new Error('boom');
      },
      { warn: (_obj, msg) => warnings.push(msg ?? '') },
      'test pass',
    );
    runner.kick();
    await runner.settled();
    expect(warnings).toEqual(['test pass failed']);
    fail = false;
    await expect(runner.run()).resolves.toBeUndefined();
  });

  it('folds the kickSoon() calls of a burst into one pass, which settled() waits for', async () => {
    let passes = 0;
    const runner = new CoalescedPasses(
      async () => {
        passes += 1;
      },
      silent,
      'test pass',
    );
    for (let i = 0; i < 50; i++) runner.kickSoon(20);
    expect(passes).toBe(0);
    await runner.settled();
    expect(passes).toBe(1);
    runner.kickSoon(5);
    await runner.settled();
    expect(passes).toBe(2);
  });
});

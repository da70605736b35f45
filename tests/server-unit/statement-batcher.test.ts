import { describe, expect, it } from 'vitest';
import { StatementBatcher } from '../../server/db/statement-batcher.js';

/** A batch function whose calls are recorded and finished by the test. */
function controlledBatches() {
  const calls: { items: number[]; finish: (results?: number[]) => void; fail: (error: Error) => void }[] = [];
  let running = 0;
  let mostRunning = 0;
  const run = (items: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      running++;
      mostRunning = Math.max(mostRunning, running);
      const done = () => running--;
      calls.push({
        items,
        finish: (results = items.map((item) => item * 10)) => {
          done();
          resolve(results);
        },
        fail: (error) => {
          done();
          reject(error);
        },
      });
    });
  return { calls, run, mostRunning: () => mostRunning };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('statement batcher', () => {
  it('sends what arrives in one turn together, and what arrives while it is away in the next batch', async () => {
    const batches = controlledBatches();
    const batcher = new StatementBatcher(batches.run, { maxInFlight: 1, maxBatch: 64 });
    const first = [batcher.submit(1), batcher.submit(2)];
    await turn();
    expect(batches.calls.map((call) => call.items)).toEqual([[1, 2]]);

    const second = [batcher.submit(3), batcher.submit(4)];
    await turn();
    const third = batcher.submit(5);
    await turn();
    // One batch at a time: 3, 4 and 5 wait for the first to come back, then leave together.
    expect(batches.calls).toHaveLength(1);
    batches.calls[0].finish();
    expect(await Promise.all(first)).toEqual([10, 20]);
    await turn();
    expect(batches.calls.map((call) => call.items)).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    batches.calls[1].finish();
    expect(await Promise.all([...second, third])).toEqual([30, 40, 50]);
  });

  it('keeps at most maxInFlight batches of at most maxBatch items at the database', async () => {
    const batches = controlledBatches();
    const batcher = new StatementBatcher(batches.run, { maxInFlight: 2, maxBatch: 3 });
    const all = Array.from({ length: 10 }, (_, index) => batcher.submit(index));
    await turn();
    expect(batches.calls.map((call) => call.items)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
    while (batches.calls.some((call) => call.items.length > 0)) {
      const open = batches.calls.find((call) => call.items.length > 0)!;
      open.finish();
      open.items = [];
      await turn();
    }
    expect(await Promise.all(all)).toEqual(Array.from({ length: 10 }, (_, index) => index * 10));
    expect(batches.calls).toHaveLength(4);
    expect(batches.mostRunning()).toBe(2);
  });

  it('fails every item of a failed batch, and only those', async () => {
    const batches = controlledBatches();
    const batcher = new StatementBatcher(batches.run, { maxInFlight: 1, maxBatch: 64 });
    const failing = [batcher.submit(1), batcher.submit(2)];
    await turn();
    const later = batcher.submit(3);
    batches.calls[0].fail(new Error('deadlock detected'));
    await expect(
      Promise.all(failing.map((promise) => promise.catch((error: Error) => error.message))),
    ).resolves.toEqual(['deadlock detected', 'deadlock detected']);
    await turn();
    batches.calls[1].finish();
    await expect(later).resolves.toBe(30);
  });

  it('refuses an answer that does not have one result per item', async () => {
    const batches = controlledBatches();
    const batcher = new StatementBatcher(batches.run, { maxInFlight: 1, maxBatch: 64 });
    const pending = [batcher.submit(1), batcher.submit(2)];
    await turn();
    batches.calls[0].finish([10]);
    for (const promise of pending) await expect(promise).rejects.toThrow('A batch of 2 answered 1 results');
  });
});

// The job queue's graceful stop on the real pg-boss: a handler still running when its process stops finishes, and
// what it queues meanwhile is kept. A phase job queues the tournament's next instant from its handler; when that send
// was dropped, the next boundary waited for the minute sweep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { JobQueue } from '../../../server/jobs/job-queue.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../support/test-database.js';

const silent = { warn: () => undefined };

describe.concurrent.each(testEngines())('job queue stop on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => database?.drop());

  it('keeps what a running handler queues while the queue stops', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const queue = new JobQueue(database.handle, silent);
    const next = Date.now() + 60_000;
    queue.register<{ key: string }>({
      name: 'stop-probe',
      handle: async ({ key }) => {
        started();
        await released;
        // As a phase job does: the handler plans the next instant.
        await queue.sendAt('stop-probe-next', key, { key }, next);
      },
    });
    queue.register({ name: 'stop-probe-next', handle: async () => undefined });
    await queue.start();
    await queue.sendAt('stop-probe', 'k', { key: 'k' }, Date.now());
    await running;

    const stopped = queue.stop();
    release();
    await Promise.all([stopped, queue.stop()]);

    const queued = await sql<{ start_after: Date }>`
      SELECT start_after FROM pgboss.job WHERE name = 'stop-probe-next'`.execute(database.handle.db);
    expect(queued.rows.map((row) => new Date(row.start_after).getTime())).toEqual([next]);
    // Once stopped, nothing more is queued by this process (the next one's sweep plans what is left).
    await queue.sendAt('stop-probe-next', 'later', { key: 'later' }, next + 1);
    const after = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'stop-probe-next'`.execute(database.handle.db);
    expect(Number(after.rows[0].n)).toBe(1);
  });

  it('leaves the database alone once stopped, though a handler outlives the graceful stop', async () => {
    // Its own database: this one is closed under the running handler, as a server closes its own after stopping.
    const own = await createTestDatabase(engine);
    let dropped = false;
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let finished!: () => void;
      const done = new Promise<void>((resolve) => (finished = resolve));
      const queue = new JobQueue(own.handle, silent, 1, 100);
      queue.register({
        name: 'slow-probe',
        handle: async () => {
          started();
          await released;
          finished();
        },
      });
      await queue.start();
      await queue.sendAt('slow-probe', 'k', {}, Date.now());
      await running;
      // The graceful stop gives up after 100 ms; the server then closes its database; the handler ends after that.
      await queue.stop();
      await own.drop();
      dropped = true;
      release();
      await done;
      // pg-boss completes the job once the handler returned.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
      if (!dropped) await own.drop();
    }
  });
});

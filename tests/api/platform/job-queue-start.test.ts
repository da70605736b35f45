// Processes of one deployment often start together (a rollout, a restart of every instance). On a new database
// each creates the job queue's queues: pg-boss makes a partition per queue, and two processes creating them at the
// same moment can deadlock (40P01 in pgboss.create_queue), which stopped the process chosen as the victim. Here
// three processes' queues start at once on a fresh PostgreSQL database, twice, and every one must come up.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/database.js';
import { JobQueue } from '../../../server/jobs/job-queue.js';
import { createThrowawayPostgres } from '../../support/database-templates.js';

const postgres = Boolean(process.env.DATABASE_URL);
const KINDS = ['tournament-phase', 'tournament-phase-sweep', 'payout', 'webhook-delivery', 'mail', 'notification'];
const quiet = { warn: () => {} };

describe.runIf(postgres)('job queues of processes starting together on a new database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('all come up, each queue made once', async () => {
    // Before the fix, one start of three processes deadlocked in each of the runs tried; twice, to be surer.
    for (let attempt = 0; attempt < 2; attempt++) {
      const database = await createThrowawayPostgres();
      cleanups.push(database.drop);
      const handles: DatabaseHandle[] = [];
      for (let i = 0; i < 3; i++) {
        const handle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
        handles.push(handle);
        cleanups.push(() => handle.close());
      }
      const queues = handles.map((handle) => {
        const queue = new JobQueue(handle, quiet);
        for (const name of KINDS) queue.register({ name, handle: async () => {} });
        cleanups.push(() => queue.stop());
        return queue;
      });
      await Promise.all(queues.map((queue) => queue.start()));
      const { rows } = await handles[0].pool!.query<{ name: string }>(
        "SELECT name FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss%' ORDER BY name",
      );
      expect(rows.map((row) => row.name)).toEqual([...KINDS].sort());
    }
  }, 120_000);
});

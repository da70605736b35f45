// pg-boss's database adapter over the app's own connection: the pg pool on PostgreSQL, the single PGlite
// instance when embedded (pg-boss cannot open its own connection to PGlite). pg-boss sends multi-statement
// scripts (BEGIN; …; COMMIT;) without parameters, which PGlite runs only through exec(); PGlite's query(),
// exec() and transaction() share one lock, so pg-boss never interleaves with an app transaction.
import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database.js';

// `stopped` tells that the queue stopped: pg-boss's calls are then left unanswered. A handler still running when the
// graceful stop gave up (10 s, on a loaded machine) is completed by pg-boss after the server closed its database;
// pg-boss leaves that call's rejection unhandled (and reads an answer's rows, so an empty one fails too). The job
// stays active and is handed out again when it expires (every handler is idempotent).
const UNANSWERED = new Promise<never>(() => undefined);

export function pgBossDatabase(database: DatabaseHandle, stopped: () => boolean = () => false): PgBoss.Db {
  const { pglite, pool, statementNames } = database;
  if (pool) {
    return {
      executeSql: async (text, values) => {
        if (stopped()) return UNANSWERED;
        // Named as the app's hot statements are (prepared-statements.ts), so planned once per connection: the pool
        // forces generic plans (database.ts), and an unnamed statement was planned generically on every call, over
        // all of the job table's partitions (one per queue): 2.7 ms of planning a poll on an idle server, 5.7 ms in
        // the report rush, 12 kinds polled every second by each process (issue 28). A script without parameters
        // (BEGIN; …; COMMIT) cannot be prepared.
        if (!values || values.length === 0) return pool.query(text);
        const name = statementNames?.nameOf(text);
        return name ? pool.query({ name, text, values }) : pool.query(text, values);
      },
    };
  }
  if (!pglite) throw new Error('pg-boss needs the PostgreSQL pool or the PGlite instance');
  return {
    async executeSql(text, values) {
      if (stopped()) return UNANSWERED;
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      // A script's answer is its last statement that returned rows (the COMMIT of a locked script returns none).
      return [...results].reverse().find((result) => result.rows.length > 0) ?? { rows: [] };
    },
  };
}

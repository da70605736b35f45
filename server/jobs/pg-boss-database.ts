// pg-boss's database adapter over the app's own connection: the pg pool on PostgreSQL, the single PGlite
// instance when embedded (pg-boss cannot open its own connection to PGlite). pg-boss sends multi-statement
// scripts (BEGIN; …; COMMIT;) without parameters, which PGlite runs only through exec(); PGlite's query(),
// exec() and transaction() share one lock, so pg-boss never interleaves with an app transaction.
import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database.js';

export function pgBossDatabase(database: DatabaseHandle): PgBoss.Db {
  const { pglite, pool } = database;
  if (pool) return { executeSql: (text, values) => pool.query(text, values) };
  if (!pglite) throw new Error('pg-boss needs the PostgreSQL pool or the PGlite instance');
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      // A script's answer is its last statement that returned rows (the COMMIT of a locked script returns none).
      return [...results].reverse().find((result) => result.rows.length > 0) ?? { rows: [] };
    },
  };
}

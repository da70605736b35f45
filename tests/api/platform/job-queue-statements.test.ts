// pg-boss's parameterised statements (its polls: 12 kinds a second per process) are prepared on the pool's
// connections like the app's own hot statements, so a poll is planned once per connection, not generically over
// every partition of the job table on every call (issue 28: 2.7 ms of planning a poll on an idle server). Both share
// one set of names, so they never prepare two statements under one name on a connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../../server/db/database.js';
import { pgBossDatabase } from '../../../server/jobs/pg-boss-database.js';
import { createThrowawayPostgres } from '../../support/database-templates.js';

const postgres = Boolean(process.env.DATABASE_URL);

describe.runIf(postgres)("pg-boss's statements on the app's pool", () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createThrowawayPostgres();
    drop = database.drop;
    // One connection: what one statement prepared, the next one sees.
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  const prepared = async () =>
    (
      await handle.pool!.query<{ name: string; statement: string }>(
        'SELECT name, statement FROM pg_prepared_statements',
      )
    ).rows;

  it('prepares a polled text once it is hot, beside the app’s own, each under its own name', async () => {
    const boss = pgBossDatabase(handle);
    const poll = 'SELECT $1::text AS name, $2::int AS batch';
    const app = sql<{ n: number }>`SELECT ${1}::int + 1 AS n`;
    for (let i = 0; i < 25; i++) {
      const answer = await boss.executeSql(poll, ['mail', i]);
      expect(answer.rows).toEqual([{ name: 'mail', batch: i }]);
      expect((await app.execute(handle.db)).rows).toEqual([{ n: 2 }]);
    }
    const rows = await prepared();
    const pollName = rows.find((row) => row.statement === poll)?.name;
    const appName = rows.find((row) => row.statement.includes('::int + 1 AS n'))?.name;
    expect(pollName).toMatch(/^arena_\d+$/);
    expect(appName).toMatch(/^arena_\d+$/);
    expect(pollName).not.toBe(appName);
  });

  it('sends a script without parameters as it is (BEGIN; …; COMMIT cannot be prepared)', async () => {
    const boss = pgBossDatabase(handle);
    const script = 'BEGIN; SELECT 1; COMMIT;';
    for (let i = 0; i < 25; i++) await boss.executeSql(script, []);
    expect((await prepared()).some((row) => row.statement === script)).toBe(false);
  });
});

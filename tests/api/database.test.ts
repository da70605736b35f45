import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-database.js';
import { migrate } from '../../server/db/migrate.js';

describe.each(testEngines())('database on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(engine);
  });
  afterAll(async () => test?.drop());

  it('migrations are applied once and a second run applies nothing', async () => {
    expect(await migrate(test.handle)).toEqual([]);
    const rows = await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(test.handle.db);
    expect(rows.rows.map((r) => r.name)).toContain('0001_core.sql');
  });

  it('returns int8 as an exact string on both engines', async () => {
    const result = await sql<{ big: string }>`SELECT 9007199254740993::int8 AS big`.execute(test.handle.db);
    expect(result.rows[0].big).toBe('9007199254740993');
  });

  it('concurrent transactions that lock one row never interleave', async () => {
    await sql`CREATE TABLE IF NOT EXISTS counter_probe (id int PRIMARY KEY, n int NOT NULL)`.execute(test.handle.db);
    await sql`INSERT INTO counter_probe VALUES (1, 0) ON CONFLICT (id) DO UPDATE SET n = 0`.execute(test.handle.db);
    await Promise.all(
      Array.from({ length: 40 }, () =>
        test.handle.db.transaction().execute(async (trx) => {
          const row = await sql<{ n: number }>`SELECT n FROM counter_probe WHERE id = 1 FOR UPDATE`.execute(trx);
          await new Promise((resolve) => setTimeout(resolve, 1));
          await sql`UPDATE counter_probe SET n = ${row.rows[0].n + 1} WHERE id = 1`.execute(trx);
        }),
      ),
    );
    const final = await sql<{ n: number }>`SELECT n FROM counter_probe WHERE id = 1`.execute(test.handle.db);
    expect(final.rows[0].n).toBe(40);
  });

  it('a failed transaction leaves nothing behind', async () => {
    await expect(
      test.handle.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO disciplines (code, name) VALUES ('probe', 'Probe')`.execute(trx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await sql`SELECT 1 FROM disciplines WHERE code = 'probe'`.execute(test.handle.db);
    expect(rows.rows).toHaveLength(0);
  });

  it('delivers NOTIFY to listeners', async () => {
    const received: string[] = [];
    const stop = await test.handle.listen('arena_probe', (payload) => received.push(payload));
    await sql`SELECT pg_notify('arena_probe', 'hello')`.execute(test.handle.db);
    for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await stop();
    expect(received).toEqual(['hello']);
  });
});

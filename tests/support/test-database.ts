// Fresh, migrated databases for API suites: embedded PGlite in memory always, and a throwaway PostgreSQL
// database (created from DATABASE_URL, dropped afterwards) when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Engine } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';

export interface TestDatabase {
  engine: Engine;
  handle: DatabaseHandle;
  /** The connection string of the throwaway PostgreSQL database (undefined on PGlite). */
  databaseUrl?: string;
  drop(): Promise<void>;
}

/** The engines this run covers: PGlite always, PostgreSQL when DATABASE_URL is given. */
export function testEngines(): Engine[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export async function createThrowawayPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `arena_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ inMemory: true });
    await migrate(handle);
    return { engine, handle, drop: () => handle.close() };
  }
  const throwaway = await createThrowawayPostgres();
  const handle = await openDatabase({ databaseUrl: throwaway.url, poolSize: 10 });
  await migrate(handle);
  return {
    engine,
    handle,
    databaseUrl: throwaway.url,
    async drop() {
      await handle.close();
      await throwaway.drop();
    },
  };
}

// A fresh database migrated up to just before one migration, for the tests of a data-moving migration: they write
// rows of the old shape, run the rest of the migrations, and read every moved value back as text.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type RawBuilder } from 'kysely';
import { openDatabase, type DatabaseHandle, type Engine } from '../../server/db/database.js';
import { listMigrations, migrate } from '../../server/db/migrate.js';
import { createThrowawayPostgres } from './test-database.js';

const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations/', import.meta.url));

export interface DatabaseBeforeMigration {
  handle: DatabaseHandle;
  /** The migration under test and every later one, in order: what `migrateRest` must run. */
  rest: string[];
  /** Runs the migration under test and the later ones; returns the names it ran. */
  migrateRest(): Promise<string[]>;
  /** Closes the database, drops it (PostgreSQL) and removes the folder of earlier migrations. */
  close(): Promise<void>;
}

/** An in-memory PGlite database, or a throwaway PostgreSQL one, with every migration before `migration` run. */
export async function openDatabaseBefore(engine: Engine, migration: string): Promise<DatabaseBeforeMigration> {
  const names = await listMigrations();
  if (!names.includes(migration)) throw new Error(`No migration ${migration}`);
  const cleanups: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    // The earlier migrations, alone in a folder of their own.
    const before = await mkdtemp(join(tmpdir(), 'arena-migrations-'));
    cleanups.push(() => rm(before, { recursive: true, force: true }));
    for (const name of names.filter((name) => name < migration)) await cp(join(MIGRATIONS, name), join(before, name));

    let handle: DatabaseHandle;
    if (engine === 'pglite') handle = await openDatabase({ inMemory: true });
    else {
      const throwaway = await createThrowawayPostgres();
      cleanups.push(throwaway.drop);
      handle = await openDatabase({ databaseUrl: throwaway.url, poolSize: 2 });
    }
    cleanups.push(() => handle.close());
    await migrate(handle, `${before}/`);
    return {
      handle,
      rest: names.filter((name) => name >= migration),
      migrateRest: () => migrate(handle),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** `column::text AS column, …`: values compared as the database prints them, to the digit and the microsecond. */
export function asText(columns: string[]): RawBuilder<unknown> {
  return sql.raw(columns.map((column) => `${column}::text AS ${column}`).join(', '));
}

// Fresh, migrated databases for API suites: embedded PGlite always, and a throwaway PostgreSQL database (created
// from DATABASE_URL, dropped afterwards) when DATABASE_URL is set. Both are copies of the run's migrated templates
// (database-templates.ts) when the run has them, and are built and migrated from scratch otherwise.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle, type Engine } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import {
  copyDataFolder,
  createThrowawayPostgres,
  currentTemplates,
  pgliteFolderOf,
  type TemplateSet,
} from './database-templates.js';

export { createThrowawayPostgres };

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

export interface TestDatabaseOptions {
  /**
   * The data folder the PGlite database lives in (as DATA_DIR/pglite); a temp folder of its own, removed on drop,
   * when not given. Unused on PostgreSQL.
   */
  dataDir?: string;
}

/** A PGlite data folder ready to open: a copy of the run's template, or an empty folder to migrate. */
export async function preparePGliteFolder(dataDir: string, demo = false): Promise<{ migrated: boolean }> {
  const template = templateOf(currentTemplates(), demo);
  if (!template?.pgliteDataDir) return { migrated: false };
  await copyDataFolder(template.pgliteDataDir, dataDir);
  return { migrated: true };
}

/** A throwaway PostgreSQL database: a copy of the run's template, or an empty one to migrate. */
export async function preparePostgres(demo = false) {
  const template = templateOf(currentTemplates(), demo)?.postgresDatabase;
  return { ...(await createThrowawayPostgres(template)), migrated: Boolean(template) };
}

function templateOf(templates: TemplateSet | undefined, demo: boolean) {
  if (!templates) return undefined;
  if (!demo) return templates;
  if (!templates.demo) throw new Error('This project has no demo template: ask for it in its globalSetup');
  return templates.demo;
}

export async function createTestDatabase(engine: Engine, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const ownFolder = options.dataDir ? undefined : await mkdtemp(join(tmpdir(), 'arena-db-'));
    const dataDir = options.dataDir ?? ownFolder!;
    const { migrated } = await preparePGliteFolder(dataDir);
    const handle = await openDatabase({ dataDir: pgliteFolderOf(dataDir) });
    if (!migrated) await migrate(handle);
    return {
      engine,
      handle,
      async drop() {
        await handle.close();
        if (ownFolder) await rm(ownFolder, { recursive: true, force: true });
      },
    };
  }
  const throwaway = await preparePostgres();
  const handle = await openDatabase({ databaseUrl: throwaway.url, poolSize: 10 });
  if (!throwaway.migrated) await migrate(handle);
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

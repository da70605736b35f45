// Vitest global setup of the suites that need databases: builds the run's templates once (database-templates.ts),
// before any worker starts, and removes them when the run ends. The workers find them in ARENA_TEST_TEMPLATES.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import {
  TEMPLATES_ENV,
  copyDataFolder,
  databaseUrlFor,
  newDatabaseName,
  pgliteFolderOf,
  withAdminClient,
  type TemplateSet,
} from './database-templates.js';
import { startServerProcess } from './server-process.js';
import { bundleServer, serverBundleStale } from '../../server/build/bundle-server.js';

async function migratedPGlite(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir: pgliteFolderOf(dataDir) });
  await migrate(handle);
  await handle.close();
}

async function createPostgres(name: string, template?: string): Promise<void> {
  await withAdminClient((admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
}

async function migratedPostgres(name: string): Promise<void> {
  await createPostgres(name);
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(name), poolSize: 2 });
  await migrate(handle);
  // No connection may stay open on a template: CREATE DATABASE … TEMPLATE refuses to copy a database in use.
  await handle.close();
}

/** Loads the demo data the way a first `npm start` does: a real server process on the data, stopped gracefully. */
async function loadDemoData(dataDir: string, databaseUrl?: string): Promise<void> {
  const server = await startServerProcess({
    dataDir,
    env: { SEED_DEMO_DATA: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  await server.close();
}

interface Built {
  templates: Promise<TemplateSet>;
  cleanups: Array<() => Promise<void>>;
}

// Every project's global setup runs in vitest's main process before any test, and their teardowns after the
// last test; the projects share one set of templates through this process-wide record.
const shared = globalThis as typeof globalThis & { arenaTestTemplates?: Built };

async function buildPlain(cleanups: Built['cleanups']): Promise<TemplateSet> {
  const root = await mkdtemp(join(tmpdir(), 'arena-templates-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const templates: TemplateSet = { pgliteDataDir: join(root, 'plain') };
  const postgres = process.env.DATABASE_URL ? newDatabaseName('arena_template') : undefined;
  await Promise.all([migratedPGlite(templates.pgliteDataDir), postgres ? migratedPostgres(postgres) : undefined]);
  if (postgres) {
    cleanups.push(() => dropDatabase(postgres));
    templates.postgresDatabase = postgres;
  }
  return templates;
}

async function buildDemo(plain: TemplateSet, cleanups: Built['cleanups']): Promise<TemplateSet> {
  const root = await mkdtemp(join(tmpdir(), 'arena-demo-templates-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const demo: NonNullable<TemplateSet['demo']> = { pgliteDataDir: join(root, 'pglite') };
  await copyDataFolder(plain.pgliteDataDir, demo.pgliteDataDir);
  const postgres = plain.postgresDatabase ? newDatabaseName('arena_template_demo') : undefined;
  if (postgres) {
    await createPostgres(postgres, plain.postgresDatabase);
    cleanups.push(() => dropDatabase(postgres));
    demo.postgresDatabase = postgres;
    demo.postgresUploadsDir = join(root, 'postgres', 'uploads');
    await mkdir(join(root, 'postgres'), { recursive: true });
  }
  await Promise.all([
    loadDemoData(demo.pgliteDataDir),
    postgres ? loadDemoData(join(root, 'postgres'), databaseUrlFor(postgres)) : undefined,
  ]);
  return { ...plain, demo };
}

function dropDatabase(name: string): Promise<void> {
  return withAdminClient((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
}

/** The browser project also needs the demo data; the API project only the migrated databases. */
export default async function setup(project: { name: string }): Promise<() => Promise<void>> {
  const started = Date.now();
  // The server bundle the suites' server processes run (npm test builds it; a run after an edit finds it stale):
  // built here, before any worker starts, so two workers never build it side by side.
  if (serverBundleStale()) await bundleServer();
  const cleanups: Built['cleanups'] = [];
  const previous = shared.arenaTestTemplates?.templates;
  let templates = previous ?? buildPlain(cleanups);
  if (project.name === 'e2e') {
    const plain = templates;
    templates = plain.then((built) => (built.demo ? built : buildDemo(built, cleanups)));
  }
  shared.arenaTestTemplates = { templates, cleanups };
  const ready = await templates;
  process.env[TEMPLATES_ENV] = JSON.stringify(ready);
  console.log(`Database templates for ${project.name} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
}

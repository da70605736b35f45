// Migrated databases made once per test run and copied for each suite, instead of an initdb and every migration
// per suite (an empty PGlite database costs 4–9 s, a copy of a saved one about 1 s; a PostgreSQL database created
// and migrated 0.9–1.5 s, one created from a template 0.05–0.2 s). The vitest global setup (global-setup.ts) builds
// them and hands their places to the workers in ARENA_TEST_TEMPLATES; without it (a benchmark, a script) every
// suite builds its own database the long way, with the same result.
//
// A template is a data folder, exactly what `npm start` keeps in DATA_DIR (pglite/ and uploads/), and on PostgreSQL
// a database that CREATE DATABASE … TEMPLATE copies. The "demo" templates also hold the demo data, loaded by a real
// server process the way a first `npm start` loads it.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/** Where the current run's templates are; absent outside a vitest run. */
export interface TemplateSet {
  /** A data folder whose pglite/ is migrated (no uploads). */
  pgliteDataDir: string;
  /** A PostgreSQL database migrated, to copy with CREATE DATABASE … TEMPLATE. */
  postgresDatabase?: string;
  /** The same with the demo data loaded; only for the projects that ask for it. */
  demo?: { pgliteDataDir: string; postgresDatabase?: string; postgresUploadsDir?: string };
}

export const TEMPLATES_ENV = 'ARENA_TEST_TEMPLATES';

export function currentTemplates(): TemplateSet | undefined {
  const raw = process.env[TEMPLATES_ENV];
  return raw ? (JSON.parse(raw) as TemplateSet) : undefined;
}

/** The connection string of another database on the server DATABASE_URL names. */
export function databaseUrlFor(name: string): string {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function newDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/**
 * A throwaway PostgreSQL database, a copy of `template` when given (the template must have no open connection),
 * dropped by drop().
 */
export async function createThrowawayPostgres(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = newDatabaseName('arena_test');
  await withAdminClient((admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`),
  );
  return {
    url: databaseUrlFor(name),
    drop: () => withAdminClient((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

const execFileAsync = promisify(execFile);

/**
 * Copies a template data folder (pglite/ and uploads/, whichever it has) into `dataDir`. A PGlite folder is some
 * 1,400 small files (42 MB): node's fs.cp, which walks them in JavaScript, spent 0.6-1.0 s of CPU (1.2-4.6 s of
 * wall on a loaded machine) per copy, the system's `cp -R` 0.12-0.17 s of CPU (1.1-1.3 s of wall), and every
 * suite on PGlite makes one copy. `cp -R source/. target` copies the contents into the existing folder on GNU and
 * BSD cp alike; Windows, which has no such cp, keeps fs.cp.
 */
export async function copyDataFolder(templateDir: string, dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  if (process.platform === 'win32') await cp(templateDir, dataDir, { recursive: true });
  else await execFileAsync('cp', ['-R', `${templateDir}/.`, dataDir]);
}

/** The PGlite folder of a data folder, as server/main.ts opens it. */
export function pgliteFolderOf(dataDir: string): string {
  return join(dataDir, 'pglite');
}

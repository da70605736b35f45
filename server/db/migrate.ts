// Runs plain numbered SQL migrations (server/db/migrations/NNNN_name.sql) in name order, once each.
// Every script runs in its own transaction; on PostgreSQL an advisory lock keeps concurrent starts safe.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { DatabaseHandle } from './database.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
}

export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  await handle.runScript(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());`,
  );
  const applied: string[] = [];
  for (const name of await listMigrations(dir)) {
    const done = await sql<{ name: string }>`SELECT name FROM schema_migrations WHERE name = ${name}`.execute(
      handle.db,
    );
    if (done.rows.length > 0) continue;
    const body = await readFile(`${dir}${name}`, 'utf8');
    const quoted = name.replace(/'/g, "''");
    // The insert has ON CONFLICT so a process that lost the race to the lock skips instead of failing;
    // the script itself is only run when the row is new, which the advisory lock guarantees on PostgreSQL.
    await handle
      .runScript(
        `DO $$ BEGIN IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${quoted}') THEN RAISE EXCEPTION 'arena-migration-already-applied'; END IF; END $$;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${quoted}');`,
      )
      .catch((error: Error) => {
        if (!String(error.message).includes('arena-migration-already-applied')) throw error;
      });
    applied.push(name);
  }
  return applied;
}

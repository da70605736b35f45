// Opens the system of record: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR.
// Both engines speak the same SQL; int8 and numeric come back as strings on both so money stays exact.
import { mkdir } from 'node:fs/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { StatementNames, withPreparedStatements } from './prepared-statements.js';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type Engine = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Runs a multi-statement SQL script in one transaction (migrations). */
  runScript(sql: string): Promise<void>;
  /** Subscribes to NOTIFY on a channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The PGlite instance when embedded (pg-boss and the dev console need the raw handle). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The names of the pool's prepared statements (PostgreSQL): whoever queries the pool directly names by them too. */
  statementNames?: StatementNames;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Embedded, in memory: nothing is written to disk. */
  inMemory?: boolean;
  poolSize?: number;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const keepText = (value: string) => value;
// pg's default already returns int8 as string; set explicitly so nothing depends on a default.
pg.types.setTypeParser(INT8_OID, keepText);
pg.types.setTypeParser(NUMERIC_OID, keepText);

// A fixed key so every process serialises migrations on the same advisory lock.
const MIGRATION_LOCK_KEY = 727_274_001;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 20);
  return openPGlite(options.inMemory ? undefined : (options.dataDir ?? './data'));
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  // JIT off: Arena's statements are short index probes, and JIT compiles whenever an estimate crosses its cost
  // threshold (a generic plan of a prepared statement, a fold touching thousands of rows), which adds 40 ms of
  // compilation to a read that runs in 0.2 ms.
  // Generic plans for the prepared (hot) statements: left to choose, PostgreSQL re-plans the batched statements of a
  // rush on every call, because a generic plan cannot see how many items the arrays hold and so costs more than a
  // custom plan for two; planning them took 0.5–2 ms each. Only hot texts are prepared (prepared-statements.ts), and
  // they are index probes whose plan does not depend on the values. Measured on 2 cores: report rush 419–430 → 528–545
  // reports/s; registration rush and leaderboard reads unchanged against the raw read (0.20–0.21×, p99 within noise).
  const pool = new pg.Pool({ connectionString, max, options: '-c jit=off -c plan_cache_mode=force_generic_plan' });
  pool.on('error', () => {
    /* an idle client died (server restart); the pool replaces it on next use */
  });
  const statementNames = new StatementNames();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: withPreparedStatements(pool, statementNames) }),
  });
  return {
    db,
    engine: 'postgres',
    pool,
    statementNames,
    async runScript(sql) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        await client.query(sql);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      const client = await pool.connect();
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      };
      client.on('notification', handler);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off('notification', handler);
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.release();
      };
    },
    async close() {
      await db.destroy();
    },
  };
}

async function openPGlite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    parsers: { [INT8_OID]: keepText, [NUMERIC_OID]: keepText },
    serializers: { [pgliteTypes.INT8]: (value: unknown) => String(value) },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    engine: 'pglite',
    pglite,
    async runScript(sql) {
      await pglite.transaction(async (tx) => {
        await tx.exec(sql);
      });
    },
    async listen(channel, onPayload) {
      const unsubscribe = await pglite.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

// PostgreSQL's own time per statement during a benchmark run (issue 28), when the instance preloads
// pg_stat_statements (a benchmark instance of its own: initdb with shared_preload_libraries = 'pg_stat_statements').
// Without it the profile is skipped and says so; the benchmark's other figures do not depend on it.
import { writeFile } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';

export interface StatementFigure {
  calls: number;
  totalMs: number;
  rows: number;
  /** Shared buffers the statement touched (hit or read): its work, apart from the time it spent waiting for locks. */
  buffers: number;
  /** WAL it wrote, in bytes: what its commit has to flush. */
  walBytes: number;
  query: string;
}

/** Whether the run's database can count statements (the extension is created in it when the library is loaded). */
export async function statementsCountable(db: Kysely<any>): Promise<boolean> {
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`.execute(db);
    await sql`SELECT count(*) FROM pg_stat_statements`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` with the statement counters reset before it, and answers its result with the statements of this
 * database that ran meanwhile, by total time (the instance's counters are shared: a benchmark instance of its own
 * keeps others' statements out; this database's are picked by its id either way).
 */
export async function profileStatements<T>(
  db: Kysely<any>,
  work: () => Promise<T>,
): Promise<{ result: T; statements: StatementFigure[] | null }> {
  if (!(await statementsCountable(db))) return { result: await work(), statements: null };
  await sql`SELECT pg_stat_statements_reset()`.execute(db);
  const result = await work();
  const { rows } = await sql<{
    calls: string;
    total_ms: number;
    rows: string;
    buffers: string;
    wal_bytes: string;
    query: string;
  }>`
    SELECT calls::text, total_exec_time AS total_ms, rows::text, (shared_blks_hit + shared_blks_read)::text AS buffers,
           wal_bytes::text, query
    FROM pg_stat_statements
    WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
    ORDER BY total_exec_time DESC`.execute(db);
  const statements = rows.map((row) => ({
    calls: Number(row.calls),
    totalMs: row.total_ms,
    rows: Number(row.rows),
    buffers: Number(row.buffers),
    walBytes: Number(row.wal_bytes),
    query: row.query,
  }));
  // Every statement, for a closer look than the printed top (BENCH_STATEMENTS_FILE=path.json).
  if (process.env.BENCH_STATEMENTS_FILE)
    await writeFile(process.env.BENCH_STATEMENTS_FILE, JSON.stringify(statements, null, 1));
  return { result, statements };
}

/**
 * The top statements as a Markdown table, per request of `requests` (each a `unit`: a report, a read), the query text
 * shortened to one line.
 */
export function printStatementProfile(
  statements: StatementFigure[] | null,
  requests: number,
  top = 15,
  unit = 'report',
): void {
  if (!statements) {
    console.log('\n(No statement profile: the instance does not preload pg_stat_statements.)');
    return;
  }
  const calls = statements.reduce((sum, s) => sum + s.calls, 0);
  const totalMs = statements.reduce((sum, s) => sum + s.totalMs, 0);
  const buffers = statements.reduce((sum, s) => sum + s.buffers, 0);
  const walBytes = statements.reduce((sum, s) => sum + s.walBytes, 0);
  console.log(
    `\nPostgreSQL statements during the run: ${(calls / requests).toFixed(2)} per ${unit}, ` +
      `${(totalMs / requests).toFixed(2)} ms of execution per ${unit}, ${(buffers / requests).toFixed(0)} buffers and ` +
      `${(walBytes / requests / 1024).toFixed(1)} KB of WAL per ${unit} (top ${top} by total time; the time includes ` +
      `waiting for locks, the buffers are the work):\n`,
  );
  console.log(`| calls/${unit} | ms/${unit} | ms/call | rows/call | buffers/call | WAL KB/${unit} | statement |`);
  console.log('|---:|---:|---:|---:|---:|---:|---|');
  for (const s of statements.slice(0, top)) {
    const text = s.query.replace(/\s+/g, ' ').trim().slice(0, 110).replace(/\|/g, '¦');
    console.log(
      `| ${(s.calls / requests).toFixed(3)} | ${(s.totalMs / requests).toFixed(3)} | ${(s.totalMs / Math.max(1, s.calls)).toFixed(2)} | ${(s.rows / Math.max(1, s.calls)).toFixed(1)} | ${(s.buffers / Math.max(1, s.calls)).toFixed(0)} | ${(s.walBytes / requests / 1024).toFixed(2)} | ${text} |`,
    );
  }
}

/** Transactions the database has finished (committed or rolled back), as its statistics count them. */
export async function finishedTransactions(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database WHERE datname = current_database()`.execute(
    db,
  );
  return Number(rows[0].n);
}

/** Each connection flushes its statistics at most once a second, and an idle one within 10 s: wait for them all. */
export const settleStatistics = () => new Promise((resolve) => setTimeout(resolve, 11_000));

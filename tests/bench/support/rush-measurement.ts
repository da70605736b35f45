// One measured rush of a benchmark (issue 28): the CPU the Arena processes and the PostgreSQL backends spend on it
// (cpu-meter.ts), PostgreSQL's statements meanwhile (statement-profile.ts, when the instance preloads
// pg_stat_statements), the transactions the database finished, and its window on the monotonic clock the servers'
// --cpu-prof samples are timed by (printed, for cpu-profile-summary.ts).
import type { Kysely } from 'kysely';
import { measureCpu, type CpuUse } from './cpu-meter.js';
import {
  finishedTransactions,
  profileStatements,
  settleStatistics,
  type StatementFigure,
} from './statement-profile.js';

export interface RushMeasurement<T> {
  result: T;
  cpu: CpuUse;
  statements: StatementFigure[] | null;
  /** Transactions finished during the rush (each connection's statistics settled before and after). */
  transactions: number;
}

export async function measureRush<T>(
  db: Kysely<any>,
  arenaPids: readonly number[],
  rush: () => Promise<T>,
): Promise<RushMeasurement<T>> {
  await settleStatistics();
  const before = await finishedTransactions(db);
  const {
    result: { result, cpu },
    statements,
  } = await profileStatements(db, async () => {
    const from = process.hrtime.bigint() / 1000n;
    const measured = await measureCpu(arenaPids, db, rush);
    console.error(`Rush window (µs, monotonic): ${from} ${process.hrtime.bigint() / 1000n}`);
    return measured;
  });
  await settleStatistics();
  return { result, cpu, statements, transactions: (await finishedTransactions(db)) - before };
}

// CPU time spent by the parties of a benchmark run, read from the kernel while it runs (issue 28): the Arena server
// processes (and any process they started) and the PostgreSQL backends serving the run's database. Wall-clock rates
// swing with whatever else the shared machine does; CPU per request says what a request costs wherever it runs.
// Linux only (/proc); PostgreSQL must run on this machine (its backends are read by pid).
import { readFileSync, readdirSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';

/** /proc's clock ticks (USER_HZ), 100 per second on every Linux Arena runs on. */
const MS_PER_TICK = 10;

interface ProcStat {
  ppid: number;
  cpuMs: number;
}

/** A process's parent and CPU time so far (user + system, every thread), or undefined once it is gone. */
function procStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields that follow start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK };
  } catch {
    return undefined;
  }
}

/** `roots` and every process below them, with their CPU time. */
function treeCpu(roots: readonly number[]): Map<number, number> {
  const all = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat) all.set(Number(entry), stat);
  }
  const inTree = new Set(roots.filter((pid) => all.has(pid)));
  // Parents come before children in no particular order: repeat until nothing joins.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, stat] of all)
      if (!inTree.has(pid) && inTree.has(stat.ppid)) {
        inTree.add(pid);
        grew = true;
      }
  }
  return new Map([...inTree].map((pid) => [pid, all.get(pid)!.cpuMs]));
}

/** The backends connected to `db`'s database now, with their CPU time. */
async function backendCpu(db: Kysely<any>): Promise<Map<number, number>> {
  const { rows } = await sql<{ pid: number }>`
    SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(db);
  const answer = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = procStat(pid);
    if (stat) answer.set(pid, stat.cpuMs);
  }
  return answer;
}

/** CPU used between two snapshots; a process that appeared in between counts from zero. */
function used(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

export interface CpuUse {
  arenaMs: number;
  postgresMs: number;
}

/**
 * Runs `work` and answers the CPU the Arena processes `arenaPids` and the backends of `db`'s database used meanwhile.
 * A backend that exits during the run is not counted (the pools keep theirs for the length of a run).
 */
export async function measureCpu<T>(
  arenaPids: readonly number[],
  db: Kysely<any>,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuUse }> {
  const arenaBefore = treeCpu(arenaPids);
  const postgresBefore = await backendCpu(db);
  const result = await work();
  const postgresAfter = await backendCpu(db);
  const arenaAfter = treeCpu(arenaPids);
  return { result, cpu: { arenaMs: used(arenaBefore, arenaAfter), postgresMs: used(postgresBefore, postgresAfter) } };
}

/** CPU per request in ms (Arena + PostgreSQL), with its two parts. */
export function perRequest(cpu: CpuUse, requests: number) {
  const arena = cpu.arenaMs / Math.max(1, requests);
  const postgres = cpu.postgresMs / Math.max(1, requests);
  return { arena, postgres, total: arena + postgres };
}

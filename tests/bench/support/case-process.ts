// One benchmark case per process, for the engine and formats benches: `runCaseProcess` starts a cases file with the
// case's arguments and stops it at its time limit; the cases file hands its table of cases to `measureCase`, which
// runs the one named on its command line and prints one JSON line of figures. Each case's time and peak memory are
// then its own, and a slow peer is stopped without taking the others down.
import { spawn } from 'node:child_process';

/** What a case process reports, or why it reported nothing (stopped at its limit, failed, printed no figures). */
export interface Outcome {
  ms?: number;
  cpuMs?: number;
  peakMb?: number;
  note?: string;
  skipped?: string;
}

/** A case: `(n, second)` → a note printed beside its figures; `second` is the bench's own (rounds, groups). */
export type CaseRun = (n: number, second: number) => Promise<string> | string;

/** Runs `tsx <casesFile> <name> <n> <second>` in a child process, killed after `limitS` seconds. */
export function runCaseProcess(
  casesFile: string,
  name: string,
  n: number,
  second: number,
  limitS: number,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const args = ['--import', 'tsx', casesFile, name, String(n), String(second)];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), limitS * 1000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') return resolve({ skipped: `skipped (>${limitS}s)` });
      if (code !== 0) return resolve({ skipped: `failed: ${err.trim().split('\n')[0]}` });
      try {
        resolve(JSON.parse(out.trim().split('\n').pop() as string) as Outcome);
      } catch {
        resolve({ skipped: `no result: ${out.slice(0, 80)}` });
      }
    });
  });
}

/** The case process's side: runs the case its arguments name and prints its wall time, CPU time and peak RSS. */
export function measureCase(cases: Record<string, CaseRun>): void {
  const main = async () => {
    const [name, nText, secondText] = process.argv.slice(2);
    const run = cases[name];
    if (!run) throw new Error(`Unknown case ${name}`);
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const note = await run(Number(nText), Number(secondText ?? 1));
    const ms = performance.now() - start;
    // CPU time of this process: much less sensitive than wall time to other work on a shared machine.
    const cpu = process.cpuUsage(cpuStart);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    // maxRSS is in kilobytes: the peak resident memory of this process.
    const peakMb = process.resourceUsage().maxRSS / 1024;
    process.stdout.write(`${JSON.stringify({ ms, cpuMs, peakMb, note })}\n`);
  };
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}

// How the engine and formats benches print their figures: times, a Markdown table of the cases, and the line that
// says on what machine and under what load they were measured.
import { cpus, loadavg } from 'node:os';
import type { Outcome } from './case-process.js';

export function fmtMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** The figure cells of an outcome: time (or why there is none), CPU time, peak RSS. */
export function figureCells(outcome: Outcome): [string, string, string] {
  return [
    outcome.ms !== undefined ? fmtMs(outcome.ms) : (outcome.skipped ?? ''),
    outcome.cpuMs !== undefined ? fmtMs(outcome.cpuMs) : '',
    outcome.peakMb !== undefined ? `${outcome.peakMb.toFixed(0)} MB` : '',
  ];
}

/** Prints the rows as a Markdown table under `header`, columns as wide as their widest cell. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => pad(cell, widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

/**
 * Prints the bench's total time, Node version, CPUs and the load average at the end, then `notes` (each its own
 * line); returns the one-minute load average.
 */
export function printMachine(startedMs: number, notes: string[]): number {
  const [load1] = loadavg();
  console.log(
    `\nTotal bench time ${fmtMs(performance.now() - startedMs)}; Node ${process.version}; ${cpus().length} CPUs, load average ${load1.toFixed(1)} at the end.` +
      notes.map((note) => `\n${note}`).join(''),
  );
  return load1;
}

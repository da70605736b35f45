// A vitest reporter that writes test-results/file-times.json: each test file's own time (import, set-up, tests and
// hooks, beforeAll included — vitest's JSON report leaves the hooks out) and each project's wall time from its first
// file's start to its last file's end. .ci/slowest-files.mjs prints it at the end of every CI run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface FileTime {
  project: string;
  file: string;
  seconds: number;
  failed: boolean;
}

export default class FileTimesReporter implements Reporter {
  private readonly files: FileTime[] = [];
  private readonly projects = new Map<string, { start: number; end: number; files: number }>();

  private readonly outputFile: string;

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = options.outputFile ?? 'test-results/file-times.json';
  }

  onTestModuleStart(module: TestModule) {
    const name = module.project.name;
    const project = this.projects.get(name) ?? { start: Date.now(), end: Date.now(), files: 0 };
    this.projects.set(name, project);
  }

  onTestModuleEnd(module: TestModule) {
    const diagnostic = module.diagnostic();
    const seconds =
      (diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.collectDuration +
        diagnostic.setupDuration +
        diagnostic.duration) /
      1000;
    const project = module.project.name;
    this.files.push({
      project,
      file: relative(process.cwd(), module.moduleId),
      seconds,
      failed: module.state() === 'failed',
    });
    const times = this.projects.get(project);
    if (times) {
      times.end = Date.now();
      times.files += 1;
    }
  }

  onTestRunEnd() {
    const projects = Object.fromEntries(
      [...this.projects].map(([name, times]) => [
        name,
        { wallSeconds: (times.end - times.start) / 1000, files: times.files },
      ]),
    );
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, JSON.stringify({ projects, files: this.files }, null, 2));
  }
}

// The order the test files start in. Vitest's own order, on a fresh clone with no timings cached, is the larger
// file first, which started the crowd rushes (a 1 KB file whose suite runs 80–90 s, much of it waiting on its
// real-clock windows) last of the API files, with the other worker idle for its whole length. The suites below
// are the longest of their project as `.ci/slowest-files.mjs` prints them; starting them first lets their waits
// overlap the short files. Files not named here keep Vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG_FIRST = [
  'tests/api/crowd/two-process-rushes.test.ts',
  'tests/api/tournaments/phase-transitions.test.ts',
  'tests/api/payouts/distribution-crash.test.ts',
  'tests/api/platform/process-lifecycle.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = LONG_FIRST.findIndex((path) => spec.moduleId.endsWith(path));
  return index < 0 ? LONG_FIRST.length : index;
};

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a project the named files move ahead, the rest keep their order, and
    // the projects stay in their group order.
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    return sorted.sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0 || a.project.name !== b.project.name) return position.get(a)! - position.get(b)!;
      return rank(a) - rank(b) || position.get(a)! - position.get(b)!;
    });
  }
}

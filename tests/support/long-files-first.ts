// The order the test files start in. Vitest's own order, on a fresh clone with no timings cached, is the larger
// file first, which started the crowd rushes (a 1 KB file whose suite runs 80–90 s, much of it waiting on its
// real-clock windows) last of the API files, with the other workers idle for its whole length. The suites below
// are the longest of their kind as `.ci/slowest-files.mjs` prints them; starting them first lets their waits
// overlap the short files. Files not named here keep Vitest's order.
//
// The integration project holds the API suites (tests/api, tests/chain/api) and the browser suites (tests/e2e),
// run side by side (tests/vitest.config.ts): the pool takes files from the front of the list, so the two kinds are
// dealt in turn, one of each, and the CPU-bound API suites keep company with browser suites that mostly wait.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG_FIRST = [
  'tests/api/crowd/two-process-rushes.test.ts',
  'tests/api/payouts/distribution-crash.test.ts',
  'tests/api/tournaments/phase-transitions.test.ts',
  'tests/api/platform/process-lifecycle.test.ts',
  'tests/e2e/people/teams-and-organizations.test.ts',
  'tests/e2e/web/single-elimination-journey.test.ts',
  'tests/e2e/web/honest-pages.test.ts',
  'tests/e2e/web/organizer-tournament-wizard.test.ts',
  'tests/e2e/web/app-shell.test.ts',
  'tests/e2e/web/swiss-journey.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = LONG_FIRST.findIndex((path) => spec.moduleId.endsWith(path));
  return index < 0 ? LONG_FIRST.length : index;
};

/** Browser suites are one kind, every other file (API, chain API, unit) the other. */
const kindOf = (spec: TestSpecification) => (spec.moduleId.includes('/tests/e2e/') ? 'browser' : 'other');

/** One of each list in turn, for as long as any has files left. */
function dealInTurn(lists: TestSpecification[][]): TestSpecification[] {
  const dealt: TestSpecification[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i += 1) for (const list of lists) if (i < list.length) dealt.push(list[i]);
  return dealt;
}

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    // Array.prototype.sort is stable: the named files move ahead, the rest keep Vitest's order.
    const longFirst = (specs: TestSpecification[]) =>
      specs.sort((a, b) => rank(a) - rank(b) || position.get(a)! - position.get(b)!);
    // Projects keep their order (and run in their group order); within a project the kinds are dealt in turn.
    const projects = new Map<string, TestSpecification[]>();
    for (const spec of sorted) projects.set(spec.project.name, [...(projects.get(spec.project.name) ?? []), spec]);
    return [...projects.values()].flatMap((specs) => {
      const kinds = new Map<string, TestSpecification[]>();
      for (const spec of specs) kinds.set(kindOf(spec), [...(kinds.get(kindOf(spec)) ?? []), spec]);
      return dealInTurn([...kinds.values()].map(longFirst));
    });
  }
}

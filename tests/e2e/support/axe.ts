// Runs axe-core inside a page and returns the serious and critical violations.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { REPOSITORY_ROOT } from '../../support/server-process.js';

export interface AxeViolationSummary {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

let axeSource: string | null = null;

export async function seriousAxeViolations(page: Page): Promise<AxeViolationSummary[]> {
  axeSource ??= await readFile(join(REPOSITORY_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  // A button just clicked is still fading to its hover colours (a CSS transition), a dialog still fading in: axe would
  // measure the colours in between (a loaded CI run failed color-contrast on a dialog's submit button that way).
  // Infinite animations (a spinner) never finish and are left out.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

// A refused publish names the settings to fix as formFieldErrors ({"pointsScale": "…"}): shown as lines that
// say which tab holds them. Pure, tested without a browser.
import type { FormFieldErrors } from '../../../../src/contract/error-body.js';

const WHERE: { prefix: string; tab: string }[] = [
  { prefix: 'name', tab: 'Set up: name' },
  { prefix: 'subname', tab: 'Set up: subname' },
  { prefix: 'prizepool', tab: 'Set up: prize pool' },
  { prefix: 'pointsScale', tab: 'Parameters: points scale' },
  { prefix: 'tieBreakReason', tab: 'Parameters: tie-break rule' },
];

export function refusalDetails(errors: FormFieldErrors | null): string[] {
  const lines = Object.entries(errors ?? {}).map(([path, text]) => {
    const where = WHERE.find((w) => path === w.prefix || path.startsWith(`${w.prefix}.`));
    return `${where ? where.tab : path}: ${text}`;
  });
  return [...new Set(lines)];
}

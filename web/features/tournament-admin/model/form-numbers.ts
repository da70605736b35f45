// Form inputs hold text; section bodies hold numbers. An empty or non-numeric entry becomes NaN, which JSON
// sends as null so the server answers "required"/"invalid" at that field instead of the form guessing.
import { tryParseUos } from '../../../../src/domain/uos.js';

export function toNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export function fromNumber(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
}

/**
 * A UOS amount as typed, normalised to a decimal string (8 decimals at most) without ever becoming a float;
 * undefined when left empty. Text that does not parse is sent as typed, for the server to refuse at its field.
 */
export function uosAmountField(text: string): string | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return undefined;
  return tryParseUos(trimmed) === null ? trimmed : trimmed.replace(/^0+(?=\d)/, '');
}

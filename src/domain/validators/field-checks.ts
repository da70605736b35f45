// Small checks every validator repeats (required, length, numeric range), each writing SPEC §5 texts into an
// errors record under a field path such as `scoring.rankRanges.0.points`.

import * as msg from '../validation-messages.js';

export type FieldErrors = Record<string, string>;

/** Records only the first error of a field: the UI shows one text per field. */
export function addError(errors: FieldErrors, path: string, text: string): void {
  if (!(path in errors)) errors[path] = text;
}

export function checkText(
  errors: FieldErrors,
  path: string,
  value: string | undefined | null,
  min: number,
  max: number,
): void {
  const text = (value ?? '').trim();
  if (text.length === 0) return addError(errors, path, msg.REQUIRED);
  if (text.length < min) return addError(errors, path, msg.minLength(min));
  if (text.length > max) addError(errors, path, msg.maxLength(max));
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

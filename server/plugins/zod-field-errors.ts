// Maps zod issues to the generic validation texts of SPEC §5, keyed by field path ("nickname",
// "disciplineAccounts.steam"), so forms can show them inline.
import { validationTexts } from '../../src/contract/validation-texts.js';
import type { FormFieldErrors } from '../../src/contract/error-body.js';

export interface IssueLike {
  path: (string | number)[];
  code: string;
  message: string;
  issue?: {
    code?: string;
    minimum?: number | bigint;
    maximum?: number | bigint;
    origin?: string;
    format?: string;
    input?: unknown;
    expected?: string;
  };
}

function textFor(issue: IssueLike): string {
  const detail = issue.issue ?? {};
  const code = issue.code;
  const origin = detail.origin;
  const missing = detail.input === undefined && /received (undefined|null)/.test(issue.message);
  if (code === 'invalid_type' && missing) return validationTexts.required;
  if (code === 'too_small') {
    if (origin === 'string') {
      const min = Number(detail.minimum ?? 1);
      return min <= 1 ? validationTexts.required : validationTexts.minLength(min);
    }
    if (origin === 'number' || origin === 'bigint') return validationTexts.minValue(String(detail.minimum));
    return validationTexts.tooShort;
  }
  if (code === 'too_big') {
    if (origin === 'string') return validationTexts.maxLength(Number(detail.maximum));
    if (origin === 'number' || origin === 'bigint') return validationTexts.maxValue(String(detail.maximum));
    return validationTexts.tooLong;
  }
  if (code === 'invalid_format') {
    if (detail.format === 'email') return validationTexts.invalidEmail;
    if (detail.format === 'url') return validationTexts.invalidLink;
    if (detail.format === 'datetime' || detail.format === 'date') return validationTexts.invalidDate;
    return validationTexts.invalidFormat;
  }
  if (code === 'required') return validationTexts.required;
  return validationTexts.invalidValue;
}

export function zodIssuesToFieldErrors(issues: IssueLike[], context: string): FormFieldErrors {
  const fields: FormFieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : context;
    fields[key] ??= textFor(issue);
  }
  return fields;
}

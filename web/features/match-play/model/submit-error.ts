// A refused score report, split for the modal (SPEC §8): formFieldErrors go to their fields; what has no field
// in the form, and catalogue codes, become the modal's alert text.
import { GENERIC_ERROR_TEXT, errorText, isErrorCode } from '../../../app/api/error-texts.js';
import { isApiError } from '../../../app/api/api-error.js';
import type { FieldErrors } from './duel-report-form.js';

export function splitSubmitError(
  error: unknown,
  fieldNames: readonly string[],
): { fields: FieldErrors; alert: string | null } {
  if (!isApiError(error)) return { fields: {}, alert: GENERIC_ERROR_TEXT };
  const fields: FieldErrors = {};
  const orphans: string[] = [];
  for (const [name, text] of Object.entries(error.formFieldErrors ?? {})) {
    if (fieldNames.includes(name)) fields[name] = text;
    else orphans.push(text);
  }
  if (orphans.length > 0) return { fields, alert: orphans.join(' ') };
  if (Object.keys(fields).length > 0) return { fields, alert: null };
  const code = error.code;
  return { fields, alert: code && isErrorCode(code) ? errorText(code) : GENERIC_ERROR_TEXT };
}

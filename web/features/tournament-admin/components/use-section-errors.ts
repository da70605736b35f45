// The field errors of a section's last save attempt, looked up by the form's own paths.
import { isApiError } from '../../../app/api/api-error.js';
import { fieldErrorLookup, type FieldErrorLookup } from '../model/field-errors.js';

export function sectionErrors(
  error: unknown,
  prefix?: string,
): { errorAt: FieldErrorLookup; all: Record<string, string> } {
  const all = isApiError(error) ? (error.formFieldErrors ?? {}) : {};
  return { errorAt: fieldErrorLookup(all, prefix), all };
}

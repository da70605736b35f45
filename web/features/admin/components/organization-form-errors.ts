// Puts a failed call's message next to the field it is about: field errors as sent, and the organization
// codes of SPEC §8 on the field they concern (these calls raise no banner).
import { errorText } from '../../../app/api/error-texts.js';
import { isApiError } from '../../../app/api/api-error.js';

const FIELD_OF_CODE: Record<string, string> = {
  'ORGANIZATION-NAME-EXISTS': 'name',
  'ORGANIZATION-OWNER-NOT-FOUND': 'ownerEmail',
  'USER-ALREADY-ORGANIZATION-ADMIN': 'email',
  'ORGANIZATION-USER-NOT-FOUND-BY-EMAIL': 'email',
  'ORGANIZATION-USER-EMAIL-NOT-VERIFIED': 'email',
};

export function organizationFormErrors(
  failure: unknown,
  emailField: 'ownerEmail' | 'email' = 'email',
): Record<string, string> {
  if (!isApiError(failure)) return { form: errorText(null) };
  if (failure.formFieldErrors) return failure.formFieldErrors;
  const code = failure.code ?? '';
  const field = FIELD_OF_CODE[code] === 'email' ? emailField : (FIELD_OF_CODE[code] ?? 'form');
  return { [field]: errorText(code) };
}

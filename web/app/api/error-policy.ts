// SPEC §8 error policy as a decision: what the app does with a failed call. Kept pure so the rules can be
// tested without a browser; the API client carries the decision out.
import type { ErrorBody } from '../../../src/contract/error-body.js';
import { ErrorBodyShape } from './contract-shapes.js';
import { GENERIC_ERROR_TEXT, errorText, isErrorCode } from './error-texts.js';

export type ErrorAction =
  /** Session gone: clear the tokens; go to the IdP unless the user is on a page anyone may see. */
  | { kind: 'sign-in-again'; loginUrl: string; navigate: boolean }
  /** The form shows the texts next to its fields; no banner. */
  | { kind: 'form-errors'; formFieldErrors: Record<string, string> }
  | { kind: 'banner'; text: string };

export function parseErrorBody(value: unknown): ErrorBody | null {
  const parsed = ErrorBodyShape.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function decideErrorAction(body: ErrorBody | null, onLoginRoute: boolean): ErrorAction {
  if (body && typeof body.message === 'object') {
    return { kind: 'sign-in-again', loginUrl: body.message.loginUrl, navigate: onLoginRoute };
  }
  if (body?.formFieldErrors && Object.keys(body.formFieldErrors).length > 0) {
    return { kind: 'form-errors', formFieldErrors: body.formFieldErrors };
  }
  if (body && isErrorCode(body.message)) return { kind: 'banner', text: errorText(body.message) };
  return { kind: 'banner', text: GENERIC_ERROR_TEXT };
}

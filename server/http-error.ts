// The one way services signal a client error: a catalogue code (SPEC §8), a status, and optional field errors.
import type { ErrorCode } from '../src/contract/error-catalogue.js';
import type { FormFieldErrors } from '../src/contract/error-body.js';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    public readonly formFieldErrors?: FormFieldErrors,
  ) {
    super(code);
  }
}

export const badRequest = (code: ErrorCode = 'BAD-REQUEST', fields?: FormFieldErrors) =>
  new HttpError(400, code, fields);
export const fieldErrors = (fields: FormFieldErrors) => new HttpError(400, 'VALIDATION-FAILED', fields);
export const notFound = (code: ErrorCode = 'NOT-FOUND') => new HttpError(404, code);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new HttpError(403, code);
/** `fields` says which settings block the change (e.g. what publishing still needs). */
export const conflict = (code: ErrorCode, fields?: FormFieldErrors) => new HttpError(409, code, fields);

/** Thrown when a request needs a session and has none: answered with {loginUrl} (SPEC §8). */
export class LoginRequiredError extends Error {
  constructor() {
    super('login required');
  }
}

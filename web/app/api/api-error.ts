// What a failed API call throws: the HTTP status and the error body of SPEC §8 when there was one.
import type { ErrorBody, FormFieldErrors } from '../../../src/contract/error-body.js';

export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null, message?: string) {
    super(message ?? (typeof body?.message === 'string' ? body.message : `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The catalogue code, when the server sent one. */
  get code(): string | null {
    return typeof this.body?.message === 'string' ? this.body.message : null;
  }

  /** Set when the session is missing or expired and the user must sign in again. */
  get loginUrl(): string | null {
    const message = this.body?.message;
    return message && typeof message === 'object' ? message.loginUrl : null;
  }

  get formFieldErrors(): FormFieldErrors | null {
    return this.body?.formFieldErrors ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

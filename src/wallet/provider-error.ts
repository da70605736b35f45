// The provider's error catalogue (Ultra Wallet / EIP-1193 codes) and the JSend shapes the page sees.
// Pages receive plain objects, never Error instances, so everything here is serialisable.

export const PROVIDER_ERRORS = {
  userRejected: { code: 4001, status: 'error', message: 'The user rejected the request.' },
  unauthorized: { code: 4100, status: 'error', message: 'The requested method or account is not authorized.' },
  disconnected: { code: 4900, status: 'error', message: 'The wallet cannot reach the network.' },
  invalidInput: { code: -32000, status: 'fail', message: 'Invalid input.' },
  resourceUnavailable: {
    code: -32002,
    status: 'error',
    message: 'Resource unavailable: a request is already pending.',
  },
  transactionRejected: { code: -32003, status: 'error', message: 'Transaction rejected.' },
  limitExceeded: { code: -32005, status: 'error', message: 'Limit exceeded: too many pending requests.' },
  invalidRequest: { code: -32600, status: 'fail', message: 'Invalid request.' },
  methodNotFound: { code: -32601, status: 'fail', message: 'The method does not exist or is not available.' },
  internal: { code: -32603, status: 'error', message: 'Internal error.' },
} as const;

export type ProviderErrorKind = keyof typeof PROVIDER_ERRORS;
export type ProviderErrorCode = (typeof PROVIDER_ERRORS)[ProviderErrorKind]['code'];

/** What a rejected `window.ultra` promise carries (JSend fail/error). */
export interface ProviderFailure {
  status: 'fail' | 'error';
  code: number;
  message: string;
  data?: unknown;
}

/** What a resolved `window.ultra` promise carries. */
export interface ProviderSuccess<T = unknown> {
  status: 'success';
  data: T;
}

export type ProviderResponse<T = unknown> = ProviderSuccess<T> | ProviderFailure;

/** Thrown inside the wallet; turned into a ProviderFailure at the boundary. */
export class ProviderError extends Error {
  readonly code: number;
  readonly status: 'fail' | 'error';
  readonly data?: unknown;

  constructor(kind: ProviderErrorKind, message?: string, data?: unknown) {
    const entry = PROVIDER_ERRORS[kind];
    super(message ?? entry.message);
    this.name = 'ProviderError';
    this.code = entry.code;
    this.status = entry.status;
    this.data = data;
  }

  toFailure(): ProviderFailure {
    const failure: ProviderFailure = { status: this.status, code: this.code, message: this.message };
    if (this.data !== undefined) failure.data = this.data;
    return failure;
  }
}

export function success<T>(data: T): ProviderSuccess<T> {
  return { status: 'success', data };
}

/**
 * Any thrown value becomes a failure; unknown errors become -32603 without their text,
 * because an internal message could carry secrets or stack details.
 */
export function toFailure(error: unknown): ProviderFailure {
  if (error instanceof ProviderError) return error.toFailure();
  return new ProviderError('internal').toFailure();
}

export function isProviderFailure(value: unknown): value is ProviderFailure {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (candidate.status === 'fail' || candidate.status === 'error') && typeof candidate.code === 'number';
}

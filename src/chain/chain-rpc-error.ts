// The error a chain node reports, carrying nodeos's error code and assert text (e.g. 3050003 with
// "assertion failure with message: overdrawn balance").

export interface NodeosErrorBody {
  code?: number;
  message?: string;
  error?: {
    code?: number;
    name?: string;
    what?: string;
    details?: { message?: string; file?: string; line_number?: number; method?: string }[];
  };
}

export class ChainRpcError extends Error {
  /** nodeos error code such as 3050003; undefined when the node gave none (network failures). */
  code?: number;
  /** The chain's own text, e.g. "assertion failure with message: overdrawn balance". */
  details?: string;
  /** nodeos exception name such as eosio_assert_message_exception. */
  errorName?: string;
  httpStatus?: number;
  body?: unknown;

  constructor(
    message: string,
    init: { code?: number; details?: string; errorName?: string; httpStatus?: number; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ChainRpcError';
    this.code = init.code;
    this.details = init.details;
    this.errorName = init.errorName;
    this.httpStatus = init.httpStatus;
    this.body = init.body;
  }

  /** Builds the error from a nodeos error body the way eosjs picks its message. */
  static fromBody(body: unknown, httpStatus?: number): ChainRpcError {
    const json = (body ?? {}) as NodeosErrorBody & {
      processed?: { except?: { message?: string; code?: number; name?: string } };
    };
    const detail = json.error?.details?.[0]?.message;
    const except = json.processed?.except;
    const message = detail ?? except?.message ?? json.error?.what ?? json.message ?? 'Chain request failed';
    return new ChainRpcError(message, {
      code: json.error?.code ?? except?.code,
      details: detail ?? except?.message,
      errorName: json.error?.name ?? except?.name,
      httpStatus,
      body,
    });
  }
}

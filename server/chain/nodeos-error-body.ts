// The error body nodeos answers with (and eosjs reads: error.details[0].message), for any ChainError.
import type { ChainError } from './chain-errors.js';

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 404: 'Not Found', 500: 'Internal Service Error' };

export function nodeosErrorBody(error: ChainError) {
  return {
    code: error.httpStatus,
    message: STATUS_TEXT[error.httpStatus] ?? 'Internal Service Error',
    error: {
      code: error.code,
      name: error.errorName,
      what: error.what,
      details: [{ message: error.message, file: '', line_number: 0, method: '' }],
    },
  };
}

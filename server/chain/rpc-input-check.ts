// Malformed RPC input is answered the way a node answers it (invalid_http_request, name_type_exception),
// before any handler or database sees it: a NUL, say, would otherwise come back as PostgreSQL's own text.
import { isValidName } from '../../src/chain/index.js';
import { badRequest, ChainError } from './chain-errors.js';
import { fieldsWithNul } from '../plugins/text-guard.js';

/** Parameters that are Antelope names in every method that takes them. */
const NAME_FIELDS = ['account_name', 'code', 'account'] as const;

function invalidName(value: unknown): ChainError {
  const shown = typeof value === 'string' ? value.slice(0, 32) : typeof value;
  return new ChainError(3010001, 'name_type_exception', 'Invalid name', `Invalid name: ${shown}`, 400);
}

/** Throws the node's error for input no method can take. */
export function checkRpcInput(body: Record<string, unknown>): void {
  if (fieldsWithNul(body).length > 0) throw badRequest('Unable to parse valid input from POST body');
  for (const field of NAME_FIELDS) {
    if (!(field in body)) continue;
    const value = body[field];
    if (typeof value !== 'string' || (value !== '' && !isValidName(value))) throw invalidName(value);
  }
}

// PostgreSQL refusing a character in text: the input was bad, whatever reached the database.
const UNSTORABLE_TEXT = new Set(['22P05', '22021']);

/** The node's error for a failure no ChainError describes: never the underlying text. */
export function unexpectedChainFailure(error: unknown): ChainError {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UNSTORABLE_TEXT.has(code)) {
    return badRequest('Unable to parse valid input from POST body');
  }
  return new ChainError(0, 'exception', 'unspecified', 'unexpected failure');
}

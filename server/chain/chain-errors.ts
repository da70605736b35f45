// nodeos-style failures: each carries the chain's numeric code and exception name so the RPC layer can
// answer with the body eosjs and the wallet understand (ultra-chain.md §3.1).

export class ChainError extends Error {
  constructor(
    readonly code: number,
    readonly errorName: string,
    readonly what: string,
    message: string,
    readonly httpStatus = 500,
  ) {
    super(message);
    this.name = 'ChainError';
  }
}

/** A contract's eosio_assert: message text "assertion failure with message: <text>". */
export function assertFailure(text: string): ChainError {
  return new ChainError(
    3050003,
    'eosio_assert_message_exception',
    'eosio_assert_message assertion failure',
    `assertion failure with message: ${text}`,
  );
}

/** Contract-side assert helper: throws the nodeos assert failure when `condition` is false. */
export function check(condition: unknown, text: string): asserts condition {
  if (!condition) throw assertFailure(text);
}

export function missingAuthority(account: string): ChainError {
  return new ChainError(
    3090004,
    'missing_auth_exception',
    'Missing required authority',
    `missing authority of ${account}`,
  );
}

export function unsatisfiedAuthorization(actor: string, permission: string): ChainError {
  return new ChainError(
    3090003,
    'unsatisfied_authorization',
    'Provided keys, permissions, and delays do not satisfy declared authorizations',
    `transaction declares authority '{"actor":"${actor}","permission":"${permission}"}', but does not have signatures for it.`,
  );
}

/** A signature that no declared authorization needed (an extra key, or the same key twice). */
export function irrelevantSignatures(): ChainError {
  return new ChainError(
    3090005,
    'irrelevant_auth_exception',
    'Irrelevant authority included',
    'transaction bears unsatisfied or irrelevant signatures',
  );
}

export function expiredTransaction(expiration: string, blockTime: string): ChainError {
  return new ChainError(
    3040005,
    'expired_tx_exception',
    'Expired Transaction',
    `expired transaction ${expiration}, expiration is ${expiration} and pending block time is ${blockTime}`,
  );
}

export function expirationTooFar(expiration: string, blockTime: string): ChainError {
  return new ChainError(
    3040006,
    'tx_exp_too_far_exception',
    'Transaction Expiration Too Far',
    `Transaction expiration is too far in the future relative to the reference time of ${blockTime}, expiration is ${expiration} and the maximum transaction lifetime is 3600 seconds`,
  );
}

export function invalidRefBlock(): ChainError {
  return new ChainError(
    3040007,
    'invalid_ref_block_exception',
    'Invalid Reference Block',
    "Transaction's reference block did not match. Is this transaction from a different fork?",
  );
}

export function duplicateTransaction(id: string): ChainError {
  return new ChainError(3040008, 'tx_duplicate', 'Duplicate transaction', `duplicate transaction ${id}`);
}

export function unknownBlock(blockNumOrId: unknown): ChainError {
  return new ChainError(
    3100002,
    'unknown_block_exception',
    'Unknown block',
    `Could not find block: ${String(blockNumOrId)}`,
  );
}

export function decodeFailure(message: string): ChainError {
  return new ChainError(3015014, 'pack_exception', 'Pack data exception', message);
}

export function invalidSignature(message: string): ChainError {
  return new ChainError(3010003, 'signature_type_exception', 'Invalid signature', message);
}

export function transactionRejected(message: string): ChainError {
  return new ChainError(3040000, 'transaction_exception', 'Transaction exception', message);
}

export function unknownAccount(name: string): ChainError {
  return new ChainError(0, 'exception', 'unspecified', `unknown key (eosio::chain::name): ${name}`);
}

export function badRequest(message: string): ChainError {
  return new ChainError(3200006, 'invalid_http_request', 'invalid http request', message, 400);
}

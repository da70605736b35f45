// Turns a push_transaction body into a checked, decoded transaction: inflate, unpack, decode every
// action with the deployed ABI, parse signatures (canonical only) and prepare the signing preimage.
import { inflateSync } from 'node:zlib';
import {
  bytesToHex,
  hexToBytes,
  isCanonicalSignature,
  signatureBytes,
  signingPreimage,
  transactionId,
  unpackTransaction,
  type TransactionJson,
} from '../../src/chain/index.js';
import {
  assertFailure,
  badRequest,
  ChainError,
  decodeFailure,
  invalidSignature,
  transactionRejected,
} from './chain-errors.js';
import { DEPLOYED_CONTRACTS } from './contract-registry.js';

export interface DecodedAction {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  data: Record<string, unknown>;
  hexData: string;
}

export interface DecodedTransaction {
  id: string;
  packedTrx: Uint8Array;
  trx: TransactionJson;
  expirationMs: number;
  signatures: string[];
  signatureBytes: Uint8Array[];
  preimage: Uint8Array;
  actions: DecodedAction[];
}

export interface PushBody {
  signatures?: unknown;
  compression?: unknown;
  packed_context_free_data?: unknown;
  packed_trx?: unknown;
}

function hexField(value: unknown, field: string): Uint8Array {
  if (value === undefined || value === null || value === '') return new Uint8Array(0);
  if (typeof value !== 'string' || !/^([0-9a-fA-F]{2})*$/.test(value)) throw badRequest(`${field} must be hex`);
  return hexToBytes(value.toLowerCase());
}

function isCompressed(compression: unknown): boolean {
  if (
    compression === undefined ||
    compression === null ||
    compression === 0 ||
    compression === '0' ||
    compression === 'none'
  )
    return false;
  if (compression === 1 || compression === '1' || compression === 'zlib') return true;
  throw badRequest(`Unknown compression ${String(compression)}`);
}

function inflate(bytes: Uint8Array, field: string): Uint8Array {
  try {
    return new Uint8Array(inflateSync(bytes));
  } catch {
    throw decodeFailure(`${field} could not be decompressed`);
  }
}

export function decodeActionData(account: string, name: string, hexData: string): Record<string, unknown> {
  const contract = DEPLOYED_CONTRACTS.get(account);
  if (!contract || !contract.codec.hasAction(name) || !contract.actions[name])
    throw assertFailure(`unknown action ${account}::${name}`);
  try {
    return contract.codec.decodeAction(name, hexToBytes(hexData));
  } catch (error) {
    if (error instanceof ChainError) throw error;
    throw assertFailure(`unable to unpack ${account}::${name} data: ${(error as Error).message}`);
  }
}

export function decodePushBody(body: PushBody, chainId: string): DecodedTransaction {
  if (!body || typeof body !== 'object') throw badRequest('Request body must be a JSON object');
  const compressed = isCompressed(body.compression);
  let packedTrx = hexField(body.packed_trx, 'packed_trx');
  let packedCfd = hexField(body.packed_context_free_data, 'packed_context_free_data');
  if (packedTrx.length === 0) throw badRequest('packed_trx is required');
  if (compressed) {
    packedTrx = inflate(packedTrx, 'packed_trx');
    if (packedCfd.length > 0) packedCfd = inflate(packedCfd, 'packed_context_free_data');
  }

  let trx: TransactionJson;
  try {
    trx = unpackTransaction(packedTrx);
  } catch (error) {
    throw decodeFailure(`Unable to unpack transaction: ${(error as Error).message}`);
  }
  if (trx.context_free_actions.length > 0)
    throw transactionRejected('context-free actions are not supported by the dev chain');
  if (trx.delay_sec !== 0) throw transactionRejected('delayed transactions are not supported by the dev chain');
  if (trx.transaction_extensions.length > 0)
    throw transactionRejected('transaction extensions are not supported by the dev chain');
  if (trx.actions.length === 0)
    throw new ChainError(
      3040002,
      'tx_no_action',
      'transaction has no actions',
      'A transaction must have at least one action',
    );

  const rawSignatures = Array.isArray(body.signatures) ? body.signatures : [];
  if (!Array.isArray(body.signatures)) throw badRequest('signatures must be an array');
  const signatures: string[] = [];
  const sigBytes: Uint8Array[] = [];
  for (const signature of rawSignatures) {
    let bytes: Uint8Array;
    try {
      bytes = signatureBytes(String(signature));
    } catch (error) {
      throw invalidSignature(`Invalid signature ${String(signature)}: ${(error as Error).message}`);
    }
    if (!isCanonicalSignature(bytes)) throw invalidSignature('signature is not canonical');
    signatures.push(String(signature));
    sigBytes.push(bytes);
  }

  const actions = trx.actions.map((action) => {
    if (action.authorization.length === 0)
      throw new ChainError(
        3090002,
        'irrelevant_auth_exception',
        'Irrelevant authority included',
        `action ${action.account}::${action.name} declares no authorization`,
      );
    return {
      account: action.account,
      name: action.name,
      authorization: action.authorization.map((a) => ({ actor: a.actor, permission: a.permission })),
      data: decodeActionData(action.account, action.name, action.data),
      hexData: action.data,
    };
  });

  return {
    id: transactionId(packedTrx),
    packedTrx,
    trx,
    expirationMs: Date.parse(`${trx.expiration}Z`),
    signatures,
    signatureBytes: sigBytes,
    preimage: signingPreimage(chainId, packedTrx, packedCfd.length > 0 ? packedCfd : null),
    actions,
  };
}

export { bytesToHex };

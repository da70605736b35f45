// Binary encoding of action data, table rows, ABIs and transactions, on top of eosjs's serializer.
// Both the signer (transact) and the dev chain decode with these same definitions.
import './buffer-polyfill';
import { Serialize, type RpcInterfaces } from 'eosjs';

export type ChainAbi = RpcInterfaces.Abi;

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder();
const newBuffer = () => new Serialize.SerialBuffer({ textEncoder, textDecoder });

// nodeos prints time_point_sec without milliseconds ("2021-06-01T00:00:00"); eosjs appends ".000".
function secondsTimeLikeNodeos(types: Map<string, Serialize.Type>): Map<string, Serialize.Type> {
  const type = types.get('time_point_sec');
  if (type) {
    const deserialize = type.deserialize;
    type.deserialize = (buffer, state, allowExtensions) =>
      String(deserialize.call(type, buffer, state, allowExtensions)).replace(/\.000$/, '');
  }
  return types;
}

// getTypesFromAbi resolves the field types of these built-in definitions.
const abiDefTypes = Serialize.getTypesFromAbi(Serialize.createAbiTypes());
const transactionTypes = Serialize.getTypesFromAbi(secondsTimeLikeNodeos(Serialize.createTransactionTypes()));

/** Serializes action arguments and table rows of one contract. */
export class AbiCodec {
  readonly abi: ChainAbi;
  private readonly types: Map<string, Serialize.Type>;
  private readonly actionTypes = new Map<string, string>();
  private readonly tableTypes = new Map<string, string>();

  constructor(abi: ChainAbi) {
    this.abi = abi;
    this.types = Serialize.getTypesFromAbi(secondsTimeLikeNodeos(Serialize.createInitialTypes()), abi);
    for (const action of abi.actions) this.actionTypes.set(action.name, action.type);
    for (const table of abi.tables) this.tableTypes.set(table.name, table.type);
  }

  hasAction(name: string): boolean {
    return this.actionTypes.has(name);
  }

  tableType(table: string): string | undefined {
    return this.tableTypes.get(table);
  }

  encode(type: string, value: unknown): Uint8Array {
    const buffer = newBuffer();
    Serialize.getType(this.types, type).serialize(buffer, value);
    return buffer.asUint8Array();
  }

  /** Decodes and insists that every byte was consumed, as nodeos does for action data. */
  decode(type: string, bytes: Uint8Array): Record<string, unknown> {
    const buffer = newBuffer();
    buffer.pushArray(bytes);
    const value = Serialize.getType(this.types, type).deserialize(buffer) as Record<string, unknown>;
    if (buffer.readPos !== bytes.length) throw new RangeError(`Unexpected trailing bytes decoding ${type}`);
    return value;
  }

  encodeAction(action: string, data: unknown): Uint8Array {
    const type = this.actionTypes.get(action);
    if (!type) throw new RangeError(`Unknown action ${action}`);
    return this.encode(type, data);
  }

  decodeAction(action: string, bytes: Uint8Array): Record<string, unknown> {
    const type = this.actionTypes.get(action);
    if (!type) throw new RangeError(`Unknown action ${action}`);
    return this.decode(type, bytes);
  }
}

/** The binary `abi_def` that get_raw_abi returns (base64 of these bytes). */
export function abiToBinary(abi: ChainAbi): Uint8Array {
  const buffer = newBuffer();
  abiDefTypes.get('abi_def')!.serialize(buffer, abi);
  return buffer.asUint8Array();
}

export function binaryToAbi(bytes: Uint8Array): ChainAbi {
  const buffer = newBuffer();
  buffer.pushArray(bytes);
  return abiDefTypes.get('abi_def')!.deserialize(buffer) as ChainAbi;
}

export interface PackedAuthorization {
  actor: string;
  permission: string;
}

export interface PackedAction {
  account: string;
  name: string;
  authorization: PackedAuthorization[];
  /** Lowercase hex of the serialized arguments. */
  data: string;
}

/** A transaction in its JSON form with action data still as hex (what signOnly returns). */
export interface TransactionJson {
  expiration: string;
  ref_block_num: number;
  ref_block_prefix: number;
  max_net_usage_words: number;
  max_cpu_usage_ms: number;
  delay_sec: number;
  context_free_actions: PackedAction[];
  actions: PackedAction[];
  /** [type, hex data] pairs; eosjs only ever emits type 1 (resource_payer). */
  transaction_extensions: [number, string][];
}

const lowerActions = (actions: PackedAction[]) => actions.map((a) => ({ ...a, data: String(a.data).toLowerCase() }));

export function packTransaction(transaction: TransactionJson): Uint8Array {
  const buffer = newBuffer();
  transactionTypes.get('transaction')!.serialize(buffer, transaction);
  return buffer.asUint8Array();
}

// eosjs decodes the extension pairs as one flat [type, data, type, data, …] list.
function pairUp(flat: unknown[] = []): [number, string][] {
  const pairs: [number, string][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([Number(flat[i]), String(flat[i + 1]).toLowerCase()]);
  return pairs;
}

/** Decodes packed_trx; rejects trailing bytes so two encodings cannot share one meaning. */
export function unpackTransaction(bytes: Uint8Array): TransactionJson {
  const buffer = newBuffer();
  buffer.pushArray(bytes);
  const trx = transactionTypes.get('transaction')!.deserialize(buffer) as TransactionJson;
  if (buffer.readPos !== bytes.length) throw new RangeError('Unexpected trailing bytes in packed transaction');
  return {
    ...trx,
    context_free_actions: lowerActions(trx.context_free_actions),
    actions: lowerActions(trx.actions),
    transaction_extensions: pairUp(trx.transaction_extensions),
  };
}

/** Decodes packed context-free data (count, then bytes entries). */
export function unpackContextFreeData(bytes: Uint8Array): Uint8Array[] {
  if (bytes.length === 0) return [];
  const buffer = newBuffer();
  buffer.pushArray(bytes);
  const count = buffer.getVaruint32();
  const entries: Uint8Array[] = [];
  for (let i = 0; i < count; i++) entries.push(buffer.getBytes());
  return entries;
}

// Building, signing and (optionally) pushing transactions with eosjs: ABIs and TAPOS come from the
// node, signing happens locally with the given keys (no get_required_keys round trip).
import './buffer-polyfill';
import { Api, JsonRpc, RpcError } from 'eosjs';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { ActionInput } from './contracts';
import { ChainClient } from './chain-client';
import { ChainRpcError } from './chain-rpc-error';
import { KeySignatureProvider } from './key-signature-provider';
import { transactionId } from './digests';
import { abiToBinary, unpackTransaction, type ChainAbi, type TransactionJson } from './abi-codec';

export interface TransactOptions {
  rpcUrl: string;
  chainId?: string;
  actions: ActionInput[];
  privateKeys: string[];
  broadcast: boolean;
  blocksBehind?: number;
  expireSeconds?: number;
  fetch?: typeof fetch;
  /** ABIs known in advance (account → ABI): used instead of asking the node. */
  abis?: Record<string, ChainAbi>;
}

export interface TransactResult {
  transactionId: string;
  signatures: string[];
  /** Hex of the serialized transaction. */
  packedTrx: string;
  /** The signed transaction as JSON (signOnly shape): header, actions with hex data, signatures. */
  transaction: Record<string, unknown>;
  /** The node's push_transaction body when broadcast. */
  processed?: Record<string, unknown>;
}

/** A fixed reference block, for signing without asking the node (benchmarks, offline signing). */
export interface TaposFields {
  expiration: string;
  ref_block_num: number;
  ref_block_prefix: number;
}

export interface TransactorOptions {
  rpcUrl: string;
  chainId?: string;
  privateKeys: string[];
  fetch?: typeof fetch;
  /** ABIs known in advance (account → ABI); the node is not asked for these. */
  abis?: Record<string, ChainAbi>;
}

/** Reusable signer: keeps eosjs's ABI cache and the chain id between transactions. */
export class Transactor {
  readonly client: ChainClient;
  private readonly api: Api;
  private readonly signer: KeySignatureProvider;

  constructor(options: TransactorOptions) {
    const fetchImpl =
      options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
    this.client = new ChainClient(options.rpcUrl, fetchImpl);
    this.signer = new KeySignatureProvider(options.privateKeys);
    const rpc = new JsonRpc(this.client.rpcUrl, { fetch: fetchImpl as never });
    this.api = new Api({
      rpc,
      signatureProvider: this.signer,
      chainId: options.chainId,
      textEncoder: new TextEncoder(),
      textDecoder: new TextDecoder(),
    });
    for (const [account, abi] of Object.entries(options.abis ?? {}))
      this.api.cachedAbis.set(account, { rawAbi: abiToBinary(abi), abi });
  }

  async transact(options: {
    actions: ActionInput[];
    broadcast: boolean;
    blocksBehind?: number;
    expireSeconds?: number;
    tapos?: TaposFields;
  }): Promise<TransactResult> {
    const config = options.tapos
      ? { broadcast: false, sign: true, requiredKeys: this.signer.availableKeys }
      : {
          broadcast: false,
          sign: true,
          requiredKeys: this.signer.availableKeys,
          blocksBehind: options.blocksBehind ?? 3,
          expireSeconds: options.expireSeconds ?? 30,
        };
    let signed: { signatures: string[]; serializedTransaction: Uint8Array };
    try {
      signed = (await this.api.transact(
        { ...(options.tapos ?? {}), actions: options.actions },
        config,
      )) as typeof signed;
    } catch (error) {
      throw toChainError(error);
    }
    const packed = signed.serializedTransaction;
    const trx: TransactionJson = unpackTransaction(packed);
    const result: TransactResult = {
      transactionId: transactionId(packed),
      signatures: signed.signatures,
      packedTrx: bytesToHex(packed),
      transaction: { ...trx, signatures: signed.signatures, context_free_data: [] },
    };
    if (options.broadcast) {
      result.processed = await this.client.pushTransaction({
        signatures: signed.signatures,
        packed_trx: result.packedTrx,
      });
    }
    return result;
  }
}

export async function transact(options: TransactOptions): Promise<TransactResult> {
  return new Transactor(options).transact(options);
}

// eosjs wraps node errors and fetch failures in RpcError; callers only see ChainRpcError for those.
function toChainError(error: unknown): unknown {
  if (error instanceof ChainRpcError) return error;
  if (error instanceof RpcError) {
    const { json } = error as { json?: { isFetchError?: boolean; message?: string } };
    if (json?.isFetchError) return new ChainRpcError(`Chain node unreachable: ${json.message ?? ''}`);
    return ChainRpcError.fromBody(json, 500);
  }
  return error;
}

// The chain side of paying from the platform escrow account (payment-runner.ts): signing with the platform key
// without asking the node anything (payments are signed under a database lock, and on PGlite the dev chain shares
// that one session), and pushing a stored transaction again and again until the chain says it is in, or can
// never be.
import {
  ChainRpcError,
  CONTRACTS,
  NFT_ABI,
  refBlockPrefix,
  TOKEN_ABI,
  Transactor,
  type ActionInput,
  type ChainClient,
  type ChainInfo,
} from '../../../src/chain/index.js';
import type { ChainGateway } from '../wallet/wallet-module.js';
import type { PlatformKey } from '../wallet/wallet-module.js';
import type { StoredPaymentTransaction } from './payment-tables.js';

const DUPLICATE_TRANSACTION = 3040008;
const TX_NOT_FOUND = 3040011;
/** How long a signed payment may wait to be included. */
const PAYMENT_EXPIRE_SECONDS = 120;
/**
 * Past its expiration by this much (chain time) and absent from the chain, a transaction is given up: no push
 * that started before the expiration can still be committing by then.
 */
const EXPIRY_MARGIN_MS = 30_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60 * 60_000;

/** The delay before the next attempt of a payment that failed `attempts` times already (exponential). */
export const retryDelayMs = (attempts: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempts, 20));

/** TaPoS and expiration from the chain's head, read before any lock is taken. */
export function paymentTapos(info: ChainInfo) {
  return {
    expiration: new Date(Date.parse(`${info.head_block_time}Z`) + PAYMENT_EXPIRE_SECONDS * 1000)
      .toISOString()
      .slice(0, 19),
    ref_block_num: info.head_block_num & 0xffff,
    ref_block_prefix: refBlockPrefix(info.head_block_id),
  };
}

export interface SignedPayment {
  transactionId: string;
  stored: StoredPaymentTransaction;
}

/** The platform's signer, knowing the chain id and the ABIs up front, so signing asks the node nothing. */
export class PlatformPaymentSigner {
  private signer: Transactor | null = null;
  private signerChainId: string | null = null;

  constructor(
    private readonly chain: ChainGateway,
    private readonly platformKey: PlatformKey,
    private readonly nodeFetch?: typeof fetch,
  ) {}

  async sign(actions: ActionInput[], info: ChainInfo, tapos = paymentTapos(info)): Promise<SignedPayment> {
    if (!this.signer || this.signerChainId !== info.chain_id) {
      this.signerChainId = info.chain_id;
      this.signer = new Transactor({
        rpcUrl: this.chain.client.rpcUrl,
        chainId: info.chain_id,
        privateKeys: [this.platformKey.privateKey],
        fetch: this.nodeFetch,
        abis: { [CONTRACTS.token]: TOKEN_ABI, [CONTRACTS.nft]: NFT_ABI },
      });
    }
    const signed = await this.signer.transact({ actions, broadcast: false, tapos });
    return {
      transactionId: signed.transactionId,
      stored: { signatures: signed.signatures, packedTrx: signed.packedTrx, expiration: tapos.expiration },
    };
  }
}

/** Whether the chain has the transaction (its history); an unreachable chain throws. */
export async function includedOnChain(client: ChainClient, transactionId: string): Promise<boolean> {
  try {
    await client.getTransaction(transactionId);
    return true;
  } catch (error) {
    // tx_not_found, as nodeos's history plugin answers it (HTTP 500 with code 3040011).
    if (
      error instanceof ChainRpcError &&
      (error.code === TX_NOT_FOUND || (error.httpStatus !== undefined && error.httpStatus < 500))
    )
      return false;
    throw error;
  }
}

/**
 * Pushes a stored transaction as is. 'INCLUDED' when the chain has it (now, or from an earlier push: a
 * duplicate), 'EXPIRED' when it is not on chain and the chain can no longer include it (sign again); any other
 * failure throws, to be recorded and retried.
 */
export async function pushStoredTransaction(
  client: ChainClient,
  transactionId: string,
  stored: StoredPaymentTransaction,
): Promise<'INCLUDED' | 'EXPIRED'> {
  try {
    await client.pushTransaction({ signatures: stored.signatures, packed_trx: stored.packedTrx });
    return 'INCLUDED';
  } catch (error) {
    const duplicate =
      error instanceof ChainRpcError && (error.code === DUPLICATE_TRANSACTION || /duplicate/i.test(error.message));
    if (duplicate || (await includedOnChain(client, transactionId))) return 'INCLUDED';
    // Chain time, not the injected clock: the node decides what it can still include.
    const info = await client.getInfo();
    if (Date.parse(`${info.head_block_time}Z`) >= Date.parse(`${stored.expiration}Z`) + EXPIRY_MARGIN_MS)
      return 'EXPIRED';
    throw error;
  }
}

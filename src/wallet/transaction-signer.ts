// Signs (and by default broadcasts) an approved transaction with the keys the vault holds for its
// authorizations, shapes the result as Ultra Wallet does (reference §2.5) and records it.
import { summariseAction } from './action-display';
import type { ChainAccess } from './chain-access';
import { rememberRecipients } from './known-recipients';
import type { WalletNetwork } from './network-registry';
import { ProviderError } from './provider-error';
import type { RequestedAction } from './transaction-request';
import type { Vault } from './vault';
import type { Keyring, WalletState } from './wallet-state';

const RECENT_TRANSACTIONS_KEPT = 50;

/**
 * How long a sign-only transaction stays valid. The approval says the site may broadcast it later, so it
 * must not expire within the usual 30 s: one hour, the longest nodeos accepts (max_transaction_lifetime
 * 3600 s, counted from the reference block, a few blocks before signing).
 */
export const SIGN_ONLY_EXPIRE_SECONDS = 3600;

export function chainFailure(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof TypeError) return new ProviderError('disconnected'); // fetch could not reach the node
  const chainError = error as { name?: string; httpStatus?: number; code?: number };
  // src/chain reports an unreachable node as a ChainRpcError with no HTTP status and no nodeos code.
  if (chainError?.name === 'ChainRpcError' && chainError.httpStatus === undefined && chainError.code === undefined) {
    return new ProviderError('disconnected');
  }
  const details = (error as { details?: unknown })?.details;
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError(
    'transactionRejected',
    undefined,
    typeof details === 'string' && details ? details : message,
  );
}

export class TransactionSigner {
  constructor(
    private readonly vault: Vault,
    private readonly chain: ChainAccess,
    private readonly state: WalletState,
    private readonly now: () => number = Date.now,
  ) {}

  async sign(
    origin: string,
    network: WalletNetwork,
    keyring: Keyring,
    actions: RequestedAction[],
    signOnly: boolean,
  ): Promise<Record<string, unknown>> {
    const { privateKeys, unsignedAuth } = await this.keysFor(keyring, actions);
    if (privateKeys.length === 0) {
      throw new ProviderError(
        'transactionRejected',
        'The wallet holds no key for the requested authorizations',
        unsignedAuth.join(', '),
      );
    }
    let result;
    try {
      result = await this.chain.transact({
        nodeUrl: network.nodeUrl,
        chainId: network.chainId ?? undefined,
        actions,
        privateKeys,
        broadcast: !signOnly,
        // Sent at once: the default 30 s; kept by the site: as long as the chain allows.
        expireSeconds: signOnly ? SIGN_ONLY_EXPIRE_SECONDS : undefined,
      });
    } catch (error) {
      throw chainFailure(error);
    }
    if (signOnly) {
      return {
        ...result.transaction,
        signatures: result.signatures,
        context_free_data: [],
        unsignedAuth,
        transaction_id: '',
        transactionHash: '',
        processed: null,
      };
    }
    await this.record(origin, network, actions, result.transactionId);
    // src/chain hands back the node's push_transaction body ({transaction_id, processed}); the page
    // gets that body plus transactionHash (reference §2.5).
    const body = result.processed ?? {};
    const pushed = 'processed' in body ? body : { transaction_id: result.transactionId, processed: body };
    return { ...pushed, transactionHash: result.transactionId };
  }

  private async keysFor(
    keyring: Keyring,
    actions: RequestedAction[],
  ): Promise<{ privateKeys: string[]; unsignedAuth: string[] }> {
    const privateKeys = new Set<string>();
    const unsigned = new Set<string>();
    for (const auth of actions.flatMap((a) => a.authorization)) {
      const entries = keyring.accounts.filter((a) => a.accountName === auth.actor && a.permission === auth.permission);
      let found = false;
      for (const entry of entries) {
        const key = await this.vault.privateKeyFor(entry.publicKey);
        if (key) {
          privateKeys.add(key);
          found = true;
        }
      }
      if (!found) unsigned.add(`${auth.actor}@${auth.permission}`);
    }
    return { privateKeys: [...privateKeys], unsignedAuth: [...unsigned] };
  }

  private async record(
    origin: string,
    network: WalletNetwork,
    actions: RequestedAction[],
    transactionId: string,
  ): Promise<void> {
    const entry = {
      transactionId,
      origin,
      chainId: network.chainId,
      networkName: network.name,
      account: actions[0]?.authorization[0]?.actor ?? '',
      actions: actions.map((a) => ({ contract: a.account, action: a.name, summary: summariseAction(a) })),
      at: this.now(),
    };
    const existing = await this.state.recentTransactions.load();
    await this.state.recentTransactions.save([entry, ...existing].slice(0, RECENT_TRANSACTIONS_KEPT));
    if (entry.account) await rememberRecipients(this.state, network.id, entry.account, actions);
  }
}

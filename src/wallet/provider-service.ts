// Answers the page's `window.ultra` requests. Every request passes the policy table, the per-origin
// in-flight limit, and comes back as a JSend envelope; nothing here ever returns key material.
import { availableAuthorizations, selectedAccountEntry, selectedAccountInfo, toAccountInfos } from './account-book';
import { describeAction } from './action-display';
import type { ApprovalQueue, RequestSource } from './approval-queue';
import type { KeyTools } from './key-tools';
import { parseSignableMessage } from './message-request';
import { needsAcknowledgement } from './permission-risks';
import type { NetworkRegistry } from './network-registry';
import { isChainId } from './network-rules';
import { ProviderError, success, toFailure, type ProviderResponse } from './provider-error';
import {
  isProviderMethod,
  PROVIDER_POLICY,
  type ConnectResult,
  type NetworkInfo,
  type ProviderMethod,
} from './provider-methods';
import type { RequestLimiter } from './request-limiter';
import type { TransactionSigner } from './transaction-signer';
import { parseSignTransactionOptions, parseTransactionRequest } from './transaction-request';
import type { TrustedOrigins } from './trusted-origins';
import type { Vault } from './vault';
import type { WalletChanges } from './wallet-changes';
import type { WalletState } from './wallet-state';

export interface ProviderServiceDeps {
  state: WalletState;
  vault: Vault;
  keys: KeyTools;
  networks: NetworkRegistry;
  trusted: TrustedOrigins;
  queue: ApprovalQueue;
  limiter: RequestLimiter;
  signer: TransactionSigner;
  changes: WalletChanges;
}

/** Shown as the requester of transactions the popup starts; never a web origin, so no page can be it. */
export const WALLET_ORIGIN = 'Arena Wallet';

type Handler = (origin: string, params: unknown[], source: RequestSource | null) => Promise<unknown>;

function optionsObject(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ProviderError('invalidInput', 'options must be an object');
  return value as Record<string, unknown>;
}

export class ProviderService {
  private readonly handlers: { [M in ProviderMethod]: Handler };

  constructor(private readonly deps: ProviderServiceDeps) {
    this.handlers = {
      connect: (origin, params, source) => this.connect(origin, params[0], source),
      disconnect: (origin) => this.disconnect(origin),
      getChainId: () => deps.networks.currentChainId(),
      signTransaction: (origin, params, source) => this.signTransaction(origin, params[0], params[1], source),
      signMessage: (origin, params, source) => this.signMessage(origin, params[0], source),
      purchaseItem: async () => {
        throw new ProviderError('methodNotFound');
      },
      getAccounts: async () => toAccountInfos((await deps.state.keyring.load()).accounts),
      getSelectedAccount: async () => selectedAccountInfo(await deps.state.keyring.load()),
      getAvailableAuthorizations: async () => availableAuthorizations(await deps.state.keyring.load()),
      getNetwork: () => this.currentNetworkInfo(),
      getNetworks: () => this.networkInfos(),
      switchNetwork: (origin, params, source) => this.switchNetwork(origin, params[0], source),
    };
  }

  /**
   * The single entry point for page requests; `origin` comes from the browser, never the page. `source` is
   * the page document (its port) whose requests go when it goes (approval-queue.ts).
   */
  async handle(
    origin: string,
    method: unknown,
    params: unknown,
    source: RequestSource | null = null,
  ): Promise<ProviderResponse> {
    try {
      if (typeof method !== 'string' || (params !== undefined && !Array.isArray(params))) {
        throw new ProviderError('invalidRequest');
      }
      if (!isProviderMethod(method)) throw new ProviderError('methodNotFound');
      const args = (params ?? []) as unknown[];
      const policy = PROVIDER_POLICY[method];
      if (policy.access === 'unsupported') throw new ProviderError('methodNotFound');
      const trusted = await this.deps.trusted.isTrusted(origin);
      if (policy.access === 'connected-or-empty') {
        const { unlocked } = await this.deps.vault.status();
        if (!trusted || !unlocked) return success(policy.empty);
      }
      if ((policy.access === 'connected' || (policy.access === 'approval' && policy.needsTrust)) && !trusted) {
        throw new ProviderError('unauthorized', 'Connect to Arena Wallet first.');
      }
      const data = await this.deps.limiter.run(origin, () => this.handlers[method](origin, args, source));
      return success(data === undefined ? null : data);
    } catch (error) {
      return toFailure(error);
    }
  }

  /**
   * A transaction the wallet's own popup asks for (e.g. sending a Uniq): the same approval window and
   * signing path as a page's signTransaction, under the wallet's own origin, which needs no trust.
   */
  async walletTransaction(tx: unknown): Promise<ProviderResponse> {
    try {
      return success(await this.signTransaction(WALLET_ORIGIN, tx, undefined, null));
    } catch (error) {
      return toFailure(error);
    }
  }

  private async connect(origin: string, rawOptions: unknown, source: RequestSource | null): Promise<ConnectResult> {
    const options = optionsObject(rawOptions);
    const onlyIfTrusted = options.onlyIfTrusted === true;
    const nonce =
      options.nonce === undefined || options.nonce === null ? null : parseSignableMessage(options.nonce, 'nonce');
    const { initialized, unlocked } = await this.deps.vault.status();
    const trusted = await this.deps.trusted.isTrusted(origin);
    if (onlyIfTrusted && (!trusted || !unlocked)) throw new ProviderError('userRejected');
    if (!initialized) throw new ProviderError('resourceUnavailable', 'Arena Wallet is not set up yet.');
    if (!selectedAccountEntry(await this.deps.state.keyring.load())) {
      throw new ProviderError(
        'resourceUnavailable',
        'Arena Wallet has no account yet: set the account name in the wallet.',
      );
    }
    if (trusted && unlocked && nonce === null) return this.connectResult(nonce);
    const approved = await this.deps.queue.request(origin, 'connect', { nonce }, source);
    try {
      await this.requireUnlocked();
      await this.deps.trusted.trust(origin);
      return await this.connectResult(nonce);
    } finally {
      approved.release();
    }
  }

  private async connectResult(nonce: string | null): Promise<ConnectResult> {
    const keyring = await this.deps.state.keyring.load();
    const selected = selectedAccountEntry(keyring);
    const selectedInfo = selectedAccountInfo(keyring);
    if (!selected || !selectedInfo) throw new ProviderError('resourceUnavailable', 'No account is selected.');
    const network = await this.deps.networks.current();
    const result: ConnectResult = {
      blockchainid: selected.accountName,
      publicKey: this.deps.keys.toLegacyPublicKey(selected.publicKey),
      accounts: toAccountInfos(keyring.accounts),
      selectedAccount: selectedInfo,
      // The chain id learnt earlier is enough here; asking the node again would slow every connect.
      network: { name: network.name, chainId: network.chainId ?? (await this.deps.networks.currentChainId()) },
    };
    if (nonce !== null) {
      result.nonce = nonce;
      result.signedNonce = this.deps.keys.signMessage(await this.selectedPrivateKey(), nonce);
    }
    return result;
  }

  private async disconnect(origin: string): Promise<boolean> {
    if (await this.deps.trusted.revoke(origin)) await this.deps.changes.originRevoked(origin, true);
    return true;
  }

  private async signTransaction(
    origin: string,
    tx: unknown,
    rawOptions: unknown,
    source: RequestSource | null,
  ): Promise<Record<string, unknown>> {
    const keyring = await this.deps.state.keyring.load();
    const selected = selectedAccountEntry(keyring);
    const fallback = selected ? { actor: selected.accountName, permission: selected.permission } : null;
    const actions = parseTransactionRequest(tx, fallback);
    const { signOnly } = parseSignTransactionOptions(rawOptions);
    actions.forEach(describeAction); // refuses what could not be shown in full
    const approved = await this.deps.queue.request(origin, 'signTransaction', { actions, signOnly }, source);
    try {
      if (signOnly && approved.consent !== true)
        throw new ProviderError('userRejected', 'Signing without broadcasting needs explicit consent.');
      if (needsAcknowledgement(actions) && approved.acknowledged !== true)
        throw new ProviderError('userRejected', 'A change to who controls the account needs the warning acknowledged.');
      await this.requireUnlocked();
      const network = await this.deps.networks.current();
      // Custom networks pin the chain id recorded when they were added (a swapped node cannot make us sign
      // for another chain); the built-in network follows its node, whose dev chain may have been reset.
      const pinned = network.isCustom ? network : { ...network, chainId: await this.deps.networks.currentChainId() };
      // The page may have gone while the node was asked: nobody would get the answer, so nothing is sent.
      if (approved.stale()) throw new ProviderError('userRejected', 'The page that asked was reloaded or closed.');
      return await this.deps.signer.sign(origin, pinned, await this.deps.state.keyring.load(), actions, signOnly);
    } finally {
      approved.release();
    }
  }

  private async signMessage(
    origin: string,
    rawMessage: unknown,
    source: RequestSource | null,
  ): Promise<{ signature: string }> {
    const message = parseSignableMessage(rawMessage);
    if (!selectedAccountEntry(await this.deps.state.keyring.load()))
      throw new ProviderError('unauthorized', 'No account is selected.');
    const approved = await this.deps.queue.request(origin, 'signMessage', { message }, source);
    try {
      return { signature: this.deps.keys.signMessage(await this.selectedPrivateKey(), message) };
    } finally {
      approved.release();
    }
  }

  /** Needs the user's approval, and never runs while the wallet is locked (the window offers to unlock). */
  private async switchNetwork(origin: string, chainId: unknown, source: RequestSource | null): Promise<void> {
    if (!isChainId(chainId)) throw new ProviderError('invalidInput', 'chainId must be 64 lowercase hex characters');
    await this.deps.networks.currentChainId(); // learn Arena's chain id so it can be matched
    const target = (await this.deps.networks.list()).find((n) => n.chainId === chainId);
    if (!target) throw new ProviderError('invalidInput', 'This network is not configured in the wallet.');
    const network = { name: target.name, chainId };
    const approved = await this.deps.queue.request(origin, 'switchNetwork', { network }, source);
    try {
      await this.requireUnlocked();
      const selected = await this.deps.networks.select(chainId);
      if (!selected) throw new ProviderError('invalidInput', 'This network is not configured in the wallet.');
      if (selected.changed) await this.deps.changes.networkChanged();
    } finally {
      approved.release();
    }
  }

  private async currentNetworkInfo(): Promise<NetworkInfo> {
    const network = await this.deps.networks.current();
    const chainId = await this.deps.networks.currentChainId();
    return { name: network.name, chainId, nodeUrl: network.nodeUrl, isCustom: network.isCustom };
  }

  private async networkInfos(): Promise<NetworkInfo[]> {
    const current = await this.currentNetworkInfo();
    const all = await this.deps.networks.list();
    return all.map((n) =>
      n.nodeUrl === current.nodeUrl && n.name === current.name
        ? current
        : { name: n.name, chainId: n.chainId, nodeUrl: n.nodeUrl, isCustom: n.isCustom },
    );
  }

  private async requireUnlocked(): Promise<void> {
    if (!(await this.deps.vault.status()).unlocked) throw new ProviderError('userRejected', 'The wallet is locked.');
  }

  private async selectedPrivateKey(): Promise<string> {
    const selected = selectedAccountEntry(await this.deps.state.keyring.load());
    const key = selected ? await this.deps.vault.privateKeyFor(selected.publicKey) : null;
    if (!key) throw new ProviderError('userRejected', 'The wallet is locked.');
    return key;
  }
}

// The background's composition root: builds the wallet's services over injected platform pieces
// (storage areas, windows, alarms, chain access) and answers the popup and approval protocol.
import { isValidAccountName } from '../chain';
import { AccountBook, selectedAccountEntry } from './account-book';
import { describeAction } from './action-display';
import { ApprovalQueue, type ApprovalWindows } from './approval-queue';
import { ArenaEscrow } from './arena-escrow';
import { AutoLock, type AlarmScheduler } from './auto-lock';
import { EventHub } from './event-hub';
import type { ChainAccess } from './chain-access';
import type { KeyTools } from './key-tools';
import type { MessageName, MessageParams, MessageResult } from './message-protocol';
import { historyTxUrl, NetworkRegistry, type ArenaDefaults } from './network-registry';
import { normaliseNodeUrl } from './network-rules';
import type { PackagedConfig } from './packaged-config';
import { Portfolio, type FetchJson } from './portfolio';
import { ProviderService } from './provider-service';
import { RequestLimiter } from './request-limiter';
import { RiskAssessor } from './risk-assessor';
import type { RiskFlag } from './signature-risks';
import type { WalletStorage } from './storage-area';
import { SIGN_ONLY_EXPIRE_SECONDS, TransactionSigner } from './transaction-signer';
import type { RequestedAction } from './transaction-request';
import { TrustedOrigins } from './trusted-origins';
import { Vault } from './vault';
import { WalletChanges } from './wallet-changes';
import { createWalletState, type WalletState } from './wallet-state';
import type { AccountDiscoveryReport, ApprovalView, WalletOverview } from './wallet-views';

export interface WalletPlatform {
  storage: WalletStorage;
  keys: KeyTools;
  chain: ChainAccess;
  windows: ApprovalWindows;
  alarms: AlarmScheduler;
  fetchJson: FetchJson;
  /** The build's node URL, used when no packaged configuration is readable. */
  defaultArenaNodeUrl: string;
  /** Reads the configuration packaged with the extension (written by the Arena it came from). */
  packagedConfig?: () => Promise<PackagedConfig | null>;
  now?: () => number;
}

/** Reads the packaged configuration once per worker life; the build's URL when there is none. */
function arenaDefaultsOf(platform: WalletPlatform): () => Promise<ArenaDefaults> {
  let loaded: Promise<ArenaDefaults> | null = null;
  return () =>
    (loaded ??= (async () => {
      const packaged = platform.packagedConfig ? await platform.packagedConfig().catch(() => null) : null;
      if (packaged) {
        return { nodeUrl: packaged.nodeUrl, explorerTxUrl: packaged.explorerTxUrl, arenaUrl: packaged.arenaUrl };
      }
      const nodeUrl = normaliseNodeUrl(platform.defaultArenaNodeUrl);
      return { nodeUrl, explorerTxUrl: historyTxUrl(nodeUrl), arenaUrl: null };
    })());
}

/** Messages that are not the user doing something (approval:decide counts activity itself). */
const PASSIVE_MESSAGES = new Set<MessageName>([
  'wallet:overview',
  'portfolio:get',
  'approval:get',
  'approval:decide',
  'wallet:lock',
]);

type Handlers = { [N in MessageName]: (params: MessageParams<N>) => Promise<MessageResult<N>> };

export class WalletController {
  readonly state: WalletState;
  readonly vault: Vault;
  readonly accounts: AccountBook;
  readonly networks: NetworkRegistry;
  readonly trusted: TrustedOrigins;
  readonly queue: ApprovalQueue;
  readonly events: EventHub;
  readonly changes: WalletChanges;
  readonly provider: ProviderService;
  readonly autoLock: AutoLock;
  private readonly arenaDefaults: () => Promise<ArenaDefaults>;
  private readonly portfolio: Portfolio;
  private readonly risks: RiskAssessor;
  /** Risks of each request on screen, assessed once (the window may ask again after unlocking). */
  private readonly riskCache = new Map<string, Promise<RiskFlag[]>>();
  private readonly handlers: Handlers;

  private readonly now: () => number;

  constructor(platform: WalletPlatform) {
    const now = platform.now ?? Date.now;
    this.now = now;
    this.state = createWalletState(platform.storage);
    this.vault = new Vault(this.state, platform.keys, now);
    this.accounts = new AccountBook(this.state);
    this.arenaDefaults = arenaDefaultsOf(platform);
    this.networks = new NetworkRegistry(this.state, platform.chain, this.arenaDefaults);
    this.trusted = new TrustedOrigins(this.state, now);
    this.queue = new ApprovalQueue(this.state, platform.windows, now);
    this.events = new EventHub((origin) => this.trusted.isTrusted(origin));
    this.changes = new WalletChanges(this.state, this.vault, this.networks, this.queue, this.events);
    this.autoLock = new AutoLock(this.state, this.vault, platform.alarms, () => this.lock(), now);
    const escrow = new ArenaEscrow(this.arenaDefaults, platform.fetchJson);
    this.portfolio = new Portfolio(this.state, this.networks, platform.chain, platform.fetchJson, escrow);
    this.risks = new RiskAssessor(this.state, this.networks, platform.chain, this.trusted, now);
    this.provider = new ProviderService({
      state: this.state,
      vault: this.vault,
      keys: platform.keys,
      networks: this.networks,
      trusted: this.trusted,
      queue: this.queue,
      limiter: new RequestLimiter(),
      signer: new TransactionSigner(this.vault, platform.chain, this.state, now),
      changes: this.changes,
    });
    const chain = platform.chain;
    this.handlers = {
      'wallet:overview': () => this.overview(),
      'wallet:create': async ({ password }) => {
        const created = await this.vault.create(password);
        await this.autoLock.reschedule();
        return created;
      },
      'wallet:import': async ({ password, privateKey }) => {
        await this.vault.importFirstKey(password, privateKey);
        await this.autoLock.reschedule();
        return this.overview();
      },
      'wallet:add-key': async ({ privateKey }) => {
        await this.vault.addKey(privateKey);
        return this.overview();
      },
      'wallet:unlock': async ({ password }) => {
        await this.vault.unlock(password);
        await this.autoLock.reschedule();
        await this.changes.unlocked();
        return this.overview();
      },
      'wallet:lock': async () => {
        await this.lock();
        return this.overview();
      },
      'account:set': async ({ publicKey, accountName, permission }) => {
        const { selectionChanged } = await this.accounts.set({
          publicKey,
          accountName: accountName.trim(),
          permission: permission.trim() || 'active',
        });
        if (selectionChanged) await this.changes.accountChanged();
        return this.overview();
      },
      'account:discover': async () => {
        const keyring = await this.accounts.load();
        const network = await this.networks.current();
        const report: AccountDiscoveryReport = {
          networkName: network.name,
          nodeUrl: network.nodeUrl,
          found: [],
          added: 0,
          error: null,
        };
        let found: Awaited<ReturnType<ChainAccess['findAccountsByKeys']>> = [];
        try {
          found = await chain.findAccountsByKeys(network.nodeUrl, keyring.publicKeys);
        } catch (error) {
          report.error = error instanceof Error && error.message ? error.message : 'no answer';
        }
        report.found = [...new Set(found.map((f) => `${f.accountName}@${f.permission}`))];
        const before = keyring.accounts.length;
        const { selectionChanged } = await this.accounts.merge(found);
        if (selectionChanged) await this.changes.accountChanged();
        const overview = await this.overview();
        report.added = overview.accounts.length - before;
        return { overview, report };
      },
      'account:select': async ({ accountName, permission }) => {
        const { changed } = await this.accounts.select(accountName, permission);
        if (changed) await this.changes.accountChanged();
        return this.overview();
      },
      'portfolio:get': () => this.portfolio.view(),
      'uniq:transfer': async ({ tokenId, to, memo }) => {
        const selected = selectedAccountEntry(await this.accounts.load());
        if (!selected) throw new Error('No account is selected');
        const recipient = to.trim();
        if (!isValidAccountName(recipient)) {
          throw new Error('The recipient must be an account name (a-z, 1-5 and dots)');
        }
        if (recipient === selected.accountName) throw new Error('This Uniq is already yours');
        if (!/^\d{1,20}$/.test(tokenId)) throw new Error('Unknown Uniq');
        if (memo.length > 256) throw new Error('The memo takes at most 256 characters');
        const data = { transfer: { from: selected.accountName, to: recipient, token_ids: [tokenId], memo } };
        // Approved in the approval window like any request; the popup closes when it opens, and the
        // signed transfer shows up in the activity list.
        void this.provider.walletTransaction({ contract: 'eosio.nft.ft', action: 'transfer', data });
        return { requested: true as const };
      },
      'network:add': async ({ name, nodeUrl, explorerTxUrl }) => {
        await this.networks.add(name, nodeUrl, explorerTxUrl ?? '');
        return this.overview();
      },
      'network:remove': async ({ id }) => {
        const { wasSelected } = await this.networks.remove(id);
        if (wasSelected) await this.changes.networkChanged();
        return this.overview();
      },
      'network:select': async ({ id }) => {
        const selected = await this.networks.select(id);
        if (selected?.changed) await this.changes.networkChanged();
        return this.overview();
      },
      'network:set-arena-url': async ({ nodeUrl }) => {
        const before = await this.networks.current();
        await this.networks.setArenaNodeUrl(nodeUrl);
        if (!before.isCustom) await this.changes.networkChanged();
        return this.overview();
      },
      'trusted:revoke': async ({ origin }) => {
        if (await this.trusted.revoke(origin)) await this.changes.originRevoked(origin, false);
        return this.overview();
      },
      'preferences:set-auto-lock': async ({ minutes }) => {
        if (!Number.isFinite(minutes) || minutes < 1 || minutes > 24 * 60)
          throw new Error('Auto-lock takes 1 to 1440 minutes');
        await this.state.preferences.save({ autoLockMinutes: Math.round(minutes) });
        await this.autoLock.reschedule();
        return this.overview();
      },
      'approval:get': async ({ id }) => this.approvalView(id),
      'approval:decide': async ({ id, approved, consent, acknowledged }) => {
        // Settle first: the page is waiting; the idle timer can be pushed back afterwards.
        const settled = this.queue.decide(id, { approved, consent, acknowledged });
        if (approved) void this.autoLock.activity();
        return { settled };
      },
    };
  }

  /** Dispatches a popup/approval message. User actions postpone auto-lock; reads and polling do not. */
  async handleMessage<N extends MessageName>(name: N, params: MessageParams<N>): Promise<MessageResult<N>> {
    const handler = this.handlers[name] as ((p: MessageParams<N>) => Promise<MessageResult<N>>) | undefined;
    if (!handler) throw new Error(`Unknown message ${String(name)}`);
    if (!PASSIVE_MESSAGES.has(name)) await this.vault.touch();
    return handler(params ?? {});
  }

  async lock(): Promise<void> {
    await this.vault.lock();
    await this.changes.locked();
  }

  /** Worker start-up: lock if the idle time passed while the worker slept; close orphaned approvals. */
  async startup(): Promise<void> {
    await this.autoLock.check();
    await this.queue.recover();
  }

  async overview(): Promise<WalletOverview> {
    const [status, keyring, network, networks, preferences, trustedOrigins, defaults] = await Promise.all([
      this.vault.status(),
      this.accounts.load(),
      this.networks.current(),
      this.networks.list(),
      this.state.preferences.load(),
      this.trusted.list(),
      this.arenaDefaults(),
    ]);
    return {
      initialized: status.initialized,
      unlocked: status.unlocked,
      publicKeys: keyring.publicKeys,
      accounts: keyring.accounts,
      selected: keyring.selected,
      network,
      networks,
      autoLockMinutes: preferences.autoLockMinutes,
      trustedOrigins,
      arenaUrl: defaults.arenaUrl,
    };
  }

  private async approvalView(id: string): Promise<ApprovalView | null> {
    const request = this.queue.get(id);
    if (!request) return null;
    const payload = request.payload as {
      nonce?: string | null;
      message?: string;
      actions?: RequestedAction[];
      signOnly?: boolean;
      network?: { name: string; chainId: string };
    };
    const [status, keyring, network, risks] = await Promise.all([
      this.vault.status(),
      this.accounts.load(),
      this.networks.current(),
      payload.actions ? this.risksOf(request.id, request.origin, payload.actions) : Promise.resolve([]),
    ]);
    return {
      id: request.id,
      origin: request.origin,
      kind: request.kind,
      locked: !status.unlocked,
      account: keyring.selected,
      network: { name: network.name, chainId: network.chainId },
      nonce: payload.nonce ?? null,
      message: payload.message ?? null,
      transaction: payload.actions
        ? {
            signOnly: payload.signOnly === true,
            actions: payload.actions.map(describeAction),
            // Signed on approval, so it expires that long after this moment at the earliest.
            validUntil: payload.signOnly === true ? this.now() + SIGN_ONLY_EXPIRE_SECONDS * 1000 : null,
          }
        : null,
      risks,
      switchTo: request.kind === 'switchNetwork' && payload.network ? payload.network : null,
    };
  }

  private risksOf(id: string, origin: string, actions: RequestedAction[]): Promise<RiskFlag[]> {
    for (const known of this.riskCache.keys()) if (!this.queue.get(known)) this.riskCache.delete(known);
    let risks = this.riskCache.get(id);
    if (!risks) {
      risks = this.risks.assess(origin, actions);
      this.riskCache.set(id, risks);
    }
    return risks;
  }
}

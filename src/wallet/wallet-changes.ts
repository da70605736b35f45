// What follows a change of lock state, account, network or trust: pending approvals are rejected
// (they were shown for another context) and trusted pages get the matching events (reference §2.7).
import { availableAuthorizations, selectedAccountEntry } from './account-book';
import type { ApprovalQueue } from './approval-queue';
import type { EventHub } from './event-hub';
import type { NetworkRegistry } from './network-registry';
import { ProviderError } from './provider-error';
import type { Vault } from './vault';
import type { WalletState } from './wallet-state';

export class WalletChanges {
  constructor(
    private readonly state: WalletState,
    private readonly vault: Vault,
    private readonly networks: NetworkRegistry,
    private readonly queue: ApprovalQueue,
    private readonly events: EventHub,
  ) {}

  async locked(): Promise<void> {
    this.queue.rejectAll('The wallet was locked.');
  }

  async unlocked(): Promise<void> {
    await this.emitAccountChanged();
  }

  async accountChanged(): Promise<void> {
    this.queue.rejectAll('The selected account changed.');
    await this.emitAccountChanged();
  }

  async networkChanged(): Promise<void> {
    this.queue.rejectAll('The network changed.');
    const network = await this.networks.current();
    const chainId = await this.networks.currentChainId();
    const keyring = await this.state.keyring.load();
    const names = [...new Set(keyring.accounts.map((a) => a.accountName))];
    await this.events.emit('networkChanged', {
      chainId,
      name: network.name,
      nodeUrl: network.nodeUrl,
      accounts: names.map((accountName) => ({ accountName })),
    });
    await this.emitAccountChanged();
  }

  /** `byDapp`: the page called disconnect() (payload names the origin); otherwise the user revoked it. */
  async originRevoked(origin: string, byDapp: boolean): Promise<void> {
    this.queue.rejectOrigin(origin, new ProviderError('userRejected', 'The site was disconnected.'));
    await this.events.emit('disconnect', byDapp ? { origin } : {}, { onlyOrigin: origin, evenIfUntrusted: true });
  }

  /** Not sent while the wallet is locked. */
  private async emitAccountChanged(): Promise<void> {
    if (!(await this.vault.status()).unlocked) return;
    const keyring = await this.state.keyring.load();
    const selected = selectedAccountEntry(keyring);
    await this.events.emit('accountChanged', {
      accounts: availableAuthorizations(keyring),
      selected: selected
        ? { accountName: selected.accountName, permission: selected.permission, publicKey: selected.publicKey }
        : null,
    });
  }
}

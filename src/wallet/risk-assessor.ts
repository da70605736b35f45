// Gathers what the signature risk rules need (balance, past recipients, connection age) for a request
// on screen. Run when the approval window asks for its request, so requests keep their arrival order.
import { selectedAccountEntry } from './account-book';
import type { ChainAccess } from './chain-access';
import { knownRecipients } from './known-recipients';
import type { NetworkRegistry } from './network-registry';
import { assessSignatureRisks, uosOutflow, type RiskFlag } from './signature-risks';
import type { RequestedAction } from './transaction-request';
import type { TrustedOrigins } from './trusted-origins';
import type { WalletState } from './wallet-state';

export class RiskAssessor {
  constructor(
    private readonly state: WalletState,
    private readonly networks: NetworkRegistry,
    private readonly chain: ChainAccess,
    private readonly trusted: TrustedOrigins,
    private readonly now: () => number,
  ) {}

  async assess(origin: string, actions: readonly RequestedAction[]): Promise<RiskFlag[]> {
    const [keyring, network, trustedOrigins] = await Promise.all([
      this.state.keyring.load(),
      this.networks.current(),
      this.trusted.list(),
    ]);
    const account = selectedAccountEntry(keyring)?.accountName ?? null;
    // The balance is read only when UOS leaves the account: the other requests need no node round trip.
    let balance: bigint | null = null;
    if (account && uosOutflow(actions, account) > 0n) {
      balance = await this.chain.getCurrencyBalance(network.nodeUrl, account).catch(() => null);
    }
    return assessSignatureRisks(actions, {
      origin,
      account,
      balance,
      recipients: account ? await knownRecipients(this.state, network.id, account) : [],
      connectedSince: trustedOrigins.find((t) => t.origin === origin)?.since ?? null,
      now: this.now(),
    });
  }
}

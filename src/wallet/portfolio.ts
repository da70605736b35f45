// The popup's view of the selected account on the current network: UOS balance, Uniqs held
// (token.b rows joined with their factory and its off-chain metadata) and recent transactions.
import { formatUos } from '../domain/uos';
import { selectedAccountEntry } from './account-book';
import type { ChainAccess } from './chain-access';
import type { NetworkRegistry } from './network-registry';
import type { WalletState } from './wallet-state';
import type { PortfolioView, UniqView } from './wallet-views';

export type FetchJson = (url: string) => Promise<unknown>;

interface FactoryDisplay {
  name: string;
  image: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Reads a name and a square image from the factory metadata, tolerating the shapes in use. */
export function factoryDisplayFromMetadata(metadata: unknown, fallbackName: string): FactoryDisplay {
  const m = (typeof metadata === 'object' && metadata !== null ? metadata : {}) as Record<string, any>;
  // Ultra metadata v2 (what Arena's server writes) keeps texts under `content`; older shapes at the top.
  const name = text(m.content?.name) ?? text(m.name) ?? text(m.title) ?? fallbackName;
  const image =
    text(m.media?.images?.square) ??
    text(m.medias?.square?.uri) ??
    text(m.medias?.square) ??
    text(m.squareImage) ??
    text(m.image) ??
    text(m.images?.square) ??
    null;
  return { name, image: image && /^(https?:|data:image\/)/.test(image) ? image : null };
}

export class Portfolio {
  private readonly factoryCache = new Map<string, FactoryDisplay>();

  constructor(
    private readonly state: WalletState,
    private readonly networks: NetworkRegistry,
    private readonly chain: ChainAccess,
    private readonly fetchJson: FetchJson,
  ) {}

  async view(): Promise<PortfolioView> {
    const keyring = await this.state.keyring.load();
    const selected = selectedAccountEntry(keyring);
    const network = await this.networks.current();
    const transactions = (await this.state.recentTransactions.load()).filter(
      (t) => t.networkName === network.name && (!selected || t.account === selected.accountName),
    );
    if (!selected) return { account: null, balance: null, uniqs: [], transactions, error: null };
    const account = selected.accountName;
    try {
      const [balance, tokens] = await Promise.all([
        this.chain.getCurrencyBalance(network.nodeUrl, account),
        this.chain.getUniqsOf(network.nodeUrl, account),
      ]);
      const uniqs = await Promise.all(tokens.map((token) => this.uniqView(network.nodeUrl, token)));
      return { account, balance: formatUos(balance), uniqs, transactions, error: null };
    } catch {
      return { account, balance: null, uniqs: [], transactions, error: `Could not reach ${network.name} (${network.nodeUrl}).` };
    }
  }

  private async uniqView(nodeUrl: string, token: Record<string, unknown>): Promise<UniqView> {
    const factoryId = String(token.token_factory_id ?? '');
    const display = await this.factoryDisplay(nodeUrl, factoryId, text(token.uri));
    return { id: String(token.id ?? ''), factoryId, serial: String(token.serial_number ?? ''), name: display.name, image: display.image };
  }

  private async factoryDisplay(nodeUrl: string, factoryId: string, tokenUri: string | null): Promise<FactoryDisplay> {
    const cacheKey = `${nodeUrl}#${factoryId}`;
    const cached = this.factoryCache.get(cacheKey);
    if (cached) return cached;
    const fallback: FactoryDisplay = { name: `Factory #${factoryId}`, image: null };
    let display = fallback;
    try {
      const factory = await this.chain.getFactory(nodeUrl, Number(factoryId));
      const uri = text(factory?.factory_uri) ?? text(factory?.default_token_uri) ?? tokenUri;
      if (uri && /^https?:/.test(uri)) display = factoryDisplayFromMetadata(await this.fetchJson(uri), fallback.name);
    } catch {
      display = fallback; // metadata is decoration; the token itself is still listed
    }
    this.factoryCache.set(cacheKey, display);
    return display;
  }
}

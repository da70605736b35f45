// The popup's view of the selected account on the current network: UOS balance, Uniqs held
// (token.b rows with their token-level and factory metadata) and recent transactions.
import { formatUos } from '../domain/uos';
import { activityOf } from './account-activity';
import { selectedAccountEntry } from './account-book';
import type { ChainAccess } from './chain-access';
import type { ArenaEscrow } from './arena-escrow';
import { ARENA_NETWORK_ID, explorerLink, type NetworkRegistry } from './network-registry';
import { readUniqMetadata, tokenMetadataUri, type UniqMetadataDisplay } from './uniq-metadata';
import type { WalletState } from './wallet-state';
import type { PortfolioView, UniqView } from './wallet-views';

export type FetchJson = (url: string) => Promise<unknown>;

/** How many of the account's latest transactions the activity list reads. */
const ACTIVITY_SHOWN = 20;

interface FactoryInfo {
  defaultTokenUri: string | null;
  metadata: UniqMetadataDisplay | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Name and square image of a factory's metadata (kept for callers that only need those two). */
export function factoryDisplayFromMetadata(
  metadata: unknown,
  fallbackName: string,
): { name: string; image: string | null } {
  const display = readUniqMetadata(metadata);
  return { name: display.name ?? fallbackName, image: display.image };
}

export class Portfolio {
  private readonly factoryCache = new Map<string, Promise<FactoryInfo>>();
  private readonly metadataCache = new Map<string, Promise<UniqMetadataDisplay | null>>();

  constructor(
    private readonly state: WalletState,
    private readonly networks: NetworkRegistry,
    private readonly chain: ChainAccess,
    private readonly fetchJson: FetchJson,
    private readonly escrow: ArenaEscrow,
  ) {}

  async view(): Promise<PortfolioView> {
    const keyring = await this.state.keyring.load();
    const selected = selectedAccountEntry(keyring);
    const network = await this.networks.current();
    const transactions = (await this.state.recentTransactions.load())
      .filter((t) => t.networkName === network.name && (!selected || t.account === selected.accountName))
      .map((t) => ({ ...t, explorerUrl: explorerLink(network, t.transactionId) }));
    if (!selected) return { account: null, balance: null, uniqs: [], transactions, activity: [], error: null };
    const account = selected.accountName;
    // History is optional on Antelope nodes: without it the list stays empty rather than failing the view.
    // Arena pays prizes on its own network only; elsewhere nothing is labelled a prize.
    const escrow = network.id === ARENA_NETWORK_ID ? this.escrow.accountOn(network) : Promise.resolve(null);
    const history = Promise.all([this.chain.getAccountTransactions(network.nodeUrl, account, ACTIVITY_SHOWN), escrow])
      .then(([rows, escrowAccount]) =>
        activityOf(account, rows, escrowAccount).map((entry) => ({
          ...entry,
          explorerUrl: explorerLink(network, entry.transactionId),
        })),
      )
      .catch(() => []);
    try {
      const [balance, tokens] = await Promise.all([
        this.chain.getCurrencyBalance(network.nodeUrl, account),
        this.chain.getUniqsOf(network.nodeUrl, account),
      ]);
      const uniqs = await Promise.all(tokens.map((token) => this.uniqView(network.nodeUrl, token)));
      return { account, balance: formatUos(balance), uniqs, transactions, activity: await history, error: null };
    } catch {
      return {
        account,
        balance: null,
        uniqs: [],
        transactions,
        activity: await history,
        error: `Could not reach ${network.name} (${network.nodeUrl}).`,
      };
    }
  }

  private async uniqView(nodeUrl: string, token: Record<string, unknown>): Promise<UniqView> {
    const factoryId = String(token.token_factory_id ?? '');
    const serial = String(token.serial_number ?? '');
    const factory = await this.factoryInfo(nodeUrl, factoryId);
    const tokenUri = tokenMetadataUri(text(token.uri), factory.defaultTokenUri, serial);
    const own = tokenUri ? await this.metadata(tokenUri) : null;
    const factoryMeta = factory.metadata;
    return {
      id: String(token.id ?? ''),
      factoryId,
      serial,
      name: own?.name ?? factoryMeta?.name ?? `Factory #${factoryId}`,
      image: own?.image ?? factoryMeta?.image ?? null,
      factoryName: factoryMeta?.name ?? null,
      description: own?.description ?? factoryMeta?.description ?? null,
      attributes: own?.attributes.length ? own.attributes : (factoryMeta?.attributes ?? []),
    };
  }

  private factoryInfo(nodeUrl: string, factoryId: string): Promise<FactoryInfo> {
    const key = `${nodeUrl}#${factoryId}`;
    let info = this.factoryCache.get(key);
    if (!info) {
      info = (async () => {
        const factory = await this.chain.getFactory(nodeUrl, Number(factoryId)).catch(() => {
          this.factoryCache.delete(key); // asked again on the next refresh
          return null;
        });
        const factoryUri = text(factory?.factory_uri);
        return {
          defaultTokenUri: text(factory?.default_token_uri),
          metadata: factoryUri ? await this.metadata(factoryUri) : null,
        };
      })();
      this.factoryCache.set(key, info);
    }
    return info;
  }

  /** Metadata is decoration: unreachable or malformed metadata leaves the token listed without it. */
  private metadata(uri: string): Promise<UniqMetadataDisplay | null> {
    let read = this.metadataCache.get(uri);
    if (!read) {
      const failed = () => {
        this.metadataCache.delete(uri); // asked again on the next refresh
        return null;
      };
      read = /^https?:/.test(uri) ? this.fetchJson(uri).then(readUniqMetadata, failed) : Promise.resolve(null);
      this.metadataCache.set(uri, read);
    }
    return read;
  }
}

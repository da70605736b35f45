// Configured networks: the built-in "Arena" network (node URL from the build, overridable in settings)
// and custom networks the user added. Chain ids are always read from the node's get_info.
import type { ChainAccess } from './chain-access';
import { checkExplorerUrl, checkNetworkName, checkNodeUrl, isChainId, normaliseNodeUrl } from './network-rules';
import { createSerialQueue } from './serial-queue';
import type { WalletState } from './wallet-state';

export const ARENA_NETWORK_ID = 'arena';
export const ARENA_NETWORK_NAME = 'Arena';

export interface WalletNetwork {
  /** 'arena' for the built-in network, the chain id for custom ones. */
  id: string;
  name: string;
  chainId: string | null;
  nodeUrl: string;
  isCustom: boolean;
  /** Where a transaction can be seen, with `{id}` for its id; null when unknown. */
  explorerTxUrl: string | null;
}

/** The built-in network's defaults: the packaged configuration's, else the build's node URL. */
export interface ArenaDefaults {
  nodeUrl: string;
  explorerTxUrl: string | null;
  /** The Arena web app the extension came from, when the packaged configuration names it. */
  arenaUrl: string | null;
}

/** A node's own history read, for a node set by hand (any node with the history API answers it). */
export function historyTxUrl(nodeUrl: string): string {
  return `${nodeUrl}/v1/history/get_transaction?id={id}`;
}

/** The explorer link of one transaction, or null. */
export function explorerLink(network: Pick<WalletNetwork, 'explorerTxUrl'>, transactionId: string): string | null {
  return network.explorerTxUrl ? network.explorerTxUrl.replace('{id}', encodeURIComponent(transactionId)) : null;
}

export class NetworkRuleError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NetworkRuleError';
  }
}

export class NetworkRegistry {
  private readonly serial = createSerialQueue();

  constructor(
    private readonly state: WalletState,
    private readonly chain: ChainAccess,
    private readonly arenaDefaults: () => Promise<ArenaDefaults>,
  ) {}

  async list(): Promise<WalletNetwork[]> {
    const [settings, defaults] = await Promise.all([this.state.networks.load(), this.arenaDefaults()]);
    const arena: WalletNetwork = {
      id: ARENA_NETWORK_ID,
      name: ARENA_NETWORK_NAME,
      chainId: settings.arenaChainId,
      nodeUrl: settings.arenaNodeUrl ?? normaliseNodeUrl(defaults.nodeUrl),
      isCustom: false,
      explorerTxUrl: settings.arenaNodeUrl ? historyTxUrl(settings.arenaNodeUrl) : defaults.explorerTxUrl,
    };
    const custom = settings.custom.map((n) => ({
      id: n.chainId,
      name: n.name,
      chainId: n.chainId,
      nodeUrl: n.nodeUrl,
      isCustom: true,
      explorerTxUrl: n.explorerTxUrl ?? null,
    }));
    return [arena, ...custom];
  }

  async current(): Promise<WalletNetwork> {
    const [settings, networks] = await Promise.all([this.state.networks.load(), this.list()]);
    return networks.find((n) => n.id === settings.selected) ?? networks[0];
  }

  /** Reads the current node's chain id; null when the node is unreachable. Caches Arena's. */
  async currentChainId(): Promise<string | null> {
    const network = await this.current();
    if (network.isCustom) return network.chainId;
    try {
      const info = await this.chain.getInfo(network.nodeUrl);
      if (!isChainId(info.chain_id)) return null;
      if (info.chain_id !== network.chainId) {
        await this.serial(async () => {
          const settings = await this.state.networks.load();
          await this.state.networks.save({ ...settings, arenaChainId: info.chain_id });
        });
      }
      return info.chain_id;
    } catch {
      return null;
    }
  }

  add(name: string, nodeUrlText: string, explorerText = ''): Promise<WalletNetwork> {
    return this.serial(async () => {
      const networks = await this.list();
      const nameCheck = checkNetworkName(
        name,
        networks.map((n) => n.name),
      );
      if (!nameCheck.ok) throw new NetworkRuleError(nameCheck.reason);
      const urlCheck = checkNodeUrl(nodeUrlText);
      if (!urlCheck.ok) throw new NetworkRuleError(urlCheck.reason);
      const explorerCheck = checkExplorerUrl(explorerText);
      if (!explorerCheck.ok) throw new NetworkRuleError(explorerCheck.reason);
      let chainId: string;
      try {
        const info = await this.chain.getInfo(urlCheck.nodeUrl);
        if (!isChainId(info.chain_id)) throw new Error('bad chain id');
        chainId = info.chain_id;
      } catch {
        throw new NetworkRuleError('The node did not answer get_info with a chain id');
      }
      if (networks.some((n) => n.chainId === chainId)) throw new NetworkRuleError('This chain is already configured');
      const settings = await this.state.networks.load();
      const { explorerTxUrl } = explorerCheck;
      const added = { name: nameCheck.name, nodeUrl: urlCheck.nodeUrl, chainId, explorerTxUrl };
      await this.state.networks.save({ ...settings, custom: [...settings.custom, added] });
      return { id: chainId, ...added, isCustom: true };
    });
  }

  remove(id: string): Promise<{ wasSelected: boolean }> {
    return this.serial(async () => {
      const settings = await this.state.networks.load();
      const wasSelected = settings.selected === id;
      await this.state.networks.save({
        ...settings,
        custom: settings.custom.filter((n) => n.chainId !== id),
        selected: wasSelected ? ARENA_NETWORK_ID : settings.selected,
      });
      return { wasSelected };
    });
  }

  /** Selects by network id or chain id; returns the network, or null if it is not configured. */
  select(idOrChainId: string): Promise<{ network: WalletNetwork; changed: boolean } | null> {
    return this.serial(async () => {
      const networks = await this.list();
      const target = networks.find((n) => n.id === idOrChainId || n.chainId === idOrChainId);
      if (!target) return null;
      const settings = await this.state.networks.load();
      const changed = settings.selected !== target.id;
      if (changed) await this.state.networks.save({ ...settings, selected: target.id });
      return { network: target, changed };
    });
  }

  /** Points the built-in network at another node (settings); null restores the build-time URL. */
  setArenaNodeUrl(text: string | null): Promise<WalletNetwork> {
    return this.serial(async () => {
      let nodeUrl: string | null = null;
      if (text !== null && text.trim() !== '') {
        const check = checkNodeUrl(text);
        if (!check.ok) throw new NetworkRuleError(check.reason);
        nodeUrl = check.nodeUrl;
      }
      const settings = await this.state.networks.load();
      await this.state.networks.save({ ...settings, arenaNodeUrl: nodeUrl, arenaChainId: null });
      return (await this.list())[0];
    });
  }
}

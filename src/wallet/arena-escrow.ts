// The account that pays Arena's prizes, learnt from the Arena server (GET /api/v1/chain/info, its
// `platformAccount`: the escrow that holds prize pools and pays them out). The popup labels a transfer
// "Arena prize" only when it comes from this account: a memo can be written by anyone, so "arena-prize:"
// from another sender is just a memo.
import { isValidAccountName } from '../chain';
import type { ArenaDefaults, WalletNetwork } from './network-registry';
import { normaliseNodeUrl } from './network-rules';
import type { FetchJson } from './portfolio';

export interface ArenaChainInfo {
  escrowAccount: string;
  /** The chain the Arena server uses; null when it could not read it. */
  chainId: string | null;
}

/** Null for anything that is not a chain info answer with a valid account name. */
export function parseArenaChainInfo(value: unknown): ArenaChainInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { platformAccount, chainId } = value as Record<string, unknown>;
  if (typeof platformAccount !== 'string' || !isValidAccountName(platformAccount)) return null;
  return { escrowAccount: platformAccount, chainId: typeof chainId === 'string' ? chainId : null };
}

/**
 * Arena servers that may run this network: the one the extension came from (packaged configuration), and the
 * server at the node's address (node URLs are kept without `/v1/chain`, so an Arena dev chain's node URL is
 * the Arena server itself), which is where a user who pointed the Arena network at another Arena gets prizes
 * from. A plain chain node there answers 404 and labels nothing.
 */
export function arenaServersFor(nodeUrl: string, packagedArenaUrl: string | null): string[] {
  const servers = packagedArenaUrl ? [packagedArenaUrl.replace(/\/+$/, '')] : [];
  try {
    const url = new URL(normaliseNodeUrl(nodeUrl));
    if (/^\/?$/.test(url.pathname) && !servers.includes(url.origin)) servers.push(url.origin);
  } catch {
    // not a URL: only the packaged server
  }
  return servers;
}

export class ArenaEscrow {
  private readonly known = new Map<string, Promise<ArenaChainInfo | null>>();

  constructor(
    private readonly arenaDefaults: () => Promise<ArenaDefaults>,
    private readonly fetchJson: FetchJson,
  ) {}

  /**
   * The escrow account of the Arena network, or null: no Arena server answers, or the server runs another
   * chain than the one the wallet reads (its escrow's name would mean nothing there).
   */
  async accountOn(network: Pick<WalletNetwork, 'nodeUrl' | 'chainId'>): Promise<string | null> {
    const { arenaUrl } = await this.arenaDefaults();
    for (const server of arenaServersFor(network.nodeUrl, arenaUrl)) {
      const info = await this.info(server);
      if (!info) continue;
      if (info.chainId !== null && network.chainId !== null && info.chainId !== network.chainId) continue;
      return info.escrowAccount;
    }
    return null;
  }

  /** Each server is asked once per worker life; a failure is asked again next time. */
  private info(server: string): Promise<ArenaChainInfo | null> {
    let info = this.known.get(server);
    if (!info) {
      info = this.fetchJson(`${server}/api/v1/chain/info`)
        .then(parseArenaChainInfo)
        .catch(() => null)
        .then((parsed) => {
          if (!parsed) this.known.delete(server);
          return parsed;
        });
      this.known.set(server, info);
    }
    return info;
  }
}

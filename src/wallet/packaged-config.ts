// The configuration packaged with the extension (a JSON file at the extension's root). A build holds
// the development defaults; the Arena server rewrites it in the zip it serves, so an extension
// downloaded from an Arena at any address points at that Arena: its node and its explorer view.
export const PACKAGED_CONFIG_FILE = 'arena-wallet-config.json';

export interface PackagedConfig {
  /** The Arena the extension came from (its PUBLIC_URL). */
  arenaUrl: string;
  /** The chain node of that Arena (its dev chain, or the node it uses). */
  nodeUrl: string;
  /** Transaction view, with `{id}` for the transaction id; null when the chain has none. */
  explorerTxUrl: string | null;
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

/** Null for anything malformed: the wallet then keeps its build-time defaults. */
export function parsePackagedConfig(value: unknown): PackagedConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const arenaUrl = httpUrl(raw.arenaUrl);
  const nodeUrl = httpUrl(raw.nodeUrl);
  if (!arenaUrl || !nodeUrl) return null;
  const explorer = httpUrl(raw.explorerTxUrl);
  return { arenaUrl, nodeUrl, explorerTxUrl: explorer && explorer.includes('{id}') ? explorer : null };
}

/** What an Arena server writes for itself: its dev chain and the dev chain's transaction view. */
export function arenaPackagedConfig(publicUrl: string, chainRpcUrl: string | null): PackagedConfig {
  const arenaUrl = publicUrl.replace(/\/+$/, '');
  return {
    arenaUrl,
    nodeUrl: chainRpcUrl ? chainRpcUrl.replace(/\/+$/, '') : arenaUrl,
    explorerTxUrl: chainRpcUrl ? null : `${arenaUrl}/chain/transactions/{id}`,
  };
}

/** Chrome match pattern for a URL's host (any port), or null when the build's patterns cover it. */
export function extraHostPattern(url: string, coveredPatterns: readonly string[]): string | null {
  const { protocol, hostname } = new URL(url);
  const pattern = `${protocol}//${hostname}/*`;
  if (coveredPatterns.includes(pattern) || (protocol === 'https:' && coveredPatterns.includes('https://*/*')))
    return null;
  return pattern;
}

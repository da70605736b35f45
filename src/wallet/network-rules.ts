// Rules for node URLs and network names that users add (reference §2.9): HTTPS only, except plain
// http on localhost/127.0.0.1; private or internal addresses refused; no look-alikes of built-in names.

export type NodeUrlCheck = { ok: true; nodeUrl: string } | { ok: false; reason: string };

const LOOPBACK_HTTP_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Strips a trailing `/v1/chain` (people paste the RPC path) and trailing slashes. */
export function normaliseNodeUrl(text: string): string {
  return text
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/v1\/chain$/, '')
    .replace(/\/+$/, '');
}

function isPrivateIpv4(host: string): boolean {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return false;
  const [a, b] = [Number(match[1]), Number(match[2])];
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

function isPrivateHost(host: string): boolean {
  if (host.startsWith('[')) {
    // Any literal IPv6 address: loopback, link-local and unique-local are internal, and public
    // IPv6 literals are rare enough for node URLs that refusing them all is the safe default.
    return true;
  }
  if (isPrivateIpv4(host)) return true;
  if (!host.includes('.')) return true; // intranet single-label names
  return /\.(local|localhost|internal|intranet|lan|home|corp)$/.test(host);
}

export function checkNodeUrl(text: string): NodeUrlCheck {
  let url: URL;
  try {
    url = new URL(normaliseNodeUrl(text));
  } catch {
    return { ok: false, reason: 'Not a valid URL' };
  }
  if (url.username || url.password) return { ok: false, reason: 'URLs with credentials are not allowed' };
  if (url.search || url.hash) return { ok: false, reason: 'The node URL cannot have a query or fragment' };
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:') {
    if (!LOOPBACK_HTTP_HOSTS.has(host))
      return { ok: false, reason: 'Use HTTPS (plain http only on localhost and 127.0.0.1)' };
  } else if (url.protocol === 'https:') {
    if (!LOOPBACK_HTTP_HOSTS.has(host) && isPrivateHost(host)) {
      return { ok: false, reason: 'Private or internal addresses are not allowed' };
    }
  } else {
    return { ok: false, reason: 'Use HTTPS' };
  }
  return { ok: true, nodeUrl: normaliseNodeUrl(url.toString()) };
}

/** An explorer's transaction URL with `{id}` where the id goes; empty means none. Hosts follow the node rules. */
export function checkExplorerUrl(
  text: string,
): { ok: true; explorerTxUrl: string | null } | { ok: false; reason: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, explorerTxUrl: null };
  if (!trimmed.includes('{id}')) return { ok: false, reason: 'Put {id} where the transaction id goes' };
  let url: URL;
  try {
    url = new URL(trimmed.replaceAll('{id}', 'id'));
  } catch {
    return { ok: false, reason: 'Not a valid URL' };
  }
  if (url.username || url.password) return { ok: false, reason: 'URLs with credentials are not allowed' };
  const host = checkNodeUrl(url.origin); // https, or http on loopback; no private hosts
  return host.ok ? { ok: true, explorerTxUrl: trimmed } : host;
}

/** Folds case, punctuation and digit look-alikes so "Ar3na", "ARENA " and "a.r.e.n.a" compare equal. */
function foldName(name: string): string {
  return name
    .toLowerCase()
    .replace(/0/g, 'o')
    .replace(/[1|!]/g, 'l')
    .replace(/3/g, 'e')
    .replace(/4|@/g, 'a')
    .replace(/5|\$/g, 's')
    .replace(/[^a-z]/g, '');
}

export const RESERVED_NETWORK_NAMES = ['Arena', 'Ultra Mainnet', 'Ultra Testnet'];

export function checkNetworkName(
  name: string,
  takenNames: string[],
): { ok: true; name: string } | { ok: false; reason: string } {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 40) return { ok: false, reason: 'The name needs 1 to 40 characters' };
  const folded = foldName(trimmed);
  if (RESERVED_NETWORK_NAMES.some((reserved) => folded.startsWith(foldName(reserved)))) {
    return { ok: false, reason: 'This name imitates a built-in network' };
  }
  if (takenNames.some((taken) => foldName(taken) === folded))
    return { ok: false, reason: 'A network with this name exists' };
  return { ok: true, name: trimmed };
}

export function isChainId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
}

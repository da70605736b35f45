// Downloads a picture given by URL (profilePictureUrl) without letting the server be used to reach
// private addresses, and without reading more than the size limit.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export class RemoteFetchError extends Error {}

function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    if (lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')) return true;
    const mapped = lower.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
    return mapped ? isPrivateAddress(mapped[1]) : false;
  }
  const [a, b] = address.split('.').map(Number);
  return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
}

export async function fetchRemoteImage(url: string, maxBytes: number, timeoutMs = 5000): Promise<Buffer> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RemoteFetchError('invalid url');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new RemoteFetchError('unsupported protocol');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
    throw new RemoteFetchError('unreachable host');
  }
  const response = await fetch(parsed, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) }).catch(() => null);
  if (!response?.ok || !response.body) throw new RemoteFetchError('download failed');
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new RemoteFetchError('too large');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

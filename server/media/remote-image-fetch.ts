// Downloads a picture given by URL (profilePictureUrl) without letting the server be used to reach private
// addresses, and without reading more than the size limit. The host is resolved once and the connection goes
// to exactly the address that was checked (no second lookup a DNS rebinding could answer differently); every
// redirect is checked the same way. Every refusal is the same RemoteFetchError, so the answers cannot be
// used to tell which hosts or ports exist.
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.js';

export class RemoteFetchError extends Error {}

const MAX_REDIRECTS = 3;

/** The one address to connect to, or a refusal when the host resolves to anything that is not public. */
async function checkedAddress(url: URL): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RemoteFetchError('refused');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new RemoteFetchError('refused');
  }
  return addresses[0];
}

function get(url: URL, target: { address: string; family: number }, signal: AbortSignal): Promise<IncomingMessage> {
  // The lookup hands back the address already checked; TLS still verifies the certificate for the host name.
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, list: (typeof target)[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, { lookup: pinned, signal, headers: { accept: 'image/*' } }, resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export async function fetchRemoteImage(url: string, maxBytes: number, timeoutMs = 5000): Promise<Buffer> {
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new RemoteFetchError('refused');
  }
  const signal = AbortSignal.timeout(timeoutMs);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const target = await checkedAddress(current);
    const response = await get(current, target, signal).catch(() => null);
    if (!response) throw new RemoteFetchError('refused');
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      try {
        current = new URL(response.headers.location, current);
      } catch {
        throw new RemoteFetchError('refused');
      }
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new RemoteFetchError('refused');
    }
    return readLimited(response, maxBytes);
  }
  throw new RemoteFetchError('refused');
}

async function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      total += chunk.byteLength;
      if (total > maxBytes) {
        response.destroy();
        throw new RemoteFetchError('too large');
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof RemoteFetchError) throw error;
    throw new RemoteFetchError('refused');
  }
  return Buffer.concat(chunks);
}

// The one guarded outbound request of webhooks: a POST that may only reach addresses the policy allows, checked
// when the connection is made (the agents' own `lookup`, so a DNS answer cannot change between a check and the
// connect), never following a redirect, cut off after a short timeout, reading at most a few kilobytes back.
import { lookup as dnsLookup } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_KEPT_BYTES, WEBHOOK_URL_REFUSALS as REFUSED } from '../../../src/contract/webhooks.js';
import { isDeliverableAddress, isLoopbackAddress, type AddressRange } from './webhook-address-policy.js';

/** Requests open to one receiver at most (the dispatcher sends no more than this to one endpoint at once). */
export const MAX_CONNECTIONS_PER_ORIGIN = 256;
/** Bytes read from an answer before the connection is dropped (only the first 512 are kept). */
export const WEBHOOK_RESPONSE_CAP_BYTES = 64 * 1024;

export interface OutboundPolicy {
  /** Ranges the self-hoster allows besides public addresses (WEBHOOK_ALLOWED_ADDRESSES). */
  allowed: readonly AddressRange[];
  /** Development mode: http:// is allowed, for loopback receivers only. */
  development: boolean;
}

export type OutboundResult =
  | { kind: 'ANSWERED'; status: number; body: string }
  | { kind: 'FAILED'; error: 'REFUSED-ADDRESS' | 'TIMEOUT' | 'CONNECTION-FAILED' | 'RESPONSE-TOO-LARGE' };

class RefusedAddress extends Error {
  readonly code = 'WEBHOOK_REFUSED_ADDRESS';
}

/** Why a URL can never be delivered to, before any DNS answer: a bad scheme, credentials, an http non-loopback literal. */
export function urlRefusal(text: string, policy: OutboundPolicy): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return REFUSED.NOT_A_URL;
  }
  if (url.username || url.password) return REFUSED.CREDENTIALS;
  if (url.protocol === 'http:' && !policy.development) return REFUSED.NOT_HTTPS;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return REFUSED.NOT_HTTPS;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return addressRefusal(url, [host], policy);
  return null;
}

/** Why these resolved addresses of `url` may not be connected to, or null when they all may. */
export function addressRefusal(url: URL, addresses: readonly string[], policy: OutboundPolicy): string | null {
  if (addresses.length === 0) return REFUSED.UNRESOLVED;
  if (url.protocol === 'http:' && !addresses.every(isLoopbackAddress)) return REFUSED.PLAIN_HTTP;
  if (!addresses.every((address) => isDeliverableAddress(address, policy.allowed))) return REFUSED.PRIVATE_NETWORK;
  return null;
}

/** Resolves the URL's host once and tells why it is refused (the form's early answer; delivery checks again). */
export async function resolvedUrlRefusal(text: string, policy: OutboundPolicy): Promise<string | null> {
  const early = urlRefusal(text, policy);
  if (early) return early;
  const url = new URL(text);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return null;
  const addresses = await new Promise<string[]>((resolve) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, list) => resolve(error ? [] : list.map((a) => a.address))),
  );
  return addressRefusal(url, addresses, policy);
}

function guardedLookup(url: () => URL, policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, list) => {
      const answer = callback as (error: Error | null, address: unknown, family?: number) => void;
      if (error) return answer(error, undefined);
      const refusal = addressRefusal(
        url(),
        list.map((entry) => entry.address),
        policy,
      );
      if (refusal) return answer(new RefusedAddress(refusal), undefined);
      if ((options as { all?: boolean }).all) return answer(null, list);
      answer(null, list[0].address, list[0].family);
    });
  };
}

export class WebhookOutbound {
  private readonly httpsAgent: HttpsAgent;
  private readonly httpAgent: HttpAgent;

  constructor(
    private readonly policy: OutboundPolicy,
    private readonly timeoutMs: number,
  ) {
    // The lookup is told which URL it connects for through the request options (below), per call. As many sockets
    // to one receiver as the dispatcher sends to one endpoint at once (a slow receiver needs them all).
    this.httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: MAX_CONNECTIONS_PER_ORIGIN });
    this.httpAgent = new HttpAgent({ keepAlive: true, maxSockets: MAX_CONNECTIONS_PER_ORIGIN });
  }

  async post(target: string, body: string, headers: Record<string, string>): Promise<OutboundResult> {
    const refusal = urlRefusal(target, this.policy);
    if (refusal) return { kind: 'FAILED', error: 'REFUSED-ADDRESS' };
    const url = new URL(target);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const agent = url.protocol === 'https:' ? this.httpsAgent : this.httpAgent;
    return new Promise<OutboundResult>((resolve) => {
      let done = false;
      const finish = (result: OutboundResult) => {
        if (done) return;
        done = true;
        resolve(result);
      };
      const outgoing = send(
        url,
        {
          method: 'POST',
          agent,
          lookup: guardedLookup(() => url, this.policy),
          timeout: this.timeoutMs,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'Arena-Webhooks/1',
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          let total = 0;
          response.on('data', (chunk: Buffer) => {
            total += chunk.byteLength;
            if (total > WEBHOOK_RESPONSE_CAP_BYTES) {
              response.destroy();
              finish({ kind: 'FAILED', error: 'RESPONSE-TOO-LARGE' });
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () =>
            finish({
              kind: 'ANSWERED',
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES).toString('utf8'),
            }),
          );
          response.on('error', () => finish({ kind: 'FAILED', error: 'CONNECTION-FAILED' }));
        },
      );
      // The whole exchange, not only idle time, is bounded: a receiver trickling bytes is cut off too.
      const deadline = setTimeout(() => {
        outgoing.destroy();
        finish({ kind: 'FAILED', error: 'TIMEOUT' });
      }, this.timeoutMs);
      outgoing.on('timeout', () => {
        outgoing.destroy();
        finish({ kind: 'FAILED', error: 'TIMEOUT' });
      });
      outgoing.on('error', (error) =>
        finish({ kind: 'FAILED', error: error instanceof RefusedAddress ? 'REFUSED-ADDRESS' : 'CONNECTION-FAILED' }),
      );
      outgoing.on('close', () => clearTimeout(deadline));
      outgoing.end(body);
    });
  }

  close(): void {
    this.httpsAgent.destroy();
    this.httpAgent.destroy();
  }
}

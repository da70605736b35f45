// Which addresses a webhook may be delivered to: public unicast only (server/media/public-address.ts), plus what
// the self-hoster lists in WEBHOOK_ALLOWED_ADDRESSES (CIDRs, e.g. a receiver on their own network). Pure: the
// outbound request asks it about every address DNS gives, at connection time (webhook-outbound.ts).
import { isIP } from 'node:net';
import { ipv6Groups, isPublicAddress } from '../../media/public-address.js';

export interface AddressRange {
  family: 4 | 6;
  /** The address as 32 or 128 bits. */
  bits: bigint;
  prefix: number;
}

function ipv4Bits(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Bits(address: string): bigint {
  return ipv6Groups(address).reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) as the IPv4 address it carries, so one rule covers both spellings. */
function unmapped(address: string): { family: 4 | 6; bits: bigint } {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return { family: 4, bits: ipv4Bits(bare) };
  const bits = ipv6Bits(bare);
  if (bits >> 32n === 0xffffn) return { family: 4, bits: bits & 0xffffffffn };
  return { family: 6, bits };
}

/** Parses "a.b.c.d", "a.b.c.d/n", "::1" or "fc00::/7"; null when it is neither. */
export function parseAddressRange(text: string): AddressRange | null {
  const [address, prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0 || !isIP(address)) return null;
  const { family, bits } = unmapped(address);
  const width = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? width : Number(prefixText);
  if (
    !Number.isInteger(prefix) ||
    prefix < 0 ||
    prefix > width ||
    (prefixText !== undefined && !/^\d+$/.test(prefixText))
  )
    return null;
  return { family, bits, prefix };
}

function inRange(address: { family: 4 | 6; bits: bigint }, range: AddressRange): boolean {
  if (address.family !== range.family) return false;
  const shift = BigInt((range.family === 4 ? 32 : 128) - range.prefix);
  return address.bits >> shift === range.bits >> shift;
}

/**
 * True when a webhook may connect to `address` (an IP literal): it is public, or inside a range the self-hoster
 * allowed. Anything that is not an IP literal is refused.
 */
export function isDeliverableAddress(address: string, allowed: readonly AddressRange[]): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!isIP(bare)) return false;
  if (allowed.length > 0) {
    const parsed = unmapped(bare);
    if (allowed.some((range) => inRange(parsed, range))) return true;
  }
  return isPublicAddress(bare);
}

/** Loopback (127/8, ::1, and their mapped form): the only http:// target, and only in development. */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!isIP(bare)) return false;
  const parsed = unmapped(bare);
  return parsed.family === 4 ? parsed.bits >> 24n === 127n : parsed.bits === 1n;
}

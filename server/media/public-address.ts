// Which IP addresses the server may connect to on a user's behalf (a profile picture URL): public unicast
// only. IPv6 is an allow-list (global unicast 2000::/3 minus the ranges that tunnel to IPv4 or are reserved
// for documentation), so every mapped, compatible, NAT64, link-local, unique-local and multicast form is
// refused whatever way it is spelled.
import { isIP } from 'node:net';

const BLOCKED_V4: [number, number][] = [
  [0x00000000, 8], // "this" network
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local (cloud metadata)
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0000200, 24], // documentation
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xc6336400, 24], // documentation
  [0xcb007100, 24], // documentation
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved, broadcast
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function isPublicIpv4(address: string): boolean {
  const value = ipv4Number(address);
  const prefix = (address: number, bits: number) => Math.floor(address / 2 ** (32 - bits));
  return !BLOCKED_V4.some(([base, bits]) => prefix(value, bits) === prefix(base, bits));
}

/** The eight 16-bit groups of an IPv6 address (with or without a dotted IPv4 tail). */
export function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0];
  const tail = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (tail) {
    const value = ipv4Number(tail[1]);
    text = `${text.slice(0, -tail[1].length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(rest);
  const zeros = rest === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

function isPublicIpv6(address: string): boolean {
  const [first, second] = ipv6Groups(address);
  if (first < 0x2000 || first > 0x3fff) return false; // not global unicast: ::, ::1, ::ffff:…, fc00::, fe80::, ff00::…
  if (first === 0x2002) return false; // 6to4 carries an IPv4 address
  if (first === 0x2001 && (second === 0x0000 || second === 0x0db8)) return false; // Teredo, documentation
  return true;
}

/** True only for a public unicast address, given as an IPv4 or IPv6 literal (brackets allowed). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return isPublicIpv4(bare);
  if (family === 6) return isPublicIpv6(bare);
  return false;
}

// The source a sign-in lock holds for: one IPv4 address, or the /64 an IPv6 host usually holds whole.
import { describe, expect, it } from 'vitest';
import { sourceNetwork } from '../../server/idp/sign-in-lockout.js';

describe('sourceNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:1::5', '2001:db8:aa:1::/64'],
    ['2001:0db8:00aa:0001:ffff:1:2:3', '2001:db8:aa:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (ip, network) => {
    expect(sourceNetwork(ip)).toBe(network);
  });
});

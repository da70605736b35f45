// Issue 27 §2: where a webhook may be delivered. Public unicast only, unless the self-hoster allows a range; an
// IPv4-mapped IPv6 spelling is judged as the IPv4 address it carries; plain http only to loopback in development.
import { describe, expect, it } from 'vitest';
import {
  isDeliverableAddress,
  isLoopbackAddress,
  parseAddressRange,
  type AddressRange,
} from '../../server/modules/integrations/webhook-address-policy.js';
import { addressRefusal, urlRefusal } from '../../server/modules/integrations/webhook-outbound.js';

const ranges = (...texts: string[]) => texts.map((text): AddressRange => parseAddressRange(text)!);

describe('isDeliverableAddress with nothing allowed', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private 10/8'],
    ['172.16.5.4', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12 top'],
    ['192.168.0.10', 'private 192.168/16'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT top'],
    ['0.0.0.0', '0/8'],
    ['0.1.2.3', '0/8'],
    ['224.0.0.251', 'multicast'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'bracketed IPv6 loopback'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local fd'],
    ['fe80::1', 'link-local v6'],
    ['ff02::1', 'multicast v6'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata in hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:8.8.8.8', 'any IPv4-mapped form (a public one is reached by its IPv4 spelling)'],
    ['localhost', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isDeliverableAddress(address, [])).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111'])(
    'accepts public %s',
    (address) => {
      expect(isDeliverableAddress(address, [])).toBe(true);
    },
  );
});

describe('isDeliverableAddress with an allow-list', () => {
  const allowed = ranges('127.0.0.1', '10.20.0.0/16', 'fd00::/8');

  it.each(['127.0.0.1', '::ffff:127.0.0.1', '10.20.3.4', 'fd00::5'])('accepts allowed %s', (address) => {
    expect(isDeliverableAddress(address, allowed)).toBe(true);
  });

  it.each(['127.0.0.2', '10.21.0.1', '169.254.169.254', 'fc00::1', '::1'])('still refuses %s', (address) => {
    expect(isDeliverableAddress(address, allowed)).toBe(false);
  });
});

describe('parseAddressRange', () => {
  it.each(['127.0.0.1', '10.0.0.0/8', '::1', 'fc00::/7', '0.0.0.0/0'])('reads %s', (text) => {
    expect(parseAddressRange(text)).not.toBeNull();
  });
  it.each(['localhost', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '10.0.0.0/x', ''])('refuses %s', (text) => {
    expect(parseAddressRange(text)).toBeNull();
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.9.9.9', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::2', false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

describe('webhook URL rules', () => {
  const production = { allowed: [], development: false };
  const development = { allowed: ranges('127.0.0.1'), development: true };

  it('requires https outside development', () => {
    expect(urlRefusal('http://hooks.example.com/x', production)).toMatch(/https/);
    expect(urlRefusal('https://hooks.example.com/x', production)).toBeNull();
  });

  it('refuses other schemes, credentials and garbage', () => {
    expect(urlRefusal('ftp://hooks.example.com/x', development)).not.toBeNull();
    expect(urlRefusal('https://user:pw@hooks.example.com/x', production)).not.toBeNull();
    expect(urlRefusal('not a url', production)).not.toBeNull();
  });

  it('allows http in development for loopback addresses only', () => {
    const url = new URL('http://receiver.test/hook');
    expect(addressRefusal(url, ['127.0.0.1'], development)).toBeNull();
    expect(addressRefusal(url, ['8.8.8.8'], development)).toMatch(/http/);
    expect(addressRefusal(url, ['127.0.0.1', '8.8.8.8'], development)).toMatch(/http/);
  });

  it('refuses a name when any of its addresses is not deliverable', () => {
    const url = new URL('https://hooks.example.com/x');
    expect(addressRefusal(url, ['8.8.8.8', '10.0.0.1'], production)).toMatch(/private/);
    expect(addressRefusal(url, [], production)).toMatch(/resolve/);
    expect(addressRefusal(url, ['8.8.8.8'], production)).toBeNull();
  });

  it('checks literal hosts before any lookup', () => {
    expect(urlRefusal('https://169.254.169.254/latest/meta-data', production)).toMatch(/private/);
    expect(urlRefusal('https://[::ffff:127.0.0.1]/', production)).toMatch(/private/);
  });
});

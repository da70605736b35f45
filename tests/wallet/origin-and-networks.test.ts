import { describe, expect, it } from 'vitest';
import { checkNetworkName, checkNodeUrl, normaliseNodeUrl } from '../../src/wallet/network-rules';
import { NetworkRegistry, NetworkRuleError } from '../../src/wallet/network-registry';
import { providerOrigin } from '../../src/wallet/origin-check';
import { TrustedOrigins } from '../../src/wallet/trusted-origins';
import { createWalletState } from '../../src/wallet/wallet-state';
import { memoryStorage } from './memory-storage';
import {
  createFixture as createFixtureWithoutAccount,
  DEV_CHAIN_ID,
  fakeChain,
  ORIGIN,
  readyFixture,
} from './wallet-fixture';

describe('origin checks', () => {
  it('takes the canonical origin of http(s) senders only', () => {
    expect(providerOrigin('https://app.example', 'https://app.example/x')).toBe('https://app.example');
    expect(providerOrigin(undefined, 'http://127.0.0.1:5173/play?x=1')).toBe('http://127.0.0.1:5173');
    expect(providerOrigin('null', 'https://sandboxed.example/')).toBe('https://sandboxed.example');
    expect(providerOrigin(undefined, 'file:///tmp/a.html')).toBeNull();
    expect(providerOrigin('chrome-extension://abc', undefined)).toBeNull();
    expect(providerOrigin(undefined, 'data:text/html,hi')).toBeNull();
    expect(providerOrigin(undefined, undefined)).toBeNull();
  });

  it('keeps trust per origin: scheme, host and port all matter', async () => {
    const trusted = new TrustedOrigins(createWalletState(memoryStorage()), () => 42);
    await trusted.trust('https://app.example');
    await trusted.trust('https://app.example');
    expect(await trusted.list()).toEqual([{ origin: 'https://app.example', since: 42 }]);
    expect(await trusted.isTrusted('https://app.example')).toBe(true);
    expect(await trusted.isTrusted('http://app.example')).toBe(false);
    expect(await trusted.isTrusted('https://app.example:8443')).toBe(false);
    expect(await trusted.isTrusted('https://evil.app.example')).toBe(false);
    expect(await trusted.revoke('https://app.example')).toBe(true);
    expect(await trusted.revoke('https://app.example')).toBe(false);
  });

  it('trust is shared across networks: switching network keeps the origin connected', async () => {
    const fixture = await readyFixture();
    await fixture.call(ORIGIN, 'connect');
    await fixture.controller.handleMessage('network:set-arena-url', { nodeUrl: 'https://node.example.com' });
    expect(await fixture.call(ORIGIN, 'getSelectedAccount')).toMatchObject({ data: { accountName: 'player1' } });
  });
});

describe('network URL rules', () => {
  it('accepts HTTPS anywhere public and plain http only on localhost and 127.0.0.1', () => {
    expect(checkNodeUrl('https://api.testnet.ultra.eossweden.org')).toEqual({
      ok: true,
      nodeUrl: 'https://api.testnet.ultra.eossweden.org',
    });
    expect(checkNodeUrl('http://localhost:3000/v1/chain/')).toEqual({ ok: true, nodeUrl: 'http://localhost:3000' });
    expect(checkNodeUrl('http://127.0.0.1:8888')).toEqual({ ok: true, nodeUrl: 'http://127.0.0.1:8888' });
    expect(checkNodeUrl('http://node.example.com').ok).toBe(false);
    expect(checkNodeUrl('http://192.168.1.10:8888').ok).toBe(false);
    expect(checkNodeUrl('ftp://node.example.com').ok).toBe(false);
    expect(checkNodeUrl('not a url').ok).toBe(false);
  });

  it('refuses private and internal addresses even over HTTPS', () => {
    for (const url of [
      'https://10.0.0.5',
      'https://192.168.0.2',
      'https://172.20.1.1',
      'https://169.254.169.254',
      'https://127.0.0.2',
      'https://[::1]',
      'https://intranet',
      'https://node.local',
      'https://chain.internal',
      'https://user:pw@node.example.com',
    ]) {
      expect(checkNodeUrl(url), url).toMatchObject({ ok: false });
    }
    expect(checkNodeUrl('https://172.32.0.1').ok).toBe(true);
  });

  it('normalises pasted RPC paths', () => {
    expect(normaliseNodeUrl(' https://node.example.com/v1/chain/ ')).toBe('https://node.example.com');
  });

  it('refuses names imitating built-in networks and duplicates', () => {
    expect(checkNetworkName('My dev chain', [])).toEqual({ ok: true, name: 'My dev chain' });
    for (const name of ['Arena', 'ARENA ', 'Ar3na', 'A.r.e.n.a test', 'Ultra Mainnet', 'ultra-testnet', '']) {
      expect(checkNetworkName(name, []).ok, name).toBe(false);
    }
    expect(checkNetworkName('local', ['Local']).ok).toBe(false);
  });
});

describe('network registry', () => {
  const OTHER_ID = 'ab'.repeat(32);

  function makeRegistry() {
    const state = createWalletState(memoryStorage());
    const chain = fakeChain({ 'https://node.example.com': OTHER_ID });
    return {
      state,
      chain,
      registry: new NetworkRegistry(state, chain, async () => ({
        nodeUrl: 'http://localhost:3000/v1/chain',
        explorerTxUrl: null,
        arenaUrl: null,
      })),
    };
  }

  it('starts on the built-in Arena network from the build-time URL', async () => {
    const { registry } = makeRegistry();
    expect(await registry.current()).toEqual({
      id: 'arena',
      name: 'Arena',
      chainId: null,
      nodeUrl: 'http://localhost:3000',
      isCustom: false,
      explorerTxUrl: null,
    });
    expect(await registry.currentChainId()).toBe(DEV_CHAIN_ID);
    expect((await registry.current()).chainId).toBe(DEV_CHAIN_ID);
  });

  it('adds a custom network with the chain id read from get_info, switches to it and back', async () => {
    const { registry } = makeRegistry();
    const added = await registry.add('Sweden testnet', 'https://node.example.com/');
    expect(added).toEqual({
      id: OTHER_ID,
      name: 'Sweden testnet',
      chainId: OTHER_ID,
      nodeUrl: 'https://node.example.com',
      isCustom: true,
      explorerTxUrl: null,
    });
    expect(await registry.select(OTHER_ID)).toMatchObject({ changed: true });
    expect(await registry.currentChainId()).toBe(OTHER_ID);
    expect(await registry.select(OTHER_ID)).toMatchObject({ changed: false });
    expect(await registry.select('f'.repeat(64))).toBeNull();
    await registry.currentChainId();
    expect(await registry.select('arena')).toMatchObject({ changed: true });
  });

  it('refuses unreachable nodes, duplicate chains and bad URLs', async () => {
    const { registry, chain } = makeRegistry();
    await expect(registry.add('Plain http', 'http://node.example.com')).rejects.toBeInstanceOf(NetworkRuleError);
    await registry.add('Sweden testnet', 'https://node.example.com');
    await expect(registry.add('Again', 'https://node.example.com')).rejects.toThrow('already configured');
    chain.reachable = false;
    await expect(registry.add('Down', 'https://down.example.com')).rejects.toThrow('get_info');
  });

  it('removing the selected custom network falls back to Arena', async () => {
    const { registry } = makeRegistry();
    await registry.add('Sweden testnet', 'https://node.example.com');
    await registry.select(OTHER_ID);
    expect(await registry.remove(OTHER_ID)).toEqual({ wasSelected: true });
    expect((await registry.current()).id).toBe('arena');
  });

  it('the Arena node URL can be changed in settings and reset to the build default', async () => {
    const { registry } = makeRegistry();
    await expect(registry.setArenaNodeUrl('http://evil.example.com')).rejects.toBeInstanceOf(NetworkRuleError);
    expect((await registry.setArenaNodeUrl('http://127.0.0.1:4100/v1/chain')).nodeUrl).toBe('http://127.0.0.1:4100');
    expect((await registry.setArenaNodeUrl(null)).nodeUrl).toBe('http://localhost:3000');
  });

  it('switchNetwork from a page only reaches configured networks', async () => {
    const fixture = await readyFixture();
    await fixture.call(ORIGIN, 'connect');
    expect(await fixture.call(ORIGIN, 'switchNetwork', OTHER_ID)).toMatchObject({ code: -32000 });
    expect((await fixture.controller.networks.current()).id).toBe('arena');
  });
});

describe('accounts by key', () => {
  it('finds the accounts listing the wallet key on the current network and selects one', async () => {
    const fixture = createFixtureWithoutAccount();
    const { publicKey } = await fixture.controller.handleMessage('wallet:create', {
      password: 'correct horse battery',
    });
    const { overview, report } = await fixture.controller.handleMessage('account:discover', {});
    expect(report).toEqual({
      networkName: 'Arena',
      nodeUrl: 'http://localhost:3000',
      found: ['found1@active'],
      added: 1,
      error: null,
    });
    expect(overview.accounts).toEqual([{ accountName: 'found1', permission: 'active', publicKey }]);
    expect(overview.selected).toBe('found1@active');
  });

  it('refuses account names that are not Antelope names and keys the wallet does not hold', async () => {
    const fixture = await readyFixture();
    await expect(
      fixture.controller.handleMessage('account:set', {
        publicKey: fixture.publicKey,
        accountName: 'Not_Valid',
        permission: 'active',
      }),
    ).rejects.toThrow('account name');
    await expect(
      fixture.controller.handleMessage('account:set', {
        publicKey: 'PUB_K1_other',
        accountName: 'player5',
        permission: 'active',
      }),
    ).rejects.toThrow('no such key');
  });
});

describe('explorer links', () => {
  const OTHER_ID = 'cd'.repeat(32);
  it('a custom network may have an explorer URL with {id}; the popup links its transactions there', async () => {
    const fixture = await readyFixture();
    fixture.chain.getInfo = async (url) => ({ chain_id: url.includes('node.example') ? OTHER_ID : DEV_CHAIN_ID });
    const add = (explorerTxUrl: string) =>
      fixture.controller.handleMessage('network:add', {
        name: 'Sweden',
        nodeUrl: 'https://node.example.com',
        explorerTxUrl,
      });
    await expect(add('https://explorer.example.com/tx/')).rejects.toThrow('{id}');
    await expect(add('javascript:alert(1)//{id}')).rejects.toThrow();
    await expect(add('http://explorer.example.com/tx/{id}')).rejects.toThrow('HTTPS');
    const overview = await add('https://explorer.example.com/tx/{id}?net=1');
    expect(overview.networks[1]).toMatchObject({
      name: 'Sweden',
      explorerTxUrl: 'https://explorer.example.com/tx/{id}?net=1',
    });
    await fixture.controller.handleMessage('network:select', { id: OTHER_ID });
    await fixture.call(ORIGIN, 'connect');
    await fixture.call(ORIGIN, 'signTransaction', {
      contract: 'eosio.token',
      action: 'transfer',
      data: { from: 'player1', to: 'friend1', quantity: '1.00000000 UOS', memo: '' },
    });
    const portfolio = await fixture.controller.handleMessage('portfolio:get', {});
    expect(portfolio.transactions[0].explorerUrl).toBe(`https://explorer.example.com/tx/${'ab'.repeat(32)}?net=1`);
  });
});

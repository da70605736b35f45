// The chain-backed flow against the real platform server and its dev chain: the wallet imports the
// platform account's key, a dApp asks for a UOS transfer, the user approves it (and rejects another),
// and the popup shows the new balance and the transaction.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUos, parseUos } from '../../../src/domain/uos';
import {
  ChainClient,
  createFactory,
  generateKeyPair,
  issueUniqs,
  packTransaction,
  recoverDigestSigner,
  signingDigest,
  type ActionInput,
  type TransactionJson,
} from '../../../src/chain';
import {
  clickTestId,
  ensureExtensionBuilt,
  launchWalletBrowser,
  nextApproval,
  onboard,
  settled,
  startCall,
  startDappServer,
  type DappServer,
  type WalletBrowser,
} from './extension-harness';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';

const PLATFORM_ACCOUNT = 'arena.escrow';
const SQUARE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
// Factory metadata in the shape Arena's server writes (Ultra metadata v2: content + medias).
const FACTORY_METADATA = JSON.stringify({
  specVersion: '2.0',
  content: { name: 'Arena Champion 2026', author: 'Arena' },
  medias: { square: { uri: SQUARE_PNG, hash: '' } },
});

const PNG_BYTES = Buffer.from(SQUARE_PNG.split(',')[1], 'base64');
// Ultra's documented metadata format: the square image as {contentType, uris, integrity}, per token.
const ultraTokenMetadata = (origin: string) =>
  JSON.stringify({
    specVersion: '0.1',
    name: 'Ultra Sword #1',
    media: {
      images: {
        square: {
          contentType: 'image/png',
          uris: [`${origin}/sword.png`],
          integrity: { type: 'SHA256', hash: 'ab'.repeat(32) },
        },
      },
    },
    attributes: { rarity: { type: 'string', value: 'legendary' } },
  });

/** A chain action as the provider's transaction object. */
function txObject(action: ActionInput) {
  return { contract: action.account, action: action.name, authorization: action.authorization, data: action.data };
}

async function balanceIn(popup: Page): Promise<string> {
  await popup.waitForFunction(() => /UOS$/.test(document.querySelector('[data-testid="balance"]')?.textContent ?? ''), {
    polling: 100,
    timeout: 20_000,
  });
  return popup.$eval('[data-testid="balance"]', (el) => el.textContent ?? '');
}

describe('Arena Wallet against the platform dev chain', () => {
  let server: ServerProcess;
  let wallet: WalletBrowser;
  let dapp: DappServer;
  let popup: Page;
  let page: Page;
  let startBalance: bigint;
  let platformPublicKey: string;

  beforeAll(async () => {
    ensureExtensionBuilt();
    const platformKey = await generateKeyPair();
    platformPublicKey = platformKey.publicKey;
    [server, dapp] = await Promise.all([
      startServerProcess({
        env: { CHAIN_PLATFORM_ACCOUNT: PLATFORM_ACCOUNT, CHAIN_PLATFORM_PRIVATE_KEY: platformKey.privateKey },
      }),
      startDappServer({
        '/factory.json': { type: 'application/json', body: FACTORY_METADATA },
        '/ultra-factory.json': { type: 'application/json', body: JSON.stringify({ name: 'Ultra Swords' }) },
        '/sword.png': { type: 'image/png', body: PNG_BYTES },
      }),
    ]);
    dapp.files['/ultra-token/1.json'] = { type: 'application/json', body: ultraTokenMetadata(dapp.origin) };
    wallet = await launchWalletBrowser();
    popup = await onboard(wallet, {
      password: 'chain flow pass',
      accountName: PLATFORM_ACCOUNT,
      importKey: platformKey.privateKey,
      arenaNodeUrl: `${server.url}/v1/chain`,
    });
    page = await wallet.browser.newPage();
    await page.goto(`${dapp.origin}/`);
  });

  afterAll(async () => {
    await wallet?.close();
    await dapp?.close();
    await server?.close();
  });

  it('shows the account balance read from the dev chain in the popup', async () => {
    const text = await balanceIn(popup);
    startBalance = parseUos(text);
    expect(startBalance).toBeGreaterThan(parseUos('1000'));
  });

  it('connect reports the dev chain id from get_info', async () => {
    const info = (await (await fetch(`${server.url}/v1/chain/get_info`, { method: 'POST', body: '{}' })).json()) as {
      chain_id: string;
    };
    await startCall(page, 'connect', 'window.ultra.connect()');
    await clickTestId(await nextApproval(wallet.browser), 'approval-approve');
    expect((await settled(page, 'connect')).resolved).toMatchObject({
      data: { blockchainid: PLATFORM_ACCOUNT, network: { name: 'Arena', chainId: info.chain_id } },
    });
    await startCall(page, 'chainId', 'window.ultra.getChainId()');
    expect((await settled(page, 'chainId')).resolved).toEqual({ status: 'success', data: info.chain_id });
  });

  it('an approved transfer is broadcast, and the popup shows the new balance and the transaction', async () => {
    await startCall(
      page,
      'transfer',
      `window.ultra.signTransaction({ contract: 'eosio.token', action: 'transfer', data: { from: '${PLATFORM_ACCOUNT}', to: 'eosio', quantity: '12.50000000 UOS', memo: 'e2e prize' } })`,
    );
    const approval = await nextApproval(wallet.browser);
    const fields = await approval.$$eval('[data-testid="approval-field"]', (cells) => cells.map((c) => c.textContent));
    expect(fields).toEqual([PLATFORM_ACCOUNT, 'eosio', '12.50000000 UOS', 'e2e prize']);
    await clickTestId(approval, 'approval-approve');
    const result = await settled(page, 'transfer');
    expect(result.rejected).toBeUndefined();
    expect(result.resolved.data.transactionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(result.resolved.data.transactionHash).toBe(result.resolved.data.transaction_id);
    expect(result.resolved.data.processed).toMatchObject({ receipt: { status: 'executed' } });

    const expected = formatUos(startBalance - parseUos('12.5'));
    await popup.bringToFront();
    await popup.waitForFunction(
      (text) => document.querySelector('[data-testid="balance"]')?.textContent === text,
      { polling: 200, timeout: 20_000 },
      expected,
    );
    await popup.waitForSelector('[data-testid="transaction"]');
    // The activity list reads the node's history: the same transfer, in words.
    await popup.waitForFunction(
      () => document.querySelector('[data-testid="activity"]')?.textContent?.includes('Sent 12.5 UOS to eosio'),
      { polling: 200, timeout: 20_000 },
    );
    expect(await popup.$eval('[data-testid="transactions"]', (el) => el.textContent)).toContain(
      result.resolved.data.transactionHash,
    );
    const link = await popup.$eval('[data-testid="transaction-link"]', (a) => a.getAttribute('href'));
    // The onboarding pointed the Arena network at this server by hand: its node's own history view.
    expect(link).toBe(`${server.url}/v1/history/get_transaction?id=${result.resolved.data.transactionHash}`);
    expect((await fetch(link!)).status).toBe(200);
  });

  it('an organizer creates a Uniq factory and mints one; the popup lists it with name, image, factory and serial', async () => {
    const factoryUri = `${dapp.origin}/factory.json`;
    const create = createFactory({
      assetCreator: PLATFORM_ACCOUNT,
      assetManager: PLATFORM_ACCOUNT,
      factoryUri,
      defaultTokenUri: factoryUri,
      maxMintableTokens: 10,
      memo: 'e2e factory',
    });
    await startCall(page, 'create', `window.ultra.signTransaction(${JSON.stringify(txObject(create))})`);
    const approval = await nextApproval(wallet.browser);
    expect(
      await approval.$$eval('[data-testid="approval-field"]', (cells) => cells.map((c) => c.textContent)),
    ).toContain(factoryUri);
    await clickTestId(approval, 'approval-approve');
    expect((await settled(page, 'create')).resolved?.status).toBe('success');

    const client = new ChainClient(server.url);
    const factories = await client.getTableRows<{ id: number; factory_uri: string }>({
      code: 'eosio.nft.ft',
      scope: 'eosio.nft.ft',
      table: 'factory.b',
      limit: 100,
    });
    const factory = factories.rows.find((row) => row.factory_uri === factoryUri);
    expect(factory).toBeDefined();
    const mint = issueUniqs({
      issuer: PLATFORM_ACCOUNT,
      to: PLATFORM_ACCOUNT,
      tokenConfigs: [{ factoryId: factory!.id, amount: 1 }],
      memo: 'prize',
    });
    await startCall(page, 'mint', `window.ultra.signTransaction(${JSON.stringify(txObject(mint))})`);
    await clickTestId(await nextApproval(wallet.browser), 'approval-approve');
    expect((await settled(page, 'mint')).resolved?.status).toBe('success');

    await popup.bringToFront();
    await popup.waitForFunction(
      () => document.querySelector('[data-testid="uniq-name"]')?.textContent === 'Arena Champion 2026',
      { polling: 200, timeout: 20_000 },
    );
    const uniq = await popup.$eval('[data-testid="uniq"]', (el) => ({
      text: el.textContent,
      image: el.querySelector('img')?.getAttribute('src'),
    }));
    expect(uniq.text).toContain(`Factory #${factory!.id} · Serial #1`);
    expect(uniq.image).toBe(SQUARE_PNG);
  });

  it('a Uniq with Ultra-format token metadata shows its image and token-level name, and a detail view', async () => {
    const factoryUri = `${dapp.origin}/ultra-factory.json`;
    const create = createFactory({
      assetCreator: PLATFORM_ACCOUNT,
      assetManager: PLATFORM_ACCOUNT,
      factoryUri,
      defaultTokenUri: `${dapp.origin}/ultra-token/{serial_number}.json`,
      maxMintableTokens: 10,
      memo: 'ultra factory',
    });
    await startCall(page, 'createUltra', `window.ultra.signTransaction(${JSON.stringify(txObject(create))})`);
    await clickTestId(await nextApproval(wallet.browser), 'approval-approve');
    expect((await settled(page, 'createUltra')).resolved?.status).toBe('success');
    const client = new ChainClient(server.url);
    const factories = await client.getTableRows<{ id: number; factory_uri: string }>({
      code: 'eosio.nft.ft',
      scope: 'eosio.nft.ft',
      table: 'factory.b',
      limit: 100,
    });
    const factory = factories.rows.find((row) => row.factory_uri === factoryUri)!;
    const mint = issueUniqs({
      issuer: PLATFORM_ACCOUNT,
      to: PLATFORM_ACCOUNT,
      tokenConfigs: [{ factoryId: factory.id, amount: 1 }],
      memo: 'ultra prize',
    });
    await startCall(page, 'mintUltra', `window.ultra.signTransaction(${JSON.stringify(txObject(mint))})`);
    await clickTestId(await nextApproval(wallet.browser), 'approval-approve');
    expect((await settled(page, 'mintUltra')).resolved?.status).toBe('success');

    await popup.bringToFront();
    await popup.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="uniq-name"]')].some((el) => el.textContent === 'Ultra Sword #1'),
      { polling: 200, timeout: 20_000 },
    );
    const image = await popup.waitForFunction(
      (src) => {
        const img = [...document.querySelectorAll<HTMLImageElement>('[data-testid="uniq"] img')].find(
          (el) => el.getAttribute('src') === src,
        );
        return img && img.complete && img.naturalWidth > 0 ? img.naturalWidth : false;
      },
      { polling: 100, timeout: 10_000 },
      `${dapp.origin}/sword.png`,
    );
    expect(await image.jsonValue()).toBe(1);
    const items = await popup.$$('[data-testid="uniq-open"]');
    for (const item of items) {
      if ((await item.evaluate((el) => el.textContent)).includes('Ultra Sword #1')) await item.click();
    }
    await popup.waitForSelector('[data-testid="uniq-detail"]');
    expect(await popup.$eval('[data-testid="uniq-detail-factory"]', (el) => el.textContent)).toBe(
      `#${factory.id} · Ultra Swords`,
    );
    expect(await popup.$$eval('[data-testid="uniq-attribute"]', (rows) => rows.map((r) => r.textContent))).toEqual([
      'raritylegendary',
    ]);
    await clickTestId(popup, 'uniq-back');
  });

  it('warns above the actions before a transfer of most of the balance to a new recipient', async () => {
    const balance = await new ChainClient(server.url).getCurrencyBalance(PLATFORM_ACCOUNT);
    const quantity = formatUos((balance * 6n) / 10n);
    await startCall(
      page,
      'large',
      `window.ultra.signTransaction({ contract: 'eosio.token', action: 'transfer', data: { from: '${PLATFORM_ACCOUNT}', to: 'arena.newbie', quantity: '${quantity}', memo: 'all in' } })`,
    );
    const approval = await nextApproval(wallet.browser);
    await approval.waitForSelector('[data-testid="approval-risks"]');
    const risks = await approval.$$eval('[data-testid="approval-risk"]', (items) =>
      items.map((li) => ({
        code: li.getAttribute('data-code'),
        level: li.getAttribute('data-level'),
        text: li.textContent,
      })),
    );
    expect(risks.map((r) => r.code)).toEqual(['large-transfer', 'new-recipient', 'new-connection']);
    // Three levels, each with its own word and colour (issue 29 §2).
    expect(risks.map((r) => r.level)).toEqual(['danger', 'caution', 'info']);
    expect(risks.map((r) => r.text?.split(' ')[0])).toEqual(['DangerThis', 'CautionYou', 'NoteThis']);
    const colours = await approval.$$eval('[data-testid="approval-risk"]', (items) =>
      items.map((li) => getComputedStyle(li).backgroundColor),
    );
    expect(new Set(colours).size).toBe(3);
    expect(risks[0].text).toContain(`This sends ${quantity}, 60% of your balance`);
    expect(risks[1].text).toContain('arena.newbie');
    // The warnings come before the action table.
    expect(
      await approval.$eval('[data-testid="approval-risks"]', (list) =>
        Boolean(
          list.compareDocumentPosition(document.querySelector('[data-testid="approval-action"]')!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      ),
    ).toBe(true);
    const info = (await (await fetch(`${server.url}/v1/chain/get_info`, { method: 'POST', body: '{}' })).json()) as {
      chain_id: string;
    };
    expect(await approval.$eval('[data-testid="approval-chain-id"]', (el) => el.textContent)).toBe(
      `Chain id ${info.chain_id}`,
    );
    await clickTestId(approval, 'approval-reject');
    expect((await settled(page, 'large')).rejected).toMatchObject({ code: 4001 });
  });

  it('says in words that an updateauth replaces the account keys, and enables Sign only once acknowledged', async () => {
    await startCall(
      page,
      'updateauth',
      `window.ultra.signTransaction({ contract: 'eosio', action: 'updateauth', data: { account: '${PLATFORM_ACCOUNT}', permission: 'active', parent: 'owner', auth: { threshold: 1, keys: [{ key: '${platformPublicKey}', weight: 1 }], accounts: [], waits: [] } } })`,
    );
    const approval = await nextApproval(wallet.browser);
    const first = await approval.$eval('[data-testid="approval-risk"]', (li) => ({
      level: li.getAttribute('data-level'),
      text: li.textContent,
    }));
    expect(first.level).toBe('danger');
    expect(first.text).toContain(`replaces the keys that control your account ${PLATFORM_ACCOUNT} (active)`);
    expect(await approval.$('[data-testid="approval-approve"][disabled]')).not.toBeNull();
    await clickTestId(approval, 'approval-acknowledge');
    expect(await approval.$('[data-testid="approval-approve"]:not([disabled])')).not.toBeNull();
    await clickTestId(approval, 'approval-reject');
    expect((await settled(page, 'updateauth')).rejected).toMatchObject({ code: 4001 });
  });

  it('signOnly needs the consent tick, returns a signed transaction that verifies, and broadcasts nothing', async () => {
    const before = await new ChainClient(server.url).getCurrencyBalance(PLATFORM_ACCOUNT);
    await startCall(
      page,
      'signOnly',
      `window.ultra.signTransaction({ contract: 'eosio.token', action: 'transfer', data: { from: '${PLATFORM_ACCOUNT}', to: 'eosio', quantity: '3.00000000 UOS', memo: 'later' } }, { signOnly: true })`,
    );
    const approval = await nextApproval(wallet.browser);
    expect(await approval.$('[data-testid="approval-approve"][disabled]')).not.toBeNull();
    expect(await approval.$eval('[data-testid="approval-valid-until"]', (el) => el.textContent)).toMatch(/\d\d:\d\d/);
    await clickTestId(approval, 'approval-consent');
    await clickTestId(approval, 'approval-approve');
    const { resolved } = await settled(page, 'signOnly');
    const signed = resolved.data as Record<string, any>;
    expect(signed).toMatchObject({
      max_net_usage_words: 0,
      max_cpu_usage_ms: 0,
      delay_sec: 0,
      context_free_actions: [],
      transaction_extensions: [],
      context_free_data: [],
      unsignedAuth: [],
      transaction_id: '',
      transactionHash: '',
      processed: null,
    });
    // Valid about an hour, as the approval says, not the 30 s of a transaction sent at once.
    const lifetime = Date.parse(`${signed.expiration as string}Z`) - Date.now();
    expect(lifetime).toBeGreaterThan(55 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(3600_000);
    expect(signed.actions[0]).toMatchObject({
      account: 'eosio.token',
      name: 'transfer',
      data: expect.stringMatching(/^[0-9a-f]+$/),
    });
    const info = (await (await fetch(`${server.url}/v1/chain/get_info`, { method: 'POST', body: '{}' })).json()) as {
      chain_id: string;
    };
    const packed = packTransaction(signed as unknown as TransactionJson);
    expect(recoverDigestSigner(signingDigest(info.chain_id, packed), signed.signatures[0])).toBe(platformPublicKey);
    expect(await new ChainClient(server.url).getCurrencyBalance(PLATFORM_ACCOUNT)).toBe(before);
  });

  it('a rejected transfer gives 4001 in the page and moves nothing', async () => {
    await startCall(
      page,
      'rejected',
      `window.ultra.signTransaction({ contract: 'eosio.token', action: 'transfer', data: { from: '${PLATFORM_ACCOUNT}', to: 'eosio', quantity: '1.00000000 UOS', memo: 'no' } })`,
    );
    await clickTestId(await nextApproval(wallet.browser), 'approval-reject');
    expect(await settled(page, 'rejected')).toEqual({
      rejected: { status: 'error', code: 4001, message: 'The user rejected the request.' },
    });
  });

  it('a transaction the chain refuses gives -32003 with the chain text in data', async () => {
    await startCall(
      page,
      'overdraft',
      `window.ultra.signTransaction({ contract: 'eosio.token', action: 'transfer', data: { from: '${PLATFORM_ACCOUNT}', to: 'eosio', quantity: '999999999.00000000 UOS', memo: 'too much' } })`,
    );
    await clickTestId(await nextApproval(wallet.browser), 'approval-approve');
    const result = await settled(page, 'overdraft');
    expect(result.rejected).toMatchObject({ status: 'error', code: -32003 });
    expect(String(result.rejected.data)).toMatch(/overdrawn balance/);
  });

  it('finds the accounts that list the wallet key on chain (get_accounts_by_authorizers) without changing the selection', async () => {
    await popup.bringToFront();
    await clickTestId(popup, 'tab-settings');
    await clickTestId(popup, 'discover-accounts');
    await clickTestId(popup, 'tab-home');
    await popup.waitForSelector('[data-testid="account-select"]');
    const options = await popup.$$eval('[data-testid="account-select"] option', (els) => els.map((el) => el.value));
    expect(options).toContain(`${PLATFORM_ACCOUNT}@active`);
    expect(options.length).toBeGreaterThan(1); // the dev chain's system accounts carry the platform key too
    expect(await popup.$eval('[data-testid="account-select"]', (el) => (el as HTMLSelectElement).value)).toBe(
      `${PLATFORM_ACCOUNT}@active`,
    );
  });
});

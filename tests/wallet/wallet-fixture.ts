// Builds a WalletController over in-memory storage, a scripted approval "window" and a fake node,
// so provider and queue rules can be exercised without a browser.
import { chainKeyTools } from '../../src/wallet/chain-access';
import type { ChainAccess } from '../../src/wallet/chain-access';
import type { AccountTransaction } from '../../src/chain';
import type { PortToPage } from '../../src/wallet/message-protocol';
import type { PackagedConfig } from '../../src/wallet/packaged-config';
import { WalletController } from '../../src/wallet/wallet-controller';
import { memoryStorage } from './memory-storage';

export const DEV_CHAIN_ID = 'cf057bbfb72640471fd910bcb67639c22df9f92470936cddc1ade0e2f2e7dc4f';
export const PASSWORD = 'correct horse battery';
export const ORIGIN = 'https://dapp.example';

export interface FakeChain extends ChainAccess {
  transactCalls: Parameters<ChainAccess['transact']>[0][];
  failNext: Error | null;
  reachable: boolean;
  /** What the node's history answers; null: a node without the history API. */
  history: AccountTransaction[] | null;
}

export function fakeChain(chainIdsByUrl: Record<string, string> = {}): FakeChain {
  const chain: FakeChain = {
    transactCalls: [],
    failNext: null,
    reachable: true,
    history: [],
    async getInfo(nodeUrl) {
      if (!chain.reachable) throw new TypeError('fetch failed');
      return { chain_id: chainIdsByUrl[nodeUrl] ?? DEV_CHAIN_ID };
    },
    async transact(options) {
      chain.transactCalls.push(options);
      if (chain.failNext) {
        const error = chain.failNext;
        chain.failNext = null;
        throw error;
      }
      const id = 'ab'.repeat(32);
      return {
        transactionId: id,
        signatures: ['SIG_K1_fake'],
        packedTrx: '00',
        transaction: {
          expiration: '2030-01-01T00:00:00',
          ref_block_num: 1,
          ref_block_prefix: 2,
          max_net_usage_words: 0,
          max_cpu_usage_ms: 0,
          delay_sec: 0,
          context_free_actions: [],
          actions: options.actions.map((a) => ({ ...a, data: '00' })),
          transaction_extensions: [],
        },
        // Like src/chain: the node's whole push_transaction body.
        processed: options.broadcast
          ? { transaction_id: id, processed: { id, block_num: 5, receipt: { status: 'executed' } } }
          : undefined,
      };
    },
    async getCurrencyBalance() {
      return 123_450_000_000n;
    },
    async getUniqsOf() {
      return [{ id: 7, token_factory_id: 2, serial_number: 3, mint_date: '2026-01-01T00:00:00', uri: null }];
    },
    async getAccountTransactions(_url, account, limit) {
      if (!chain.reachable || chain.history === null) throw new Error('404 history API not found');
      return chain.history.filter((t) => JSON.stringify(t.actions).includes(`"${account}"`)).slice(0, limit);
    },
    async getFactory(_url, id) {
      return { id, factory_uri: 'https://meta.example/factory.json' };
    },
    async findAccountsByKeys(_url, keys) {
      return keys.map((publicKey) => ({ accountName: 'found1', permission: 'active', publicKey }));
    },
  };
  return chain;
}

/** How the scripted user answers approval windows: 'approve', 'reject', 'close' or 'wait'. */
export type UserScript = 'approve' | 'reject' | 'close' | 'wait';

export function createFixture(
  options: {
    now?: () => number;
    fetchJson?: (url: string) => Promise<unknown>;
    /** The configuration an Arena server packaged; none by default (the build's node, no Arena URL). */
    packagedConfig?: PackagedConfig;
  } = {},
) {
  const storage = memoryStorage();
  const chain = fakeChain();
  const opened: { requestId: string; windowId: number }[] = [];
  const closed: number[] = [];
  const alarms = new Map<string, number>();
  let nextWindow = 100;
  let script: UserScript = 'approve';
  let consent = false;
  const controller: WalletController = new WalletController({
    storage,
    keys: chainKeyTools,
    chain,
    windows: {
      async open(requestId) {
        const windowId = nextWindow++;
        opened.push({ requestId, windowId });
        // The "user" acts after the window is up, like the real approval page.
        setTimeout(() => {
          if (script === 'approve') controller.queue.decide(requestId, { approved: true, consent });
          else if (script === 'reject') controller.queue.decide(requestId, { approved: false });
          else if (script === 'close') controller.queue.windowClosed(windowId);
        }, 1);
        return windowId;
      },
      async close(windowId) {
        closed.push(windowId);
      },
    },
    alarms: {
      async schedule(name, when) {
        alarms.set(name, when);
      },
      async clear(name) {
        alarms.delete(name);
      },
    },
    fetchJson:
      options.fetchJson ??
      (async () => ({ name: 'Champion Trophy', media: { images: { square: 'https://meta.example/sq.png' } } })),
    defaultArenaNodeUrl: 'http://localhost:3000/v1/chain',
    packagedConfig: options.packagedConfig ? async () => options.packagedConfig! : undefined,
    now: options.now,
  });
  const events: { origin: string; frame: PortToPage }[] = [];
  const attachPage = (origin: string) =>
    controller.events.add({ origin, post: (frame) => events.push({ origin, frame }) });
  return {
    controller,
    storage,
    chain,
    opened,
    closed,
    alarms,
    events,
    attachPage,
    user(next: UserScript, withConsent = false) {
      script = next;
      consent = withConsent;
    },
    call: (origin: string, method: string, ...params: unknown[]) => controller.provider.handle(origin, method, params),
  };
}

/** A wallet with one key named `player1@active`, unlocked. */
export async function readyFixture(options: Parameters<typeof createFixture>[0] = {}) {
  const fixture = createFixture(options);
  const { publicKey, privateKey } = await fixture.controller.handleMessage('wallet:create', { password: PASSWORD });
  await fixture.controller.handleMessage('account:set', { publicKey, accountName: 'player1', permission: 'active' });
  return { ...fixture, publicKey, privateKey };
}

import { describe, expect, it } from 'vitest';
import { ApprovalQueue } from '../../src/wallet/approval-queue';
import { ProviderError } from '../../src/wallet/provider-error';
import { MAX_PENDING_PER_ORIGIN, RequestLimiter } from '../../src/wallet/request-limiter';
import { createWalletState } from '../../src/wallet/wallet-state';
import { memoryStorage } from './memory-storage';
import { ORIGIN, readyFixture } from './wallet-fixture';

function makeQueue() {
  const storage = memoryStorage();
  const opened: string[] = [];
  const closed: number[] = [];
  let ids = 0;
  const queue = new ApprovalQueue(
    createWalletState(storage),
    {
      async open(id) {
        opened.push(id);
        return 500 + opened.length;
      },
      async close(windowId) {
        closed.push(windowId);
      },
    },
    () => 1000,
    () => `req-${++ids}`,
  );
  return { queue, opened, closed, storage };
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('approval queue', () => {
  it('is resolved only by the request id, and only once', async () => {
    const { queue } = makeQueue();
    const a = settle(queue.request('https://a.example', 'signMessage', { message: 'message:a' }));
    const b = settle(queue.request('https://b.example', 'signMessage', { message: 'message:b' }));
    await Promise.resolve();
    expect(queue.list().map((r) => r.id)).toEqual(['req-1', 'req-2']);
    expect(queue.decide('req-404', { approved: true })).toBe(false);
    expect(queue.decide('req-2', { approved: true })).toBe(true);
    expect(queue.decide('req-2', { approved: false })).toBe(false);
    const approvedB = (await b) as { value: { approved: boolean; release(): void } };
    expect(approvedB.value).toMatchObject({ approved: true });
    expect(queue.get('req-1')).toMatchObject({
      origin: 'https://a.example',
      kind: 'signMessage',
      payload: { message: 'message:a' },
    });
    queue.decide('req-1', { approved: false });
    expect(await a).toEqual({ error: expect.objectContaining({ code: 4001 }) });
  });

  it('queues a second request from the same origin behind the first (no -32002), one window at a time', async () => {
    const { queue, opened } = makeQueue();
    const first = settle(queue.request(ORIGIN, 'connect', {}));
    const second = settle(queue.request(ORIGIN, 'signMessage', {}));
    const other = settle(queue.request('https://other.example', 'connect', {}));
    await new Promise((r) => setTimeout(r, 0));
    expect(queue.list().map((r) => r.id)).toEqual(['req-1', 'req-2', 'req-3']);
    expect(opened).toEqual(['req-1', 'req-3']); // req-2 waits for req-1's window
    expect(queue.pendingFor(ORIGIN)?.id).toBe('req-1');
    queue.decide('req-1', { approved: true });
    expect(await first).toEqual({ value: expect.objectContaining({ approved: true }) });
    await new Promise((r) => setTimeout(r, 0));
    expect(opened).toEqual(['req-1', 'req-3', 'req-2']);
    expect(queue.pendingFor(ORIGIN)?.kind).toBe('signMessage');
    queue.decide('req-2', { approved: false });
    expect(await second).toEqual({ error: expect.objectContaining({ code: 4001 }) });
    queue.rejectAll('test over');
    await other;
  });

  it("bounds each origin's queue at the in-flight limit (-32005), and rejecting the origin empties it", async () => {
    const { queue, opened } = makeQueue();
    const queued = Array.from({ length: MAX_PENDING_PER_ORIGIN }, (_, i) =>
      settle(queue.request(ORIGIN, 'signMessage', { i })),
    );
    expect(await settle(queue.request(ORIGIN, 'signMessage', {}))).toEqual({
      error: expect.objectContaining({ code: -32005 }),
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(opened).toHaveLength(1);
    expect(queue.rejectOrigin(ORIGIN, new ProviderError('userRejected'))).toBe(MAX_PENDING_PER_ORIGIN);
    for (const result of await Promise.all(queued))
      expect(result).toEqual({ error: expect.objectContaining({ code: 4001 }) });
    await new Promise((r) => setTimeout(r, 0));
    expect(opened).toHaveLength(1); // no window opened for requests rejected while waiting
  });

  it('closing the approval window rejects with 4001 and settled requests close their window', async () => {
    const { queue, closed } = makeQueue();
    const pending = settle(queue.request(ORIGIN, 'connect', {}));
    await new Promise((r) => setTimeout(r, 0));
    queue.windowClosed(501);
    expect(await pending).toEqual({ error: expect.objectContaining({ code: 4001 }) });
    expect(closed).toContain(501);
    expect(queue.list()).toHaveLength(0);
  });

  it("closes an approved request's window only after the caller released it", async () => {
    const { queue, closed } = makeQueue();
    const pending = queue.request(ORIGIN, 'signMessage', {});
    await new Promise((r) => setTimeout(r, 0));
    queue.decide('req-1', { approved: true });
    const approved = await pending;
    await new Promise((r) => setTimeout(r, 150));
    expect(closed).toEqual([]);
    approved.release();
    await new Promise((r) => setTimeout(r, 150));
    expect(closed).toEqual([501]);
  });

  it('rejectAll rejects every pending request', async () => {
    const { queue } = makeQueue();
    const all = [
      settle(queue.request('https://a.example', 'connect', {})),
      settle(queue.request('https://b.example', 'connect', {})),
    ];
    await Promise.resolve();
    expect(queue.rejectAll('The wallet was locked.')).toBe(2);
    for (const result of await Promise.all(all)) {
      expect(result).toEqual({ error: expect.objectContaining({ code: 4001, message: 'The wallet was locked.' }) });
    }
  });

  it('mirrors pending requests in session storage and closes orphaned windows after a restart', async () => {
    const { queue, storage } = makeQueue();
    void settle(queue.request(ORIGIN, 'connect', { nonce: null }));
    await new Promise((r) => setTimeout(r, 0));
    const saved = storage.session.dump()['arena.approvals'] as { value: unknown[] };
    expect(saved.value).toEqual([
      { id: 'req-1', origin: ORIGIN, kind: 'connect', payload: { nonce: null }, createdAt: 1000, windowId: 501 },
    ]);
    const closed: number[] = [];
    const restarted = new ApprovalQueue(createWalletState(storage), {
      open: async () => 1,
      close: async (id) => void closed.push(id),
    });
    await restarted.recover();
    expect(closed).toEqual([501]);
    expect((storage.session.dump()['arena.approvals'] as { value: unknown[] }).value).toEqual([]);
  });
});

describe('wallet-level approval rules', () => {
  it('locking the wallet rejects what is pending', async () => {
    const fixture = await readyFixture();
    await fixture.call(ORIGIN, 'connect');
    fixture.user('wait');
    const pending = fixture.call(ORIGIN, 'signMessage', 'message:sign me');
    await new Promise((r) => setTimeout(r, 5));
    expect(fixture.controller.queue.list()).toHaveLength(1);
    await fixture.controller.handleMessage('wallet:lock', {});
    expect(await pending).toMatchObject({ status: 'error', code: 4001 });
  });

  it('switching account or network rejects what is pending', async () => {
    const fixture = await readyFixture();
    await fixture.call(ORIGIN, 'connect');
    fixture.user('wait');
    await fixture.controller.handleMessage('account:set', {
      publicKey: fixture.publicKey,
      accountName: 'player2',
      permission: 'active',
    });
    let pending = fixture.call(ORIGIN, 'signMessage', 'message:1');
    await new Promise((r) => setTimeout(r, 5));
    await fixture.controller.handleMessage('account:select', { accountName: 'player2', permission: 'active' });
    expect(await pending).toMatchObject({ code: 4001 });
    pending = fixture.call(ORIGIN, 'signMessage', 'message:2');
    await new Promise((r) => setTimeout(r, 5));
    await fixture.controller.handleMessage('network:set-arena-url', { nodeUrl: 'http://localhost:3999' });
    expect(await pending).toMatchObject({ code: 4001 });
  });

  it('two requests sent back to back are both answered, in order', async () => {
    const fixture = await readyFixture();
    await fixture.call(ORIGIN, 'connect');
    fixture.user('wait');
    const windowsBefore = fixture.opened.length;
    const answers: string[] = [];
    const first = fixture.call(ORIGIN, 'signMessage', 'message:one').then((r) => (answers.push('one'), r));
    const second = fixture.call(ORIGIN, 'signMessage', 'message:two').then((r) => (answers.push('two'), r));
    await new Promise((r) => setTimeout(r, 5));
    expect(fixture.opened).toHaveLength(windowsBefore + 1);
    const shown = fixture.controller.queue.pendingFor(ORIGIN)!;
    expect(shown.payload).toEqual({ message: 'message:one' });
    await fixture.controller.handleMessage('approval:decide', { id: shown.id, approved: true });
    expect(await first).toMatchObject({ status: 'success' });
    await new Promise((r) => setTimeout(r, 5));
    expect(fixture.opened).toHaveLength(windowsBefore + 2);
    const next = fixture.controller.queue.pendingFor(ORIGIN)!;
    expect(next.payload).toEqual({ message: 'message:two' });
    await fixture.controller.handleMessage('approval:decide', { id: next.id, approved: true });
    expect(await second).toMatchObject({ status: 'success' });
    expect(answers).toEqual(['one', 'two']);
  });

  it('the approval view shows origin, kind and every action field exactly as signed, flagging UOS amounts', async () => {
    const fixture = await readyFixture();
    await fixture.call(ORIGIN, 'connect');
    fixture.user('wait');
    const pending = fixture.call(ORIGIN, 'signTransaction', {
      contract: 'eosio.nft.ft',
      action: 'create.b',
      data: {
        create: {
          memo: 'm',
          minimum_resell_price: '2.50000000 UOS',
          fee: '2.5 UOS',
          resale_shares: [{ receiver: 'org1', basis_point: 500 }],
          lock_hash: false,
        },
      },
    });
    await new Promise((r) => setTimeout(r, 5));
    const [request] = fixture.controller.queue.list();
    const view = await fixture.controller.handleMessage('approval:get', { id: request.id });
    expect(view).toMatchObject({ origin: ORIGIN, kind: 'signTransaction', locked: false, account: 'player1@active' });
    expect(view?.transaction?.actions[0]).toEqual({
      contract: 'eosio.nft.ft',
      action: 'create.b',
      authorization: ['player1@active'],
      fields: [
        { path: 'create.memo', value: 'm', isAmount: false },
        { path: 'create.minimum_resell_price', value: '2.50000000 UOS', isAmount: true },
        { path: 'create.fee', value: '2.5 UOS', isAmount: false },
        { path: 'create.resale_shares.0.receiver', value: 'org1', isAmount: false },
        { path: 'create.resale_shares.0.basis_point', value: '500', isAmount: false },
        { path: 'create.lock_hash', value: 'false', isAmount: false },
      ],
    });
    expect(await fixture.controller.handleMessage('approval:get', { id: 'unknown' })).toBeNull();
    await fixture.controller.handleMessage('approval:decide', { id: request.id, approved: false });
    expect(await pending).toMatchObject({ code: 4001 });
  });
});

describe('per-origin limit', () => {
  it('allows at most 10 requests in flight per origin (-32005), counted per origin', async () => {
    const limiter = new RequestLimiter();
    const gates: Array<() => void> = [];
    const slow = () => new Promise<void>((resolve) => gates.push(resolve));
    const running = Array.from({ length: 10 }, () => limiter.run(ORIGIN, slow));
    await expect(limiter.run(ORIGIN, slow)).rejects.toMatchObject({ code: -32005 });
    const elsewhere = limiter.run('https://other.example', async () => 'ok');
    expect(await elsewhere).toBe('ok');
    gates.forEach((open) => open());
    await Promise.all(running);
    expect(limiter.pending(ORIGIN)).toBe(0);
    expect(await limiter.run(ORIGIN, async () => 'again')).toBe('again');
  });

  it('the provider answers the eleventh concurrent request from one page with -32005', async () => {
    const fixture = await readyFixture();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = fixture.chain.getInfo;
    fixture.chain.getInfo = async (url) => {
      await gate;
      return original(url);
    };
    const calls = Array.from({ length: 10 }, () => fixture.call(ORIGIN, 'getChainId'));
    await new Promise((r) => setTimeout(r, 5));
    expect(await fixture.call(ORIGIN, 'getChainId')).toMatchObject({ status: 'error', code: -32005 });
    release();
    for (const result of await Promise.all(calls)) expect(result.status).toBe('success');
  });

  it('ProviderError turns into the catalogue failure shape', () => {
    expect(new ProviderError('limitExceeded').toFailure()).toEqual({
      status: 'error',
      code: -32005,
      message: expect.any(String),
    });
  });

  it('drops the requests of a page that reloaded or closed, opens the new page’s request, and never settles a dropped one', async () => {
    const { queue, opened, closed } = makeQueue();
    const oldPage = { port: 'port-old', tabId: 7 };
    const transfer = { actions: [], signOnly: false };
    const shown = settle(queue.request(ORIGIN, 'signTransaction', transfer, oldPage));
    const behind = settle(queue.request(ORIGIN, 'signTransaction', transfer, oldPage));
    await Promise.resolve();
    expect(opened).toEqual(['req-1']);

    // The page reloads: its port disconnects; the new page asks again right away.
    expect(queue.dropSource('port-old')).toBe(2);
    expect(await shown).toEqual({ error: expect.objectContaining({ code: 4001 }) });
    expect(await behind).toEqual({ error: expect.objectContaining({ code: 4001 }) });
    expect(closed).toEqual([501]);
    const fresh = settle(
      queue.request(ORIGIN, 'signMessage', { message: 'message:new' }, { port: 'port-new', tabId: 7 }),
    );
    await Promise.resolve();
    expect(opened).toEqual(['req-1', 'req-3']);
    // The stale window's Approve settles nothing.
    expect(queue.decide('req-1', { approved: true })).toBe(false);
    expect(queue.list().map((r) => r.id)).toEqual(['req-3']);

    // Approved, then the tab closes before the work is done: the approval reports itself stale.
    queue.decide('req-3', { approved: true });
    const approved = (await fresh) as { value: { stale(): boolean; release(): void } };
    expect(approved.value.stale()).toBe(false);
    queue.dropTab(7);
    expect(approved.value.stale()).toBe(true);
    approved.value.release();

    // The wallet's own requests (no page) are never dropped by a tab.
    const own = settle(queue.request('Arena Wallet', 'signTransaction', transfer));
    await Promise.resolve();
    expect(queue.dropTab(7) + queue.dropSource('port-new')).toBe(0);
    queue.decide(queue.list()[0].id, { approved: false });
    await own;
  });

  it('a transaction approved while its page goes away is not signed nor sent', async () => {
    const fixture = await readyFixture();
    await fixture.call(ORIGIN, 'connect');
    fixture.user('wait');
    const page = { port: 'port-1', tabId: 3 };
    const tx = {
      contract: 'eosio.token',
      action: 'transfer',
      data: { from: 'player1', to: 'friend1', quantity: '5000.00000000 UOS', memo: '' },
    };
    const pending = fixture.controller.provider.handle(ORIGIN, 'signTransaction', [tx], page);
    await new Promise((r) => setTimeout(r, 5));
    const request = fixture.controller.queue.pendingFor(ORIGIN)!;
    // The chain id is read after the approval: the page reloads meanwhile.
    const getInfo = fixture.chain.getInfo;
    fixture.chain.getInfo = async (url) => {
      fixture.controller.queue.dropSource('port-1');
      return getInfo(url);
    };
    expect(fixture.controller.queue.decide(request.id, { approved: true })).toBe(true);
    expect(await pending).toMatchObject({ status: 'error', code: 4001 });
    expect(fixture.chain.transactCalls).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { ORIGIN, readyFixture } from './wallet-fixture';

const transfer = (to: string, quantity: string) => ({
  contract: 'eosio.token',
  action: 'transfer',
  data: { from: 'player1', to, quantity, memo: '' },
});

async function viewOf(fixture: Awaited<ReturnType<typeof readyFixture>>, tx: unknown) {
  fixture.user('wait');
  const pending = fixture.call(ORIGIN, 'signTransaction', tx);
  await new Promise((r) => setTimeout(r, 5));
  const request = fixture.controller.queue.pendingFor(ORIGIN)!;
  const view = await fixture.controller.handleMessage('approval:get', { id: request.id });
  return { view, pending, id: request.id };
}

describe('approval window risks', () => {
  it('flags a large transfer to a new recipient and a fresh connection, and shows the chain id', async () => {
    let clock = 1_800_000_000_000;
    const fixture = await readyFixture({ now: () => clock });
    await fixture.call(ORIGIN, 'connect');
    clock += 2 * 60_000;
    // The fake node holds 1234.5 UOS for player1.
    const { view, pending, id } = await viewOf(fixture, transfer('stranger1', '1000.00000000 UOS'));
    expect(view?.network.chainId).toMatch(/^[0-9a-f]{64}$/);
    expect(view?.risks.map((r) => r.code)).toEqual(['large-transfer', 'new-recipient', 'new-connection']);
    await fixture.controller.handleMessage('approval:decide', { id, approved: true });
    expect(await pending).toMatchObject({ status: 'success' });

    // An hour later, a small transfer to the same recipient raises nothing.
    clock += 3600_000;
    const again = await viewOf(fixture, transfer('stranger1', '1.00000000 UOS'));
    expect(again.view?.risks).toEqual([]);
    await fixture.controller.handleMessage('approval:decide', { id: again.id, approved: false });
    await again.pending;
  });

  it('says the node supplied the ABI for a contract the wallet does not know', async () => {
    const fixture = await readyFixture();
    await fixture.call(ORIGIN, 'connect');
    const { view, pending, id } = await viewOf(fixture, { contract: 'game.play', action: 'move', data: { x: 1 } });
    expect(view?.risks).toContainEqual({
      code: 'unknown-contract',
      level: 'caution',
      mustAcknowledge: false,
      message: expect.stringContaining('node supplied the ABI'),
    });
    await fixture.controller.handleMessage('approval:decide', { id, approved: false });
    await pending;
  });

  it('refuses an approved permission change the user did not acknowledge, and signs it once acknowledged', async () => {
    const fixture = await readyFixture();
    await fixture.call(ORIGIN, 'connect');
    const updateauth = {
      contract: 'eosio',
      action: 'updateauth',
      data: {
        account: 'player1',
        permission: 'active',
        parent: 'owner',
        auth: { threshold: 1, keys: [{ key: 'PUB_K1_attacker', weight: 1 }], accounts: [], waits: [] },
      },
    };
    const first = await viewOf(fixture, updateauth);
    expect(first.view?.risks[0]).toMatchObject({ code: 'permission-change', level: 'danger', mustAcknowledge: true });
    // A page script or a stale window cannot skip the tick: the background checks it.
    await fixture.controller.handleMessage('approval:decide', { id: first.id, approved: true });
    expect(await first.pending).toMatchObject({ status: 'error', code: 4001 });
    expect(fixture.chain.transactCalls).toHaveLength(0);

    const second = await viewOf(fixture, updateauth);
    await fixture.controller.handleMessage('approval:decide', { id: second.id, approved: true, acknowledged: true });
    expect(await second.pending).toMatchObject({ status: 'success' });
    expect(fixture.chain.transactCalls).toHaveLength(1);
  });
});

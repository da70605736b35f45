// A sign-only transaction is kept by the site to be broadcast later (the approval says so): it must stay valid
// for an hour, not the 30 s of a transaction the wallet sends at once (issue 29 §2). The transaction is built
// and signed by the real src/chain code against a scripted node whose reference block is at a known time.
import { describe, expect, it } from 'vitest';
import { createChainAccess } from '../../src/wallet/chain-access';
import { SIGN_ONLY_EXPIRE_SECONDS } from '../../src/wallet/transaction-signer';
import { DEV_CHAIN_ID, ORIGIN, readyFixture } from './wallet-fixture';

const BLOCK_TIME = '2030-01-01T00:00:00.000';

function scriptedNode(): typeof fetch {
  const block = { block_num: 100, timestamp: BLOCK_TIME, ref_block_prefix: 12345, id: '00000064' + '0'.repeat(56) };
  const answers: Record<string, unknown> = {
    get_info: {
      chain_id: DEV_CHAIN_ID,
      head_block_num: 103,
      last_irreversible_block_num: 100,
      head_block_time: BLOCK_TIME,
    },
    get_block_info: block,
    get_block: block,
    push_transaction: { transaction_id: 'ab'.repeat(32), processed: { receipt: { status: 'executed' } } },
  };
  return async (input: RequestInfo | URL) => {
    const body = answers[String(input).split('/').pop()!];
    return body === undefined
      ? new Response(JSON.stringify({ code: 404, message: 'Not Found', error: { details: [] } }), { status: 404 })
      : new Response(JSON.stringify(body), { status: 200 });
  };
}

const transfer = {
  contract: 'eosio.token',
  action: 'transfer',
  data: { from: 'player1', to: 'friend1', quantity: '1.00000000 UOS', memo: '' },
};

/** Seconds from the reference block to the transaction's expiration. */
const lifetime = (expiration: string) => (Date.parse(`${expiration}Z`) - Date.parse(`${BLOCK_TIME}Z`)) / 1000;

describe('sign-only expiry', () => {
  it('lasts an hour when the site keeps the transaction, 30 s when the wallet sends it, and the approval says until when', async () => {
    const clock = Date.parse('2030-01-01T13:05:00Z');
    const fixture = await readyFixture({ now: () => clock });
    const real = createChainAccess(scriptedNode()).transact;
    const built: { expiration: string }[] = [];
    fixture.chain.transact = async (options) => {
      const result = await real(options);
      built.push(result.transaction as { expiration: string });
      return result;
    };
    await fixture.call(ORIGIN, 'connect');

    fixture.user('wait');
    const pending = fixture.call(ORIGIN, 'signTransaction', transfer, { signOnly: true });
    await new Promise((r) => setTimeout(r, 5));
    const request = fixture.controller.queue.pendingFor(ORIGIN)!;
    const view = await fixture.controller.handleMessage('approval:get', { id: request.id });
    expect(view?.transaction?.validUntil).toBe(clock + 3600_000);
    await fixture.controller.handleMessage('approval:decide', { id: request.id, approved: true, consent: true });
    const signed = (await pending) as { status: string; data: { expiration: string } };
    expect(signed.status).toBe('success');
    expect(SIGN_ONLY_EXPIRE_SECONDS).toBe(3600);
    expect(lifetime(signed.data.expiration)).toBe(3600);

    fixture.user('approve');
    const sent = (await fixture.call(ORIGIN, 'signTransaction', transfer)) as { status: string };
    expect(sent.status).toBe('success');
    expect(built.map((t) => lifetime(t.expiration))).toEqual([3600, 30]);
  });
});

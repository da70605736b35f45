// The dev chain's authority checker keeps an account's permissions for 30 s of the chain's clock: a key changed by
// another process is seen once that clock has moved past the cache's life, not by waiting on the wall clock.
import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyPair } from '../../src/chain/index.js';
import { AuthorityChecker, type PermissionRecord } from '../../server/chain/authority-checker.js';
import { createSignatureVerifier } from '../../server/chain/signature-verifier.js';
import { ManualClock } from '../support/manual-clock.js';

const activeOf = (account: string, key: string): PermissionRecord[] => [
  { account, permName: 'owner', parent: '', threshold: 1, keys: [{ key, weight: 1 }], accounts: [] },
  { account, permName: 'active', parent: 'owner', threshold: 1, keys: [{ key, weight: 1 }], accounts: [] },
];

describe('authority checker permission cache', () => {
  const verifier = createSignatureVerifier('inline');
  afterAll(() => verifier.close());

  it('answers from its cache until the chain clock passes 30 s, then reads the rotated key', async () => {
    const [oldKey, newKey] = [(await generateKeyPair()).publicKey, (await generateKeyPair()).publicKey];
    // The chain's permission rows as another process left them; the loader reads them as they are now.
    let stored = activeOf('alice', oldKey);
    let loads = 0;
    const clock = new ManualClock(Date.parse('2026-06-01T00:00:00Z'));
    const checker = new AuthorityChecker(
      async (accounts) => {
        loads++;
        return stored.filter((record) => accounts.includes(record.account));
      },
      verifier,
      () => clock.now(),
    );
    const active = [{ actor: 'alice', permission: 'active' }];

    expect(await checker.requiredKeys(active, [oldKey, newKey])).toEqual([oldKey]);
    stored = activeOf('alice', newKey);
    clock.advance(30_000);
    expect(await checker.requiredKeys(active, [oldKey, newKey])).toEqual([oldKey]);
    expect(loads).toBe(1);

    clock.advance(1);
    expect(await checker.requiredKeys(active, [oldKey, newKey])).toEqual([newKey]);
    expect(loads).toBe(2);
    await expect(checker.requiredKeys(active, [oldKey])).rejects.toMatchObject({ code: 3090003 });
  });
});

// Password storage of the built-in identity provider: scrypt with a random salt and its parameters recorded.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../server/idp/password-hash.js';

describe('password hashing', () => {
  it('stores scrypt N=16384 r=8 p=1 with a 16-byte random salt and verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    const [scheme, N, r, p, salt, key] = first.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key, 'base64url')).toHaveLength(64);
    expect(second).not.toBe(first);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horse', second)).toBe(true);
    expect(await verifyPassword('correct horsE', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('refuses malformed stored values instead of throwing', async () => {
    for (const stored of ['', 'plain-text', 'scrypt$0$8$1$abc$def', 'scrypt$16384$8$1$abc$', 'bcrypt$1$2$3$4$5']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});

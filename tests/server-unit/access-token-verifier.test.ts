// The access-token verifier: a token judged by `verify` expires with its lifetime; one the provider has just issued
// on a refresh (`verifyIssued`) serves the request that fetched it even if its lifetime ran out meanwhile, while
// its signature, issuer and audience are checked all the same.
import { describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { AccessTokenVerifier } from '../../server/modules/auth/access-token-verifier.js';
import { ManualClock } from '../support/manual-clock.js';

const ISSUER = 'https://idp.example';

async function provider(clock = new ManualClock()) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const sign = (claims: { iat: number; exp: number; iss?: string }) =>
    new SignJWT({ sub: 'user-1' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(claims.iss ?? ISSUER)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(privateKey);
  const verifier = new AccessTokenVerifier({ issuer: ISSUER, clock, localJwks: async () => ({ keys: [jwk] }) });
  return { sign, verifier };
}

describe('access-token verifier', () => {
  const now = Math.floor(Date.now() / 1000);

  it('judges a token by its lifetime, and a token just issued as of its issue', async () => {
    const { sign, verifier } = await provider();
    const live = await sign({ iat: now, exp: now + 3600 });
    expect((await verifier.verify(live)).status).toBe('valid');
    // A one-second token whose second has passed by the time the refresh returns (a loaded machine).
    const spent = await sign({ iat: now - 5, exp: now - 4 });
    expect(await verifier.verify(spent)).toEqual({ status: 'expired' });
    const issued = await verifier.verifyIssued(spent);
    expect(issued.status).toBe('valid');
    expect(issued.status === 'valid' && issued.claims.sub).toBe('user-1');
    // Served once: later requests carrying it are told it expired, and refresh again.
    expect(await verifier.verify(spent)).toEqual({ status: 'expired' });
  });

  it('ages a token by the clock it was given, not the wall clock', async () => {
    const clock = new ManualClock(now * 1000);
    const { sign, verifier } = await provider(clock);
    const token = await sign({ iat: now, exp: now + 60 });
    expect((await verifier.verify(token)).status).toBe('valid');
    clock.advance(59_000);
    expect((await verifier.verify(token)).status).toBe('valid');
    // The second pass answered from the verifier's cache: the moved clock expires it there too.
    clock.advance(2_000);
    expect(await verifier.verify(token)).toEqual({ status: 'expired' });
    // A clock set two hours back finds valid a token the wall clock would call long expired.
    const past = await provider(new ManualClock((now - 7200) * 1000));
    expect((await past.verifier.verify(await past.sign({ iat: now - 7200, exp: now - 7140 }))).status).toBe('valid');
  });

  it('still refuses a just-issued token with a wrong signature, issuer or no issue time', async () => {
    const { sign, verifier } = await provider();
    const other = await provider();
    expect(await verifier.verifyIssued(await other.sign({ iat: now, exp: now + 60 }))).toEqual({ status: 'invalid' });
    expect(await verifier.verifyIssued(await sign({ iat: now, exp: now + 60, iss: 'https://evil.example' }))).toEqual({
      status: 'invalid',
    });
    expect(await verifier.verifyIssued('not.a.token')).toEqual({ status: 'invalid' });
    const [header, , signature] = (await sign({ iat: now, exp: now + 60 })).split('.');
    const noIat = Buffer.from(JSON.stringify({ sub: 'user-1', iss: ISSUER, exp: now + 60 })).toString('base64url');
    expect(await verifier.verifyIssued(`${header}.${noIat}.${signature}`)).toEqual({ status: 'invalid' });
  });
});

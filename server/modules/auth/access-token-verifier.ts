// Verifies access tokens locally (JWT signature, issuer, audience, expiry) so an API request costs no call
// to the identity provider. Expired tokens are told apart so the caller can try the refresh token.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  errors,
  jwtVerify,
  type JWTPayload,
  type JSONWebKeySet,
} from 'jose';
import type { Clock } from '../../clock.js';

export type VerifyResult =
  { status: 'valid'; claims: JWTPayload & { sub: string } } | { status: 'expired' } | { status: 'invalid' };

export interface AccessTokenVerifierOptions {
  issuer: string;
  audience?: string;
  /** Built-in provider: its public keys, read in-process. */
  localJwks?: () => Promise<JSONWebKeySet>;
  /** External provider: where its keys are published. */
  jwksUri?: () => Promise<string | undefined>;
  /** The server's clock, which a token's lifetime is judged by. */
  clock: Clock;
}

type KeyResolver = ReturnType<typeof createLocalJWKSet> | ReturnType<typeof createRemoteJWKSet>;
type ValidClaims = JWTPayload & { sub: string };

// A token's signature never changes, so a verified token is remembered until it expires: most API calls
// of a page reuse one token, and signature checks are the costliest part of a cheap request.
const CACHE_LIMIT = 10_000;

export class AccessTokenVerifier {
  private keys: Promise<KeyResolver> | null = null;
  private verified = new Map<string, ValidClaims>();

  constructor(private readonly options: AccessTokenVerifierOptions) {}

  private resolver(): Promise<KeyResolver> {
    this.keys ??= (async () => {
      if (this.options.localJwks) return createLocalJWKSet(await this.options.localJwks());
      const uri = await this.options.jwksUri?.();
      if (!uri) throw new Error('The identity provider publishes no jwks_uri');
      return createRemoteJWKSet(new URL(uri));
    })().catch((error) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }

  // The server's clock, the one the built-in provider stamps its tokens with: moving it (a test, a replay) ages
  // tokens as it ages everything else, and a session then goes on through the refresh token.
  async verify(token: string, nowSeconds = this.options.clock.now() / 1000): Promise<VerifyResult> {
    const cached = this.verified.get(token);
    if (cached) {
      if (typeof cached.exp === 'number' && cached.exp > nowSeconds) return { status: 'valid', claims: cached };
      this.verified.delete(token);
      return { status: 'expired' };
    }
    const result = await this.verifySignature(token, new Date(nowSeconds * 1000));
    if (result.status === 'valid' && typeof result.claims.exp === 'number') {
      if (this.verified.size >= CACHE_LIMIT) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, result.claims);
    }
    return result;
  }

  /**
   * A token the provider has just issued to this server (a refresh, for the request that asked for it): signature,
   * issuer and audience are checked, its lifetime as of its issue. However short that lifetime is, or however long
   * the refresh took on a loaded machine, the request it was fetched for is served with it; later requests judge it
   * by `verify`.
   */
  async verifyIssued(token: string): Promise<VerifyResult> {
    let issuedAt: unknown;
    try {
      issuedAt = decodeJwt(token).iat;
    } catch {
      return { status: 'invalid' };
    }
    if (typeof issuedAt !== 'number') return { status: 'invalid' };
    return this.verifySignature(token, new Date(issuedAt * 1000));
  }

  private async verifySignature(token: string, currentDate: Date): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, await this.resolver(), {
        issuer: this.options.issuer,
        ...(this.options.audience ? { audience: this.options.audience } : {}),
        currentDate,
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0) return { status: 'invalid' };
      return { status: 'valid', claims: payload as ValidClaims };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { status: 'expired' };
      if (error instanceof errors.JWKSNoMatchingKey) this.keys = null; // keys rotated: refetch next time
      return { status: 'invalid' };
    }
  }
}

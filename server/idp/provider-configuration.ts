// The oidc-provider configuration of the built-in identity provider: one confidential first-party client,
// JWT access tokens for the Arena API (resource indicators), persistent storage and keys, implicit consent,
// sign-out without a confirmation page, and Arena-styled error pages.
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import { errors, interactionPolicy, type KoaContextWithOIDC, type OidcClient } from 'oidc-provider';
import type { Database } from '../db/schema.js';
import { createIdpAdapterClass } from './idp-adapter.js';
import { accountClaims, findIdpAccount } from './idp-accounts.js';
import { GRANT_TTL_SECONDS, loadFirstPartyGrant } from './first-party-grant.js';
import { renderMessagePage, renderSignOutPage } from './pages/message-page.js';

export const FIRST_PARTY_SCOPE = 'openid profile email offline_access';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface ProviderConfigurationInput {
  db: Kysely<Database>;
  basePath: string;
  homeUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  resource: string;
  accessTokenTtlSeconds: number;
  signingKeys: JWK[];
  cookieKeys: string[];
  onAdapterError: (error: unknown) => void;
  /** The server's clock: the storage's expiry and the access tokens' issue time follow it. */
  now: () => Date;
  /** More confidential clients treated like Arena's own (implicit consent), e.g. another deployment. */
  trustedClients?: TrustedClient[];
}

export interface TrustedClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export function buildProviderConfiguration(input: ProviderConfigurationInput): Record<string, unknown> {
  const { db, clientId, resource } = input;
  const trustedClients = input.trustedClients ?? [];
  const trustedIds = new Set([clientId, ...trustedClients.map((client) => client.clientId)]);
  const assetsPath = `${input.basePath}/assets`;
  const cookie = { httpOnly: true, sameSite: 'lax', signed: true };

  return {
    adapter: createIdpAdapterClass(db, input.onAdapterError, input.now),
    clients: [
      {
        client_id: clientId,
        client_secret: input.clientSecret,
        client_name: 'Arena',
        redirect_uris: input.redirectUris,
        post_logout_redirect_uris: input.postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // client_secret_post is accepted as well: oidc-provider treats the two secret methods as one.
        token_endpoint_auth_method: 'client_secret_basic',
        scope: FIRST_PARTY_SCOPE,
      },
      ...trustedClients.map((client) => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        client_name: client.clientId,
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        scope: FIRST_PARTY_SCOPE,
      })),
    ],
    jwks: { keys: input.signingKeys },
    cookies: {
      names: { session: 'arena_idp_session', interaction: 'arena_idp_interaction', resume: 'arena_idp_resume' },
      keys: input.cookieKeys,
      long: cookie,
      short: cookie,
    },
    scopes: FIRST_PARTY_SCOPE.split(' '),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'nickname', 'preferred_username'],
    },
    // Always put the scope claims into the ID token: the access token is for the API, not for userinfo.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    extraParams: ['screen'],
    // PKCE for every client, confidential ones included (OAuth 2.0 Security BCP): a stolen code is useless.
    pkce: { required: () => true },
    // The only client exchanges codes server-side; browsers never call the token endpoint cross-origin.
    clientBasedCORS: () => false,
    async findAccount(_ctx: unknown, sub: string) {
      const account = await findIdpAccount(db, sub);
      if (!account) return undefined;
      return { accountId: account.id, claims: () => accountClaims(account) };
    },
    loadExistingGrant: (ctx: KoaContextWithOIDC) => loadFirstPartyGrant(ctx, trustedIds, input.now),
    // Refresh tokens for Arena's own client even without offline_access; others follow the standard rule.
    async issueRefreshToken(_ctx: unknown, client: OidcClient, code: { scopes: Set<string> }) {
      if (!client.grantTypeAllowed('refresh_token')) return false;
      return trustedIds.has(client.clientId) || code.scopes.has('offline_access');
    },
    // Rotate on every use (a stolen, already used token is detected and the grant revoked).
    rotateRefreshToken: true,
    interactions: {
      policy: signUpAwarePolicy(),
      url: (_ctx: unknown, interaction: { uid: string }) => `${input.basePath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx: unknown, indicator: string) {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: FIRST_PARTY_SCOPE,
            audience: resource,
            accessTokenFormat: 'jwt',
            accessTokenTTL: input.accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // The user already chose "sign out" in Arena: submit oidc-provider's form instead of asking again.
        logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          ctx.body = renderSignOutPage({ assetsPath, form });
        },
        postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = renderMessagePage({
            assetsPath,
            title: 'Signed out',
            message: 'You have been signed out of Arena.',
            link: { href: input.homeUrl, text: 'Back to Arena' },
          });
        },
      },
    },
    // oidc-provider stamps tokens with the machine's time; the API judges access tokens by the server's clock
    // (access-token-verifier.ts), so a JWT access token is re-stamped from it, keeping the lifetime the provider
    // gave it (its documented hook for changing a JWT access token before it is signed).
    formats: {
      customizers: {
        jwt(_ctx: unknown, _token: unknown, jwt: { payload: { iat?: number; exp?: number } }) {
          const { iat, exp } = jwt.payload;
          if (typeof iat !== 'number' || typeof exp !== 'number') return;
          const issuedAt = Math.floor(input.now().getTime() / 1000);
          jwt.payload.iat = issuedAt;
          jwt.payload.exp = issuedAt + (exp - iat);
        },
      },
    },
    ttl: {
      AccessToken: (_ctx: unknown, token: { resourceServer?: { accessTokenTTL?: number } }) =>
        token.resourceServer?.accessTokenTTL ?? input.accessTokenTtlSeconds,
      AuthorizationCode: MINUTE,
      IdToken: HOUR,
      RefreshToken: 30 * DAY,
      Interaction: HOUR,
      Session: 30 * DAY,
      // Re-saved by a sign-in when it grants more or half of it has gone (first-party-grant.ts); outlives the refresh
      // tokens issued under it.
      Grant: GRANT_TTL_SECONDS,
    },
    renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) {
      ctx.type = 'html';
      const internal = out.error === 'server_error';
      ctx.body = renderMessagePage({
        assetsPath,
        title: 'Something went wrong',
        message: internal
          ? 'The sign-in service had a problem. Please try again in a moment.'
          : `The sign-in request could not be completed (${out.error_description ?? out.error ?? 'invalid request'}).`,
        link: { href: input.homeUrl, text: 'Back to Arena' },
      });
    },
  };
}

/**
 * The standard policy plus one rule: an authorization request with `screen=signup` (Arena's account-creation
 * URL) always opens the interaction, even when the browser is already signed in, so "Create account" shows the
 * form instead of silently signing the current user in again.
 */
function signUpAwarePolicy() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.push(
      new interactionPolicy.Check(
        'signup_requested',
        'the account-creation screen was requested',
        (ctx) => ctx.oidc.route === 'authorization' && ctx.oidc.params?.screen === 'signup',
      ),
    );
  return policy;
}

// The built-in OpenID Connect identity provider (oidc-provider) mounted inside the Fastify app under /idp:
// Arena's default sign-in when no external OIDC_ISSUER is configured.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Provider, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { EMAIL_VERIFICATION_PATH, EmailVerifier, type VerificationRequest } from './email-verification.js';
import { deleteGrantArtifacts } from './idp-adapter.js';
import { loadIdpSecrets, toPublicJwks } from './idp-secrets.js';
import { registerIdpAssets } from './idp-assets.js';
import { registerInteractionRoutes } from './interaction-routes.js';
import { installRefreshGraceWindow } from './refresh-exchanges.js';
import { buildProviderConfiguration, type TrustedClient } from './provider-configuration.js';

export { createIdpAccount } from './idp-accounts.js';

export interface IdpLogger {
  info(...a: unknown[]): void;
  warn(...a: unknown[]): void;
  error(...a: unknown[]): void;
}

export interface IdentityProviderOptions {
  db: Kysely<Database>;
  /** e.g. http://localhost:3000/idp (PUBLIC_URL + '/idp'). */
  issuer: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Audience of the JWT access tokens, e.g. PUBLIC_URL + '/api'. */
  resource: string;
  accessTokenTtlSeconds?: number;
  logger?: IdpLogger;
  /** Set when the app runs behind a trusted reverse proxy (TRUST_PROXY): honour X-Forwarded-Proto/Host. */
  trustProxy?: boolean;
  /** Further confidential clients with implicit consent (IDP_TRUSTED_CLIENTS). */
  trustedClients?: TrustedClient[];
  /** The server's clock (the sign-in lock, the storage's expiry, the access tokens' issue time, link expiry). */
  now: () => Date;
  /** Sends the e-mail verification links and the mailed sign-in links (the dev mailbox in development). */
  mailer: Mailer;
  /** Where a verified link's "Continue to Arena" leads. */
  afterEmailVerifiedUrl: string;
}

export interface IdentityProvider {
  clientId: string;
  clientSecret: string;
  /** Register with `app.register(idp.plugin, { prefix: '/idp' })`. */
  plugin: FastifyPluginAsync;
  /** Public signing keys, so the API verifies access tokens without an HTTP call. */
  publicJwks(): Promise<{ keys: JsonWebKey[] }>;
  /** Mails the account (an ID token's `sub`) a new verification link, unless its address is verified already. */
  requestEmailVerification(accountId: string): Promise<VerificationRequest>;
}

export const FIRST_PARTY_CLIENT_ID = 'arena-web';

const silentLogger: IdpLogger = { info() {}, warn() {}, error() {} };

export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const logger = options.logger ?? silentLogger;
  const issuerUrl = new URL(options.issuer);
  const basePath = issuerUrl.pathname.replace(/\/+$/, '');
  const homeUrl = options.postLogoutRedirectUris[0] ?? options.redirectUris[0] ?? `${issuerUrl.origin}/`;
  const secrets = await loadIdpSecrets(options.db, FIRST_PARTY_CLIENT_ID);
  const now = options.now;
  const emailVerifier = new EmailVerifier({
    db: options.db,
    mailer: options.mailer,
    linkUrl: `${options.issuer.replace(/\/+$/, '')}${EMAIL_VERIFICATION_PATH}`,
    now,
    log: logger,
  });

  const provider = new Provider(
    options.issuer,
    buildProviderConfiguration({
      db: options.db,
      basePath,
      homeUrl,
      clientId: FIRST_PARTY_CLIENT_ID,
      clientSecret: secrets.clientSecret,
      redirectUris: options.redirectUris,
      postLogoutRedirectUris: options.postLogoutRedirectUris,
      resource: options.resource,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900,
      signingKeys: secrets.signingKeys,
      cookieKeys: secrets.cookieKeys,
      onAdapterError: (error) => logger.error({ err: error }, 'idp storage sweep failed'),
      now,
      trustedClients: options.trustedClients,
    }),
  );

  // Behind a trusted proxy the public scheme and host come from X-Forwarded-*; the issuer itself is explicit.
  provider.proxy = options.trustProxy === true;
  provider.on('server_error', (_ctx: unknown, error: unknown) => logger.error({ err: error }, 'idp server error'));
  provider.use(revokeGrantsOnSignOut(options.db, logger));
  installRefreshGraceWindow(provider, { db: options.db, sealingKey: secrets.sealingKey, now });

  const handle = provider.callback();
  const publicJwks = toPublicJwks(secrets.signingKeys);

  const plugin: FastifyPluginAsync = async (app: FastifyInstance) => {
    const mountPrefix = app.prefix;

    await app.register(async (interactions) => {
      registerIdpAssets(interactions);
      registerInteractionRoutes(interactions, {
        provider,
        db: options.db,
        basePath,
        homeUrl,
        trustedClientIds: new Set([
          FIRST_PARTY_CLIENT_ID,
          ...(options.trustedClients ?? []).map((client) => client.clientId),
        ]),
        now,
        issuer: options.issuer,
        mailer: options.mailer,
        emailVerifier,
        afterEmailVerifiedUrl: options.afterEmailVerifiedUrl,
      });
    });

    await app.register(async (passthrough) => {
      // oidc-provider reads request bodies itself: leave every body stream untouched here.
      passthrough.removeAllContentTypeParsers();
      passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const forward = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        const url = raw.url ?? '/';
        // oidc-provider derives its mount path from originalUrl; without it discovery omits the /idp prefix.
        raw.originalUrl = url;
        raw.url = url.startsWith(mountPrefix) ? url.slice(mountPrefix.length) || '/' : url;
        handle(raw, reply.raw);
      };
      passthrough.all('/*', { schema: { hide: true } }, forward);
    });
  };

  return {
    clientId: FIRST_PARTY_CLIENT_ID,
    clientSecret: secrets.clientSecret,
    plugin,
    publicJwks: async () => publicJwks,
    requestEmailVerification: (accountId) => emailVerifier.request(accountId),
  };
}

/**
 * Signing out of Arena ends every grant of the browser session, refresh tokens included: oidc-provider keeps
 * offline_access grants alive across logout, which is not what a user pressing "Sign out" expects.
 */
function revokeGrantsOnSignOut(db: Kysely<Database>, logger: IdpLogger) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    if (ctx.oidc?.route !== 'end_session_confirm' || ctx.status !== 303) return;
    const authorizations = ctx.oidc.session?.authorizations ?? {};
    const grantIds = Object.values(authorizations)
      .map((authorization) => authorization.grantId)
      .filter((grantId): grantId is string => typeof grantId === 'string');
    await deleteGrantArtifacts(db, grantIds).catch((error: unknown) =>
      logger.error({ err: error }, 'idp sign-out revocation failed'),
    );
  };
}

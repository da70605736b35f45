// Sign-in endpoints (SPEC §7). The server is the OpenID client; the browser only ever holds tokens.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountCreationUrlResponseSchema,
  AuthenticationBodySchema,
  LoginUrlResponseSchema,
  LogoutBodySchema,
  LogoutResponseSchema,
  TokensResponseSchema,
} from '../../../src/contract/auth.js';
import { apiPaths } from '../../../src/contract/paths.js';
import { HttpError } from '../../http-error.js';
import type { RelyingParty } from './oidc-relying-party.js';

export interface AuthRoutesOptions {
  relyingParty: RelyingParty;
  /** Creates or refreshes the Arena user from the ID token claims of a fresh sign-in. */
  onSignedIn: (claims: Record<string, unknown>) => Promise<void>;
}

const authRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['authentication'];

  routes.get(apiPaths.loginUrl, { schema: { tags, response: { 200: LoginUrlResponseSchema } } }, async () => ({
    loginUrl: await options.relyingParty.loginUrl(),
  }));

  routes.get(
    apiPaths.accountCreationUrl,
    { schema: { tags, response: { 200: AccountCreationUrlResponseSchema } } },
    async () => ({ accountCreationUrl: await options.relyingParty.accountCreationUrl() }),
  );

  routes.post(
    apiPaths.authentication,
    { config: authRateLimit, schema: { tags, body: AuthenticationBodySchema, response: { 200: TokensResponseSchema } } },
    async (request) => {
      const tokens = await options.relyingParty.exchangeCode(request.body.code).catch((error: Error) => {
        request.log.info({ reason: error.message }, 'authorization code refused');
        throw new HttpError(400, 'INVALID-AUTHORIZATION-CODE');
      });
      await options.onSignedIn(tokens.claims);
      return { access_token: tokens.accessToken, refresh_token: tokens.refreshToken, id_token: tokens.idToken };
    },
  );

  routes.post(
    apiPaths.authenticationLogout,
    { config: authRateLimit, schema: { tags, body: LogoutBodySchema, response: { 200: LogoutResponseSchema } } },
    async (request) => {
      const logoutUrl = await options.relyingParty.logoutUrl(request.body.idToken).catch(() => undefined);
      return logoutUrl ? { logoutUrl } : {};
    },
  );
}

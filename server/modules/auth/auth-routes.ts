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
import type { LoginBinding } from './login-binding.js';
import type { RelyingParty } from './oidc-relying-party.js';

export interface AuthRoutesOptions {
  relyingParty: RelyingParty;
  loginBinding: LoginBinding;
  /** Creates or refreshes the Arena user from the ID token claims of a fresh sign-in. */
  onSignedIn: (claims: Record<string, unknown>) => Promise<void>;
}

const authRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['authentication'];

  const { relyingParty, loginBinding } = options;

  // Each URL carries a fresh state and PKCE challenge bound to the asking browser (login-binding.ts).
  routes.get(
    apiPaths.loginUrl.pattern,
    { schema: { tags, response: { 200: LoginUrlResponseSchema } } },
    async (request, reply) => ({ loginUrl: await relyingParty.loginUrl(loginBinding.start(request, reply)) }),
  );

  routes.get(
    apiPaths.accountCreationUrl.pattern,
    { schema: { tags, response: { 200: AccountCreationUrlResponseSchema } } },
    async (request, reply) => ({
      accountCreationUrl: await relyingParty.accountCreationUrl(loginBinding.start(request, reply)),
    }),
  );

  routes.post(
    apiPaths.authentication.pattern,
    {
      config: authRateLimit,
      schema: { tags, body: AuthenticationBodySchema, response: { 200: TokensResponseSchema } },
    },
    async (request) => {
      // A code without the state of a login this browser started is refused before anything is exchanged:
      // it is how an attacker's link would sign the victim in to the attacker's account (login CSRF).
      const login = loginBinding.resume(request, request.body.state);
      if (!login) throw new HttpError(400, 'LOGIN-STATE-MISMATCH');
      const tokens = await relyingParty.exchangeCode(request.body.code, login).catch((error: Error) => {
        request.log.info({ reason: error.message }, 'authorization code refused');
        throw new HttpError(400, 'INVALID-AUTHORIZATION-CODE');
      });
      await options.onSignedIn(tokens.claims);
      return { access_token: tokens.accessToken, refresh_token: tokens.refreshToken, id_token: tokens.idToken };
    },
  );

  routes.post(
    apiPaths.authenticationLogout.pattern,
    { config: authRateLimit, schema: { tags, body: LogoutBodySchema, response: { 200: LogoutResponseSchema } } },
    async (request) => {
      const logoutUrl = await relyingParty.logoutUrl(request.body.idToken).catch(() => undefined);
      return logoutUrl ? { logoutUrl } : {};
    },
  );
}

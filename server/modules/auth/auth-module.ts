// Sign-in for the web app: the routes over the OpenID relying party. The relying party and the access-token
// verifier are shared infrastructure (the error handler and the authentication plugin use them), built in app.ts.
import type { ServerModule } from '../server-module.js';
import type { UsersService } from '../users/users-module.js';
import { authRoutes } from './auth-routes.js';
import type { LoginBinding } from './login-binding.js';
import type { RelyingParty } from './oidc-relying-party.js';

export function createAuthModule(options: {
  relyingParty: RelyingParty;
  loginBinding: LoginBinding;
  users: UsersService;
}): ServerModule {
  const { relyingParty, loginBinding, users } = options;
  return {
    routes: async (api) => {
      await api.register(authRoutes, {
        relyingParty,
        loginBinding,
        onSignedIn: async (claims) => void (await users.upsertFromClaims(claims)),
      });
    },
  };
}

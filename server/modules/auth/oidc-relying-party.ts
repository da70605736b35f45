// Arena as an OpenID Connect client: builds the login and sign-up URLs, exchanges codes, refreshes and logs
// out. The same code talks to the built-in provider (through an in-process fetch) or to any external one.
import * as oidc from 'openid-client';
import type { PendingLogin } from './login-binding.js';

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Resource indicator for JWT access tokens (built-in provider); omitted for external providers. */
  resource?: string;
  /** How to reach the issuer; the built-in provider is served in-process. */
  fetchImpl?: (url: string, init: RequestInit) => Promise<Response>;
  /** Whether the provider understands `screen=signup` (built-in) or `prompt=create` (external). */
  builtIn: boolean;
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  claims: Record<string, unknown>;
}

export class RelyingParty {
  private configPromise: Promise<oidc.Configuration> | null = null;

  constructor(private readonly options: RelyingPartyOptions) {}

  private config(): Promise<oidc.Configuration> {
    this.configPromise ??= this.discover().catch((error) => {
      this.configPromise = null; // retry discovery on the next call instead of caching a failure
      throw error;
    });
    return this.configPromise;
  }

  private async discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret, fetchImpl } = this.options;
    const execute = issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [];
    const options: oidc.DiscoveryRequestOptions = { execute };
    if (fetchImpl) options[oidc.customFetch] = (url, init) => fetchImpl(url, init as RequestInit);
    return oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, options);
  }

  private async authorizationParams(login: PendingLogin, extra: Record<string, string>) {
    return {
      redirect_uri: this.options.redirectUri,
      scope: 'openid profile email offline_access',
      ...(this.options.resource ? { resource: this.options.resource } : {}),
      state: login.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(login.codeVerifier),
      code_challenge_method: 'S256',
      ...extra,
    };
  }

  async loginUrl(login: PendingLogin): Promise<string> {
    const params = await this.authorizationParams(login, { prompt: 'consent' });
    return oidc.buildAuthorizationUrl(await this.config(), params).href;
  }

  async accountCreationUrl(login: PendingLogin): Promise<string> {
    const extra: Record<string, string> = this.options.builtIn
      ? { screen: 'signup', prompt: 'consent' }
      : { prompt: 'create' };
    return oidc.buildAuthorizationUrl(await this.config(), await this.authorizationParams(login, extra)).href;
  }

  /** Exchanges a code for tokens; `login` is the browser's own login the code came back to (state checked). */
  async exchangeCode(code: string, login: PendingLogin): Promise<TokenSet> {
    const config = await this.config();
    // The web app hands us the code and state (SPEC §7); the callback URL is rebuilt around them. `iss` is
    // added because we talk to exactly one issuer, which is what the mix-up check protects.
    const callback = new URL(this.options.redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', login.state);
    if (config.serverMetadata().authorization_response_iss_parameter_supported) {
      callback.searchParams.set('iss', config.serverMetadata().issuer);
    }
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      idTokenExpected: true,
      expectedState: login.state,
      pkceCodeVerifier: login.codeVerifier,
    });
    return toTokenSet(tokens);
  }

  async refresh(refreshToken: string): Promise<TokenSet> {
    const tokens = await oidc.refreshTokenGrant(
      await this.config(),
      refreshToken,
      this.options.resource ? { resource: this.options.resource } : undefined,
    );
    return toTokenSet(tokens, refreshToken);
  }

  async logoutUrl(idToken: string | undefined): Promise<string | undefined> {
    const config = await this.config();
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    return oidc.buildEndSessionUrl(config, {
      post_logout_redirect_uri: this.options.postLogoutRedirectUri,
      ...(idToken ? { id_token_hint: idToken } : { client_id: this.options.clientId }),
    }).href;
  }

  async jwksUri(): Promise<string | undefined> {
    return (await this.config()).serverMetadata().jwks_uri;
  }
}

function toTokenSet(
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  previousRefresh?: string,
): TokenSet {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? previousRefresh ?? '',
    idToken: tokens.id_token ?? '',
    claims: tokens.claims() ?? {},
  };
}

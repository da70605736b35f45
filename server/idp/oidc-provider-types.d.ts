// oidc-provider ships no type declarations (and @types/oidc-provider lags behind v9): this declares the part
// of its API the built-in identity provider uses. Kept deliberately small; extend when using more.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcClient {
    clientId: string;
    clientAuthMethod: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface OidcAccount {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: unknown,
      rejected: string[],
    ): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface OidcSession {
    accountId?: string;
    authorizations?: Record<string, { grantId?: string; persistsLogout?: boolean }>;
    grantIdFor(clientId: string, value?: string): string | undefined;
  }

  export interface OidcContextDetails {
    client?: OidcClient;
    session?: OidcSession;
    account?: OidcAccount;
    route?: string;
    params?: Record<string, unknown>;
    result?: { consent?: { grantId?: string } } & Record<string, unknown>;
    requestParamOIDCScopes: Set<string>;
    requestParamClaims: Set<string>;
    resourceServers: Record<string, unknown>;
    provider: Provider;
    /** The models a request loaded or made (RefreshToken, RotatedRefreshToken, Grant…), by name. */
    entities: Record<string, { jti?: string } | undefined>;
  }

  /** The Koa context oidc-provider hands to configuration callbacks. */
  export interface KoaContextWithOIDC {
    oidc: OidcContextDetails;
    method: string;
    path: string;
    status: number;
    type: string;
    body: unknown;
    host: string;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface GrantInstance {
    /** Set once stored (a new grant has none until saved). */
    jti: string;
    accountId: string;
    clientId: string;
    /** Expiry in epoch seconds (machine time), once stored. */
    exp?: number;
    openid?: { scope?: string; claims?: string[] };
    resources?: Record<string, string>;
    rar?: unknown[];
    rejected?: unknown;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }

  export type Middleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;

  export class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: Middleware): this;
    on(event: string, listener: (...args: never[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  export const errors: Record<string, new (...args: unknown[]) => Error>;

  export class Check {
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
    constructor(reason: string, description: string, check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>);
  }
  export interface PromptPolicy {
    name: string;
    checks: Check[];
  }
  export type InteractionPolicy = PromptPolicy[] & { get(name: string): PromptPolicy | undefined };
  export const interactionPolicy: { Check: typeof Check; base(): InteractionPolicy };
  export default Provider;
}

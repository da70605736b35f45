// Resolves the signed-in user of every API request from the `authorization` header. An expired access
// token with a valid `refresh_token` header is refreshed on the fly, and the new tokens are returned in
// the newAuthorizationHeader / newRefreshToken response headers (SPEC §7).
// An organization's API key (`Bearer arena_live_…`, issue 27 §1) is resolved here too, once for every route: the
// request acts as the organization's owner, so each route's own checks apply unchanged, and only on the routes
// and methods the key scope table opens to the key's scopes; it is rate limited per key and logged.
// The staff guard (issue 26 §3) runs here too, once for every route: a referee's write that is an organizer action
// (src/contract/organizer-route-actions.ts) their role does not grant is refused with 403 STAFF-ACTION-NOT-ALLOWED
// before the route runs; what they may do is then checked by the route like any organizer's call (their own
// organization's tournaments only).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_HEADERS } from '../../src/contract/auth.js';
import { hasScope, type ResourceKind, type Scope } from '../../src/domain/permissions.js';
import { HttpError, LoginRequiredError, forbidden } from '../http-error.js';
import { API_PREFIX } from '../../src/contract/paths.js';
import { API_KEY_PREFIX, apiKeyScopeFor } from '../../src/contract/api-key-scopes.js';
import type { AdmittedApiKey, ApiKeyGate } from '../modules/integrations/integrations-module.js';
import type { AccessTokenVerifier } from '../modules/auth/access-token-verifier.js';
import type { RelyingParty, TokenSet } from '../modules/auth/oidc-relying-party.js';
import type { UserRow } from '../modules/users/users-repository.js';
import type { Clock } from '../clock.js';
import { derivePermissions } from '../../src/domain/permissions.js';
import { organizerActionFor } from '../../src/contract/organizer-route-actions.js';
import { memberMayTakeAction, type OrganizationMemberRole } from '../../src/domain/staff-permissions.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    /** The API key the request was made with, if any (then `user` is the organization's owner it acts as). */
    apiKey: AdmittedApiKey | null;
  }
  interface FastifyContextConfig {
    /** 'required': a request without a session gets 401 {loginUrl} before its body is even validated. */
    auth?: 'required';
    /** A route that reads the signed-in viewer's row together with what it needs of them (see ViewerRead). */
    viewerRead?: ViewerRead;
  }
}

/**
 * Finds the user of a verified token's subject in the same statement as something the route needs of them, and keeps
 * that for the route (the versions of the tournament list or of a tournament: one round trip a request instead of
 * two, issue 28). Answers undefined for a subject with no user yet, who is then resolved as on any other route.
 */
export type ViewerRead = (request: FastifyRequest, subject: string) => Promise<UserRow | undefined>;

/** Route config for routes that need a signed-in user. */
export const signedIn = { auth: 'required' } as const;

export interface AuthenticationOptions {
  verifier: AccessTokenVerifier;
  relyingParty: RelyingParty;
  /** Finds (or creates, for tokens of an external provider) the Arena user of a token subject. */
  resolveUser: (claims: Record<string, unknown> & { sub: string }) => Promise<UserRow>;
  /** The server's clock: how long a refresh is shared (the tokens it judges are aged by the same clock). */
  clock: Clock;
  /** Resolves, counts and logs requests made with an organization's API key. */
  apiKeys: ApiKeyGate;
  /** The staff role of a user in their organization (null for none): what the staff guard asks a referee. */
  staffRoleOf: (userId: string) => Promise<OrganizationMemberRole | null>;
}

// Several requests of one page load arrive with the same expired token; they share one refresh, because
// refresh tokens rotate and using the old one twice would be treated as theft by the provider.
const REFRESH_SHARE_MS = 30_000;

export function installAuthentication(app: FastifyInstance, options: AuthenticationOptions) {
  const refreshes = new Map<string, { at: number; result: Promise<TokenSet> }>();

  function sharedRefresh(refreshToken: string): Promise<TokenSet> {
    const now = options.clock.now();
    for (const [key, entry] of refreshes) if (now - entry.at > REFRESH_SHARE_MS) refreshes.delete(key);
    const existing = refreshes.get(refreshToken);
    if (existing) return existing.result;
    const result = options.relyingParty.refresh(refreshToken);
    refreshes.set(refreshToken, { at: now, result });
    result.catch(() => refreshes.delete(refreshToken));
    return result;
  }

  /** A request with an API key: known and usable (else 401), within its rate (else 429), on a route it may call. */
  async function authenticateKey(request: FastifyRequest, reply: FastifyReply, secret: string): Promise<void> {
    const key = await options.apiKeys.admit(secret);
    if (!key) throw new HttpError(401, 'API-KEY-INVALID');
    request.apiKey = key;
    request.user = key.user;
    const { limit, remaining, resetSeconds, exceeded } = key.rate;
    reply.header('ratelimit-limit', limit);
    reply.header('ratelimit-remaining', remaining);
    reply.header('ratelimit-reset', resetSeconds);
    if (exceeded) {
      reply.header('retry-after', resetSeconds);
      throw new HttpError(429, 'TOO-MANY-REQUESTS');
    }
    const pattern = request.routeOptions.url;
    // An unknown path is left to the not-found answer; pages outside the API (the dev mailbox) are not for keys.
    if (pattern === undefined) return;
    const needed = pattern.startsWith(API_PREFIX)
      ? apiKeyScopeFor(request.method, pattern.slice(API_PREFIX.length))
      : null;
    if (!needed) throw forbidden('API-KEY-ROUTE-NOT-ALLOWED');
    if (!key.scopes.includes(needed)) throw forbidden('API-KEY-SCOPE-MISSING');
  }

  /**
   * Refuses a referee an organizer write their role does not grant. Only such writes ask for the role, so a
   * player's calls and a referee's own event-day calls cost no query. A key acts as the owner: never a referee.
   */
  async function guardStaff(request: FastifyRequest): Promise<void> {
    const pattern = request.routeOptions.url;
    if (!request.user || request.apiKey || pattern === undefined || !pattern.startsWith(API_PREFIX)) return;
    const action = organizerActionFor(request.method, pattern.slice(API_PREFIX.length));
    if (!action || memberMayTakeAction('REFEREE', action)) return;
    const role = await options.staffRoleOf(request.user.id);
    if (role && !memberMayTakeAction(role, action)) throw forbidden('STAFF-ACTION-NOT-ALLOWED');
  }

  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.user = null;
    request.apiKey = null;
    const header = request.headers[AUTH_HEADERS.authorization];
    const token = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
    if (!token) return;
    if (token.startsWith(API_KEY_PREFIX)) return authenticateKey(request, reply, token);
    let verified = await options.verifier.verify(token);
    if (verified.status === 'expired') {
      const refreshHeader = request.headers[AUTH_HEADERS.refreshToken];
      const refreshToken = typeof refreshHeader === 'string' ? refreshHeader.trim() : '';
      if (!refreshToken) return;
      const tokens = await sharedRefresh(refreshToken).catch(() => null);
      if (!tokens) return;
      reply.header('newAuthorizationHeader', `Bearer ${tokens.accessToken}`);
      reply.header('newRefreshToken', tokens.refreshToken);
      // Judged as of its issue: a short-lived token may already have run out when a slow refresh returns.
      verified = await options.verifier.verifyIssued(tokens.accessToken);
    }
    if (verified.status !== 'valid') return;
    const viewerRead = request.routeOptions.config?.viewerRead;
    request.user =
      (viewerRead && (await viewerRead(request, verified.claims.sub))) || (await options.resolveUser(verified.claims));
  }

  // The OpenAPI description says, on every organizer write, whether a referee may call it (the same table as the
  // guard), so an integrator reads the 403 where it can happen.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || !route.schema) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const actions = methods.map((method) => organizerActionFor(method, route.url.slice(API_PREFIX.length)));
    const action = actions.find((found) => found !== null);
    if (!action) return;
    const note = memberMayTakeAction('REFEREE', action)
      ? 'Organization staff with the referee role may call this too.'
      : 'Organization staff with the referee role are refused with 403 STAFF-ACTION-NOT-ALLOWED.';
    const { description } = route.schema as { description?: string };
    route.schema = { ...route.schema, description: description ? `${description} ${note}` : note };
  });

  app.decorateRequest('user', null);
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request, reply) => {
    // API calls, and the few pages outside the API that declare they need a user (the dev mailbox).
    if (request.url.startsWith('/api/v1/') || request.routeOptions.config?.auth) await authenticate(request, reply);
    await guardStaff(request);
  });
  // Every answer to a key's request goes into the key's log, refusals included (awaited, so the log a program
  // reads right after its call already has it).
  app.addHook('onSend', async (request, reply) => {
    if (!request.apiKey) return;
    const entry = { method: request.method, url: request.url, status: reply.statusCode };
    await options.apiKeys.record(request.apiKey, entry).catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not log an API key request');
    });
  });
  // Before validation, so a visitor learns to sign in rather than that the body was wrong.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.auth === 'required') requireUser(request);
  });
}

/** The signed-in user, or a 401 with {loginUrl}. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new LoginRequiredError();
  return request.user;
}

/** The signed-in user holding `scope` on `kind`, else 401 (no session) or 403 (no scope). */
export function requireScope(request: FastifyRequest, kind: ResourceKind, scope: Scope): UserRow {
  const user = requireUser(request);
  if (!hasScope(derivePermissions(user.role), kind, scope)) throw forbidden();
  return user;
}

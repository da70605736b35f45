// Consent is implicit for Arena's own web client (and for configured trusted clients, such as another
// Arena deployment sharing these accounts): whatever it asks for is granted on the user's behalf.
import type { GrantInstance, InteractionDetails, KoaContextWithOIDC, Provider } from 'oidc-provider';

/**
 * `loadExistingGrant` for the first-party client: reuses the session's grant (or starts one), extends it
 * with everything the current request asks for and saves it, so oidc-provider finds nothing left to consent.
 */
export async function loadFirstPartyGrant(
  ctx: KoaContextWithOIDC,
  trustedClientIds: ReadonlySet<string>,
  /** The server's clock (the provider configuration's `now`). */
  now: () => Date,
): Promise<GrantInstance | undefined> {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.account?.accountId;
  if (!client || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (!trustedClientIds.has(client.clientId)) return grant;
  // A grant of someone else (session principal changed) must not be extended; start a fresh one.
  if (!grant || grant.accountId !== accountId)
    grant = new oidc.provider.Grant({ accountId, clientId: client.clientId });
  const before = grant.jti ? contentsOf(grant) : null;

  const scope = [...oidc.requestParamOIDCScopes].join(' ');
  if (scope) grant.addOIDCScope(scope);
  const claims = [...oidc.requestParamClaims];
  if (claims.length > 0) grant.addOIDCClaims(claims);
  const requested = typeof oidc.params?.scope === 'string' ? oidc.params.scope : scope;
  for (const indicator of Object.keys(oidc.resourceServers ?? {})) {
    if (requested) grant.addResourceScope(indicator, requested);
  }
  // oidc-provider asks for the grant several times in one sign-in (three saves of the same grant, a sixth of the
  // provider's statements): a stored grant that already holds everything asked is saved again only once half its
  // lifetime has gone, which keeps it outliving the refresh tokens issued under it.
  if (before === null || before !== contentsOf(grant) || lifetimeLeft(grant, now) < GRANT_RESAVE_BELOW_SECONDS)
    await grant.save();
  return grant;
}

/** The Grant lifetime of provider-configuration.ts, in seconds. */
export const GRANT_TTL_SECONDS = 365 * 24 * 3600;
const GRANT_RESAVE_BELOW_SECONDS = GRANT_TTL_SECONDS / 2;

/** What a grant grants (its payload without the ids and times): equal before and after, nothing was added. */
const contentsOf = (grant: GrantInstance) => JSON.stringify([grant.openid, grant.resources, grant.rar, grant.rejected]);

/**
 * Seconds until the grant expires (0 when it has none), by the server's clock: oidc-provider stamps `exp` with the
 * machine's time, the same in production; a clock moved ahead only makes the grant saved sooner.
 */
const lifetimeLeft = (grant: GrantInstance, now: () => Date) =>
  typeof grant.exp === 'number' ? grant.exp - Math.floor(now().getTime() / 1000) : 0;

/** The same from an interaction's details, for a consent prompt that was reached anyway. */
export async function grantEverythingRequested(provider: Provider, details: InteractionDetails): Promise<string> {
  const accountId = details.session?.accountId as string;
  const clientId = details.params.client_id as string;
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

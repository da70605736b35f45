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

  const scope = [...oidc.requestParamOIDCScopes].join(' ');
  if (scope) grant.addOIDCScope(scope);
  const claims = [...oidc.requestParamClaims];
  if (claims.length > 0) grant.addOIDCClaims(claims);
  const requested = typeof oidc.params?.scope === 'string' ? oidc.params.scope : scope;
  for (const indicator of Object.keys(oidc.resourceServers ?? {})) {
    if (requested) grant.addResourceScope(indicator, requested);
  }
  await grant.save();
  return grant;
}

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

// Issue 27 §1: the one table of what an API key may call, and the key format.
import { describe, expect, it } from 'vitest';
import {
  API_KEY_ROUTE_SCOPES,
  API_KEY_SCOPES,
  apiKeyActive,
  apiKeyScopeFor,
  apiKeyShownPrefix,
  isApiKeyFormat,
} from '../../src/contract/api-key-scopes.js';
import { apiPaths } from '../../src/contract/paths.js';

describe('the API key scope table', () => {
  it.each([
    ['GET', '/tournaments', 'READ'],
    ['HEAD', '/tournaments/:id', 'READ'],
    ['POST', '/tournaments', 'TOURNAMENTS_WRITE'],
    ['PUT', '/tournaments/:id/sections/:section', 'TOURNAMENTS_WRITE'],
    // Each tournament section registers its own PUT, with the section fixed.
    ['PUT', '/tournaments/:id/sections/main-information', 'TOURNAMENTS_WRITE'],
    ['POST', '/tournaments/:id/publish', 'TOURNAMENTS_WRITE'],
    ['POST', '/matches/:tournamentId/:matchId/result', 'RESULTS_WRITE'],
    ['POST', '/matches/:tournamentId/entrants/:registrationId/disqualify', 'PARTICIPANTS_WRITE'],
    ['PUT', '/matches/:tournamentId/seeds', 'PARTICIPANTS_WRITE'],
    ['GET', '/matches/:tournamentId/seeds', 'READ'],
    ['POST', '/tournaments/:id/participants/:registrationId/removal', 'PARTICIPANTS_WRITE'],
    ['DELETE', '/tournaments/:id/participants/:registrationId/check-in', 'PARTICIPANTS_WRITE'],
    ['GET', '/tournaments/:id/participants/export', 'READ'],
  ])('%s %s needs %s', (method, pattern, scope) => {
    expect(apiKeyScopeFor(method, pattern)).toBe(scope);
  });

  it.each([
    ['GET', apiPaths.apiKeys.pattern],
    ['POST', apiPaths.apiKeys.pattern],
    ['DELETE', apiPaths.apiKey.pattern],
    ['GET', apiPaths.apiKeyRequests.pattern],
    ['PUT', apiPaths.organization.pattern],
    ['POST', apiPaths.organizationMembers.pattern],
    ['GET', apiPaths.currentUser.pattern],
    ['POST', apiPaths.walletLink.pattern],
    ['POST', apiPaths.teams.pattern],
    // A player's own acts are not the organization's.
    ['POST', apiPaths.soloRegistration.pattern],
    ['POST', apiPaths.duelScore.pattern],
    // A method the table does not list for a listed route.
    ['DELETE', apiPaths.tournament.pattern],
    ['GET', '/not/a/route'],
  ])('%s %s is closed to keys', (method, pattern) => {
    expect(apiKeyScopeFor(method, pattern)).toBeNull();
  });

  it('names only routes of the path table and known scopes, and never a key or organization route', () => {
    for (const [name, methods] of Object.entries(API_KEY_ROUTE_SCOPES)) {
      expect(apiPaths).toHaveProperty(name);
      for (const scope of Object.values(methods)) expect(API_KEY_SCOPES).toContain(scope);
    }
    const closed = ['apiKeys', 'apiKey', 'apiKeyRequests', 'organization', 'organizationMembers', 'organizationOwner'];
    for (const name of closed) expect(API_KEY_ROUTE_SCOPES).not.toHaveProperty(name);
    // Writes never need only READ.
    for (const methods of Object.values(API_KEY_ROUTE_SCOPES))
      for (const [method, scope] of Object.entries(methods)) if (method !== 'GET') expect(scope).not.toBe('READ');
  });
});

describe('the API key format', () => {
  const secret = `arena_live_${'aB3-_'.repeat(8)}xyz`;
  it('is the prefix and 43 base64url characters (32 bytes)', () => {
    expect(isApiKeyFormat(secret)).toBe(true);
    expect(isApiKeyFormat(secret.slice(0, -1))).toBe(false);
    expect(isApiKeyFormat(`${secret}a`)).toBe(false);
    expect(isApiKeyFormat(secret.replace('arena_live_', 'arena_test_'))).toBe(false);
    expect(isApiKeyFormat(`${secret.slice(0, -1)}=`)).toBe(false);
  });
  it('shows the prefix and six characters', () => {
    expect(apiKeyShownPrefix(secret)).toBe('arena_live_aB3-_a');
  });
  it('is active until revoked or past its expiry', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(apiKeyActive({ revokedAt: null, expiresAt: null }, now)).toBe(true);
    expect(apiKeyActive({ revokedAt: null, expiresAt: new Date(now + 1) }, now)).toBe(true);
    expect(apiKeyActive({ revokedAt: null, expiresAt: new Date(now) }, now)).toBe(false);
    expect(apiKeyActive({ revokedAt: new Date(now - 1), expiresAt: null }, now)).toBe(false);
  });
});

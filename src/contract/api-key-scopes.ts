// What an organization's API key may call (issue 27 §1): the one table of API routes a key reaches and the
// scope each needs. A key acts with its organization's rights (the services' own checks still apply), limited
// by this table: a route missing here is closed to keys, so the key routes, the organization's own settings,
// a person's profile, teams and wallet, and every new route stay closed until someone decides otherwise.
import { apiPaths } from './paths.js';
import { ORGANIZER_ACTION_KEY_SCOPES } from '../domain/staff-permissions.js';
import { ORGANIZER_ROUTE_ACTIONS, narrowsPattern, type RouteName } from './organizer-route-actions.js';

export const API_KEY_SCOPES = ['READ', 'TOURNAMENTS_WRITE', 'RESULTS_WRITE', 'PARTICIPANTS_WRITE'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const READ = { GET: 'READ' } as const;

/**
 * The scopes of the writes of an organizer route, from what each write is (organizer-route-actions.ts) and the
 * scope of that action (staff-permissions.ts): the referee guard and the keys classify a write the same way.
 */
function writes(name: RouteName): Partial<Record<Method, ApiKeyScope>> {
  const scopes: Partial<Record<Method, ApiKeyScope>> = {};
  for (const [method, action] of Object.entries(ORGANIZER_ROUTE_ACTIONS[name] ?? {})) {
    const scope = ORGANIZER_ACTION_KEY_SCOPES[action];
    if (scope) scopes[method as Method] = scope;
  }
  return scopes;
}

/** Per route of the path table, the scope each method needs. */
export const API_KEY_ROUTE_SCOPES: Partial<Record<RouteName, Partial<Record<Method, ApiKeyScope>>>> = {
  // Public and organization reads
  disciplines: READ,
  discipline: READ,
  publicUser: READ,
  userStats: READ,
  userDisciplineMetrics: READ,
  currentOrganization: READ,
  currentOrganizationOverview: READ,
  organizationTournaments: READ,
  organizationUniqFactories: READ,
  promotedTournaments: READ,
  tournamentEvents: READ,
  tournamentParticipants: READ,
  tournamentPayouts: READ,
  organizationLeaderboards: READ,
  leaderboards: READ,
  leaderboard: READ,
  leaderboardStandings: READ,
  leaderboardRewards: READ,
  brackets: READ,
  tiebreakerLeaderboard: READ,
  roundManagement: READ,
  match: READ,
  // Tournaments: create, edit sections, publish, cancel, media, escrow, run the rounds
  tournaments: { GET: 'READ', ...writes('tournaments') },
  tournament: READ,
  tournamentSection: writes('tournamentSection'),
  tournamentPublish: writes('tournamentPublish'),
  tournamentCancel: writes('tournamentCancel'),
  tournamentMedia: writes('tournamentMedia'),
  tournamentEscrow: { GET: 'READ', ...writes('tournamentEscrow') },
  pauseTournament: writes('pauseTournament'),
  resumeTournament: writes('resumeTournament'),
  skipRound: writes('skipRound'),
  // Results: the organizer's result (and its amendment preview); a stream link and a walkover undone stay closed
  matchResult: writes('matchResult'),
  matchAmendmentPreview: writes('matchAmendmentPreview'),
  // Participants: check-in on their behalf, removal, seeding (and its proposal), disqualification
  participantsExport: READ,
  participantEvents: READ,
  participantCheckIn: writes('participantCheckIn'),
  participantRemoval: writes('participantRemoval'),
  seeds: { GET: 'READ', ...writes('seeds') },
  seedingProposal: writes('seedingProposal'),
  disqualifyEntrant: writes('disqualifyEntrant'),
};

const byPattern = new Map<string, Partial<Record<Method, ApiKeyScope>>>(
  Object.entries(API_KEY_ROUTE_SCOPES).map(([name, scopes]) => [apiPaths[name as RouteName].pattern, scopes]),
);

/**
 * The scope a key needs for `method` on the route registered as `routePattern` (under the API prefix), or null
 * when keys may not call it at all. HEAD is a GET.
 */
export function apiKeyScopeFor(method: string, routePattern: string): ApiKeyScope | null {
  const verb = (method === 'HEAD' ? 'GET' : method) as Method;
  const exact = byPattern.get(routePattern);
  if (exact) return exact[verb] ?? null;
  for (const [pattern, scopes] of byPattern) if (narrowsPattern(routePattern, pattern)) return scopes[verb] ?? null;
  return null;
}

/** Every secret starts with this, so it is recognisable in a leak scan and told apart from a session token. */
export const API_KEY_PREFIX = 'arena_live_';
/** 32 random bytes in base64url, without padding. */
const API_KEY_FORMAT = /^arena_live_[A-Za-z0-9_-]{43}$/;
/** How much of a secret the list shows, so an owner can tell keys apart without the secret being kept. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 6;

export function isApiKeyFormat(text: string): boolean {
  return API_KEY_FORMAT.test(text);
}

/** The start of a secret, kept beside its hash for the list ("arena_live_Ab3dE9…"). */
export function apiKeyShownPrefix(secret: string): string {
  return secret.slice(0, SHOWN_LENGTH);
}

/** Whether a key is usable at `now`: not revoked and not past its expiry. */
export function apiKeyActive(key: { revokedAt: Date | null; expiresAt: Date | null }, now: number): boolean {
  return key.revokedAt === null && (key.expiresAt === null || key.expiresAt.getTime() > now);
}

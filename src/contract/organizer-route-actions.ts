// Which organizer action each write of the organizer's routes is (issue 26 §3): the table the staff guard reads to
// refuse a referee what src/domain/staff-permissions.ts does not grant them (403 STAFF-ACTION-NOT-ALLOWED), and the
// API key scope table reads for the scope of a write (api-key-scopes.ts). A write route missing here is not an
// organizer's: a player's own acts (registering, reporting a score), a person's profile, teams and wallet.
// POST /matches/{tournamentId}/{matchId}/result is one route for three referee acts: resolving a dispute, setting
// a missing result, and reporting both sides of a match in one step (offline/LAN events).
import type { OrganizerAction } from '../domain/staff-permissions.js';
import { apiPaths } from './paths.js';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteName = keyof typeof apiPaths;

export const ORGANIZER_ROUTE_ACTIONS: Partial<Record<RouteName, Partial<Record<WriteMethod, OrganizerAction>>>> = {
  // The event day: what a referee may do
  matchResult: { POST: 'set-result' },
  matchAmendmentPreview: { POST: 'set-result' },
  participantCheckIn: { POST: 'check-in-participant', DELETE: 'check-in-participant' },
  matchStream: { PUT: 'set-stream-link' },
  matchNoShowUndo: { POST: 'undo-no-show' },
  // Tournaments: create, edit, publish, cancel
  tournaments: { POST: 'edit-settings' },
  tournamentSection: { PUT: 'edit-settings', DELETE: 'edit-settings' },
  tournamentMedia: { POST: 'edit-settings' },
  tournamentPublish: { POST: 'publish' },
  tournamentCancel: { POST: 'delete' },
  // Prize pools: escrow, payouts, Uniqs
  tournamentEscrow: { POST: 'manage-prize-pool', DELETE: 'manage-prize-pool' },
  tournamentPaymentRetry: { POST: 'manage-prize-pool' },
  uniqFactoryDrafts: { POST: 'manage-prize-pool' },
  uniqFactories: { POST: 'manage-prize-pool' },
  // Participants and seeding
  tournamentParticipants: { POST: 'manage-participants' },
  participantRemoval: { POST: 'manage-participants' },
  seeds: { PUT: 'manage-participants' },
  seedingProposal: { POST: 'manage-participants' },
  disqualifyEntrant: { POST: 'manage-participants' },
  // The rounds
  pauseTournament: { POST: 'manage-stages' },
  resumeTournament: { POST: 'manage-stages' },
  skipRound: { POST: 'manage-stages' },
  // A Swiss continued from its TRF (issue 30): its rounds are stored and the next one drawn, as the play clock would.
  tournamentTrf: { POST: 'manage-stages' },
  // Leaderboards
  leaderboards: { POST: 'edit-settings' },
  leaderboard: { PUT: 'edit-settings', DELETE: 'delete' },
  leaderboardPartners: { POST: 'edit-settings' },
  leaderboardPartner: { DELETE: 'edit-settings' },
  leaderboardPublish: { POST: 'publish' },
  leaderboardEnd: { POST: 'manage-stages' },
  leaderboardEscrow: { POST: 'manage-prize-pool', DELETE: 'manage-prize-pool' },
  leaderboardRewardsSend: { POST: 'manage-prize-pool' },
  // The organization itself: its members and their roles, API keys, webhooks (editing, locking and handing over
  // an organization are the platform admin's, not the organization's)
  organizationMembers: { POST: 'manage-organization' },
  organizationMember: { PATCH: 'manage-organization', DELETE: 'manage-organization' },
  apiKeys: { POST: 'manage-organization' },
  apiKey: { DELETE: 'manage-organization' },
  webhooks: { POST: 'manage-organization' },
  webhook: { PUT: 'manage-organization', DELETE: 'manage-organization' },
  webhookRotateSecret: { POST: 'manage-organization' },
  webhookTest: { POST: 'manage-organization' },
  webhookRedeliver: { POST: 'manage-organization' },
};

const segments = (path: string) => path.split('/');

/** `route` is `pattern`, or `pattern` with some :params fixed (each tournament section has its own PUT). */
export function narrowsPattern(route: string, pattern: string): boolean {
  const [r, p] = [segments(route), segments(pattern)];
  return (
    r.length === p.length &&
    p.every((segment, i) => segment === r[i] || (segment.startsWith(':') && !r[i].startsWith(':')))
  );
}

const byPattern = new Map<string, Partial<Record<WriteMethod, OrganizerAction>>>(
  Object.entries(ORGANIZER_ROUTE_ACTIONS).map(([name, actions]) => [apiPaths[name as RouteName].pattern, actions]),
);

const WRITE_METHODS: ReadonlySet<string> = new Set<WriteMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** organizerActionFor's answers, by method and route pattern (the registered routes: a fixed set). */
const answered = new Map<string, OrganizerAction | null>();

/** The organizer action of `method` on the route registered as `routePattern` (under the API prefix), or null. */
export function organizerActionFor(method: string, routePattern: string): OrganizerAction | null {
  // A read is no organizer action: the staff guard asks on every signed-in request, and a GET that is no table
  // entry walked every pattern (issue 28: 2 % of a signed-in tournament read).
  if (!WRITE_METHODS.has(method)) return null;
  const key = `${method} ${routePattern}`;
  let action = answered.get(key);
  if (action === undefined) {
    action = actionOf(method as WriteMethod, routePattern);
    // Remembered: a write that is no table entry (a player's registration, report, check-in) walked every pattern on
    // every request (issue 28: 3 % of a registration's CPU).
    answered.set(key, action);
  }
  return action;
}

function actionOf(verb: WriteMethod, routePattern: string): OrganizerAction | null {
  const exact = byPattern.get(routePattern);
  if (exact) return exact[verb] ?? null;
  for (const [pattern, actions] of byPattern) if (narrowsPattern(routePattern, pattern)) return actions[verb] ?? null;
  return null;
}

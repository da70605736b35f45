// Issue 26 §3: what an organization's staff (a member with the REFEREE role) may do on their own organization's
// tournaments. Everything not listed is refused (STAFF-ACTION-NOT-ALLOWED): the prize pool, publishing, deleting
// and the settings stay with the owner and the plain members. Which route is which action is the route table in
// src/contract/organizer-route-actions.ts; an API key's scope for a write follows from its action (below), so the
// referee guard and the key scopes read the same table.

export const ORGANIZATION_MEMBER_ROLES = ['MEMBER', 'REFEREE'] as const;
export type OrganizationMemberRole = (typeof ORGANIZATION_MEMBER_ROLES)[number];

/** Every organizer action on a tournament that the authorization guard distinguishes. */
export const ORGANIZER_ACTIONS = [
  'resolve-dispute',
  'set-result',
  'report-both-sides',
  'check-in-participant',
  'set-stream-link',
  'undo-no-show',
  'edit-settings',
  'publish',
  'delete',
  'manage-prize-pool',
  'manage-participants',
  'manage-stages',
  'manage-organization',
] as const;
export type OrganizerAction = (typeof ORGANIZER_ACTIONS)[number];

const REFEREE_ACTIONS: ReadonlySet<OrganizerAction> = new Set<OrganizerAction>([
  'resolve-dispute',
  'set-result',
  'report-both-sides',
  'check-in-participant',
  'set-stream-link',
  'undo-no-show',
]);

export function isOrganizationMemberRole(value: unknown): value is OrganizationMemberRole {
  return typeof value === 'string' && (ORGANIZATION_MEMBER_ROLES as readonly string[]).includes(value);
}

/** Whether a member with this role may take the action on a tournament of their own organization. */
export function memberMayTakeAction(role: OrganizationMemberRole, action: OrganizerAction): boolean {
  return role === 'MEMBER' || REFEREE_ACTIONS.has(action);
}

/**
 * The API key scope a write of this action needs (issue 27 §1), or null where keys never act (the organization's
 * members, keys and webhooks). The names are the contract's API_KEY_SCOPES.
 */
export const ORGANIZER_ACTION_KEY_SCOPES: Record<
  OrganizerAction,
  'TOURNAMENTS_WRITE' | 'RESULTS_WRITE' | 'PARTICIPANTS_WRITE' | null
> = {
  'resolve-dispute': 'RESULTS_WRITE',
  'set-result': 'RESULTS_WRITE',
  'report-both-sides': 'RESULTS_WRITE',
  'set-stream-link': 'RESULTS_WRITE',
  'undo-no-show': 'RESULTS_WRITE',
  'check-in-participant': 'PARTICIPANTS_WRITE',
  'manage-participants': 'PARTICIPANTS_WRITE',
  'edit-settings': 'TOURNAMENTS_WRITE',
  publish: 'TOURNAMENTS_WRITE',
  delete: 'TOURNAMENTS_WRITE',
  'manage-prize-pool': 'TOURNAMENTS_WRITE',
  'manage-stages': 'TOURNAMENTS_WRITE',
  'manage-organization': null,
};

/** The label the match audit trail shows for a staff member's action, e.g. "by Ana (referee)". */
export function staffActorLabel(nickname: string, role: OrganizationMemberRole | null): string {
  return role === 'REFEREE' ? `by ${nickname} (referee)` : `by ${nickname}`;
}

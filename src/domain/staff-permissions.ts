// Issue 26 §3: what an organization's staff (a member with the REFEREE role) may do on their own organization's
// tournaments. Everything not listed is refused (STAFF-ACTION-NOT-ALLOWED): the prize pool, publishing, deleting
// and the settings stay with the owner and the plain members.

export const ORGANIZATION_MEMBER_ROLES = ['MEMBER', 'REFEREE'] as const;
export type OrganizationMemberRole = (typeof ORGANIZATION_MEMBER_ROLES)[number];

/** Every organizer action on a tournament that the authorization guard distinguishes. */
export const ORGANIZER_ACTIONS = [
  'resolve-dispute',
  'set-result',
  'report-both-sides',
  'check-in-participant',
  'edit-settings',
  'publish',
  'delete',
  'manage-prize-pool',
  'manage-participants',
  'manage-stages',
] as const;
export type OrganizerAction = (typeof ORGANIZER_ACTIONS)[number];

const REFEREE_ACTIONS: ReadonlySet<OrganizerAction> = new Set<OrganizerAction>([
  'resolve-dispute',
  'set-result',
  'report-both-sides',
  'check-in-participant',
]);

export function isOrganizationMemberRole(value: unknown): value is OrganizationMemberRole {
  return typeof value === 'string' && (ORGANIZATION_MEMBER_ROLES as readonly string[]).includes(value);
}

/** Whether a member with this role may take the action on a tournament of their own organization. */
export function memberMayTakeAction(role: OrganizationMemberRole, action: OrganizerAction): boolean {
  return role === 'MEMBER' || REFEREE_ACTIONS.has(action);
}

/** The label the match audit trail shows for a staff member's action, e.g. "by Ana (referee)". */
export function staffActorLabel(nickname: string, role: OrganizationMemberRole): string {
  return role === 'REFEREE' ? `by ${nickname} (referee)` : `by ${nickname}`;
}

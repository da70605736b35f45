// Scopes per resource kind derived from a user's role (SPEC §3, §6). Ownership (my team, my organization)
// is checked by the services on top of these; scopes only say what kind of action a role may attempt.

export const RESOURCE_KINDS = ['users', 'teams', 'organizations', 'disciplines', 'tournaments'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
export const SCOPES = ['read', 'create', 'edit', 'delete'] as const;
export type Scope = (typeof SCOPES)[number];
export type Permissions = Record<ResourceKind, Scope[]>;
export type Role = 'player' | 'organizer' | 'admin';

const ALL: Scope[] = ['read', 'create', 'edit', 'delete'];

const BY_ROLE: Record<Role, Permissions> = {
  player: {
    users: ['read'],
    teams: ALL,
    organizations: [],
    disciplines: ['read'],
    tournaments: ['read'],
  },
  organizer: {
    users: ['read'],
    teams: ALL,
    organizations: ['read', 'edit'],
    disciplines: ['read'],
    tournaments: ALL,
  },
  admin: {
    users: ALL,
    teams: ALL,
    organizations: ALL,
    disciplines: ALL,
    tournaments: ALL,
  },
};

export function derivePermissions(role: Role): Permissions {
  const base = BY_ROLE[role];
  return Object.fromEntries(RESOURCE_KINDS.map((kind) => [kind, [...base[kind]]])) as Permissions;
}

export function hasScope(permissions: Permissions | undefined | null, kind: ResourceKind, scope: Scope): boolean {
  return Boolean(permissions?.[kind]?.includes(scope));
}

/** The flags the web app shows per resource kind (SPEC §3: canRead, canCreate, canEdit, canDelete). */
export function permissionFlags(permissions: Permissions | undefined | null, kind: ResourceKind) {
  return {
    canRead: hasScope(permissions, kind, 'read'),
    canCreate: hasScope(permissions, kind, 'create'),
    canEdit: hasScope(permissions, kind, 'edit'),
    canDelete: hasScope(permissions, kind, 'delete'),
  };
}

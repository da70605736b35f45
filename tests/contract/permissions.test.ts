import { describe, expect, it } from 'vitest';
import { derivePermissions, hasScope, permissionFlags, RESOURCE_KINDS } from '../../src/domain/permissions.js';
import { PermissionsSchema } from '../../src/contract/users.js';

describe('permission derivation', () => {
  it.each([
    ['player', 'organizations', 'read', false],
    ['player', 'users', 'edit', false],
    ['player', 'teams', 'create', true],
    ['player', 'tournaments', 'create', false],
    ['organizer', 'organizations', 'read', true],
    ['organizer', 'tournaments', 'create', true],
    ['organizer', 'users', 'edit', false],
    ['organizer', 'organizations', 'create', false],
    ['admin', 'users', 'edit', true],
    ['admin', 'organizations', 'create', true],
  ] as const)('%s on %s may %s: %s', (role, kind, scope, expected) => {
    expect(hasScope(derivePermissions(role), kind, scope)).toBe(expected);
  });

  it('lists every resource kind for every role, in the contract shape', () => {
    for (const role of ['player', 'organizer', 'admin'] as const) {
      const permissions = derivePermissions(role);
      expect(Object.keys(permissions).sort()).toEqual([...RESOURCE_KINDS].sort());
      expect(PermissionsSchema.safeParse(permissions).success).toBe(true);
    }
  });

  it('returns copies, so a caller cannot change a role for everyone', () => {
    derivePermissions('player').organizations.push('delete');
    expect(hasScope(derivePermissions('player'), 'organizations', 'delete')).toBe(false);
  });

  it('gives the flags the web app shows, and none without permissions', () => {
    expect(permissionFlags(derivePermissions('organizer'), 'organizations')).toEqual({
      canRead: true,
      canCreate: false,
      canEdit: true,
      canDelete: false,
    });
    expect(permissionFlags(null, 'users')).toEqual({
      canRead: false,
      canCreate: false,
      canEdit: false,
      canDelete: false,
    });
  });
});

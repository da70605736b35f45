import { describe, expect, it } from 'vitest';
import { derivePermissions } from '../../src/domain/permissions.js';
import { navigationLinks } from '../../web/app/navigation/navigation-links.js';

const labels = (permissions: Parameters<typeof navigationLinks>[0]) =>
  navigationLinks(permissions).map((link) => link.label);

describe('navigation links (SPEC §2)', () => {
  it('shows guests Tournaments and Leaderboards only', () => {
    expect(labels(null)).toEqual(['Tournaments', 'Leaderboards']);
  });

  it('adds Your Profile for players, Your Organization with organization read, Admin Management with users edit', () => {
    expect(labels(derivePermissions('player'))).toEqual(['Tournaments', 'Leaderboards', 'Your Profile']);
    expect(labels(derivePermissions('organizer'))).toEqual([
      'Tournaments',
      'Leaderboards',
      'Your Profile',
      'Your Organization',
    ]);
    expect(labels(derivePermissions('admin'))).toEqual([
      'Tournaments',
      'Leaderboards',
      'Your Profile',
      'Your Organization',
      'Admin Management',
    ]);
  });

  it('follows the scopes, not the role name', () => {
    const permissions = { ...derivePermissions('player'), users: ['read' as const, 'edit' as const] };
    expect(labels(permissions)).toContain('Admin Management');
    expect(labels(permissions)).not.toContain('Your Organization');
  });
});

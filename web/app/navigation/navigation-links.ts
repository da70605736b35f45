// Which main links the navigation shows (SPEC §2): Tournaments and Leaderboards always; Your Profile when
// signed in; Your Organization with read on organizations; Admin Management with edit on users.
import { hasScope, type Permissions } from '../../../src/domain/permissions.js';
import { paths } from '../../paths.js';

export interface NavigationLink {
  label: string;
  to: string;
}

export function navigationLinks(permissions: Permissions | null): NavigationLink[] {
  const links: NavigationLink[] = [
    { label: 'Tournaments', to: paths.tournaments },
    { label: 'Leaderboards', to: paths.leaderboards.build() },
  ];
  if (permissions) links.push({ label: 'Your Profile', to: paths.myProfile });
  if (hasScope(permissions, 'organizations', 'read'))
    links.push({ label: 'Your Organization', to: paths.myOrganization });
  if (hasScope(permissions, 'users', 'edit')) links.push({ label: 'Admin Management', to: paths.adminManagement });
  return links;
}

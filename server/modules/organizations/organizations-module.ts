// Organizations and the admin backoffice: members, ownership, locking, and the organizer's overview.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import type { ServerModule } from '../server-module.js';
import { OrganizationOverviewReader, type OverviewSources } from './organization-overview.js';
import { organizationsRoutes } from './organizations-routes.js';
import { OrganizationsService } from './organizations-service.js';

export function createOrganizationsModule(options: {
  db: Kysely<Database>;
  clock: Clock;
  /** What the overview counts from the tournaments, leaderboards and uniqs modules (their faces). */
  overviewSources: OverviewSources;
}): ServerModule {
  const { db, clock } = options;
  return {
    routes: async (api) => {
      await api.register(organizationsRoutes, {
        organizations: new OrganizationsService(db, clock),
        overview: new OrganizationOverviewReader(options.overviewSources, () => clock.now()),
      });
    },
  };
}

// What other modules may use of this one (the import-boundaries lint rule: modules meet only here).
export { DEMO_ORGANIZATION } from './demo-organization.js';
export { banFromOrganization, isBannedBy } from './organization-bans.js';
export { isOrganizationLocked, organizationMemberRole, organizationOfUser } from './organization-lock.js';
export { organizationOwnedBy, organizationOwnerId } from './organization-ownership.js';
export {
  bannedFromOrganizationSql,
  organizationCards,
  organizationIdNamed,
  organizationLockedSql,
  organizationOfEmail,
  organizationOfUserSql,
  staffRoleSql,
} from './organization-cards.js';
export { seedDemoOrganization } from './demo-organization.js';
export type { OverviewSources, OverviewTournament } from './organization-overview.js';

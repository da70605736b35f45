// /my-organization (needs read on organizations): one overview (counts, what needs attention, organizers),
// then the organizer's tournaments, leaderboards and Uniqs in tabs.
import { lazy, Suspense } from 'react';
import { GemIcon } from '../../src/ui/icons.js';
import { EmptyState } from '../../src/ui/empty-state.js';
import { Tabs } from '../../src/ui/tabs.js';
import { useTabParam } from '../app/routing/use-tab-param.js';
import { useDisciplines } from '../features/disciplines/api/get-disciplines.js';
import { OrganizationTournamentsPanel } from '../features/tournament-admin/components/organization-tournaments-panel.js';
import { MyOrganizationOverview } from '../features/organizations/components/my-organization-overview.js';
import { useCurrentOrganization } from '../features/organizations/api/get-current-organization.js';
import { useCurrentUser } from '../features/users/api/get-current-user.js';
import { OrganizationUniqsPanel } from '../features/uniqs/components/organization-uniqs-panel.js';
import { OrganizationLeaderboardsPanel } from '../features/leaderboards/components/organization-leaderboards-panel.js';
import * as styles from './page.css.js';

// The owner's API keys tab loads when opened: it is not part of the page's first load.
const ApiKeysPanel = lazy(() =>
  import('../features/api-keys/components/api-keys-panel.js').then((module) => ({ default: module.ApiKeysPanel })),
);

const TAB_IDS = ['my-tournaments', 'my-leaderboards', 'my-uniqs', 'api-keys', 'webhooks'] as const;

// Webhooks too: loaded on demand, so the page's first load stays within its budget.
const WebhooksPanel = lazy(() =>
  import('../features/webhooks/components/webhooks-panel.js').then((module) => ({ default: module.WebhooksPanel })),
);

export function MyOrganizationPage() {
  const [tab, setTab] = useTabParam(TAB_IDS, 'my-tournaments');
  const organization = useCurrentOrganization();
  const { data: user } = useCurrentUser();
  const disciplines = useDisciplines();
  const organizationId = organization.data?.organization.id;
  // Only the owner manages the organization's API keys.
  const isOwner = organization.data?.viewerRole === 'OWNER';
  return (
    <>
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>Organizer</p>
        <h1 className={styles.title}>Your Organization</h1>
      </header>
      <MyOrganizationOverview />
      <Tabs
        label="Organization sections"
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'my-tournaments',
            label: 'Tournaments',
            panel: (
              <OrganizationTournamentsPanel
                games={disciplines.data ?? []}
                canCreate={organization.data?.viewerRole !== 'REFEREE'}
              />
            ),
          },
          {
            id: 'my-leaderboards',
            label: 'Leaderboards',
            panel: <OrganizationLeaderboardsPanel />,
          },
          {
            id: 'my-uniqs',
            label: 'Uniqs',
            panel: organizationId ? (
              <OrganizationUniqsPanel organizationId={organizationId} walletId={user?.walletId ?? null} />
            ) : (
              <EmptyState
                icon={<GemIcon />}
                title="No Uniq factories yet"
                description="Uniq factories for rewards and gated access will be listed here."
              />
            ),
          },
          ...(isOwner
            ? [
                {
                  id: 'api-keys' as const,
                  label: 'API keys',
                  panel: (
                    <Suspense fallback={null}>
                      <ApiKeysPanel />
                    </Suspense>
                  ),
                },
                {
                  id: 'webhooks' as const,
                  label: 'Webhooks',
                  panel: (
                    <Suspense fallback={null}>
                      <WebhooksPanel />
                    </Suspense>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}

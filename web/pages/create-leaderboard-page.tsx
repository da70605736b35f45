// /create-leaderboard/{id}: leaderboard administration (no nav bar or footer). The page composes the
// leaderboard's tabs with the games list and the tournament wizard's prize pool editor (rewards by rank in
// UOS and the organization's Uniqs).
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { SettingsIcon } from '../../src/ui/icons.js';
import { EmptyState } from '../../src/ui/empty-state.js';
import { useDisciplines } from '../features/disciplines/api/get-disciplines.js';
import { LeaderboardAdministration } from '../features/leaderboards/components/leaderboard-administration.js';
import { useCurrentOrganization } from '../features/organizations/api/get-current-organization.js';
import { RewardsForm } from '../features/tournament-admin/components/prizepool-form.js';
import type { UniqFactoryOption } from '../features/tournament-admin/components/uniq-factory-option.js';
import { organizationFactoriesQueryOptions } from '../features/uniqs/api/get-organization-factories.js';
import { paths } from '../paths.js';
import * as styles from './page.css.js';

export function CreateLeaderboardPage() {
  const { id = '' } = useParams();
  const organization = useCurrentOrganization();
  const organizationId = organization.data?.organization.id ?? '';
  const factories = useQuery({ ...organizationFactoriesQueryOptions(organizationId), enabled: organizationId !== '' });
  const disciplines = useDisciplines();
  const factoryOptions: UniqFactoryOption[] = (factories.data ?? []).map((factory) => ({
    id: String(factory.chainFactoryId),
    label: `${factory.name} (#${factory.chainFactoryId})`,
  }));
  return (
    <main id="main" tabIndex={-1} className={styles.adminShell}>
      <Link to={`${paths.myOrganization}?tab=my-leaderboards`} className={styles.backLink}>
        ← Back to your organization
      </Link>
      <LeaderboardAdministration
        leaderboardId={id}
        games={disciplines.data ?? []}
        renderPrizepool={(props) => (
          <RewardsForm
            {...props}
            name="leaderboard-prizepool"
            errorPrefix="prizepool"
            factories={factoryOptions}
            emptyText="No rewards yet: add the prizes of the top places."
          />
        )}
        notFound={
          <EmptyState
            icon={<SettingsIcon />}
            title="Leaderboard not found"
            description="This leaderboard does not exist in your organization. Leaderboards you create will be managed here."
          />
        }
      />
    </main>
  );
}

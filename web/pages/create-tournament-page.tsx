// /create-tournament/{id}: tournament administration (no nav bar or footer). The page composes the
// organizer's sections with the organization's Uniq factories and the prize escrow's signing section.
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { SettingsIcon } from '../../src/ui/icons.js';
import { EmptyState } from '../../src/ui/empty-state.js';
import { useCurrentOrganization } from '../features/organizations/api/get-current-organization.js';
import { EscrowSection } from '../features/tournament-escrow/components/escrow-section.js';
import { TournamentAdministration } from '../features/tournament-admin/components/tournament-administration.js';
import type { UniqFactoryOption } from '../features/tournament-admin/components/uniq-factory-option.js';
import { organizationFactoriesQueryOptions } from '../features/uniqs/api/get-organization-factories.js';
import { SeedingSection } from '../features/seeding/components/seeding-section.js';
import { RoundManagementSection } from '../features/round-management/components/round-management-section.js';
import { paths } from '../paths.js';
import { memberMayTakeAction, type OrganizerAction } from '../../src/domain/staff-permissions.js';

// Loaded when the organizer opens the section: most visits of the page never do.
const PayoutsSection = lazy(() =>
  import('../features/payouts/components/payouts-section.js').then((module) => ({ default: module.PayoutsSection })),
);
import * as styles from './page.css.js';

export function CreateTournamentPage() {
  const { id = '' } = useParams();
  const organization = useCurrentOrganization();
  const organizationId = organization.data?.organization.id ?? '';
  // A referee (issue 26 §3) sees the organizer's screens with only what they may do.
  const role = organization.data?.viewerRole;
  // Until the role is known nothing beyond a referee's is offered, so a referee never sees a button flash by.
  const may = (action: OrganizerAction) =>
    memberMayTakeAction('REFEREE', action) || (role !== undefined && role !== 'REFEREE');
  const staffOnly = <p className={styles.muted}>Referees see the tournament; this part stays with the organizers.</p>;
  const factories = useQuery({ ...organizationFactoriesQueryOptions(organizationId), enabled: organizationId !== '' });
  // Sections store chain factory ids: that is what gated access and the escrow read on chain.
  const factoryOptions: UniqFactoryOption[] = (factories.data ?? []).map((factory) => ({
    id: String(factory.chainFactoryId),
    label: `${factory.name} (#${factory.chainFactoryId})`,
  }));
  return (
    <main id="main" tabIndex={-1} className={styles.adminShell}>
      <Link to={`${paths.myOrganization}?tab=my-tournaments`} className={styles.backLink}>
        ← Back to your organization
      </Link>
      <TournamentAdministration
        tournamentId={id}
        factories={factoryOptions}
        may={may}
        renderEscrow={(tournament) =>
          may('manage-prize-pool') ? <EscrowSection tournament={tournament} /> : staffOnly
        }
        renderSeeding={(tournament) =>
          may('manage-participants') ? <SeedingSection tournamentId={tournament.id} /> : staffOnly
        }
        renderRoundManagement={(tournament) => <RoundManagementSection tournamentId={tournament.id} may={may} />}
        renderPayouts={(tournament) =>
          may('manage-prize-pool') ? (
            <Suspense fallback={<p>Loading the rewards…</p>}>
              <PayoutsSection tournamentId={tournament.id} />
            </Suspense>
          ) : (
            staffOnly
          )
        }
        notFound={
          <EmptyState
            icon={<SettingsIcon />}
            title="Tournament not found"
            description="This tournament does not exist in your organization. Tournaments you create will be managed here."
          />
        }
      />
    </main>
  );
}

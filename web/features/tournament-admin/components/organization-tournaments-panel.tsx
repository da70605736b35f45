// Your Organization → Tournaments: every tournament of the organization, drafts included, with the way into
// its administration and the "Create tournament" wizard.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { TrophyIcon } from '../../../../src/ui/icons.js';
import { buttonClassName } from '../../../../src/ui/button.js';
import { paths } from '../../../paths.js';
import { useOrganizationTournaments } from '../api/get-organization-tournaments.js';
import { CreateTournamentWizard, type GameOption } from './create-tournament-wizard.js';
import * as styles from './tournament-admin.css.js';

/** `canCreate` false for a referee (issue 26 §3): they run the tournaments, the organizers create them. */
export function OrganizationTournamentsPanel({
  games,
  canCreate = true,
}: {
  games: readonly GameOption[];
  canCreate?: boolean;
}) {
  const [wizardOpen, setWizardOpen] = useState(false);
  const tournaments = useOrganizationTournaments();
  return (
    <div className={styles.fieldset}>
      {canCreate ? (
        <div className={styles.actions}>
          <Button onClick={() => setWizardOpen(true)}>Create tournament</Button>
        </div>
      ) : null}
      {tournaments.isPending ? <p className={styles.muted}>Loading tournaments…</p> : null}
      {tournaments.data && tournaments.data.length === 0 ? (
        <EmptyState
          icon={<TrophyIcon />}
          title="No tournaments yet"
          description="Tournaments your organization creates will be listed here."
        />
      ) : null}
      {tournaments.data && tournaments.data.length > 0 ? (
        <ul className={styles.tournamentList}>
          {tournaments.data.map((tournament) => (
            <li key={tournament.id} className={styles.tournamentRow} data-tournament={tournament.name}>
              <div>
                <strong>{tournament.name}</strong>
                <p className={styles.muted}>{tournament.game.name}</p>
              </div>
              <div className={styles.actions}>
                <Badge
                  tone={
                    tournament.status === 'published'
                      ? 'success'
                      : tournament.status === 'canceled'
                        ? 'danger'
                        : 'neutral'
                  }
                >
                  {tournament.status}
                </Badge>
                <Link
                  className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                  to={paths.createTournament.build(tournament.id)}
                >
                  Manage
                </Link>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <CreateTournamentWizard open={wizardOpen} onClose={() => setWizardOpen(false)} games={games} />
    </div>
  );
}

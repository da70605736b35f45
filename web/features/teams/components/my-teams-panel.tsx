// The teams tab of /my-profile: invitations waiting for an answer, the user's teams, and team creation.
import { useState } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { TeamIcon } from '../../../../src/ui/icons.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { useMyTeams } from '../api/get-my-teams.js';
import { PendingInvitations } from './pending-invitations.js';
import { TeamCard } from './team-card.js';
import { TeamFormModal } from './team-form-modal.js';
import * as styles from './teams.css.js';

/** `viewerId`: the signed-in user, so their own captaincy shows on their teams. */
export function MyTeamsPanel({ viewerId = null }: { viewerId?: string | null }) {
  const teams = useMyTeams();
  const [creating, setCreating] = useState(false);
  const createButton = <Button onClick={() => setCreating(true)}>Create a team</Button>;
  return (
    <div className={styles.panel}>
      <PendingInvitations />
      <div className={styles.header}>
        <h2 className={styles.heading}>Your teams</h2>
        {createButton}
      </div>
      {teams.isPending ? (
        <Spinner label="Loading your teams…" showLabel />
      ) : (teams.data ?? []).length === 0 ? (
        <EmptyState
          icon={<TeamIcon />}
          title="No teams yet"
          description="Create a team and invite players by e-mail, or accept an invitation."
          headingLevel={3}
        />
      ) : (
        <ul className={styles.list} aria-label="Your teams">
          {teams.data!.map((team) => (
            <li key={team.id}>
              <TeamCard team={team} viewerId={viewerId} />
            </li>
          ))}
        </ul>
      )}
      {creating ? <TeamFormModal open onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

// The teams tab of a public profile.
import { Avatar } from '../../../../src/ui/avatar.js';
import { Card } from '../../../../src/ui/card.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { TeamIcon } from '../../../../src/ui/icons.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { useUserTeams } from '../api/get-user-teams.js';
import * as styles from './teams.css.js';

export function UserTeamsList({ userId, nickname }: { userId: string; nickname: string }) {
  const teams = useUserTeams(userId);
  if (teams.isPending) return <Spinner label="Loading teams…" showLabel />;
  const items = teams.data ?? [];
  if (items.length === 0)
    return <EmptyState icon={<TeamIcon />} title="No teams yet" description={`${nickname} is not in a team yet.`} />;
  return (
    <ul className={styles.grid} aria-label={`Teams of ${nickname}`}>
      {items.map((team) => (
        <li key={team.id}>
          <Card>
            <div className={styles.teamRow}>
              <Avatar src={team.avatarUrl} alt={`${team.name} avatar`} size={48} />
              <div className={styles.grow}>
                <h3 className={styles.teamName}>{team.name}</h3>
                <p className={styles.muted}>
                  {team.ownerId === userId ? 'Owner' : 'Member'} · {team.memberCount}{' '}
                  {team.memberCount === 1 ? 'member' : 'members'}
                </p>
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

// Your Organization → Leaderboards: the organization's leaderboards (name, kind, status), the same list the
// leaderboard settings section offers.
import { Badge } from '../../../../src/ui/badge.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { ChartIcon } from '../../../../src/ui/icons.js';
import { useOrganizationLeaderboards } from '../api/get-organization-leaderboards.js';
import * as styles from './tournament-admin.css.js';

const STATUS_TONE = { DRAFT: 'neutral', ACTIVE: 'success', ENDED: 'neutral', DELETED: 'danger' } as const;

export function OrganizationLeaderboardsPanel() {
  const leaderboards = useOrganizationLeaderboards();
  if (leaderboards.isPending) return <p className={styles.muted}>Loading leaderboards…</p>;
  const shown = (leaderboards.data ?? []).filter((leaderboard) => leaderboard.status !== 'DELETED');
  if (shown.length === 0) {
    return (
      <EmptyState
        icon={<ChartIcon />}
        title="No leaderboards yet"
        description="Leaderboards your organization creates will be listed here."
      />
    );
  }
  return (
    <ul className={styles.tournamentList} aria-label="Leaderboards">
      {shown.map((leaderboard) => (
        <li key={leaderboard.id} className={styles.tournamentRow} data-leaderboard={leaderboard.name}>
          <div>
            <strong>{leaderboard.name}</strong>
            <p className={styles.muted}>{leaderboard.kind === 'POINTS' ? 'Points' : 'Rank'} leaderboard</p>
          </div>
          <Badge tone={STATUS_TONE[leaderboard.status]}>{leaderboard.status.toLowerCase()}</Badge>
        </li>
      ))}
    </ul>
  );
}

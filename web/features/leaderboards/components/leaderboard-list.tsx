// /leaderboards: the game and status filters (kept in the address by the page) and a card per leaderboard
// with its name, organization, game, status and prize pool.
import { Link } from 'react-router-dom';
import type { LeaderboardListItem } from '../../../../src/contract/leaderboards.js';
import { Badge } from '../../../../src/ui/badge.js';
import { Select } from '../../../../src/ui/select.js';
import { paths } from '../../../paths.js';
import { KIND_SHORT, STATUS_LABELS, prizeSummary } from '../model/leaderboard-labels.js';
import type { LeaderboardListFilters } from '../api/leaderboard-keys.js';
import * as styles from './leaderboards.css.js';

export interface LeaderboardFiltersProps {
  games: readonly { code: string; name: string }[];
  filters: LeaderboardListFilters;
  onChange: (name: 'game' | 'status', value: string) => void;
}

export function LeaderboardFilters({ games, filters, onChange }: LeaderboardFiltersProps) {
  return (
    <div className={styles.filters} role="group" aria-label="Filters">
      <Select
        className={styles.filter}
        label="Game"
        name="game"
        value={filters.discipline ?? ''}
        options={[{ value: '', label: 'All games' }, ...games.map((game) => ({ value: game.code, label: game.name }))]}
        onValueChange={(value) => onChange('game', value)}
      />
      <Select
        className={styles.filter}
        label="Status"
        name="status"
        value={filters.status ?? ''}
        options={[
          { value: '', label: 'Any status' },
          { value: 'ACTIVE', label: 'Active' },
          { value: 'COMPLETE', label: 'Complete' },
        ]}
        onValueChange={(value) => onChange('status', value)}
      />
    </div>
  );
}

export function LeaderboardList({ leaderboards }: { leaderboards: readonly LeaderboardListItem[] }) {
  return (
    <ul className={styles.list} aria-label="Leaderboards">
      {leaderboards.map((leaderboard) => (
        <li key={leaderboard.id}>
          <LeaderboardCard leaderboard={leaderboard} />
        </li>
      ))}
    </ul>
  );
}

function LeaderboardCard({ leaderboard }: { leaderboard: LeaderboardListItem }) {
  const status = STATUS_LABELS[leaderboard.displayStatus];
  const prizes = prizeSummary(leaderboard.prizepool);
  return (
    <Link
      to={paths.leaderboards.build(leaderboard.id)}
      className={styles.card}
      data-testid="leaderboard-card"
      data-leaderboard={leaderboard.name}
    >
      <div className={styles.cardTop}>
        <p className={styles.eyebrow}>{leaderboard.disciplineName ?? 'All games'}</p>
        <div className={styles.row}>
          {leaderboard.privateAccess ? <Badge tone="warning">Private</Badge> : null}
          <Badge tone={status.tone}>{status.text}</Badge>
        </div>
      </div>
      <h3 className={styles.name}>{leaderboard.name}</h3>
      {leaderboard.subname ? <p className={styles.muted}>{leaderboard.subname}</p> : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Organizer</dt>
          <dd className={styles.factValue}>{leaderboard.organizationName}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Prize pool</dt>
          <dd className={styles.factValue} data-testid="leaderboard-prizes">
            {prizes ?? 'No prizes'}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Tournaments</dt>
          <dd className={styles.factValue}>{leaderboard.tournamentCount}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Ranked</dt>
          <dd className={styles.factValue}>
            {leaderboard.participantCount} · {KIND_SHORT[leaderboard.kind]}
          </dd>
        </div>
      </dl>
    </Link>
  );
}

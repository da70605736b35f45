// Status and platform filters of /tournaments (the game is chosen on the game grid). The page keeps the
// values in the address; "" means any.
import { useId } from 'react';
import type { TournamentListQuery } from '../../../../src/contract/tournaments.js';
import { TOURNAMENT_PLATFORMS } from '../../../../src/contract/tournament-filters.js';
import { statusLabel } from './tournament-labels.js';
import * as styles from './tournament.css.js';
import { platformName } from '../../../app/labels/platform-names.js';

/** Drafts never reach players, so they are not a choice. */
export const PLAYER_STATUSES = ['published', 'live', 'finished', 'canceled'] as const;

export interface TournamentFiltersProps {
  status: TournamentListQuery['status'] | undefined;
  platform: TournamentListQuery['platform'] | undefined;
  onChange: (name: 'status' | 'platform', value: string) => void;
}

export function TournamentFilters({ status, platform, onChange }: TournamentFiltersProps) {
  const statusId = useId();
  const platformId = useId();
  return (
    <div className={styles.filters} role="group" aria-label="Filters">
      <div className={styles.filter}>
        <label htmlFor={statusId} className={styles.filterLabel}>
          Status
        </label>
        <select
          id={statusId}
          name="status"
          className={styles.select}
          value={status ?? ''}
          onChange={(event) => onChange('status', event.target.value)}
        >
          <option value="">Any status</option>
          {PLAYER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value === 'published' ? 'Upcoming' : statusLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={platformId} className={styles.filterLabel}>
          Platform
        </label>
        <select
          id={platformId}
          name="platform"
          className={styles.select}
          value={platform ?? ''}
          onChange={(event) => onChange('platform', event.target.value)}
        >
          <option value="">Any platform</option>
          {TOURNAMENT_PLATFORMS.map((value) => (
            <option key={value} value={value}>
              {platformName(value)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

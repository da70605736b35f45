// Status and platform filters of /tournaments (the game is chosen on the game grid). The page keeps the
// values in the address; "" means any.
import type { TournamentListQuery } from '../../../../src/contract/tournaments.js';
import { TOURNAMENT_PLATFORMS } from '../../../../src/contract/tournament-filters.js';
import { Select } from '../../../../src/ui/select.js';
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
  return (
    <div className={styles.filters} role="group" aria-label="Filters">
      <Select
        className={styles.filter}
        label="Status"
        name="status"
        value={status ?? ''}
        options={[
          { value: '', label: 'Any status' },
          ...PLAYER_STATUSES.map((value) => ({
            value,
            label: value === 'published' ? 'Upcoming' : statusLabel(value),
          })),
        ]}
        onValueChange={(value) => onChange('status', value)}
      />
      <Select
        className={styles.filter}
        label="Platform"
        name="platform"
        value={platform ?? ''}
        options={[
          { value: '', label: 'Any platform' },
          ...TOURNAMENT_PLATFORMS.map((value) => ({ value, label: platformName(value) })),
        ]}
        onValueChange={(value) => onChange('platform', value)}
      />
    </div>
  );
}

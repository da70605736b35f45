// The games Arena hosts, as artwork cards. Picking one filters the page by that game (a toggle button).
import { Badge } from '../../../../src/ui/badge.js';
import type { Discipline } from '../../../../src/contract/disciplines.js';
import * as styles from './discipline-grid.css.js';
import { platformLabel } from './platform-label.js';

export interface DisciplineGridProps {
  disciplines: Discipline[];
  selectedCode: string | null;
  onToggle: (code: string) => void;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

export function DisciplineGrid({ disciplines, selectedCode, onToggle }: DisciplineGridProps) {
  return (
    <ul className={styles.grid}>
      {disciplines.map((discipline) => (
        <li key={discipline.id}>
          <button
            type="button"
            className={styles.card}
            aria-pressed={selectedCode === discipline.code}
            onClick={() => onToggle(discipline.code)}
          >
            {discipline.imageUrl ? (
              <img className={styles.art} src={discipline.imageUrl} alt="" loading="lazy" />
            ) : (
              <span className={styles.artFallback} aria-hidden="true">
                {initials(discipline.name)}
              </span>
            )}
            <span className={styles.body}>
              <span className={styles.name}>{discipline.name}</span>
              <span className={styles.platforms}>
                {discipline.platforms.slice(0, 4).map((platform) => (
                  <Badge key={platform}>{platformLabel(platform)}</Badge>
                ))}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

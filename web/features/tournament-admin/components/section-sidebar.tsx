// The sections of a tournament in SPEC order, each with its state: to do, saved (locked until "Edit"),
// optional, or locked for good once published.
import { Badge, type BadgeTone } from '../../../../src/ui/badge.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { ADMIN_SECTIONS, sectionState, type AdminSectionId } from '../model/admin-sections.js';
import * as styles from './tournament-admin.css.js';

function stateBadge(
  tournament: TournamentView,
  section: (typeof ADMIN_SECTIONS)[number],
): { text: string; tone: BadgeTone } | null {
  const state = sectionState(tournament, section.id);
  if (state === 'view') return null;
  if (state === 'published') return { text: 'Locked', tone: 'neutral' };
  if (state === 'saved') return { text: 'Saved', tone: 'success' };
  return section.mandatory ? { text: 'To do', tone: 'warning' } : { text: 'Optional', tone: 'neutral' };
}

export function SectionSidebar({
  tournament,
  current,
  onSelect,
}: {
  tournament: TournamentView;
  current: AdminSectionId;
  onSelect: (section: AdminSectionId) => void;
}) {
  return (
    <nav aria-label="Tournament sections">
      <ol className={styles.sectionList}>
        {ADMIN_SECTIONS.map((section) => {
          const badge = stateBadge(tournament, section);
          return (
            <li key={section.id}>
              <button
                type="button"
                className={styles.sectionLink}
                aria-current={current === section.id ? 'step' : undefined}
                data-section={section.id}
                onClick={() => onSelect(section.id)}
              >
                <span>{section.label}</span>
                {badge ? (
                  <Badge tone={badge.tone} data-section-state={badge.text}>
                    {badge.text}
                  </Badge>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

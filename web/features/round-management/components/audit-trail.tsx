// A match's audit trail (issue 11 §3): every report, confirmation, dispute, issue message, decision and
// amendment with who and when, newest last; a referee's acts say so (issue 26 §3).
import type { z } from 'zod';
import type { MatchEventSchema } from '../../../../src/contract/matches.js';
import { staffActorLabel } from '../../../../src/domain/staff-permissions.js';
import { dateTimeLabel } from '../../../app/labels/date-time-label.js';
import * as styles from './round-management.css.js';

type MatchEvent = z.infer<typeof MatchEventSchema>;

const EVENT_LABELS: Record<MatchEvent['kind'], string> = {
  REPORTED: 'Score reported',
  CONFIRMED: 'Score confirmed',
  DISPUTED: 'Score disputed',
  ISSUE_REPORTED: 'Issue reported',
  FINALIZED: 'Result final',
  // Followed by who set it: "Result set by Orga", "Result set by Ana (referee)".
  RESULT_SET: 'Result set',
  AMENDED: 'Result amended',
  FORFEITED: 'Side forfeited',
  DISQUALIFIED: 'Participant disqualified',
  SCORE_MISSING: 'Score missing at the end of the round',
  WALKOVER: 'Walkover',
  CHECKED_IN: 'Side ready',
  CHECK_IN_COMPLETE: 'Both sides ready',
  NO_SHOW: 'Neither side checked in',
  NO_SHOW_UNDONE: 'Walkover undone',
  STREAM_SET: 'Stream link changed',
};

/** The reasons Arena records itself, as an organizer reads them; anything else is a person's own words. */
const REASON_TEXTS: Record<string, string> = {
  CONFLICTING_REPORTS: 'The two sides reported different results.',
  CONFLICTING_RANKS: 'The lobby members reported conflicting ranks.',
  LEVEL_SERIES: 'The reported scores do not give a winner.',
  INCORRECT_SCORE: 'The reported score was marked incorrect.',
  NO_SHOW: 'A side did not check in before the deadline.',
};

export function detailText(details: Record<string, unknown>): string | null {
  const message = details.message ?? details.reason;
  if (typeof message !== 'string' || message.trim() === '') return null;
  return Object.hasOwn(REASON_TEXTS, message) ? REASON_TEXTS[message] : `“${message}”`;
}

export function AuditTrail({ events }: { events: readonly MatchEvent[] }) {
  if (events.length === 0) return <p className={styles.muted}>Nothing recorded yet.</p>;
  return (
    <ol className={styles.events} aria-label="Audit trail" data-testid="audit-trail">
      {events.map((event, index) => {
        const text = detailText(event.details);
        return (
          <li key={index} className={styles.event}>
            <div>
              <strong>{EVENT_LABELS[event.kind]}</strong>
              {event.actorNickname
                ? ` ${staffActorLabel(event.actorNickname, event.actorRole)}`
                : event.actorId === null
                  ? ' by Arena'
                  : ''}
            </div>
            {text ? <div>{text}</div> : null}
            <div className={styles.eventMeta}>
              <time dateTime={event.at}>{dateTimeLabel(event.at)}</time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

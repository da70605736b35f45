// The trail of the organizer's acts on the participants (who added, checked in or out, removed whom, and how the
// seeds were set), newest first, folded away until asked for.
import type { ParticipantEvent } from '../../../../src/contract/participant-management.js';
import { useParticipantEvents } from '../api/get-participant-events.js';
import * as styles from './tournament-admin.css.js';

const SOURCE_TEXT: Record<string, string> = {
  RANDOM: 'a random draw',
  LEADERBOARD: "the linked leaderboard's standings",
  PAST_RESULTS: 'past results in this game',
  LIST: 'a pasted list',
  MANUAL: 'hand',
};

export function describeParticipantEvent(event: ParticipantEvent): string {
  const who = event.actor ?? 'Someone';
  const whom = event.participant ?? 'a participant';
  switch (event.kind) {
    case 'ADDED':
      return `${who} added ${whom}.`;
    case 'CHECKED_IN':
      return `${who} checked ${whom} in.`;
    case 'CHECK_IN_UNDONE':
      return `${who} undid the check-in of ${whom}.`;
    case 'REMOVED':
      return `${who} removed ${whom}: “${String(event.details.reason ?? '')}”.`;
    case 'SEEDED':
      return `${who} set the seeds by ${SOURCE_TEXT[String(event.details.source)] ?? 'hand'}.`;
  }
}

export function ParticipantEvents({ tournamentId }: { tournamentId: string }) {
  const events = useParticipantEvents(tournamentId);
  if (!events.data || events.data.length === 0) return null;
  return (
    <details data-testid="participant-events">
      <summary>Activity ({events.data.length})</summary>
      <ul className={styles.eventList}>
        {events.data.map((event) => (
          <li key={event.id}>
            <time dateTime={event.at} className={styles.muted}>
              {new Date(event.at).toLocaleString()}
            </time>{' '}
            {describeParticipantEvent(event)}
          </li>
        ))}
      </ul>
    </details>
  );
}

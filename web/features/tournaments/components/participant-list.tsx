// The participants tab: registered players or teams with their status (signed-in viewers only).
import { Badge } from '../../../../src/ui/badge.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { PlayerIcon } from '../../../../src/ui/icons.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { useParticipants } from '../api/get-participants.js';
import * as styles from './tournament.css.js';

const STATUS_LABELS = { REGISTERED: 'Registered', CHECKED_IN: 'Checked in', DISQUALIFIED: 'Disqualified' } as const;
const STATUS_TONES = { REGISTERED: 'neutral', CHECKED_IN: 'success', DISQUALIFIED: 'danger' } as const;

export function ParticipantList({ tournamentId }: { tournamentId: string }) {
  const participants = useParticipants(tournamentId);
  if (participants.isPending) return <Spinner label="Loading participants…" />;
  if (participants.isError) return <p className={styles.muted}>The participants could not be loaded.</p>;
  if (participants.data.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<PlayerIcon />}
        title="No participants yet"
        description="Be the first to register."
      />
    );
  }
  return (
    <ul className={styles.participants} aria-label="Participants">
      {participants.data.map((participant) => (
        <li key={participant.registrationId} className={styles.participant} data-participant={participant.name}>
          <span>
            <strong>{participant.name}</strong>
            {participant.kind === 'TEAM' ? (
              <span className={styles.muted}> · {participant.members.map((member) => member.nickname).join(', ')}</span>
            ) : null}
          </span>
          <Badge tone={STATUS_TONES[participant.status]}>{STATUS_LABELS[participant.status]}</Badge>
        </li>
      ))}
    </ul>
  );
}

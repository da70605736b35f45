// The participants tab: registered players or teams with their status (signed-in viewers only).
import { Badge } from '../../../../src/ui/badge.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { PlayerIcon } from '../../../../src/ui/icons.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { useParticipants } from '../api/get-participants.js';
import { ordinal } from './tournament-labels.js';
import * as styles from './tournament.css.js';

const STATUS_LABELS = { REGISTERED: 'Registered', CHECKED_IN: 'Checked in', DISQUALIFIED: 'Disqualified' } as const;
const STATUS_TONES = { REGISTERED: 'neutral', CHECKED_IN: 'success', DISQUALIFIED: 'danger' } as const;

/** Each entrant's final placement by registration, from the brackets view's entrants (once finished). */
export function placementsOf(
  entrants: readonly { registrationId: string; finalRank: number | null }[],
): ReadonlyMap<string, number> {
  return new Map(
    entrants.flatMap((entrant) => (entrant.finalRank === null ? [] : [[entrant.registrationId, entrant.finalRank]])),
  );
}

export function ParticipantList({
  tournamentId,
  placements,
}: {
  tournamentId: string;
  /** Once the tournament is finished: where each registration placed. */
  placements?: ReadonlyMap<string, number>;
}) {
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
      {participants.data.map((participant) => {
        const place = participant.status === 'DISQUALIFIED' ? undefined : placements?.get(participant.registrationId);
        return (
          <li key={participant.registrationId} className={styles.participant} data-participant={participant.name}>
            <span>
              <strong>{participant.name}</strong>
              {participant.kind === 'TEAM' ? (
                <span className={styles.muted}>
                  {' '}
                  · {participant.members.map((member) => member.nickname).join(', ')}
                </span>
              ) : null}
            </span>
            {/* Once finished, where they placed: "Checked in" would be stale (issue 26 §5.10). */}
            {place !== undefined ? (
              <Badge tone={place <= 3 ? 'success' : 'neutral'}>{ordinal(place)} place</Badge>
            ) : placements && participant.status !== 'DISQUALIFIED' ? (
              <Badge tone="neutral">Did not play</Badge>
            ) : (
              <Badge tone={STATUS_TONES[participant.status]}>{STATUS_LABELS[participant.status]}</Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}

// Participants section: who registered, with the contact details only the organizer sees.
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { useTournamentParticipants } from '../api/get-tournament-participants.js';
import * as styles from './tournament-admin.css.js';

const STATUS_TEXT = { REGISTERED: 'Registered', CHECKED_IN: 'Checked in', DISQUALIFIED: 'Disqualified' } as const;

export function ParticipantsTable({ tournament }: { tournament: TournamentView }) {
  const participants = useTournamentParticipants(tournament.id);
  if (participants.isPending) return <p className={styles.muted}>Loading participants…</p>;
  if (participants.isError) return <p className={styles.error}>The participants could not be read.</p>;
  if (participants.data.length === 0) {
    return (
      <p className={styles.muted}>
        {tournament.status === 'draft'
          ? 'Participants register once the tournament is published.'
          : 'No participants yet.'}
      </p>
    );
  }
  return (
    <table className={styles.table} data-testid="participants-table">
      <thead>
        <tr>
          {['Name', 'Captain', 'E-mail', 'Discord', 'In-game id', 'Registered', 'Status'].map((title) => (
            <th key={title} scope="col" className={styles.cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {participants.data.map((p) => (
          <tr key={p.registrationId} data-participant={p.name}>
            <td className={styles.cell}>{p.name}</td>
            <td className={styles.cell}>{p.captain.nickname}</td>
            <td className={styles.cell}>{p.email ?? '—'}</td>
            <td className={styles.cell}>{p.discordNickname ?? '—'}</td>
            <td className={styles.cell}>{p.gameNickname ?? '—'}</td>
            <td className={styles.cell}>{new Date(p.registeredAt).toLocaleString()}</td>
            <td className={styles.cell}>{STATUS_TEXT[p.status]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

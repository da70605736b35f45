// Published tournaments as cards: name, game, the viewer's state (SPEC §4) and how full it is.
import { Link } from 'react-router-dom';
import { Badge } from '../../../../src/ui/badge.js';
import { Card } from '../../../../src/ui/card.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { paths } from '../../../paths.js';
import * as styles from './tournament-list.css.js';

/** "REGISTRATION_OPEN" → "Registration open". */
export function stateLabel(state: string): string {
  const words = state.toLowerCase().replace(/_/g, ' ').replace('checkin', 'check-in');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function TournamentList({ tournaments }: { tournaments: TournamentView[] }) {
  return (
    <ul className={styles.list} aria-label="Tournaments">
      {tournaments.map((tournament) => (
        <li key={tournament.id} data-testid="tournament-card">
          <Card className={styles.item}>
            <h3 className={styles.name}>
              <Link to={paths.tournament.build(tournament.id)}>{tournament.name}</Link>
            </h3>
            {tournament.mainInformation?.subtitle ? <p className={styles.muted}>{tournament.mainInformation.subtitle}</p> : null}
            <div className={styles.row}>
              <Badge>{tournament.game.name}</Badge>
              <Badge tone={tournament.registrationFull ? 'danger' : 'success'}>{stateLabel(tournament.viewer.state)}</Badge>
            </div>
            <p className={styles.muted}>
              {tournament.participantCount}
              {tournament.format ? ` / ${tournament.format.maxParticipants}` : ''} {tournament.settings?.participantType === 'TEAM_MATCH' ? 'teams' : 'players'}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

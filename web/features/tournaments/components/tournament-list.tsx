// Published tournaments as cards: name, game, the viewer's state (SPEC §4) and how full it is.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../../src/ui/badge.js';
import { Card } from '../../../../src/ui/card.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { paths } from '../../../paths.js';
import { stateLabel, stateTone } from './tournament-labels.js';
import * as styles from './tournament-list.css.js';

export interface TournamentListProps {
  tournaments: TournamentView[];
  /** Names the list for screen readers. */
  label?: string;
  /** Marks the cards, so the promoted strip and the main list can be told apart. */
  cardTestId?: string;
  /** Extra lines under a card, composed by the page from other features (e.g. the viewer's next match). */
  renderExtra?: (tournament: TournamentView) => ReactNode;
}

export function TournamentList({ tournaments, label = 'Tournaments', cardTestId = 'tournament-card', renderExtra }: TournamentListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {tournaments.map((tournament) => (
        <li key={tournament.id} data-testid={cardTestId}>
          <Card className={styles.item}>
            <h3 className={styles.name}>
              <Link to={paths.tournament.build(tournament.id)}>{tournament.name}</Link>
            </h3>
            {tournament.mainInformation?.subtitle ? <p className={styles.muted}>{tournament.mainInformation.subtitle}</p> : null}
            <div className={styles.row}>
              <Badge>{tournament.game.name}</Badge>
              <Badge tone={stateTone(tournament.viewer.state)}>{stateLabel(tournament.viewer.state)}</Badge>
            </div>
            <p className={styles.muted}>
              {tournament.participantCount}
              {tournament.format ? ` / ${tournament.format.maxParticipants}` : ''} {tournament.settings?.participantType === 'TEAM_MATCH' ? 'teams' : 'players'}
            </p>
            {renderExtra?.(tournament)}
          </Card>
        </li>
      ))}
    </ul>
  );
}

// The tournaments whose results feed the leaderboard, each with its state.
import { Link } from 'react-router-dom';
import type { LeaderboardDetail } from '../../../../src/contract/leaderboards.js';
import { Badge } from '../../../../src/ui/badge.js';
import { paths } from '../../../paths.js';
import * as styles from './leaderboards.css.js';

const STATE: Record<string, { text: string; tone: 'neutral' | 'success' | 'accent' | 'danger' }> = {
  PUBLISHED: { text: 'Upcoming', tone: 'success' },
  LIVE: { text: 'Live', tone: 'success' },
  FINISHED: { text: 'Finished', tone: 'accent' },
  CANCELED: { text: 'Canceled', tone: 'danger' },
};

export function LinkedTournaments({ tournaments }: { tournaments: LeaderboardDetail['tournaments'] }) {
  return (
    <section className={styles.panel} aria-labelledby="linked-tournaments-title">
      <h2 id="linked-tournaments-title" className={styles.panelTitle}>
        Tournaments
      </h2>
      {tournaments.length === 0 ? (
        <p className={styles.muted}>No tournament counts towards this leaderboard yet.</p>
      ) : (
        <ul className={styles.tournamentList} data-testid="linked-tournaments">
          {tournaments.map((tournament) => {
            const state = STATE[tournament.status.toUpperCase()] ?? {
              text: tournament.status.toLowerCase(),
              tone: 'neutral' as const,
            };
            return (
              <li key={tournament.id} className={styles.tournamentItem}>
                <Link to={paths.tournament.build(tournament.id)} className={styles.link}>
                  {tournament.name}
                </Link>
                <Badge tone={state.tone}>{state.text}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

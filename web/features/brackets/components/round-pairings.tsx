// Swiss (and matchups duel) rounds: each round's pairings with their results; the viewer's pairs stand out.
import type { BracketsView, MatchView } from '../../../../src/contract/matches.js';
import { entrantsBySeed } from './brackets-model.js';
import { MatchCard } from './match-card.js';
import * as styles from './round-list.css.js';
import { ROUND_STATUS_LABELS, groupByRound } from './round-groups.js';

export function RoundPairings({ view }: { view: BracketsView }) {
  const entrants = entrantsBySeed(view);
  return (
    <div className={styles.rounds} data-testid="round-pairings">
      {groupByRound(view).map(({ round, matches }) => (
        <section key={round.index} className={styles.round} aria-label={round.name}>
          <header className={styles.roundHeader}>
            <h3 className={styles.roundTitle}>{round.name}</h3>
            <span className={styles.roundStatus}>{ROUND_STATUS_LABELS[round.status]}</span>
          </header>
          <ul className={styles.list}>
            {matches.map((match: MatchView) => (
              <li key={match.id}>
                <MatchCard
                  match={match}
                  entrants={entrants}
                  viewerSeed={view.viewerSeed}
                  label={`${round.name}, pairing ${match.position + 1}`}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

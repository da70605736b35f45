// The match overlay's scoreboard: both sides' names and scores across the top, the round and state under them; in a
// game with sides (chess's White and Black) each name has its side's disc, as on the match cards. An FFA lobby has
// more than two sides: it shows the round and the lobby's entrants by points instead.
import type { BracketsView, MatchView } from '../../../../src/contract/matches.js';
import { SideMarker } from '../../../app/sides/side-marker.js';
import { matchStateLabel, roundLabel, scoreText, sideLabel } from '../model/match-labels.js';
import * as styles from './overlay.css.js';

export function MatchScoreboard({ view, match }: { view: BracketsView; match: MatchView }) {
  const state = matchStateLabel(match);
  const meta = (
    <div className={styles.metaLine} data-testid="overlay-match-meta">
      <span className={styles.metaItem} data-testid="overlay-round">
        {roundLabel(view, match)}
      </span>
      {match.kind === 'DUEL' && match.bestOf > 1 ? (
        <span className={styles.metaItem}>Best of {match.bestOf}</span>
      ) : null}
      <span className={styles.metaItem} data-testid="overlay-match-state">
        {state === 'Live' ? <span className={styles.liveDot} aria-hidden /> : null}
        {state}
      </span>
    </div>
  );
  if (match.kind === 'FFA') {
    const sides = [...match.sides].sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
    return (
      <section className={styles.scoreboard} data-testid="overlay-match" aria-label="Current match">
        {meta}
        <div className={styles.lobby}>
          {sides.map((side) => (
            <div key={side.seed ?? 'tbd'} className={styles.matchBox}>
              <span className={styles.boxName}>{sideLabel(view, side)}</span>
              <span className={styles.boxScore}>{scoreText(side)}</span>
            </div>
          ))}
        </div>
      </section>
    );
  }
  const [left, right] = match.sides;
  return (
    <section className={styles.scoreboard} data-testid="overlay-match" aria-label="Current match">
      <div className={styles.scoreRow}>
        <span className={styles.sideNameLeft} data-testid="overlay-side">
          <SideMarker match={match} side={left.side} discClassName={styles.sideDisc} />
          {sideLabel(view, left)}
        </span>
        <span className={`${styles.score} ${left.isWinner ? styles.winnerScore : ''}`} data-testid="overlay-score">
          {scoreText(left)}
        </span>
        <span className={styles.versus}>vs</span>
        <span className={`${styles.score} ${right.isWinner ? styles.winnerScore : ''}`} data-testid="overlay-score">
          {scoreText(right)}
        </span>
        <span className={styles.sideNameRight} data-testid="overlay-side">
          <SideMarker match={match} side={right.side} discClassName={styles.sideDisc} />
          {sideLabel(view, right)}
        </span>
      </div>
      {meta}
    </section>
  );
}

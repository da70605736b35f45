// One duel: both sides with seed, name and games won; the winner stands out, byes and undecided sides say so.
import type { CSSProperties } from 'react';
import type { MatchView } from '../../../../src/contract/matches.js';
import { isDecided, matchSummary, sideName, type EntrantsBySeed } from './brackets-model.js';
import * as styles from './match-card.css.js';

export interface MatchCardProps {
  match: MatchView;
  entrants: EntrantsBySeed;
  viewerSeed: number | null;
  /** Absolute placement inside the bracket picture; absent in lists. */
  style?: CSSProperties;
  label?: string;
}

export function MatchCard({ match, entrants, viewerSeed, style, label }: MatchCardProps) {
  const decided = isDecided(match);
  const mine = viewerSeed !== null && match.sides.some((side) => side.seed === viewerSeed);
  const live = match.status === 'READY' || match.status === 'REPORTED';
  const disputed = match.status === 'DISPUTED' || match.status === 'SCORE_MISSING';
  const summary = matchSummary(match, entrants);
  return (
    <div
      role="group"
      aria-label={label ? `${label}: ${summary}` : summary}
      className={style ? `${styles.card} ${styles.positioned}` : styles.card}
      style={style}
      data-match-id={match.id}
      data-status={match.status}
      data-viewer={mine || undefined}
      data-live={live || undefined}
      data-disputed={disputed || undefined}
    >
      {match.sides.slice(0, 2).map((side, k) => (
        <div
          key={k}
          className={styles.side}
          data-winner={(decided && side.isWinner) || undefined}
          data-empty={side.seed === null || undefined}
          data-viewer={(viewerSeed !== null && side.seed === viewerSeed) || undefined}
        >
          <span className={styles.seed}>{side.seed ?? ''}</span>
          <span className={styles.name}>{sideName(side, entrants)}</span>
          <span className={styles.score}>{side.bye || side.score === null ? '' : side.score}</span>
        </div>
      ))}
    </div>
  );
}

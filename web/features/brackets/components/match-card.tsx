// One duel: both sides with seed, name and games won; the winner stands out, byes and undecided sides say so.
import { memo } from 'react';
import type { MatchView } from '../../../../src/contract/matches.js';
import { isDecided, matchSummary, sideName, type EntrantsBySeed } from './brackets-model.js';
import * as styles from './match-card.css.js';
import { safeHref } from '../../../../src/contract/web-link.js';
import { SideMarker } from '../../../app/sides/side-marker.js';

export interface MatchCardProps {
  match: MatchView;
  entrants: EntrantsBySeed;
  viewerSeed: number | null;
  /** Absolute placement inside the bracket picture (numbers, so memo can compare); absent in lists. */
  box?: { x: number; y: number; width: number; height: number };
  label?: string;
  /**
   * Zoomed far out, names and scores are a few pixels tall and unreadable: the card then draws its two sides as
   * bars (the winner's bright), which keeps hundreds of cards cheap to paint while scrolling. The accessible
   * label still carries the whole summary.
   */
  compact?: boolean;
}

/**
 * Memoised: when scrolling brings new cards into the picture, the ones already drawn are not rendered again.
 * `box` must therefore be a stable object per match (the picture memoises the layout), or absent.
 */
export const MatchCard = memo(function MatchCard({
  match,
  entrants,
  viewerSeed,
  box,
  label,
  compact = false,
}: MatchCardProps) {
  const style = box ? { left: box.x, top: box.y, width: box.width, height: box.height } : undefined;
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
      data-compact={compact || undefined}
      data-void={match.sides.every((side) => side.bye) || undefined}
    >
      {match.sides.slice(0, 2).map((side, k) => (
        <div
          key={k}
          className={styles.side}
          data-winner={(decided && side.isWinner) || undefined}
          data-empty={side.seed === null || undefined}
          data-viewer={(viewerSeed !== null && side.seed === viewerSeed) || undefined}
        >
          {compact ? null : (
            <>
              <span className={styles.seed}>{side.seed ?? ''}</span>
              <span className={styles.name}>
                <SideMarker match={match} side={side.side} />
                {sideName(side, entrants)}
              </span>
              <span className={styles.score}>{side.bye || side.score === null ? '' : side.score}</span>
            </>
          )}
        </div>
      ))}
      {!compact && safeHref(match.streamUrl) ? (
        <a
          className={styles.stream}
          href={safeHref(match.streamUrl)}
          target="_blank"
          rel="noreferrer"
          aria-label="Watch the stream"
          title="Watch the stream"
          data-testid="bracket-stream-link"
        >
          ▶
        </a>
      ) : null}
    </div>
  );
});

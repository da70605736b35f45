// A match's sides for the organizer: names in side order, the side each plays when the games have sides (issue 30:
// the arbiter's pairings list says who has White), the winner marked, each side's match check-in while it matters,
// and the score or FFA rank.
import type { Entrant, MatchView } from '../../../../src/contract/matches.js';
import { SideMarker } from '../../../app/sides/side-marker.js';
import { entrantName } from '../model/match-labels.js';
import { SIDE_CHECK_IN_LABELS, sideCheckIn } from '../model/side-check-in.js';
import * as styles from './round-management.css.js';

export function MatchSides({ match, entrants }: { match: MatchView; entrants: readonly Entrant[] }) {
  return (
    <div className={styles.sides}>
      {match.sides.map((side, index) => {
        const checkIn = sideCheckIn(match, side);
        return (
          <div key={index} className={styles.side}>
            <span className={side.isWinner ? styles.winner : styles.sideName}>
              <SideMarker match={match} side={side.side} />
              {side.bye ? 'Bye' : entrantName(entrants, side.seed)}
              {side.isWinner ? <span aria-label=" (winner)"> ✓</span> : null}
              {checkIn ? (
                <span className={styles.checkIn[checkIn]} data-check-in={checkIn}>
                  {SIDE_CHECK_IN_LABELS[checkIn]}
                </span>
              ) : null}
            </span>
            <span className={styles.score}>
              {side.rank !== null ? `#${side.rank}` : ''} {side.score ?? ''}
            </span>
          </div>
        );
      })}
    </div>
  );
}

// The side an entrant plays (issue 30): a small disc, and the side's name for screen readers (or shown, `showName`).
import type { MatchView } from '../../../src/contract/matches.js';
import { visuallyHidden } from '../../../src/ui/visually-hidden.css.js';
import * as styles from './side-marker.css.js';

type Side = 'FIRST' | 'SECOND';

/** The side's name from the match's names, e.g. "White". */
export function sideLabel(match: Pick<MatchView, 'sideNames'>, side: Side): string {
  const names = match.sideNames ?? ['First side', 'Second side'];
  return side === 'FIRST' ? names[0] : names[1];
}

export function SideMarker({
  match,
  side,
  showName = false,
  discClassName,
}: {
  match: Pick<MatchView, 'sideNames'>;
  side: Side | null | undefined;
  showName?: boolean;
  /** Sizes the disc for where it sits (the stream overlays draw on a 1920×1080 grid). */
  discClassName?: string;
}) {
  if (!side || !match.sideNames) return null;
  const name = sideLabel(match, side);
  return (
    <span className={styles.labelled} data-testid="side-marker" data-side={side} title={name}>
      <span
        className={discClassName ? `${styles.marker} ${discClassName}` : styles.marker}
        data-side={side}
        aria-hidden="true"
      />
      <span className={showName ? undefined : visuallyHidden}>{name}</span>
    </span>
  );
}

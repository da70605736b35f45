// The placements an amendment moves (issue 26 §5.8), read before confirming: "Ana: 1st → 3rd". Final placements
// once the tournament finished (prizes and leaderboards follow them), the standings before.
import type { AmendmentPreview, Entrant } from '../../../../src/contract/matches.js';
import { rankLabel } from '../../../../src/ui/rank-tone.js';
import { entrantName } from '../model/match-labels.js';
import * as styles from './round-management.css.js';

const placeText = (rank: number | null) => (rank === null ? 'no place yet' : rankLabel(rank));

export function PlacementChanges({
  changes,
  entrants,
}: {
  changes: AmendmentPreview['placementChanges'];
  entrants: readonly Entrant[];
}) {
  if (changes.length === 0) return <p className={styles.muted}>No placement changes.</p>;
  return (
    <div data-testid="placement-changes">
      <h4 className={styles.legend}>Placements that change</h4>
      <ul className={styles.changes}>
        {changes.map((change) => (
          <li key={change.seed}>
            {entrantName(entrants, change.seed)}: {placeText(change.from)} → {placeText(change.to)}
          </li>
        ))}
      </ul>
    </div>
  );
}

// A player's or team's placing as a medal-coloured pill.
import { rankTone as rankToneStyles } from './rank-badge.css.js';
import { rankLabel, rankTone } from './rank-tone.js';

export function RankBadge({ rank }: { rank: number | null | undefined }) {
  const tone = rankTone(rank);
  const label = rankLabel(rank);
  return (
    <span
      className={rankToneStyles[tone]}
      data-tone={tone}
      aria-label={tone === 'none' ? 'No rank' : `Rank ${label}`}
      role="img"
    >
      {label}
    </span>
  );
}

// A small line chart of points per tournament in one game, in plain SVG with a text alternative.
import { chartPoints, polylinePoints } from './chart-geometry.js';
import type { ResultPoint } from '../../../../src/contract/stats.js';
import * as styles from './stats.css.js';

const BOX = { width: 280, height: 96, padding: 8 };

export function PointsChart({ results, label }: { results: ResultPoint[]; label: string }) {
  if (results.length === 0) return null;
  const points = chartPoints(
    results.map((result) => result.points),
    BOX,
  );
  const summary = results
    .map((result) => `${new Date(result.finishedAt).toLocaleDateString('en')}: ${result.points} points`)
    .join('; ');
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className={styles.chart}
        role="img"
        aria-label={`${label}: ${summary}`}
      >
        <line
          x1={BOX.padding}
          x2={BOX.width - BOX.padding}
          y1={BOX.height - BOX.padding}
          y2={BOX.height - BOX.padding}
          className={styles.axis}
        />
        {points.length > 1 ? <polyline points={polylinePoints(points)} className={styles.line} fill="none" /> : null}
        {points.map((point, index) => (
          <circle key={results[index].tournamentId} cx={point.x} cy={point.y} r={3.5} className={styles.dot} />
        ))}
      </svg>
      <figcaption className={styles.caption}>{label}</figcaption>
    </figure>
  );
}

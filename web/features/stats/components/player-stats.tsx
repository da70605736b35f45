// A player's numbers (tournaments, wins, win rate, points, podiums) and one card per game with a small
// chart of points per tournament, then the finished tournaments with place and prize. Before any finished
// tournament it says so honestly.
import { Card } from '../../../../src/ui/card.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { ChartIcon } from '../../../../src/ui/icons.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import type { DisciplineStats } from '../../../../src/contract/stats.js';
import { useUserStats } from '../api/get-user-stats.js';
import { useUserDisciplineMetrics } from '../api/get-user-discipline-metrics.js';
import { PointsChart } from './points-chart.js';
import { TournamentHistory } from './tournament-history.js';
import * as styles from './stats.css.js';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const ordinal = (rank: number | null) => (rank === null ? '-' : `#${rank}`);

function Numbers({ items, compact = false }: { items: [label: string, value: string | number][]; compact?: boolean }) {
  return (
    <dl className={compact ? styles.compactNumbers : styles.numbers}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.number}>
          <dt className={styles.numberLabel}>{label}</dt>
          <dd className={styles.numberValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DisciplineCard({ userId, stats }: { userId: string; stats: DisciplineStats }) {
  const metrics = useUserDisciplineMetrics(userId, stats.disciplineCode);
  return (
    <Card title={stats.disciplineName}>
      <Numbers
        compact
        items={[
          ['Tournaments', stats.tournamentsPlayed],
          ['Win rate', percent(stats.winRate)],
          ['Points', stats.points],
          ['Best place', ordinal(stats.bestPlacement)],
        ]}
      />
      {metrics.data ? (
        <PointsChart results={metrics.data.results} label={`Points per tournament in ${stats.disciplineName}`} />
      ) : null}
    </Card>
  );
}

export function PlayerStats({ userId }: { userId: string }) {
  const stats = useUserStats(userId);
  if (stats.isPending) return <Spinner label="Loading statistics…" showLabel />;
  if (!stats.data) return <p className={styles.muted}>Statistics could not be loaded.</p>;
  const { totals, disciplines } = stats.data;
  if (totals.tournamentsPlayed === 0) {
    return (
      <EmptyState
        icon={<ChartIcon />}
        title="No results yet"
        description="Statistics appear here once a tournament this player took part in is finished."
        headingLevel={3}
      />
    );
  }
  return (
    <section className={styles.wrapper} aria-label="Statistics">
      <Numbers
        items={[
          ['Tournaments', totals.tournamentsPlayed],
          ['Wins', totals.wins],
          ['Losses', totals.losses],
          ['Win rate', percent(totals.winRate)],
          ['Points', totals.points],
          ['Podiums', totals.podiums],
          ['Best place', ordinal(totals.bestPlacement)],
        ]}
      />
      <ul className={styles.disciplines} aria-label="Statistics per game">
        {disciplines.map((discipline) => (
          <li key={discipline.disciplineCode}>
            <DisciplineCard userId={userId} stats={discipline} />
          </li>
        ))}
      </ul>
      {stats.data.tournaments.length > 0 ? <TournamentHistory records={stats.data.tournaments} /> : null}
    </section>
  );
}

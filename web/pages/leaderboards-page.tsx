// /leaderboards/{id?}: the leaderboards list with its game and status filters (kept in the address: ?game=,
// ?status=), or one leaderboard. One the viewer may not see shows the not-found page.
import { useParams, useSearchParams } from 'react-router-dom';
import { ChartIcon } from '../../src/ui/icons.js';
import { EmptyState } from '../../src/ui/empty-state.js';
import { Spinner } from '../../src/ui/spinner.js';
import { useDisciplines } from '../features/disciplines/api/get-disciplines.js';
import { useLeaderboards } from '../features/leaderboards/api/get-leaderboards.js';
import type { LeaderboardListFilters } from '../features/leaderboards/api/leaderboard-keys.js';
import { LeaderboardDetailView } from '../features/leaderboards/components/leaderboard-detail.js';
import { LeaderboardFilters, LeaderboardList } from '../features/leaderboards/components/leaderboard-list.js';
import { NotFoundPage } from './not-found-page.js';
import * as styles from './page.css.js';

export function LeaderboardsPage() {
  const { id } = useParams();
  if (id) return <LeaderboardDetailView id={id} notFound={<NotFoundPage inLayout />} />;
  return <LeaderboardsListPage />;
}

const STATUSES = ['ACTIVE', 'COMPLETE'] as const;

function LeaderboardsListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const disciplines = useDisciplines();
  const status = STATUSES.find((value) => value === searchParams.get('status'));
  const filters: LeaderboardListFilters = { discipline: searchParams.get('game') || undefined, status };
  const leaderboards = useLeaderboards(filters);
  const filtered = Boolean(filters.discipline || filters.status);

  function setFilter(name: 'game' | 'status', value: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <>
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>Season rankings</p>
        <h1 className={styles.title}>Leaderboards</h1>
        <p className={styles.lead}>Points and ranks collected across tournaments, with prizes for the top players.</p>
      </header>
      <section className={styles.section} aria-label="Leaderboards list">
        <LeaderboardFilters games={disciplines.data ?? []} filters={filters} onChange={setFilter} />
        {leaderboards.isPending ? <Spinner label="Loading leaderboards…" /> : null}
        {leaderboards.data && leaderboards.data.length > 0 ? (
          <LeaderboardList leaderboards={leaderboards.data} />
        ) : null}
        {leaderboards.data?.length === 0 || leaderboards.isError ? (
          <EmptyState
            headingLevel={2}
            icon={<ChartIcon />}
            title="No leaderboards yet"
            description={
              filtered
                ? 'No leaderboard matches these filters. Change the filters or check back soon.'
                : 'Leaderboards appear here once organizers publish them.'
            }
          />
        ) : null}
      </section>
    </>
  );
}

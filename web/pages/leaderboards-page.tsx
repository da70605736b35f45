// /leaderboards/{id?}: leaderboards list, or one leaderboard. None exist until organizers create them.
import { ChartIcon } from '../../src/ui/icons.js';
import { Link, useParams } from 'react-router-dom';
import { buttonClassName } from '../../src/ui/button.js';
import { EmptyState } from '../../src/ui/empty-state.js';
import { paths } from '../paths.js';
import * as styles from './page.css.js';

export function LeaderboardsPage() {
  const { id } = useParams();
  return (
    <>
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>Season rankings</p>
        <h1 className={styles.title}>Leaderboards</h1>
        <p className={styles.lead}>Points and ranks collected across tournaments, with prizes for the top players.</p>
      </header>
      {id ? (
        <EmptyState
          icon={<ChartIcon />}
          title="Leaderboard not found"
          description="This leaderboard does not exist or is not public."
          action={
            <Link to={paths.leaderboards.build()} className={buttonClassName({ variant: 'secondary' })}>
              All leaderboards
            </Link>
          }
        />
      ) : (
        <EmptyState
          icon={<ChartIcon />}
          title="No leaderboards yet"
          description="Leaderboards appear here once organizers publish them."
        />
      )}
    </>
  );
}

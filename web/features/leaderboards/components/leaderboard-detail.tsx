// /leaderboards/{id}: the header, the standings and the linked tournaments. A leaderboard the viewer may not
// see (a draft, a private one, one ended more than a month ago) is answered 404: the page shows `notFound`.
import type { ReactNode } from 'react';
import { Spinner } from '../../../../src/ui/spinner.js';
import { useLeaderboard } from '../api/get-leaderboard.js';
import { LeaderboardHeader } from './leaderboard-header.js';
import { LeaderboardStandingsPanel } from './leaderboard-standings.js';
import { LinkedTournaments } from './linked-tournaments.js';
import * as styles from './leaderboards.css.js';

export function LeaderboardDetailView({ id, notFound }: { id: string; notFound: ReactNode }) {
  const leaderboard = useLeaderboard(id);
  if (leaderboard.isPending) return <Spinner label="Loading the leaderboard…" />;
  if (leaderboard.isError) return <>{notFound}</>;
  const data = leaderboard.data;
  return (
    <>
      <LeaderboardHeader leaderboard={data} />
      <div className={styles.layout}>
        <LeaderboardStandingsPanel leaderboardId={data.id} />
        <LinkedTournaments tournaments={data.tournaments} />
      </div>
    </>
  );
}

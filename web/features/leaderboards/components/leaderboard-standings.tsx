// The leaderboard's standings: rank badges, points (POINTS kind) or best placement, tournaments played; a
// search by name and pages of 50 for large boards; the viewer's own row highlighted in the table, and
// pinned above it when it is on another page or filtered out by the search.
import { useState } from 'react';
import type { LeaderboardStandings, StandingRow } from '../../../../src/contract/leaderboards.js';
import { Button } from '../../../../src/ui/button.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { ChartIcon } from '../../../../src/ui/icons.js';
import { RankBadge } from '../../../../src/ui/rank-badge.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { useLeaderboardStandings } from '../api/get-leaderboard-standings.js';
import { ordinal } from '../model/leaderboard-labels.js';
import * as styles from './leaderboards.css.js';

export function LeaderboardStandingsPanel({ leaderboardId }: { leaderboardId: string }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const standings = useLeaderboardStandings(leaderboardId, page, search);
  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  return (
    <section className={styles.panel} aria-labelledby="standings-title">
      <div className={styles.toolbar}>
        <h2 id="standings-title" className={styles.panelTitle}>
          Standings
        </h2>
        <TextInput
          className={styles.search}
          label="Search a player or team"
          type="search"
          value={search}
          onValueChange={onSearch}
          maxLength={64}
        />
      </div>
      {standings.isPending ? <Spinner label="Loading standings…" /> : null}
      {standings.data ? (
        <StandingsView standings={standings.data} searching={search.trim() !== ''} onPage={setPage} />
      ) : null}
      {standings.isError && !standings.data ? <p className={styles.muted}>The standings could not be loaded.</p> : null}
    </section>
  );
}

export function StandingsView({
  standings,
  searching,
  onPage,
}: {
  standings: LeaderboardStandings;
  searching: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(standings.total / standings.pageSize));
  const viewer = standings.viewerRow;
  const viewerShown = viewer !== null && standings.rows.some((row) => row.position === viewer.position);
  if (standings.total === 0 && !searching) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<ChartIcon />}
        title="No standings yet"
        description="The standings fill in as the linked tournaments finish."
      />
    );
  }
  return (
    <>
      {viewer && !viewerShown ? <PinnedViewerRow row={viewer} kind={standings.kind} /> : null}
      {standings.rows.length === 0 ? (
        <p className={styles.muted}>No player or team matches this search.</p>
      ) : (
        <StandingsTable standings={standings} viewerPosition={viewer?.position ?? null} />
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label="Standings pages">
          <Button
            variant="secondary"
            size="sm"
            disabled={standings.page <= 1}
            onClick={() => onPage(standings.page - 1)}
          >
            Previous
          </Button>
          <span className={styles.muted} data-testid="standings-page">
            Page {standings.page} of {pages} · {standings.total} ranked
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={standings.page >= pages}
            onClick={() => onPage(standings.page + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </>
  );
}

function PinnedViewerRow({ row, kind }: { row: StandingRow; kind: LeaderboardStandings['kind'] }) {
  return (
    <div className={styles.pinned} data-testid="viewer-row" aria-label="Your standing">
      <RankBadge rank={row.rank} />
      <span className={styles.pinnedName}>You · {row.name}</span>
      <span>{kind === 'POINTS' ? `${row.points} pts` : bestText(row)}</span>
    </div>
  );
}

const bestText = (row: StandingRow) => (row.bestPlacement === null ? '–' : `Best ${ordinal(row.bestPlacement)}`);

export function StandingsTable({
  standings,
  viewerPosition,
}: {
  standings: LeaderboardStandings;
  viewerPosition: number | null;
}) {
  const points = standings.kind === 'POINTS';
  return (
    <div className={styles.scroller} role="region" aria-label="Leaderboard standings" tabIndex={0}>
      <table className={styles.table} data-testid="leaderboard-standings">
        <thead>
          <tr>
            <th scope="col" className={styles.rankCell}>
              Rank
            </th>
            <th scope="col" className={styles.nameCell}>
              Player
            </th>
            {points ? (
              <th scope="col" className={styles.headCell}>
                Points
              </th>
            ) : null}
            <th scope="col" className={styles.headCell} aria-label="Best placement">
              <span className={styles.longLabel}>Best placement</span>
              <span className={styles.shortLabel}>Best</span>
            </th>
            <th scope="col" className={styles.headCell} aria-label="Tournaments">
              <span className={styles.longLabel}>Tournaments</span>
              <span className={styles.shortLabel}>Played</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((row) => (
            <tr
              key={row.position}
              className={styles.standingRow}
              data-viewer={row.position === viewerPosition ? 'true' : undefined}
            >
              <td className={styles.rankCell}>
                <RankBadge rank={row.rank} />
              </td>
              <th scope="row" className={styles.nameCell} title={row.name}>
                {row.name}
              </th>
              {points ? <td className={styles.numeric}>{row.points}</td> : null}
              <td className={styles.numeric}>{row.bestPlacement === null ? '–' : ordinal(row.bestPlacement)}</td>
              <td className={styles.numeric}>{row.tournamentsPlayed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// The leaderboard tab: the tournament standings with rank badges, points, wins, losses and the tournament's
// tie-break columns, the viewer's row highlighted. Rank and name stay put while the numbers scroll on phones.
import type { StandingsView } from '../../../../src/contract/matches.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { ChartIcon } from '../../../../src/ui/icons.js';
import { RankBadge } from '../../../../src/ui/rank-badge.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { useTiebreakerLeaderboard } from '../api/get-tiebreaker-leaderboard.js';
import { TIE_BREAK_LABELS, formatValue } from '../../../app/labels/tie-break-labels.js';
import * as styles from './standings-table.css.js';

export function StandingsPanel({ tournamentId, viewerSeed }: { tournamentId: string; viewerSeed: number | null }) {
  const standings = useTiebreakerLeaderboard(tournamentId);
  if (standings.isPending) return <Spinner label="Loading standings…" />;
  if (!standings.data || standings.data.rows.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<ChartIcon />}
        title="No standings yet"
        description="The standings appear here once the first round is played."
      />
    );
  }
  return <StandingsTable standings={standings.data} viewerSeed={viewerSeed} />;
}

/** The WINS tie-break is the Wins column itself: shown once, not twice with the same numbers. */
function shownTieBreaks(columns: StandingsView['columns']) {
  return columns.map((column, index) => ({ column, index })).filter(({ column }) => column !== 'WINS');
}

export function StandingsTable({ standings, viewerSeed }: { standings: StandingsView; viewerSeed: number | null }) {
  const tieBreaks = shownTieBreaks(standings.columns);
  return (
    <div className={styles.scroller} role="region" aria-label="Standings" tabIndex={0}>
      <table className={styles.table} data-testid="standings-table">
        <caption className={styles.caption}>{standings.final ? 'Final standings' : 'Standings so far'}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.rankCell} style={{ textAlign: 'left' }}>
              Rank
            </th>
            <th scope="col" className={styles.nameCell}>
              Player
            </th>
            <th scope="col" className={styles.headCell}>
              Points
            </th>
            <th scope="col" className={styles.headCell}>
              Wins
            </th>
            <th scope="col" className={styles.headCell}>
              Losses
            </th>
            {tieBreaks.map(({ column }) => (
              <th key={column} scope="col" className={styles.headCell} title={TIE_BREAK_LABELS[column].long}>
                {TIE_BREAK_LABELS[column].short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((row) => {
            const out = row.status === 'DISQUALIFIED' || row.status === 'BANNED';
            return (
              <tr
                key={row.seed}
                className={styles.row}
                data-viewer={(viewerSeed !== null && row.seed === viewerSeed) || undefined}
                data-out={out || undefined}
                aria-current={viewerSeed !== null && row.seed === viewerSeed ? 'true' : undefined}
              >
                <td className={styles.rankCell}>
                  <RankBadge rank={row.rank} />
                </td>
                <th scope="row" className={styles.nameCell}>
                  {row.name}
                  {out ? (
                    <span className={styles.status}>{row.status === 'BANNED' ? 'banned' : 'disqualified'}</span>
                  ) : null}
                </th>
                <td className={styles.numeric}>{formatValue(row.points)}</td>
                <td className={styles.numeric}>{row.wins}</td>
                <td className={styles.numeric}>{row.losses}</td>
                {tieBreaks.map(({ column, index }) => (
                  <td key={column} className={styles.numeric}>
                    {row.tieBreaks[index] === undefined ? '–' : formatValue(row.tieBreaks[index])}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

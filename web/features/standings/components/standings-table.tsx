// The leaderboard tab: the tournament standings with rank badges, points, wins, losses and the tournament's
// tie-break columns, the viewer's row highlighted. Rank and name stay put while the numbers scroll on phones. A
// multi-stage event has a tab per stage besides the overall order, its qualified entrants marked "Q".
import { useState } from 'react';
import type { StageView, StandingsView } from '../../../../src/contract/matches.js';
import { QualifiedMark } from '../../../../src/ui/qualified-mark.js';
import { Tabs } from '../../../../src/ui/tabs.js';
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
  if (standings.data.stages?.length) return <StagedStandings standings={standings.data} viewerSeed={viewerSeed} />;
  return <StandingsTable standings={standings.data} viewerSeed={viewerSeed} />;
}

/** A stage's standings in the shape of the event's. */
function stageStandings(standings: StandingsView, stage: StageView): StandingsView {
  return {
    ...standings,
    columns: stage.columns,
    rows: stage.rows,
    final: stage.status === 'COMPLETE',
    stages: undefined,
  };
}

/** The stage shown first: the overall order once the event is over, else the latest stage under way. */
export function initialStandingsTab(standings: StandingsView): string {
  if (standings.final) return 'overall';
  const playing = [...(standings.stages ?? [])].reverse().find((stage) => stage.status !== 'UPCOMING');
  return playing ? String(playing.index) : 'overall';
}

export function StagedStandings({ standings, viewerSeed }: { standings: StandingsView; viewerSeed: number | null }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const stages = standings.stages ?? [];
  return (
    <Tabs
      label="Standings by stage"
      selectedId={chosen ?? initialStandingsTab(standings)}
      onSelect={setChosen}
      tabs={[
        {
          id: 'overall',
          label: 'Overall',
          panel: <StandingsTable standings={standings} viewerSeed={viewerSeed} />,
        },
        ...stages.map((stage) => ({
          id: String(stage.index),
          label: stage.name,
          panel:
            stage.rows.length === 0 ? (
              <p className={styles.caption}>{stage.name} has not started.</p>
            ) : (
              <StandingsTable
                standings={stageStandings(standings, stage)}
                viewerSeed={viewerSeed}
                caption={`${stage.name}: ${stage.status === 'COMPLETE' ? 'final standings' : 'standings so far'}`}
              />
            ),
        })),
      ]}
    />
  );
}

/** The WINS tie-break is the Wins column itself: shown once, not twice with the same numbers. */
function shownTieBreaks(columns: StandingsView['columns']) {
  return columns.map((column, index) => ({ column, index })).filter(({ column }) => column !== 'WINS');
}

export function StandingsTable({
  standings,
  viewerSeed,
  caption,
}: {
  standings: StandingsView;
  viewerSeed: number | null;
  caption?: string;
}) {
  const tieBreaks = shownTieBreaks(standings.columns);
  // Swiss with sides (issue 30): each entrant's sides round by round, e.g. "WBW".
  const sides = standings.rows.some((row) => row.sideHistory !== undefined);
  return (
    <div className={styles.scroller} role="region" aria-label={caption ?? 'Standings'} tabIndex={0}>
      <table className={styles.table} data-testid="standings-table">
        <caption className={styles.caption}>
          {caption ?? (standings.final ? 'Final standings' : 'Standings so far')}
        </caption>
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
            {sides ? (
              <th scope="col" className={styles.headCell} title="Side played in each round, first round first">
                Sides
              </th>
            ) : null}
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
                  {row.qualified ? <QualifiedMark /> : null}
                  {out ? (
                    <span className={styles.status}>{row.status === 'BANNED' ? 'banned' : 'disqualified'}</span>
                  ) : null}
                </th>
                <td className={styles.numeric}>{formatValue(row.points)}</td>
                <td className={styles.numeric}>{row.wins}</td>
                <td className={styles.numeric}>{row.losses}</td>
                {sides ? (
                  <td className={styles.numeric} data-testid="side-history" style={{ fontFamily: 'monospace' }}>
                    {row.sideHistory || '–'}
                  </td>
                ) : null}
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

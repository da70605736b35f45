// Round-robin groups on the brackets tab (and the embed page): a switcher between groups, then the chosen
// group's standings (rank, played, wins, losses, points and its named tie-breaks, placed and qualified entrants
// marked), its results grid (row entrant against column entrant: the score from the row's side, '–' until
// played) and its rounds of pairings. The viewer's group opens first and their row stands out.
import { useMemo, useState } from 'react';
import type { BracketsView } from '../../../../src/contract/matches.js';
import { QualifiedMark } from '../../../../src/ui/qualified-mark.js';
import { RankBadge } from '../../../../src/ui/rank-badge.js';
import { rankLabel } from '../../../../src/ui/rank-tone.js';
import { Tabs } from '../../../../src/ui/tabs.js';
import { visuallyHidden } from '../../../../src/ui/visually-hidden.css.js';
import { TIE_BREAK_LABELS, formatValue } from '../../../app/labels/tie-break-labels.js';
import { groupModels, initialGroup, type GroupModel } from './group-stage-model.js';
import { RoundPairings } from './round-pairings.js';
import * as styles from './group-stage.css.js';

export function GroupStage({ view }: { view: BracketsView }) {
  const groups = useMemo(() => groupModels(view), [view]);
  const [selected, setSelected] = useState(() => initialGroup(groups));
  if (groups.length === 1) {
    return (
      <div className={styles.stage} data-testid="group-stage">
        <GroupPanel group={groups[0]} view={view} titled />
      </div>
    );
  }
  return (
    <div className={styles.stage} data-testid="group-stage">
      <Tabs
        label="Groups"
        selectedId={String(selected)}
        onSelect={(id) => setSelected(Number(id))}
        tabs={groups.map((group) => ({
          id: String(group.index),
          label: group.name,
          panel: <GroupPanel group={group} view={view} />,
        }))}
      />
    </div>
  );
}

/** `titled`: the group's name shows as a heading (one group); under the tabs the tab says it, for screen readers too. */
function GroupPanel({ group, view, titled = false }: { group: GroupModel; view: BracketsView; titled?: boolean }) {
  const groupView = useMemo(() => ({ ...view, matches: group.matches }), [view, group.matches]);
  return (
    <section className={styles.group} aria-label={group.name}>
      <h3 className={titled ? styles.heading : visuallyHidden}>{group.name}</h3>
      <GroupStandings group={group} viewerSeed={view.viewerSeed} />
      <ResultsGrid group={group} viewerSeed={view.viewerSeed} />
      <h4 className={styles.subheading}>Rounds</h4>
      <RoundPairings view={groupView} />
    </section>
  );
}

function GroupStandings({ group, viewerSeed }: { group: GroupModel; viewerSeed: number | null }) {
  return (
    <div className={styles.scroller} role="region" aria-label={`${group.name} standings`} tabIndex={0}>
      <table className={styles.table} data-testid="group-standings">
        <thead>
          <tr>
            <th scope="col" className={styles.rankCell}>
              Rank
            </th>
            <th scope="col" className={styles.nameCell}>
              Player
            </th>
            <th scope="col" className={styles.headCell} title="Matches played">
              P
            </th>
            <th scope="col" className={styles.headCell} title="Wins">
              W
            </th>
            {group.showDraws ? (
              <th scope="col" className={styles.headCell} title="Draws">
                D
              </th>
            ) : null}
            <th scope="col" className={styles.headCell} title="Losses">
              L
            </th>
            <th scope="col" className={styles.headCell}>
              Points
            </th>
            {group.tieBreaks.map(({ column }) => (
              <th key={column} scope="col" className={styles.headCell} title={TIE_BREAK_LABELS[column].long}>
                {TIE_BREAK_LABELS[column].short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row) => {
            const place = group.placed.get(row.seed);
            const mine = viewerSeed !== null && row.seed === viewerSeed;
            return (
              <tr
                key={row.seed}
                className={styles.row}
                data-viewer={mine || undefined}
                data-placed={place ?? undefined}
                aria-current={mine ? 'true' : undefined}
              >
                <td className={styles.rankCell}>
                  <RankBadge rank={row.rank} />
                </td>
                <th scope="row" className={styles.nameCell}>
                  {row.name}
                  {group.qualified.has(row.seed) ? <QualifiedMark /> : null}
                  {place !== undefined ? <span className={styles.placed}>Placed {rankLabel(place)}</span> : null}
                </th>
                <td className={styles.numeric}>{row.wins + row.losses + (row.draws ?? 0)}</td>
                <td className={styles.numeric}>{row.wins}</td>
                {group.showDraws ? <td className={styles.numeric}>{row.draws ?? 0}</td> : null}
                <td className={styles.numeric}>{row.losses}</td>
                <td className={styles.points}>{formatValue(row.points)}</td>
                {group.tieBreaks.map(({ column, index }) => (
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

function ResultsGrid({ group, viewerSeed }: { group: GroupModel; viewerSeed: number | null }) {
  return (
    <div className={styles.gridScroller} role="region" aria-label={`${group.name} results grid`} tabIndex={0}>
      <table className={styles.table} data-testid="results-grid">
        <caption className={styles.legend} style={{ captionSide: 'bottom', padding: 8, textAlign: 'left' }}>
          Each row reads from that player’s side: their games won first. Columns follow the standings order.
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.rankCell}>
              #
            </th>
            <th scope="col" className={styles.nameCell}>
              Player
            </th>
            {group.rows.map((row, j) => (
              <th key={row.seed} scope="col" className={styles.gridHead} title={row.name} aria-label={row.name}>
                {j + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row, i) => (
            <tr
              key={row.seed}
              className={styles.row}
              data-viewer={(viewerSeed !== null && row.seed === viewerSeed) || undefined}
            >
              <td className={styles.rankCell}>{i + 1}</td>
              <th scope="row" className={styles.nameCell}>
                {row.name}
              </th>
              {group.cells[i].map((cell, j) =>
                cell === null ? (
                  <td key={j} className={styles.gridCell} data-self="true" aria-label="Same player" />
                ) : (
                  <td key={j} className={styles.gridCell} data-testid="grid-cell">
                    {cell.results.length === 0 ? (
                      <span className={styles.result}>–</span>
                    ) : (
                      cell.results.map((result) => (
                        <span
                          key={result.matchId}
                          className={styles.result}
                          data-outcome={result.outcome ?? undefined}
                          data-match-ref={result.matchId}
                        >
                          {result.text}
                        </span>
                      ))
                    )}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

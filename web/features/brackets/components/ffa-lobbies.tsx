// FFA matchups: every round's lobbies with each member's rank in the lobby, the points earned there and the
// tournament's in-game metrics (kills…) summed over the lobby's games.
import type { BracketsView, MatchView } from '../../../../src/contract/matches.js';
import { RankBadge } from '../../../../src/ui/rank-badge.js';
import { entrantsBySeed, lobbyMetricTotals, sideName, type EntrantsBySeed } from './brackets-model.js';
import { ROUND_STATUS_LABELS, groupByRound } from './round-groups.js';
import * as styles from './round-list.css.js';

export function FfaLobbies({ view }: { view: BracketsView }) {
  const entrants = entrantsBySeed(view);
  return (
    <div className={styles.rounds} data-testid="ffa-lobbies">
      {groupByRound(view).map(({ round, matches }) => (
        <section key={round.index} className={styles.round} aria-label={round.name}>
          <header className={styles.roundHeader}>
            <h3 className={styles.roundTitle}>{round.name}</h3>
            <span className={styles.roundStatus}>{ROUND_STATUS_LABELS[round.status]}</span>
          </header>
          <div className={styles.lobbies}>
            {matches.map((match) => (
              <Lobby
                key={match.id}
                match={match}
                entrants={entrants}
                viewerSeed={view.viewerSeed}
                metricLabels={view.metricLabels}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function Lobby({
  match,
  entrants,
  viewerSeed,
  metricLabels,
}: {
  match: MatchView;
  entrants: EntrantsBySeed;
  viewerSeed: number | null;
  metricLabels: readonly string[];
}) {
  const metrics = lobbyMetricTotals(match, metricLabels.length);
  // Ranked members first (best rank first), then the others in seed order.
  const members = [...match.sides].sort(
    (a, b) =>
      (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || (a.seed ?? 0) - (b.seed ?? 0),
  );
  const mine = viewerSeed !== null && match.sides.some((side) => side.seed === viewerSeed);
  const title = `Lobby ${match.position + 1}`;
  return (
    <div
      className={styles.lobby}
      data-viewer={mine || undefined}
      data-match-id={match.id}
      role="group"
      aria-label={title}
    >
      <h4 className={styles.lobbyTitle}>
        <span>{title}</span>
        <span>{members.length} players</span>
      </h4>
      <table className={styles.lobbyTable}>
        <thead>
          <tr>
            <th className={styles.lobbyHeadCell} scope="col">
              Rank
            </th>
            <th className={styles.lobbyHeadCell} scope="col">
              Player
            </th>
            <th className={styles.lobbyHeadCell} scope="col" data-numeric="true">
              Points
            </th>
            {metricLabels.map((label) => (
              <th key={label} className={styles.lobbyHeadCell} scope="col" data-numeric="true">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {members.map((side, k) => (
            <tr
              key={side.seed ?? `open-${k}`}
              className={styles.lobbyRow}
              data-viewer={(viewerSeed !== null && side.seed === viewerSeed) || undefined}
            >
              <td className={styles.lobbyCell}>
                <RankBadge rank={side.rank} />
              </td>
              <td className={`${styles.lobbyCell} ${styles.lobbyName}`}>{sideName(side, entrants)}</td>
              <td className={styles.lobbyCell} data-numeric="true">
                {side.score ?? '–'}
              </td>
              {metricLabels.map((label, m) => (
                <td key={label} className={styles.lobbyCell} data-numeric="true">
                  {side.seed !== null && side.score !== null ? (metrics.get(side.seed)?.[m] ?? '–') : '–'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// The reports of one match as the organizer table shows them: who reported what, with screenshot thumbnails that
// open the full image.
import type { Entrant, MatchReport, MatchSide } from '../../../../src/contract/matches.js';
import { entrantName } from '../model/match-labels.js';
import * as styles from './round-management.css.js';

/** Reports store games in side order; each is read out with the reporter's score first, as they typed it. */
export function reportText(report: MatchReport, entrants: readonly Entrant[], sides: readonly MatchSide[]): string {
  if (report.kind === 'DUEL') {
    const reporterSecond = sides[1]?.seed === report.seed;
    const games = report.games
      .map((game) => (reporterSecond ? [...game.scores].reverse() : game.scores).join('–'))
      .join(', ');
    return `${games}${report.winnerSeed !== null ? `, winner ${entrantName(entrants, report.winnerSeed)}` : ''}`;
  }
  if (!report.ffa) return '';
  const { gameIndex, isForfeit, ingameRank, ingameMetricScores } = report.ffa;
  const metrics = ingameMetricScores?.map((metric) => metric.score).join(' / ');
  return `game ${gameIndex + 1}: ${isForfeit ? 'forfeit' : `rank ${ingameRank ?? '–'}`}${metrics ? ` (${metrics})` : ''}`;
}

export function ReportSummary({
  reports,
  entrants,
  sides,
}: {
  reports: readonly MatchReport[];
  entrants: readonly Entrant[];
  sides: readonly MatchSide[];
}) {
  if (reports.length === 0) return <span className={styles.muted}>No report</span>;
  return (
    <ul className={styles.reportList}>
      {reports.map((report) => (
        <li key={report.id}>
          <strong>{entrantName(entrants, report.seed)}</strong>: {reportText(report, entrants, sides)}
          {report.screenshots.length > 0 ? (
            <span className={styles.thumbs}>
              {report.screenshots.map((shot) => (
                <a
                  key={shot.url}
                  href={shot.url}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`Screenshot of game ${shot.gameIndex + 1} (full size)`}
                >
                  <img src={shot.url} alt="" className={styles.thumbnail} loading="lazy" />
                </a>
              ))}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

// The profile's finished tournaments: each links to its page and says where the player placed, for which team,
// the record (a duel tournament's wins and losses; a free-for-all's points and the in-game metrics entered, since its
// lobbies are no duels) and the prize (UOS trimmed of trailing zeros, Uniqs counted). Most recent first.
import { Link } from 'react-router-dom';
import { readableUosAmount } from '../../../../src/domain/uos.js';
import { RankBadge } from '../../../../src/ui/rank-badge.js';
import type { TournamentRecord } from '../../../../src/contract/stats.js';
import { paths } from '../../../paths.js';
import * as styles from './stats.css.js';

const finishedOn = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "12.5 UOS · 2 Uniqs", or null when the player won nothing there. */
export function prizeText(rewards: TournamentRecord['rewards']): string | null {
  const uos = readableUosAmount(rewards.uos);
  const parts = [
    ...(uos !== '0' && uos !== '' ? [`${uos} UOS`] : []),
    ...(rewards.uniqs > 0 ? [`${rewards.uniqs} ${rewards.uniqs === 1 ? 'Uniq' : 'Uniqs'}`] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "14–3" for duels; "24 pts · Kills 13" for free-for-all lobbies. */
export function recordText(record: TournamentRecord): { text: string; label: string } {
  if (record.matchType === 'DUEL')
    return { text: `${record.wins}–${record.losses}`, label: `${record.wins} wins, ${record.losses} losses` };
  const metrics = Object.entries(record.metrics).map(([name, total]) => `${name} ${total}`);
  return {
    text: [`${record.points} pts`, ...metrics].join(' · '),
    label: [`${record.points} points`, ...metrics].join(', '),
  };
}

export function TournamentHistory({ records }: { records: readonly TournamentRecord[] }) {
  return (
    <section aria-labelledby="tournament-history-heading" className={styles.history}>
      <h3 id="tournament-history-heading" className={styles.heading}>
        Finished tournaments
      </h3>
      <ol className={styles.historyList}>
        {records.map((record) => {
          const prize = prizeText(record.rewards);
          const played = recordText(record);
          return (
            <li key={record.tournamentId} className={styles.historyItem} data-testid="tournament-record">
              <RankBadge rank={record.placement} />
              <div className={styles.historyMain}>
                <Link to={paths.tournament.build(record.tournamentId)} className={styles.historyName}>
                  {record.name}
                </Link>
                <span className={styles.muted}>
                  {[
                    record.disciplineName,
                    finishedOn.format(new Date(record.finishedAt)),
                    record.teamName ? `with ${record.teamName}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <span className={styles.historyRecord} aria-label={played.label}>
                {played.text}
              </span>
              {prize ? <span className={styles.historyPrize}>{prize}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

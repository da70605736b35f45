// The top of /leaderboards/{id}: name, subname, organizer, game, status badge, prize pool by rank, and for
// its organizers a link to the administration.
import { Link } from 'react-router-dom';
import type { LeaderboardDetail } from '../../../../src/contract/leaderboards.js';
import { Badge } from '../../../../src/ui/badge.js';
import { buttonClassName } from '../../../../src/ui/button.js';
import { paths } from '../../../paths.js';
import { KIND_LABELS, STATUS_LABELS, prizeSummary, ranksLabel, rewardText } from '../model/leaderboard-labels.js';
import * as styles from './leaderboards.css.js';

const day = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' });

export function LeaderboardHeader({ leaderboard }: { leaderboard: LeaderboardDetail }) {
  const status = STATUS_LABELS[leaderboard.displayStatus];
  const total = prizeSummary(leaderboard.prizepool);
  return (
    <header className={styles.header} data-testid="leaderboard-header">
      <div className={styles.headerTop}>
        <div className={styles.row}>
          <p className={styles.eyebrow}>
            {leaderboard.disciplineName ?? 'All games'} · {KIND_LABELS[leaderboard.kind]}
          </p>
        </div>
        <div className={styles.row}>
          {leaderboard.privateAccess ? <Badge tone="warning">Private</Badge> : null}
          <Badge tone={status.tone} data-testid="leaderboard-status">
            {status.text}
          </Badge>
        </div>
      </div>
      <div>
        <h1 className={styles.title}>{leaderboard.name}</h1>
        {leaderboard.subname ? <p className={styles.subtitle}>{leaderboard.subname}</p> : null}
      </div>
      <p className={styles.muted}>
        By <strong>{leaderboard.organization.name}</strong> · {leaderboard.participantCount} ranked ·{' '}
        {leaderboard.tournaments.length} tournament{leaderboard.tournaments.length === 1 ? '' : 's'}
        {leaderboard.endedAt ? ` · Ended ${day.format(new Date(leaderboard.endedAt))}` : ''}
      </p>
      <div className={styles.row}>
        <span className={styles.factLabel}>Prize pool</span>
        <strong data-testid="leaderboard-prize-total">{total ?? 'No prizes'}</strong>
      </div>
      {leaderboard.prizepool.rewards.length > 0 ? (
        <ul className={styles.prizeList} aria-label="Prizes by rank">
          {leaderboard.prizepool.rewards.map((reward) => (
            <li key={reward.id} className={styles.prize}>
              <strong>{ranksLabel(reward.ranks)}</strong>
              <span>{rewardText(reward)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {leaderboard.admin ? (
        <div>
          <Link
            to={paths.createLeaderboard.build(leaderboard.id)}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            Manage leaderboard
          </Link>
        </div>
      ) : null}
    </header>
  );
}

// What needs the organizer now, from the overview: issues players reported on matches being played, a check-in
// running, a prize pool to escrow, a draft to publish; each with the way into the tournament's administration.
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../../src/ui/button.js';
import type { OrganizationAttention } from '../../../../src/contract/organizations.js';
import { paths } from '../../../paths.js';
import * as styles from './organization.css.js';

export function attentionText(item: OrganizationAttention): string {
  switch (item.kind) {
    case 'MATCH_ISSUES': {
      const matches = item.matches ?? 0;
      return `A player reported an issue on ${matches === 1 ? '1 match' : `${matches} matches`} still being played.`;
    }
    case 'CHECK_IN_OPEN':
      return `Check-in is open: ${item.checkedIn ?? 0} of ${item.registered ?? 0} checked in.`;
    case 'ESCROW_TO_SIGN':
      return 'Prize pool to place in escrow: sign it in your wallet, then publish.';
    case 'DRAFT_NOT_PUBLISHED':
      return 'Draft: not published yet.';
  }
}

export function OrganizationAttentionList({ items }: { items: OrganizationAttention[] }) {
  if (items.length === 0) return <p className={styles.muted}>Nothing needs your attention right now.</p>;
  return (
    <ul className={styles.list} aria-label="Needs your attention">
      {items.map((item) => (
        <li key={`${item.kind}-${item.tournamentId}`} className={styles.attentionRow} data-attention={item.kind}>
          <div className={styles.grow}>
            <strong>{item.tournamentName}</strong>
            <span className={styles.muted}>{attentionText(item)}</span>
          </div>
          <Link
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            to={
              item.kind === 'MATCH_ISSUES'
                ? `${paths.createTournament.build(item.tournamentId)}?section=round-management`
                : paths.createTournament.build(item.tournamentId)
            }
          >
            {item.kind === 'CHECK_IN_OPEN'
              ? 'Participants'
              : item.kind === 'MATCH_ISSUES'
                ? 'Round management'
                : 'Manage'}
          </Link>
        </li>
      ))}
    </ul>
  );
}

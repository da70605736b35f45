// Invitations sent to the signed-in user's e-mail, to accept or reject.
import { Avatar } from '../../../../src/ui/avatar.js';
import { Button } from '../../../../src/ui/button.js';
import { Card } from '../../../../src/ui/card.js';
import { useAcceptTeamInvitation } from '../api/accept-team-invitation.js';
import { usePendingInvitations } from '../api/get-pending-invitations.js';
import { useRejectTeamInvitation } from '../api/reject-team-invitation.js';
import * as styles from './teams.css.js';

export function PendingInvitations() {
  const invitations = usePendingInvitations();
  const accept = useAcceptTeamInvitation();
  const reject = useRejectTeamInvitation();
  const items = invitations.data ?? [];
  if (items.length === 0) return null;
  const busy = accept.isPending || reject.isPending;
  return (
    <Card title="Team invitations">
      <ul className={styles.list}>
        {items.map((invitation) => (
          <li key={invitation.teamId} className={styles.memberRow} data-invitation={invitation.teamName}>
            <Avatar src={invitation.teamAvatarUrl} alt="" size={40} />
            <span className={styles.grow}>
              <strong>{invitation.teamName}</strong>
              <span className={styles.muted}>
                {invitation.invitedBy ? `Invited by ${invitation.invitedBy}` : 'Invitation'}
              </span>
            </span>
            <span className={styles.actions}>
              <Button size="sm" disabled={busy} onClick={() => accept.mutate(invitation.teamId)}>
                Accept
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => reject.mutate(invitation.teamId)}>
                Reject
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

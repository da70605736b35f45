// One of the user's teams: name, avatar, role; opened, its members and the actions the viewer may take
// (owner: edit, delete; member: leave). Opening looks the team up again, so a team deleted meanwhile
// disappears from the list (SPEC §4).
import { useState } from 'react';
import { Avatar } from '../../../../src/ui/avatar.js';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { Card } from '../../../../src/ui/card.js';
import type { Team } from '../../../../src/contract/teams.js';
import { useTeam } from '../api/get-team.js';
import { useDeleteTeam } from '../api/delete-team.js';
import { useLeaveTeam } from '../api/leave-team.js';
import { ConfirmDialog } from '../../../../src/ui/confirm-dialog.js';
import { TeamFormModal } from './team-form-modal.js';
import { TeamMembers } from './team-members.js';
import { teamRoleBadges } from './team-role-badges.js';
import * as styles from './teams.css.js';

function OpenTeam({ teamId, fallback }: { teamId: string; fallback: Team }) {
  const fresh = useTeam(teamId);
  const team = fresh.data ?? fallback;
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'leave' | null>(null);
  const remove = useDeleteTeam();
  const leave = useLeaveTeam();
  const isOwner = team.viewerRole === 'OWNER';
  const close = () => setDialog(null);

  return (
    <div className={styles.details}>
      {team.inTournament ? (
        <p className={styles.notice}>
          This team takes part in a tournament: its name and members cannot change until it ends.
        </p>
      ) : null}
      <TeamMembers team={team} />
      <div className={styles.actions}>
        {isOwner ? (
          <>
            <Button variant="secondary" onClick={() => setDialog('edit')}>
              Edit team
            </Button>
            <Button variant="danger" onClick={() => setDialog('delete')}>
              Delete team
            </Button>
          </>
        ) : null}
        {/* An owner alone in the team cannot leave it (TEAM-OWNER-CANNOT-LEAVE): deleting is the way out. */}
        {team.viewerRole === 'MEMBER' || (isOwner && team.memberCount > 1) ? (
          <Button variant="ghost" onClick={() => setDialog('leave')}>
            Leave team
          </Button>
        ) : null}
      </div>
      {dialog === 'edit' ? <TeamFormModal open onClose={close} team={team} /> : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Delete ${team.name}?`}
        confirmLabel="Delete team"
        danger
        pending={remove.isPending}
        onConfirm={() => remove.mutate(team.id, { onSettled: close })}
        onCancel={close}
      >
        The team, its members and its pending invitations are removed. This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'leave'}
        title={`Leave ${team.name}?`}
        confirmLabel="Leave team"
        danger
        pending={leave.isPending}
        onConfirm={() => leave.mutate(team.id, { onSettled: close })}
        onCancel={close}
      >
        {isOwner
          ? 'As the owner, you must first make another member the owner.'
          : 'You will need a new invitation to join again.'}
      </ConfirmDialog>
    </div>
  );
}

export function TeamCard({ team, viewerId = null }: { team: Team; viewerId?: string | null }) {
  const [open, setOpen] = useState(false);
  const detailsId = `team-${team.id}-details`;
  return (
    <Card data-team={team.name}>
      <div className={styles.teamRow}>
        <Avatar src={team.avatarUrl} alt={`${team.name} avatar`} size={56} />
        <div className={styles.grow}>
          <h3 className={styles.teamName}>{team.name}</h3>
          <p className={styles.muted}>
            {team.memberCount} {team.memberCount === 1 ? 'member' : 'members'}
          </p>
        </div>
        {teamRoleBadges(team, viewerId).map((badge) => (
          <Badge key={badge.label} tone={badge.tone} data-testid="team-role">
            {badge.label}
          </Badge>
        ))}
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide' : 'Manage'}
        </Button>
      </div>
      <div id={detailsId}>{open ? <OpenTeam teamId={team.id} fallback={team} /> : null}</div>
    </Card>
  );
}

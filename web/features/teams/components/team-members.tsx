// Members of a team with their roles. The owner also sees pending invitations and can invite, kick,
// withdraw an invitation, name the captain and hand the team over.
import { useState } from 'react';
import { Avatar } from '../../../../src/ui/avatar.js';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import type { Team, TeamMember } from '../../../../src/contract/teams.js';
import { useTeamMembers } from '../api/get-team-members.js';
import { useRemoveTeamMember } from '../api/remove-team-member.js';
import { useTransferTeamOwnership } from '../api/transfer-team-ownership.js';
import { useDesignateTeamCaptain } from '../api/designate-team-captain.js';
import { ConfirmDialog } from '../../../../src/ui/confirm-dialog.js';
import { InviteMemberForm } from './invite-member-form.js';
import * as styles from './teams.css.js';

type PendingAction = { kind: 'kick' | 'transfer'; member: TeamMember } | null;

export function TeamMembers({ team }: { team: Team }) {
  const members = useTeamMembers(team.id);
  const remove = useRemoveTeamMember();
  const transfer = useTransferTeamOwnership();
  const captain = useDesignateTeamCaptain();
  const [pending, setPending] = useState<PendingAction>(null);
  const isOwner = team.viewerRole === 'OWNER';
  // The server refuses these while the team plays (TEAM-IN-TOURNAMENT); the card says why above the list.
  const locked = team.inTournament;

  if (members.isPending) return <Spinner label="Loading members…" showLabel />;
  if (!members.data) return <p className={styles.muted}>The members could not be loaded.</p>;

  async function confirm() {
    if (!pending) return;
    try {
      if (pending.kind === 'kick') await remove.mutateAsync({ teamId: team.id, memberId: pending.member.userId });
      else await transfer.mutateAsync({ teamId: team.id, memberId: pending.member.userId });
    } finally {
      setPending(null);
    }
  }

  return (
    <div className={styles.form}>
      <h4 className={styles.subheading}>Members ({members.data.members.length})</h4>
      <ul className={styles.list} aria-label={`Members of ${team.name}`}>
        {members.data.members.map((member) => (
          <li key={member.userId} className={styles.memberRow} data-member={member.nickname}>
            <Avatar src={member.profilePictureURL} alt="" size={32} />
            <span className={styles.grow}>{member.nickname}</span>
            {member.role === 'OWNER' ? <Badge tone="accent">Owner</Badge> : <Badge>Member</Badge>}
            {member.isCaptain ? <Badge tone="success">Captain</Badge> : null}
            {isOwner && member.role !== 'OWNER' ? (
              <span className={styles.actions}>
                {!member.isCaptain ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={locked || captain.isPending}
                    onClick={() => captain.mutate({ teamId: team.id, memberId: member.userId })}
                  >
                    Make captain
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={locked}
                  onClick={() => setPending({ kind: 'transfer', member })}
                >
                  Make owner
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  disabled={locked}
                  onClick={() => setPending({ kind: 'kick', member })}
                >
                  Kick
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {isOwner ? (
        <>
          <h4 className={styles.subheading}>Pending invitations</h4>
          {members.data.invitations.length === 0 ? (
            <p className={styles.muted}>No pending invitations.</p>
          ) : (
            <ul className={styles.list} aria-label="Pending invitations">
              {members.data.invitations.map((invitation) => (
                <li key={invitation.email} className={styles.memberRow}>
                  <span className={styles.grow}>{invitation.email}</span>
                  <Badge tone="warning">Invited</Badge>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => remove.mutate({ teamId: team.id, email: invitation.email })}
                  >
                    Withdraw
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <InviteMemberForm teamId={team.id} />
        </>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'kick' ? 'Kick this member?' : 'Transfer ownership?'}
        confirmLabel={pending?.kind === 'kick' ? 'Kick' : 'Transfer ownership'}
        danger={pending?.kind === 'kick'}
        pending={remove.isPending || transfer.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'kick'
          ? `${pending.member.nickname} will be removed from ${team.name}.`
          : `${pending?.member.nickname ?? ''} will become the owner of ${team.name}. You stay in the team as a member and can then leave it.`}
      </ConfirmDialog>
    </div>
  );
}

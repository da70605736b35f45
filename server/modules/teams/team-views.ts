// Maps team rows to the shapes of the contract (SPEC §3).
import type { PendingInvitation, Team, TeamInvitation, TeamMember } from '../../../src/contract/teams.js';
import type { InvitationRow, MemberRow, PendingInvitationRow, TeamRow, TeamSummaryRow } from './teams-repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toTeam(row: TeamSummaryRow, viewer: { id: string; isMember: boolean } | null): Team {
  const viewerRole = viewer && viewer.id === row.owner_id ? 'OWNER' : viewer?.isMember ? 'MEMBER' : null;
  return {
    id: row.id,
    name: row.name,
    avatarUrl: row.avatar_url,
    ownerId: row.owner_id,
    captainId: row.captain_id,
    memberCount: Number(row.member_count),
    viewerRole,
    inTournament: Boolean(row.in_tournament),
    createdAt: iso(row.created_at),
  };
}

export function toTeamMember(row: MemberRow, team: TeamRow): TeamMember {
  return {
    userId: row.user_id,
    nickname: row.nickname,
    profilePictureURL: row.profile_picture_url,
    role: row.user_id === team.owner_id ? 'OWNER' : 'MEMBER',
    isCaptain: row.user_id === team.captain_id,
    joinedAt: iso(row.joined_at),
  };
}

export function toTeamInvitation(row: InvitationRow): TeamInvitation {
  return { email: row.email, invitedAt: iso(row.created_at) };
}

export function toPendingInvitation(row: PendingInvitationRow): PendingInvitation {
  return {
    teamId: row.team_id,
    teamName: row.team_name,
    teamAvatarUrl: row.team_avatar_url,
    invitedBy: row.inviter_nickname,
    invitedAt: iso(row.created_at),
  };
}

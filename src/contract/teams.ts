// Teams (SPEC §3, §5, §7): the shapes of every /teams call. Create and edit are multipart (name, avatar).
import { z } from 'zod';

export const TEAM_NAME_MIN = 1;
export const TEAM_NAME_MAX = 256;

/** Team avatars: png or jpg by content (SPEC §5), re-encoded to a square PNG by the server. */
export const TEAM_AVATAR_RULES = {
  formats: ['png', 'jpeg'] as const,
  maxBytes: 5 * 1024 * 1024,
  outputSize: 256,
};

/** Multipart field names of POST /teams and PUT /teams/{id}. */
export const TEAM_FORM_FIELDS = { name: 'name', avatar: 'avatar' } as const;

export const TeamNameSchema = z.string().trim().min(TEAM_NAME_MIN).max(TEAM_NAME_MAX);

export const TEAM_ROLES = ['OWNER', 'MEMBER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  ownerId: z.string(),
  /** The leader: checks the team in and submits its scores (SPEC §5). */
  captainId: z.string(),
  memberCount: z.number().int(),
  /** The signed-in viewer's role in this team, null for everyone else. */
  viewerRole: z.enum(TEAM_ROLES).nullable(),
  /** True while the team takes part in a tournament that is not finished: it cannot change. */
  inTournament: z.boolean(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof TeamSchema>;
export const TeamListSchema = z.array(TeamSchema);

export const TeamMemberSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  profilePictureURL: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  isCaptain: z.boolean(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamInvitationSchema = z.object({ email: z.string(), invitedAt: z.string() });
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

export const TeamMembersSchema = z.object({
  members: z.array(TeamMemberSchema),
  /** Pending invitations by e-mail: only the owner sees them; empty for everyone else. */
  invitations: z.array(TeamInvitationSchema),
});
export type TeamMembers = z.infer<typeof TeamMembersSchema>;

export const PendingInvitationSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  teamAvatarUrl: z.string().nullable(),
  invitedBy: z.string().nullable(),
  invitedAt: z.string(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;
export const PendingInvitationListSchema = z.array(PendingInvitationSchema);

export const TeamIdParamsSchema = z.object({ id: z.string().uuid() });
/** GET /teams: the signed-in user's teams, or those of `userId` (public profile). */
export const TeamListQuerySchema = z.object({ userId: z.string().uuid().optional() });

export const TransferOwnershipBodySchema = z.object({ memberId: z.string().uuid() });
export const DesignateCaptainBodySchema = z.object({ memberId: z.string().uuid() });
/** The e-mail is checked by the service so the answer carries the team's own text (SPEC §5). */
export const InviteMemberBodySchema = z.object({ email: z.string().max(320) });
/** SPEC §7 sends {teamId}; it must match the path when given. */
export const InvitationAnswerBodySchema = z.object({ teamId: z.string().uuid().optional() }).optional();
/** Kicks a member (memberId) or withdraws a pending invitation (email); one of the two is required. */
export const RemoveMemberBodySchema = z.object({
  memberId: z.string().uuid().optional(),
  email: z.string().max(320).optional(),
});

export type TransferOwnershipBody = z.infer<typeof TransferOwnershipBodySchema>;
export type InviteMemberBody = z.infer<typeof InviteMemberBodySchema>;
export type RemoveMemberBody = z.infer<typeof RemoveMemberBodySchema>;

export const TEAM_INVALID_EMAIL_TEXT = 'This email address is not valid.';
/** Deliberately simple: one @, no spaces, a dot in the domain. The mail server has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

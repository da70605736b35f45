// Organizations and the admin backoffice (SPEC §2, §3, §6). SPEC §7 does not show these calls; the paths
// follow the same style as the team calls.
import { z } from 'zod';
import { ORGANIZATION_MEMBER_ROLES } from '../domain/staff-permissions.js';

export const ORGANIZATION_NAME_MAX = 256;
export const DISCORD_MAX = 256;

export const OrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ownerEmail: z.string().nullable(),
  ownerNickname: z.string(),
  discord: z.string().nullable(),
  locked: z.boolean(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const OrganizationPageSchema = z.object({
  items: z.array(OrganizationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrganizationPage = z.infer<typeof OrganizationPageSchema>;

/**
 * A person's place in an organization: its OWNER, a MEMBER (an organizer with every right) or a REFEREE (staff who
 * run the event day, issue 26 §3; src/domain/staff-permissions.ts says what they may do).
 */
export const ORGANIZATION_ROLES = ['OWNER', ...ORGANIZATION_MEMBER_ROLES] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
export const OrganizationMemberSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  profilePictureURL: z.string().nullable(),
  role: z.enum(ORGANIZATION_ROLES),
  joinedAt: z.string(),
});
export type OrganizationMember = z.infer<typeof OrganizationMemberSchema>;
export const OrganizationMemberListSchema = z.array(OrganizationMemberSchema);

/** GET /organizations/current: the organization of the signed-in organizer, with the viewer's role. */
export const MyOrganizationSchema = z.object({
  organization: OrganizationSchema,
  viewerRole: z.enum(ORGANIZATION_ROLES),
});
export type MyOrganization = z.infer<typeof MyOrganizationSchema>;

/**
 * What needs the organizer now, most urgent first: issues players reported on matches still being played, a
 * check-in running (who has checked in), a prize pool to place in escrow before publishing, a draft not
 * published yet.
 */
export const ORGANIZATION_ATTENTION_KINDS = [
  'MATCH_ISSUES',
  'CHECK_IN_OPEN',
  'ESCROW_TO_SIGN',
  'DRAFT_NOT_PUBLISHED',
] as const;
export const OrganizationAttentionSchema = z.object({
  kind: z.enum(ORGANIZATION_ATTENTION_KINDS),
  tournamentId: z.string(),
  tournamentName: z.string(),
  /** CHECK_IN_OPEN: checked-in and registered participants. */
  checkedIn: z.number().int().optional(),
  registered: z.number().int().optional(),
  /** MATCH_ISSUES: matches still being played on which a player reported an issue. */
  matches: z.number().int().optional(),
});
export type OrganizationAttention = z.infer<typeof OrganizationAttentionSchema>;

/** GET /organizations/current/overview: the counts of the organizer's page and what needs their attention. */
export const OrganizationOverviewSchema = z.object({
  tournaments: z.object({
    total: z.number().int(),
    draft: z.number().int(),
    published: z.number().int(),
    finished: z.number().int(),
    canceled: z.number().int(),
  }),
  /** Active registrations (players or teams) in the organization's published tournaments. */
  participants: z.object({ registered: z.number().int(), checkedIn: z.number().int() }),
  leaderboards: z.number().int(),
  uniqFactories: z.number().int(),
  attention: z.array(OrganizationAttentionSchema),
});
export type OrganizationOverview = z.infer<typeof OrganizationOverviewSchema>;

const email = z.string().trim().toLowerCase().email().max(320);
const discord = z.string().trim().max(DISCORD_MAX);

export const OrganizationListQuerySchema = z.object({
  search: z.string().trim().max(256).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const CreateOrganizationBodySchema = z.object({
  name: z.string().trim().min(1).max(ORGANIZATION_NAME_MAX),
  ownerEmail: email,
  discord: discord.optional(),
});
export const UpdateOrganizationBodySchema = z.object({
  name: z.string().trim().min(1).max(ORGANIZATION_NAME_MAX).optional(),
  /** An empty string clears the Discord link. */
  discord: discord.optional(),
});
export const TransferOrganizationBodySchema = z.object({ email });
export const AddOrganizationMemberBodySchema = z.object({ email });
export const OrganizationIdParamsSchema = z.object({ id: z.string().uuid() });
export const OrganizationMemberParamsSchema = z.object({ id: z.string().uuid(), userId: z.string().uuid() });
/** PATCH /organizations/{id}/members/{userId}: the owner sets a member's staff role (issue 26 §3). */
export const SetOrganizationMemberRoleBodySchema = z.object({ role: z.enum(ORGANIZATION_MEMBER_ROLES) });
export type SetOrganizationMemberRoleBody = z.infer<typeof SetOrganizationMemberRoleBodySchema>;

export type CreateOrganizationBody = z.infer<typeof CreateOrganizationBodySchema>;
export type UpdateOrganizationBody = z.infer<typeof UpdateOrganizationBodySchema>;
export type OrganizationListQuery = z.infer<typeof OrganizationListQuerySchema>;

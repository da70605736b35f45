// Organizations and the admin backoffice (SPEC §2, §3, §6). SPEC §7 does not show these calls; the paths
// follow the same style as the team calls.
import { z } from 'zod';

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

export const ORGANIZATION_ROLES = ['OWNER', 'MEMBER'] as const;
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

export type CreateOrganizationBody = z.infer<typeof CreateOrganizationBodySchema>;
export type UpdateOrganizationBody = z.infer<typeof UpdateOrganizationBodySchema>;
export type OrganizationListQuery = z.infer<typeof OrganizationListQuerySchema>;

// Users and profiles (SPEC §3, §7).
import { z } from 'zod';
import { RESOURCE_KINDS, SCOPES } from '../domain/permissions.js';

/** Gaming ids per platform (SPEC §3). Keys are stable identifiers; labels are for display. */
export const GAMING_PLATFORMS = {
  steam: 'Steam',
  epicGames: 'Epic Games',
  gog: 'GOG',
  riotGames: 'Riot Games',
  rockstar: 'Rockstar',
  nintendo: 'Nintendo',
  playStation: 'PlayStation',
  xbox: 'Xbox',
  ubisoftConnect: 'Ubisoft Connect',
  origin: 'Origin',
} as const;
export type GamingPlatform = keyof typeof GAMING_PLATFORMS;

export const LINKED_ACCOUNT_KINDS = { discord: 'Discord', ultra: 'Ultra', theta: 'Theta' } as const;
export type LinkedAccountKind = keyof typeof LINKED_ACCOUNT_KINDS;

export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 32;
export const ACCOUNT_ID_MAX = 64;

/** Avatar rules: checked by content, re-encoded to PNG by the server. */
export const AVATAR_RULES = {
  formats: ['png', 'jpeg', 'gif'] as const,
  minWidth: 128,
  minHeight: 128,
  maxBytes: 5 * 1024 * 1024,
  outputSize: 512,
};

const accountId = z.string().trim().max(ACCOUNT_ID_MAX);

export const PermissionsSchema = z.object(
  Object.fromEntries(RESOURCE_KINDS.map((kind) => [kind, z.array(z.enum(SCOPES))])) as Record<
    (typeof RESOURCE_KINDS)[number],
    z.ZodArray<z.ZodEnum<{ read: 'read'; create: 'create'; edit: 'edit'; delete: 'delete' }>>
  >,
);

export const LinkedAccountsSchema = z.partialRecord(
  z.enum(Object.keys(LINKED_ACCOUNT_KINDS) as [LinkedAccountKind]),
  accountId,
);
export const DisciplineAccountsSchema = z.partialRecord(
  z.enum(Object.keys(GAMING_PLATFORMS) as [GamingPlatform]),
  accountId,
);

export const CurrentUserSchema = z.object({
  id: z.string(),
  type: z.enum(['player', 'organizer', 'admin']),
  nickname: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  /** What the identity provider said of `email` at the last sign-in; grants by e-mail need it (issue 29). */
  emailVerified: z.boolean(),
  linkedAccounts: LinkedAccountsSchema,
  disciplineAccounts: DisciplineAccountsSchema,
  profilePictureURL: z.string().nullable(),
  permissions: PermissionsSchema,
  walletId: z.string().nullable(),
});

export const PublicUserSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  profilePictureURL: z.string().nullable(),
  linkedAccounts: LinkedAccountsSchema,
  disciplineAccounts: DisciplineAccountsSchema,
  walletId: z.string().nullable(),
  createdAt: z.string(),
});

export const UpdateCurrentUserBodySchema = z.object({
  nickname: z.string().trim().min(NICKNAME_MIN).max(NICKNAME_MAX),
  linkedAccounts: LinkedAccountsSchema.optional(),
  disciplineAccounts: DisciplineAccountsSchema.optional(),
});

export const AvatarResponseSchema = z.object({ profilePictureURL: z.string() });
export const UserIdParamsSchema = z.object({ id: z.string().uuid() });

/**
 * POST /users/current/email-verification: SENT when a link went to `email`; ALREADY-VERIFIED when the provider
 * knows the address is verified (Arena learns it at the next sign-in, which the web app then starts).
 */
export const EmailVerificationResponseSchema = z.object({
  status: z.enum(['SENT', 'ALREADY-VERIFIED']),
  email: z.string(),
});

export type CurrentUser = z.infer<typeof CurrentUserSchema>;
export type EmailVerificationResponse = z.infer<typeof EmailVerificationResponseSchema>;
export type PublicUser = z.infer<typeof PublicUserSchema>;
export type UpdateCurrentUserBody = z.infer<typeof UpdateCurrentUserBodySchema>;

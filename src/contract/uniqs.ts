// Uniq factories of organizations (SPEC §3): off-chain metadata kept by Arena, the factory itself on chain.
import { z } from 'zod';
import { ACCOUNT_NAME_PATTERN } from './wallet.js';

export const UNIQ_MEDIA_SLOTS = 8;
export const UNIQ_TEXT_MAX = 256;
export const UNIQ_DESCRIPTION_MAX = 2000;

/** Text fields of the factory form (multipart fields; images are files: square, main, background, media). */
export const UniqFactoryFieldsSchema = z.object({
  name: z.string().trim().min(1).max(UNIQ_TEXT_MAX),
  subname: z.string().trim().max(UNIQ_TEXT_MAX).optional(),
  author: z.string().trim().max(UNIQ_TEXT_MAX).optional(),
  description: z.string().trim().max(UNIQ_DESCRIPTION_MAX).optional(),
  /** UOS decimal, e.g. "2.5". */
  minimumResalePrice: z.string().trim().optional(),
  /** JSON array of {account, sharePercent}. */
  resaleBeneficiaries: z.string().optional(),
  maxMintableTokens: z.coerce.number().int().min(1).max(4_294_967_295).optional(),
});

export const ActionInputSchema = z.object({
  account: z.string(),
  name: z.string(),
  authorization: z.array(z.object({ actor: z.string(), permission: z.string() })),
  data: z.record(z.string(), z.unknown()),
});

export const UniqFactoryDraftSchema = z.object({
  draftId: z.string(),
  factoryUri: z.string(),
  factoryHash: z.string(),
  defaultTokenUri: z.string(),
  defaultTokenHash: z.string(),
  /** The create.b action for the organizer to sign in the wallet. */
  createAction: ActionInputSchema,
});

export const RegisterUniqFactoryBodySchema = z.object({ draftId: z.string().uuid() });

export const UniqFactorySchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  chainFactoryId: z.number().int(),
  name: z.string(),
  subname: z.string().nullable(),
  author: z.string().nullable(),
  description: z.string().nullable(),
  squareImageUrl: z.string().nullable(),
  assetCreator: z.string(),
  maxMintableTokens: z.number().int().nullable(),
  mintedTokens: z.number().int(),
  existingTokens: z.number().int(),
  createdAt: z.string(),
});
export const UniqFactoryListSchema = z.array(UniqFactorySchema);
export const OrganizationIdParamsSchema = z.object({ id: z.string().uuid() });
export const MintTargetSchema = z.string().regex(ACCOUNT_NAME_PATTERN);

export type UniqFactory = z.infer<typeof UniqFactorySchema>;
export type UniqFactoryDraft = z.infer<typeof UniqFactoryDraftSchema>;

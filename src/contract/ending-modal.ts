// The tournament ending modal (SPEC §2, §3, §4): what a participant won, shown once after the tournament ends.
import { z } from 'zod';

/** A Uniq reward card: the factory (ultraId is its chain factory id) and how many of it the participant won. */
export const EndingModalUniqSchema = z.object({
  ultraId: z.string(),
  name: z.string(),
  subName: z.string().nullable(),
  /** The factory's author, or the platform name when it has none. */
  author: z.string(),
  squareImage: z.string().nullable(),
  quantity: z.number().int(),
});
export type EndingModalUniq = z.infer<typeof EndingModalUniqSchema>;

/** A Uniq token the prize distribution picked for the participant (known once the distribution is computed). */
export const UniqToTransferSchema = z.object({
  id: z.string(),
  /** The token's factory (the chain factory id), so a reward card can link to the very token. */
  factoryId: z.string(),
  metadata: z.object({
    content: z.object({
      name: z.string(),
      subName: z.string().nullable(),
      medias: z.object({ square: z.object({ uri: z.string().nullable() }) }),
    }),
  }),
});
export type UniqToTransfer = z.infer<typeof UniqToTransferSchema>;

export const EndTournamentModalDataSchema = z.object({
  rank: z.number().int().nullable(),
  /** The participant's UOS prize, 8-decimal fixed point; null without a cash prize. */
  uos: z.string().nullable(),
  uniqs: z.array(EndingModalUniqSchema),
  uniqsToTransfer: z.array(UniqToTransferSchema),
});
export type EndTournamentModalData = z.infer<typeof EndTournamentModalDataSchema>;

// The organizer's participants table (issue 26 §1): adding a player or team, checking one in or out on their behalf,
// removing one with a reason, the CSV export, the audit trail of these acts, and the seeding sources.
import { z } from 'zod';
import { ParticipantListSchema } from './tournaments.js';

export const ParticipantRegistrationParamsSchema = z.object({ id: z.uuid(), registrationId: z.uuid() });

export const AddParticipantBodySchema = z.object({
  /** Solo: the player's nickname or e-mail. Team: the team's name, or its captain's nickname or e-mail. */
  player: z.string().trim().min(1).max(254),
  /** Team: the members who play (every member when left out). */
  userIds: z.array(z.uuid()).max(64).optional(),
});
export type AddParticipantBody = z.infer<typeof AddParticipantBodySchema>;

export const REMOVAL_REASON_MAX = 500;
export const RemoveParticipantBodySchema = z.object({
  /** Shown to the removed player (every player of a team) in their notices. */
  reason: z.string().trim().min(1).max(REMOVAL_REASON_MAX),
});
export type RemoveParticipantBody = z.infer<typeof RemoveParticipantBodySchema>;

/** Every call answers the table as it now stands. */
export const ParticipantTableSchema = ParticipantListSchema;

export const PARTICIPANT_EVENT_KINDS = ['ADDED', 'CHECKED_IN', 'CHECK_IN_UNDONE', 'REMOVED', 'SEEDED'] as const;
export const ParticipantEventSchema = z.object({
  id: z.string(),
  kind: z.enum(PARTICIPANT_EVENT_KINDS),
  /** The player's nickname or the team's name; null for an act on the whole list. */
  participant: z.string().nullable(),
  /** Who acted. */
  actor: z.string().nullable(),
  /** Removal: the reason. Seeding: the source (and the random draw's seed). */
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type ParticipantEvent = z.infer<typeof ParticipantEventSchema>;
export const ParticipantEventListSchema = z.array(ParticipantEventSchema);

export const ParticipantsExportQuerySchema = z.object({
  /** Prefix a byte order mark (Excel reads the file as UTF-8 then). */
  bom: z.enum(['true', 'false']).optional(),
});

export const SEEDING_SOURCES = ['RANDOM', 'LEADERBOARD', 'PAST_RESULTS', 'LIST'] as const;
export type SeedingSource = (typeof SEEDING_SOURCES)[number];
export const SeedingProposalBodySchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('RANDOM') }),
  z.object({ source: z.literal('LEADERBOARD') }),
  z.object({ source: z.literal('PAST_RESULTS') }),
  z.object({ source: z.literal('LIST'), names: z.array(z.string().max(200)).max(4096) }),
]);
export type SeedingProposalBody = z.infer<typeof SeedingProposalBodySchema>;

/**
 * A proposed order, not saved: the seeding screen applies it like a drag (optimistically, through PUT …/seeds), so a
 * refusal rolls it back the same way.
 */
export const SeedingProposalSchema = z.object({
  /** Every entrant's registration id once, first seed first. */
  order: z.array(z.string()),
  /** LIST: names that matched no entrant. */
  unknownNames: z.array(z.string()),
  /** How many entrants the source placed (the rest keep their order after them). */
  placed: z.number().int(),
  /** RANDOM: the draw's seed; seededShuffle of the current order with it gives `order` again (kept in the audit). */
  randomSeed: z.number().int().optional(),
});
export type SeedingProposal = z.infer<typeof SeedingProposalSchema>;

/** PUT …/seeds?source=: where the saved order came from, for the audit trail (a drag when left out). */
export const SeedsSaveQuerySchema = z.object({
  source: z.enum([...SEEDING_SOURCES, 'MANUAL']).optional(),
  /** RANDOM: the proposal's seed, so the audit trail can replay the draw. */
  randomSeed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
});
export type SeedsSaveSource = NonNullable<z.infer<typeof SeedsSaveQuerySchema>['source']>;

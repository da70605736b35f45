// Season leaderboards (SPEC §2–§4, issue 13): what the public pages and the administration read and send.
// A leaderboard aggregates the final placements of the tournaments linked to it; its standings are stored
// (folded when a linked tournament finishes or is amended), so pages read them without recomputing.
import { z } from 'zod';
import { RewardSchema } from './tournaments.js';

export const LeaderboardKindSchema = z.enum(['POINTS', 'RANK']);
export const LeaderboardStatusSchema = z.enum(['DRAFT', 'ACTIVE', 'ENDED', 'DELETED']);
/** ENDED is shown as COMPLETE (SPEC §3). */
export const LeaderboardDisplayStatusSchema = z.enum(['DRAFT', 'ACTIVE', 'COMPLETE', 'DELETED']);
export const LeaderboardPointsSourceSchema = z.enum(['PLACEMENT_SCALE', 'POINTS_EARNED']);
export const LeaderboardTieBreakSchema = z.enum(['CHECK_IN_DATE', 'RANDOM', 'CUSTOM_REASON']);

const rank = z.number().int().min(1).max(1_000_000);
/** Scoring values lie strictly between -1024 and 1024 (SPEC §9): answered as field errors, not 400s. */
export const PointsRangeSchema = z.object({ startRank: rank, endRank: rank, points: z.number() });

/** A reward of the leaderboard's prize pool: the tournament prize shape with a stable id. */
export const LeaderboardRewardSchema = RewardSchema.extend({ id: z.string().min(1).max(64) });
export const LeaderboardPrizepoolSchema = z.object({ rewards: z.array(LeaderboardRewardSchema).max(256) });

/** PUT /leaderboards/{id}: everything the administration's tabs edit (Set up, Parameters, Privacy). */
export const LeaderboardSettingsBodySchema = z.object({
  name: z.string().max(1024),
  subname: z.string().max(1024).nullable(),
  disciplineCode: z.string().max(64).nullable(),
  pointsSource: LeaderboardPointsSourceSchema,
  pointsScale: z.array(PointsRangeSchema).max(1024),
  ties: z.boolean(),
  tieBreak: LeaderboardTieBreakSchema,
  tieBreakReason: z.string().max(1024).nullable(),
  prizepool: LeaderboardPrizepoolSchema,
  privateAccess: z.boolean(),
});
export type LeaderboardSettingsBody = z.infer<typeof LeaderboardSettingsBodySchema>;

export const LeaderboardTournamentSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  finished: z.boolean(),
});

export const LeaderboardPartnerSchema = z.object({ organizationId: z.string(), name: z.string() });

export const LeaderboardDetailSchema = LeaderboardSettingsBodySchema.extend({
  id: z.string(),
  kind: LeaderboardKindSchema,
  status: LeaderboardStatusSchema,
  displayStatus: LeaderboardDisplayStatusSchema,
  organization: z.object({ id: z.string(), name: z.string() }),
  disciplineName: z.string().nullable(),
  publishedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  rewardsSentAt: z.string().nullable(),
  tournaments: z.array(LeaderboardTournamentSchema),
  participantCount: z.number().int(),
  /** The organizers' view: partners and what they may do; null for everyone else. */
  admin: z
    .object({
      partners: z.array(LeaderboardPartnerSchema),
      canPublish: z.boolean(),
      canEnd: z.boolean(),
      canDelete: z.boolean(),
    })
    .nullable(),
});
export type LeaderboardDetail = z.infer<typeof LeaderboardDetailSchema>;

export const LeaderboardListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  subname: z.string().nullable(),
  kind: LeaderboardKindSchema,
  displayStatus: LeaderboardDisplayStatusSchema,
  organizationName: z.string(),
  disciplineCode: z.string().nullable(),
  disciplineName: z.string().nullable(),
  tournamentCount: z.number().int(),
  participantCount: z.number().int(),
  privateAccess: z.boolean(),
  endedAt: z.string().nullable(),
  /** What there is to win, for the list's cards. */
  prizepool: LeaderboardPrizepoolSchema,
});
export type LeaderboardListItem = z.infer<typeof LeaderboardListItemSchema>;
export const LeaderboardListSchema = z.array(LeaderboardListItemSchema);

export const LeaderboardListQuerySchema = z.object({
  discipline: z.string().max(64).optional(),
  status: z.enum(['ACTIVE', 'COMPLETE']).optional(),
});

export const StandingRowSchema = z.object({
  rank: z.number().int(),
  /** 1…N, unique: the row's place in the ordered list (ranks repeat when ties are allowed). */
  position: z.number().int(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  userId: z.string().nullable(),
  teamId: z.string().nullable(),
  points: z.number(),
  bestPlacement: z.number().int().nullable(),
  tournamentsPlayed: z.number().int(),
});
export type StandingRow = z.infer<typeof StandingRowSchema>;

export const LeaderboardStandingsSchema = z.object({
  leaderboardId: z.string(),
  kind: LeaderboardKindSchema,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(StandingRowSchema),
  /** The signed-in viewer's own row (solo or through a team), wherever it is: pinned by the page. */
  viewerRow: StandingRowSchema.nullable(),
});
export type LeaderboardStandings = z.infer<typeof LeaderboardStandingsSchema>;

export const LeaderboardStandingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().max(64).optional(),
});

export const LeaderboardIdParamsSchema = z.object({ id: z.uuid() });
export const LeaderboardPartnerParamsSchema = z.object({ id: z.uuid(), organizationId: z.uuid() });
/** Adds a partner organization by the e-mail of one of its organizers. */
export const LeaderboardPartnerBodySchema = z.object({ email: z.string().max(320) });

// Tournaments (SPEC §3, §4, §7): the organizer's sections, the tournament as every call returns it, and the
// player's registration bodies. Section schemas check only shapes and types; the rules (lengths, dates, counts)
// are the domain validators', applied by the server so their messages reach the form as formFieldErrors.
import { z } from 'zod';
import { FIRST_GAME_RULES } from '../domain/game-sides.js';
import { USER_TOURNAMENT_STATES } from '../domain/tournament-state.js';
import { EndTournamentModalDataSchema } from './ending-modal.js';
import { TournamentEscrowSummarySchema } from './tournament-escrow.js';
import { WebLinkSchema } from './web-link.js';

import { TOURNAMENT_LIST_MAX_PAGE, TOURNAMENT_PLATFORMS, TOURNAMENT_STATUSES } from './tournament-filters.js';

export { TOURNAMENT_LIST_MAX_PAGE, TOURNAMENT_PLATFORMS, TOURNAMENT_STATUSES };
export const TOURNAMENT_SECTIONS = [
  'main-information',
  'settings',
  'format',
  'schedule',
  'prizepool',
  'leaderboard',
] as const;
export type TournamentSection = (typeof TOURNAMENT_SECTIONS)[number];

const count = z.number().int().min(-1_000_000).max(1_000_000);
// Sanity bounds on numbers whose finer rules (at least 1, integer, within the participants) are the domain's:
// no placement, Uniq quantity or duration comes near them, and nothing larger reaches arithmetic or storage.
export const RANK_MAX = 1_000_000;
export const UNIQ_QUANTITY_MAX = 1_000_000;
/** Minutes: a week. */
export const DURATION_MINUTES_MAX = 7 * 24 * 60;
const rank = z.number().max(RANK_MAX);
const minutes = z.number().int().min(0).max(DURATION_MINUTES_MAX);
const instant = z.iso.datetime({ offset: true });

export const PartnerSchema = z.object({
  name: z.string().max(1024),
  website: WebLinkSchema.optional(),
  logo: z.string().max(2048).optional(),
});

/** An uploaded picture or video (POST /tournaments/{id}/media gives the url). */
export const TournamentMediaSchema = z.object({ url: z.string().max(2048), mediaType: z.enum(['image', 'video']) });
export const BANNER_POSITIONS = ['TOP_BANNER', 'SUPER_LEADERBOARD'] as const;
export const BannerSchema = z.object({
  name: z.string().max(1024),
  brand: z.string().max(1024),
  description: z.string().max(2048).optional(),
  /** Where a click on the banner leads. */
  link: WebLinkSchema,
  imageUrl: z.string().max(2048),
  position: z.enum(BANNER_POSITIONS),
});
export type Banner = z.infer<typeof BannerSchema>;

export const MainInformationSectionSchema = z.object({
  name: z.string().max(1024),
  subtitle: z.string().max(1024).optional(),
  rules: z.string().max(20_000).optional(),
  howToJoin: z.string().max(20_000).optional(),
  termsOfUseLink: WebLinkSchema.optional(),
  platforms: z.array(z.enum(TOURNAMENT_PLATFORMS)).max(TOURNAMENT_PLATFORMS.length).default([]),
  // No cap here: the domain rule (at most 12) answers with its own message.
  partners: z.array(PartnerSchema).max(200).default([]),
  banners: z.array(BannerSchema).max(50).default([]),
  heroArt: TournamentMediaSchema.optional(),
  backgroundArt: TournamentMediaSchema.optional(),
});
export type MainInformationSection = z.infer<typeof MainInformationSectionSchema>;

export const TeamOptionsSchema = z.object({ playersPerTeam: count, minPlayers: count, maxPlayers: count });
export type TeamOptions = z.infer<typeof TeamOptionsSchema>;
/**
 * What the settings form starts with: five a side, but a team of three may enter short-handed and up to two
 * substitutes may come along. The demo team (three members, server/modules/teams/demo-team.ts) fits it.
 */
export const DEFAULT_TEAM_OPTIONS: TeamOptions = { playersPerTeam: 5, minPlayers: 3, maxPlayers: 7 };

export const SettingsSectionSchema = z.object({
  participantType: z.enum(['SOLO_MATCH', 'TEAM_MATCH']),
  teamOptions: TeamOptionsSchema.optional(),
  accessType: z.enum(['OPEN', 'GATED_ACCESS']),
  uniqFactoryIds: z.array(z.string().max(64)).max(100).default([]),
  uniqFactoryRule: z.enum(['AT_LEAST_ONE_FACTORY', 'FOR_EACH_FACTORY']).optional(),
  singleUseOfKey: z.boolean().default(false),
  scoreScreenshotRequired: z.boolean().default(false),
  hidden: z.boolean().default(false),
  /** 13…99 (the domain's MINIMUM_AGE and MAXIMUM_AGE), answered as a field error. */
  minimumAge: z.number(),
});
export type SettingsSection = z.infer<typeof SettingsSectionSchema>;

const score = z.number();
export const ScoringSystemSchema = z.object({
  rankRanges: z
    .array(z.object({ startRank: rank, endRank: rank, points: score }))
    .max(1024)
    .default([]),
  ingameMetrics: z
    .array(z.object({ label: z.string().max(256), factor: score }))
    .max(64)
    .default([]),
  winPoints: score,
  lossPoints: score,
  byePoints: score,
  forfeitPenalty: score,
});

/** DOUBLE_ELIMINATION and ROUND_ROBIN are duels only (issue 31); the domain's format rules say so per field. */
export const TOURNAMENT_FORMATS = [
  'SINGLE_ELIMINATION',
  'SWISS_SYSTEM',
  'MATCHUPS',
  'DOUBLE_ELIMINATION',
  'ROUND_ROBIN',
] as const;
/**
 * Double elimination's grand final: NONE (the two bracket winners take 1st and 2nd), SINGLE (one match), RESET (a
 * second match, played only when the losers-bracket winner takes the first).
 */
export const GRAND_FINAL_OPTIONS = ['NONE', 'SINGLE', 'RESET'] as const;

export const DEFAULT_GRAND_FINAL: (typeof GRAND_FINAL_OPTIONS)[number] = 'RESET';
export const DEFAULT_GROUP_COUNT = 1;
export const DEFAULT_ROUND_ROBIN_LEGS = 1;

/**
 * Multi-stage events (issue 31 §2). The Format section's own fields describe stage 1; `stages` lists the stages
 * after it, in order. A single-stage tournament has no `stages` (or an empty list) and stageType SIMPLE_STAGE (or
 * none): its shape is unchanged. Stage 1 of a multi-stage event is ROUND_ROBIN, SWISS_SYSTEM or MATCHUPS; a later
 * stage is a knockout (only as the last stage) or another round robin. The rules are src/domain's stage-rules.ts.
 */
export const STAGE_TYPES = ['SIMPLE_STAGE', 'MULTI_STAGE'] as const;
export const LATER_STAGE_FORMATS = ['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION', 'ROUND_ROBIN'] as const;
/** How the stage before's entrants go on: the first K of every group (plus the best next-placed), or the first K. */
export const StageQualificationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('TOP_PER_GROUP'), perGroup: count, bestOfNextPlace: count.optional() }),
  z.object({ kind: z.literal('TOP_OVERALL'), count }),
]);
export type StageQualification = z.infer<typeof StageQualificationSchema>;
/** CROSS_GROUP keeps group mates apart (1A–2B, 1B–2A, …); BY_STANDING seeds by the overall order. */
export const QUALIFICATION_SEEDINGS = ['CROSS_GROUP', 'BY_STANDING'] as const;
/** Entrants knocked out in a group stage with the same group place share a range (9th–12th) or are ranked. */
export const ELIMINATED_TIES = ['SHARED', 'RANKED'] as const;
export const LaterStageSchema = z.object({
  format: z.enum(LATER_STAGE_FORMATS),
  /** Who enters this stage from the one before it. */
  qualification: StageQualificationSchema,
  /** How they are seeded here (default CROSS_GROUP). */
  seeding: z.enum(QUALIFICATION_SEEDINGS).optional(),
  /** Best-of per round of this stage (the last value repeats), as the Format section's own bestOf. */
  bestOf: z.array(z.number().int()).max(64).default([]),
  /** SINGLE_ELIMINATION only. */
  thirdPlaceDecider: z.boolean().optional(),
  /** DOUBLE_ELIMINATION only (default RESET). */
  grandFinal: z.enum(['NONE', 'SINGLE', 'RESET']).optional(),
  /** ROUND_ROBIN only (default 1). */
  groupCount: count.optional(),
  /** ROUND_ROBIN only (default 1). */
  roundRobinLegs: count.optional(),
});
export type LaterStage = z.infer<typeof LaterStageSchema>;
/** The most stages a tournament has (stage 1 and three more). */
export const STAGES_MAX = 4;

/** The longest check-in window a tournament may give its matches. */
export const MATCH_CHECK_IN_MINUTES_MAX = 60;
/** What the wizard proposes when the organizer turns check-in on. */
export const DEFAULT_MATCH_CHECK_IN_MINUTES = 10;
export const MatchCheckInSettingSchema = z.object({
  enabled: z.boolean(),
  minutes: z.number().int().min(1).max(MATCH_CHECK_IN_MINUTES_MAX),
});
export type MatchCheckInSetting = z.infer<typeof MatchCheckInSettingSchema>;

/**
 * Two sides of a duel's games (issue 30): their names (White/Black, Blue/Red, Home/Away) and who takes the first
 * side in game 1: the higher seed (Swiss: by FIDE's colour rules from the first round on) or a toss.
 */
export const GameSidesSchema = z.object({
  names: z.tuple([z.string().max(256), z.string().max(256)]),
  firstGame: z.enum(FIRST_GAME_RULES),
});
export type GameSidesSetting = z.infer<typeof GameSidesSchema>;

export const FormatSectionSchema = z.object({
  matchType: z.enum(['DUEL', 'FFA']),
  format: z.enum(TOURNAMENT_FORMATS),
  stageType: z.enum(STAGE_TYPES).optional(),
  /** Multi-stage only: the stages after stage 1 (this section's own fields), in order. */
  stages: z
    .array(LaterStageSchema)
    .max(STAGES_MAX - 1)
    .optional(),
  /** Multi-stage only: how entrants knocked out in a group stage are placed (default SHARED). */
  eliminatedTies: z.enum(ELIMINATED_TIES).optional(),
  minParticipants: count,
  maxParticipants: count,
  numberOfRounds: count.default(0),
  thirdPlaceDecider: z.boolean().default(false),
  numberOfGames: count.default(1),
  lobbySize: count.optional(),
  scoreReportingSystem: z.enum(['SCORE', 'RANK']),
  bestOf: z.array(z.number().int()).max(64).default([]),
  seeding: z.enum(['AUTO', 'MANUAL']),
  /**
   * Round robin: points per match from scoringSystem.winPoints and lossPoints. A duel report always names a
   * winner, so a round-robin match has no draws (and the scoring system no draw points).
   */
  scoringSystem: ScoringSystemSchema,
  gameDuration: minutes.optional(),
  // Optional so formats saved before issue 31 (and every other format) parse and type-check unchanged; the
  // defaults are the DEFAULT_* constants below, applied where the formats are played.
  /** DOUBLE_ELIMINATION only (default RESET). */
  grandFinal: z.enum(GRAND_FINAL_OPTIONS).optional(),
  /** ROUND_ROBIN only (default 1): groups filled by snake seeding (1…G, then G…1), sizes differing by at most one. */
  groupCount: count.optional(),
  /** ROUND_ROBIN only (default 1): how often each pair of a group meets, 1 or 2 (home and away). */
  roundRobinLegs: count.optional(),
  /**
   * Duels only (issue 26 §3): when a match becomes available both sides confirm they are present ("ready up")
   * within `minutes`; a side that does not loses by walkover. Absent or disabled: matches are playable at once.
   */
  matchCheckIn: MatchCheckInSettingSchema.optional(),
  /** Duels only (issue 30): the games' two sides; null or absent: none. A new tournament starts with its game's. */
  sides: GameSidesSchema.nullable().optional(),
});
export type FormatSection = z.infer<typeof FormatSectionSchema>;

/** When rounds start: at their planned time, or as soon as the previous round is resolved (issue 26 §2). */
export const ROUND_START_MODES = ['SCHEDULED', 'AS_SOON_AS_READY'] as const;
export type RoundStartMode = (typeof ROUND_START_MODES)[number];
/** When prizes are distributed: at the distribution phase, or as soon as the tournament finishes. */
export const PRIZE_DISTRIBUTION_MODES = ['SCHEDULED', 'AT_FINISH'] as const;
export type PrizeDistributionMode = (typeof PRIZE_DISTRIBUTION_MODES)[number];

export const PhaseWindowSchema = z.object({ start: instant, end: instant });
export const ScheduleSectionSchema = z.object({
  registration: PhaseWindowSchema,
  checkIn: PhaseWindowSchema,
  seeding: PhaseWindowSchema.optional(),
  rounds: z
    .array(
      PhaseWindowSchema.extend({
        gameDurationMinutes: minutes.optional(),
        matchDurationMinutes: minutes.optional(),
        administrationTimeMinutes: minutes.optional(),
      }),
    )
    .max(64),
  prizepoolDistribution: PhaseWindowSchema.optional(),
  // Optional so schedules saved before issue 26 parse unchanged: without them the fixed schedule is kept.
  /**
   * SCHEDULED (default): each round is played in its planned window. AS_SOON_AS_READY: a round starts once the
   * previous one is resolved and roundBreakMinutes have passed, never later than its planned start; its window
   * keeps its planned length.
   */
  roundStart: z.enum(ROUND_START_MODES).optional(),
  /** AS_SOON_AS_READY only: the least time between a round being resolved and the next one starting (default 0). */
  roundBreakMinutes: minutes.optional(),
  /** SCHEDULED (default): prizes wait for the distribution phase. AT_FINISH: paid as soon as the tournament finishes. */
  prizeDistribution: z.enum(PRIZE_DISTRIBUTION_MODES).optional(),
});
export type ScheduleSection = z.infer<typeof ScheduleSectionSchema>;

export const RewardRanksSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('FIRST') }),
  z.object({ kind: z.literal('SECOND') }),
  z.object({ kind: z.literal('THIRD') }),
  z.object({ kind: z.literal('SPECIFIC'), rank }),
  z.object({ kind: z.literal('RANGE'), startRank: rank, endRank: rank }),
  z.object({ kind: z.literal('ALL') }),
]);
export const RewardSchema = z.object({
  ranks: RewardRanksSchema,
  /** UOS as a decimal string (8 decimals at most), never a float. */
  uosAmount: z.string().max(64).optional(),
  uniqs: z
    .array(z.object({ factoryId: z.string().max(64), quantity: z.number().max(UNIQ_QUANTITY_MAX) }))
    .max(100)
    .default([]),
});
export const PrizepoolSectionSchema = z.object({ rewards: z.array(RewardSchema).max(256) });
export type PrizepoolSection = z.infer<typeof PrizepoolSectionSchema>;

/** Links the tournament's results to one of the organization's leaderboards (null unlinks). */
export const LeaderboardSectionSchema = z.object({ leaderboardId: z.uuid().nullable() });
export type LeaderboardSection = z.infer<typeof LeaderboardSectionSchema>;

/** The body schema of each PUT …/sections/{section}. */
export const SECTION_SCHEMAS = {
  'main-information': MainInformationSectionSchema,
  settings: SettingsSectionSchema,
  format: FormatSectionSchema,
  schedule: ScheduleSectionSchema,
  prizepool: PrizepoolSectionSchema,
  leaderboard: LeaderboardSectionSchema,
} as const;

export const CreateTournamentBodySchema = z.object({
  /** The game chosen in the first wizard step. */
  disciplineCode: z.string().min(1).max(64),
  name: z.string().max(1024),
});
export type CreateTournamentBody = z.infer<typeof CreateTournamentBodySchema>;

export const TournamentIdParamsSchema = z.object({ id: z.uuid() });
export const ParticipantTournamentParamsSchema = z.object({ tournamentId: z.uuid() });

export const TournamentListQuerySchema = z.object({
  /** Discipline code. */
  game: z.string().max(64).optional(),
  status: z.enum(TOURNAMENT_STATUSES).optional(),
  platform: z.enum(TOURNAMENT_PLATFORMS).optional(),
  /**
   * How many tournaments a page holds (most recently published first), at most TOURNAMENT_LIST_MAX_PAGE; without it, a
   * page holds the most (the answer before pages existed).
   */
  limit: z.coerce.number().int().min(1).max(TOURNAMENT_LIST_MAX_PAGE).optional(),
  /** The next page: the id of the last tournament of the page before (a tournament not listed there: no page). */
  after: z.uuid().optional(),
});
export type TournamentListQuery = z.infer<typeof TournamentListQuerySchema>;

/** NO_CHECK_IN: registered, but did not check in before check-in closed (SPEC §4). */
export const DISQUALIFICATION_REASONS = ['NO_CHECK_IN'] as const;

export const TournamentSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  /** The organizer players see in the header. */
  organizationName: z.string(),
  /** imageUrl: the game's artwork (null without one), for cards without art of their own. */
  game: z.object({ id: z.string(), code: z.string(), name: z.string(), imageUrl: z.string().nullable().optional() }),
  name: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  hidden: z.boolean(),
  promoted: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  mainInformation: MainInformationSectionSchema.nullable(),
  settings: SettingsSectionSchema.nullable(),
  format: FormatSectionSchema.nullable(),
  schedule: ScheduleSectionSchema.nullable(),
  prizepool: PrizepoolSectionSchema.nullable(),
  /** The prize escrow, shown to the organizers only (null for everyone else, and before any escrow). */
  escrow: TournamentEscrowSummarySchema.nullable(),
  leaderboard: z.object({ id: z.string(), name: z.string(), kind: z.enum(['POINTS', 'RANK']) }).nullable(),
  /** Active (registered or checked-in) participants: players for SOLO_MATCH, teams for TEAM_MATCH. */
  participantCount: z.number().int(),
  registrationFull: z.boolean(),
  viewer: z.object({
    role: z.enum(['SPECTATOR', 'PARTICIPANT', 'ORGANIZER']),
    registration: z.enum(['NONE', 'PENDING', 'REGISTERED', 'CHECKED_IN', 'DISQUALIFIED']),
    /** Why the viewer is out of the tournament; only with registration DISQUALIFIED. */
    disqualification: z.object({ reason: z.enum(DISQUALIFICATION_REASONS) }).optional(),
    /** SPEC §4 state for this viewer, derived at response time. */
    state: z.enum(USER_TOURNAMENT_STATES),
  }),
  /**
   * The ending modal for the signed-in participant, until they close it (SPEC §4); absent or null otherwise.
   * Only the tournament page and the registered list carry it.
   */
  endTournamentModalData: EndTournamentModalDataSchema.nullable().optional(),
});
export type TournamentView = z.infer<typeof TournamentSchema>;
export const TournamentListSchema = z.array(TournamentSchema);

const nickname = z.string().trim().min(1).max(256);
export const SoloRegistrationBodySchema = z.object({
  discordNickname: nickname,
  gameNickname: nickname,
  acceptedArenaTermsOfUse: z.boolean(),
  acceptedTournamentTermsOfUse: z.boolean(),
  /** Sent only when true (SPEC §5). */
  isOldEnough: z.boolean().optional(),
  /** Gated access with single use of key: the wallet transaction that consumed the ticket Uniq. */
  ticketTransactionId: z.string().min(1).max(128).optional(),
});
export type SoloRegistrationBody = z.infer<typeof SoloRegistrationBodySchema>;

export const TeamRegistrationBodySchema = SoloRegistrationBodySchema.extend({
  teamId: z.uuid(),
  userIds: z.array(z.uuid()).min(1).max(100),
});
export type TeamRegistrationBody = z.infer<typeof TeamRegistrationBodySchema>;

export const TOURNAMENT_MEDIA_KINDS = ['hero', 'background', 'banner', 'partner-logo'] as const;
export type TournamentMediaKind = (typeof TOURNAMENT_MEDIA_KINDS)[number];
export const TournamentMediaResponseSchema = TournamentMediaSchema;
export type TournamentMedia = z.infer<typeof TournamentMediaSchema>;

export const PromotionBodySchema = z.object({ promoted: z.boolean() });

export const SectionParamsSchema = z.object({ id: z.uuid(), section: z.enum(TOURNAMENT_SECTIONS) });

/** A registration as the participants tab and the organizer's participants table show it. */
export const ParticipantSchema = z.object({
  registrationId: z.string(),
  kind: z.enum(['SOLO', 'TEAM']),
  /** The player's nickname, or the team's name. */
  name: z.string(),
  teamId: z.string().nullable(),
  captain: z.object({ id: z.string(), nickname: z.string() }),
  members: z.array(z.object({ id: z.string(), nickname: z.string() })),
  status: z.enum(['REGISTERED', 'CHECKED_IN', 'DISQUALIFIED']),
  registeredAt: z.string(),
  checkedInAt: z.string().nullable(),
  /** Contact details, only for the tournament's organizer. */
  email: z.string().optional(),
  discordNickname: z.string().optional(),
  gameNickname: z.string().optional(),
});
export type Participant = z.infer<typeof ParticipantSchema>;
export const ParticipantListSchema = z.array(ParticipantSchema);

export const LeaderboardSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['POINTS', 'RANK']),
  status: z.enum(['DRAFT', 'ACTIVE', 'ENDED', 'DELETED']),
});
export const LeaderboardSummaryListSchema = z.array(LeaderboardSummarySchema);

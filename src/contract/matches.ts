// The playing half of a tournament (issue 11; SPEC §2–§7): entrants and their seeds, rounds, matches, score
// reports, disputes, the organizer's round management and the standings. Matches are the system of record;
// these are the shapes every call returns. Paths are in paths.ts (`/matches/{tournamentId}/…`).
import { z } from 'zod';
import { TOURNAMENT_FORMATS } from './tournaments.js';

/**
 * Stored status of a match:
 * - PENDING: waiting for an opponent (single elimination, an earlier match is not decided yet);
 * - READY: both sides known, the round is on, nobody reported yet;
 * - REPORTED: a report is in; the opponent(s) may confirm or dispute until `bufferEndsAt`;
 * - DISPUTED: reports conflict, or a side said the reported score is wrong: the organizer decides;
 * - COMPLETED: final result (confirmed, unopposed after the buffer, or set by the organizer);
 * - WALKOVER: a side forfeited or was disqualified; BYE: no opponent, the side advances;
 * - SCORE_MISSING: the round ended without a final result: the organizer chooses.
 */
export const MATCH_STATUSES = [
  'PENDING',
  'READY',
  'REPORTED',
  'DISPUTED',
  'COMPLETED',
  'WALKOVER',
  'BYE',
  'SCORE_MISSING',
] as const;
export type MatchStoredStatus = (typeof MATCH_STATUSES)[number];

/** How a final result came about. */
export const MATCH_RESOLUTIONS = ['CONFIRMED', 'BUFFER_ENDED', 'ORGANIZER', 'WALKOVER', 'BYE'] as const;
export type MatchResolution = (typeof MATCH_RESOLUTIONS)[number];

/** SPEC §4 round/match statuses as the screens name them (null for PENDING and BYE). */
export const MATCH_DISPLAY_STATUSES = [
  'ROUND_IN_PROGRESS',
  'SCORE_REPORTED',
  'DISPUTE_BUFFER',
  'DISPUTED',
  'DISPUTE_RESOLVED',
  'SCORE_MISSING',
] as const;

export const ENTRANT_STATUSES = ['ACTIVE', 'ELIMINATED', 'DISQUALIFIED', 'BANNED'] as const;

/** A seeded participant: a player (solo) or a team. `seed` is 1-based; the engine index is seed - 1. */
export const EntrantSchema = z.object({
  seed: z.number().int(),
  registrationId: z.string(),
  name: z.string(),
  teamId: z.string().nullable(),
  /** The player (solo) or the team's captain: the one who reports. */
  captainId: z.string(),
  memberIds: z.array(z.string()),
  avatarUrl: z.string().nullable(),
  status: z.enum(ENTRANT_STATUSES),
  /** Final placement (1-based) once known. */
  finalRank: z.number().int().nullable(),
});
export type Entrant = z.infer<typeof EntrantSchema>;

/** One side of a match: the entrant's seed, or null while unknown; `bye` when nobody will come. */
export const MatchSideSchema = z.object({
  seed: z.number().int().nullable(),
  bye: z.boolean(),
  /** Duel: the game's score as entered for a one-game result, games won for a series. FFA: points in the lobby. */
  score: z.number().nullable(),
  /** FFA: rank within the lobby once final. */
  rank: z.number().int().nullable(),
  isWinner: z.boolean(),
  /** Sides (issue 30): the side this entrant plays in game 1 (a best-of alternates); absent without sides. */
  side: z.enum(['FIRST', 'SECOND']).nullable().optional(),
});
export type MatchSide = z.infer<typeof MatchSideSchema>;

export const DuelGameSchema = z.object({ scores: z.array(z.number()).length(2) });

/** One FFA game result of one participant (SPEC §3). */
export const FfaGameResultSchema = z.object({
  gameIndex: z.number().int().min(0).max(63),
  isForfeit: z.boolean(),
  ingameRank: z.number().int().min(1).max(1024).optional(),
  ingameMetricScores: z
    .array(z.object({ score: z.number().min(-1_000_000).max(1_000_000) }))
    .max(16)
    .optional(),
});
export type FfaGameResultBody = z.infer<typeof FfaGameResultSchema>;

export const MATCH_BRACKETS = ['WINNERS', 'LOSERS', 'GRAND_FINAL', 'GRAND_FINAL_RESET'] as const;
export type MatchBracket = (typeof MATCH_BRACKETS)[number];

/**
 * A duel's check-in ("ready up", issue 26 §3) once the match is available in a tournament with check-in on: both
 * sides confirm they are present before `endsAt`; whoever has not by then loses by walkover (`noShowSeeds`).
 */
export const MatchCheckInSchema = z.object({
  endsAt: z.string(),
  /** Seeds that confirmed they are present. */
  readySeeds: z.array(z.number().int()),
  /** Seeds that missed the window (empty while it is open, or after the organizer undid the walkover). */
  noShowSeeds: z.array(z.number().int()),
});
export type MatchCheckIn = z.infer<typeof MatchCheckInSchema>;

/** PUT /matches/{tournamentId}/{matchId}/stream: an https link to the match's stream or VOD, or null to remove it. */
export const STREAM_URL_MAX = 2048;
export const StreamUrlBodySchema = z.object({
  streamUrl: z
    .url({
      protocol: /^https$/,
      hostname: /\./,
      normalize: false,
      error: 'Enter an https:// link to the stream or video',
    })
    .max(STREAM_URL_MAX)
    .nullable(),
});
export type StreamUrlBody = z.infer<typeof StreamUrlBodySchema>;

export const MatchSchema = z.object({
  id: z.string(),
  tournamentId: z.string(),
  /** 0-based round index. */
  roundIndex: z.number().int(),
  /**
   * Order within the round: bracket order (single elimination, where it numbers the matches through the whole bracket,
   * round after round, so a later round does not start at 0), pairing order (Swiss), lobby number (FFA).
   */
  position: z.number().int(),
  kind: z.enum(['DUEL', 'FFA']),
  bestOf: z.number().int(),
  isThirdPlaceDecider: z.boolean(),
  /** Duel: exactly two sides in bracket order. FFA: every lobby member. */
  sides: z.array(MatchSideSchema),
  status: z.enum(MATCH_STATUSES),
  displayStatus: z.enum(MATCH_DISPLAY_STATUSES).nullable(),
  resolution: z.enum(MATCH_RESOLUTIONS).nullable(),
  winnerSeed: z.number().int().nullable(),
  /** Duel games of the final result, scores in side order. */
  games: z.array(DuelGameSchema),
  /** FFA results of the final result, by seed. */
  ffaResults: z.array(z.object({ seed: z.number().int(), results: z.array(FfaGameResultSchema) })),
  reportedAt: z.string().nullable(),
  bufferEndsAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** True when an amendment upstream replaced an opponent after this match had a result. */
  resultStale: z.boolean(),
  /**
   * Double elimination only: the bracket the match belongs to. GRAND_FINAL_RESET exists (is stored) from the start
   * but is only played when the losers-bracket winner takes the grand final; otherwise it ends as a BYE.
   */
  bracket: z.enum(MATCH_BRACKETS).optional(),
  /** Round robin only: the 0-based group index (0 = Group A). */
  group: z.number().int().optional(),
  /** Multi-stage only: the 0-based stage the match belongs to. `position` counts within its stage. */
  stage: z.number().int().optional(),
  /** Null when the match has no check-in (off, an FFA lobby, or not available yet). */
  checkIn: MatchCheckInSchema.nullable().optional(),
  /** The match's stream or VOD (https), set by the organizer. */
  streamUrl: z.string().nullable().optional(),
  /** Sides (issue 30): the format's side names, first side first; absent when its games have no sides. */
  sideNames: z.tuple([z.string(), z.string()]).optional(),
  /** Sides: per game, the seed on the first side (null until both entrants are known). */
  gameSides: z.array(z.number().int()).nullable().optional(),
});
export type MatchView = z.infer<typeof MatchSchema>;

export const ROUND_STATUSES = ['UPCOMING', 'IN_PROGRESS', 'COMPLETE', 'SKIPPED'] as const;
export const RoundSchema = z.object({
  index: z.number().int(),
  /**
   * "Round 1", "Quarterfinals", "Semifinals", "Final". Double elimination names the bracket: "Winners round 1",
   * "Losers round 3", "Grand final", "Grand final reset" (a round may hold matches of both brackets: then
   * "Winners round 2 · Losers round 1").
   */
  name: z.string(),
  status: z.enum(ROUND_STATUSES),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Multi-stage only: the 0-based stage the round belongs to (rounds are numbered through the whole event). */
  stage: z.number().int().optional(),
});
export type RoundView = z.infer<typeof RoundSchema>;

export const TIE_BREAK_COLUMNS = [
  'BUCHHOLZ',
  'BUCHHOLZ_CUT_1',
  'SONNEBORN_BERGER',
  'HEAD_TO_HEAD',
  'WINS',
  /** Round robin: games won minus games lost. */
  'GAME_DIFFERENCE',
  /** Round robin: points scored minus points conceded over the games (the reported scores). */
  'SCORE_DIFFERENCE',
  'GAMES_WON',
] as const;
export type TieBreakColumn = (typeof TIE_BREAK_COLUMNS)[number];

/** GET /matches/{tournamentId}/tiebreaker-leaderboard: the tournament standings. */
export const StandingRowSchema = z.object({
  /** null ('-' badge) while the entrant has no rank yet. */
  rank: z.number().int().nullable(),
  seed: z.number().int(),
  name: z.string(),
  status: z.enum(ENTRANT_STATUSES),
  points: z.number(),
  wins: z.number().int(),
  losses: z.number().int(),
  gamesPlayed: z.number().int(),
  /** Round robin: matches drawn (always 0 today: a duel report names a winner). Absent for other formats. */
  draws: z.number().int().optional(),
  /** Round robin: the entrant's group (0-based); absent for other formats. */
  group: z.number().int().optional(),
  /** Multi-stage: true when the entrant went on from this stage to the next (the "qualified" mark). */
  qualified: z.boolean().optional(),
  /**
   * Tie-break values by criterion, in the order of `columns`. Round robin's HEAD_TO_HEAD is the points taken from
   * the entrants still level when it applied (0 when nobody was level any more).
   */
  tieBreaks: z.array(z.number()),
  /** Swiss with sides (issue 30): the side of each round so far by its initial ("WBW"), "-" without a game. */
  sideHistory: z.string().optional(),
});
export type StandingRow = z.infer<typeof StandingRowSchema>;

/** One round-robin group's table: rows best first, ranks within the group. */
export const GroupStandingsSchema = z.object({
  /** 0-based; the match's `group`. */
  index: z.number().int(),
  /** "Group A", "Group B", … */
  name: z.string(),
  columns: z.array(z.enum(TIE_BREAK_COLUMNS)),
  rows: z.array(StandingRowSchema),
});
export type GroupStandingsView = z.infer<typeof GroupStandingsSchema>;
/**
 * One stage of a multi-stage event as the brackets tab's stage switcher and the standings show it. Its matches and
 * rounds carry `stage`; its rounds are firstRound … firstRound + roundCount - 1 of the whole event.
 */
export const STAGE_STATUSES = ['UPCOMING', 'IN_PROGRESS', 'COMPLETE'] as const;
export const StageSchema = z.object({
  /** 0-based. */
  index: z.number().int(),
  /** "Stage 1 · Round robin", "Stage 2 · Double elimination". */
  name: z.string(),
  format: z.enum(TOURNAMENT_FORMATS),
  status: z.enum(STAGE_STATUSES),
  /** Null until the stage's entrants are known (stage 1: once seeded; later: once the stage before is resolved). */
  firstRound: z.number().int().nullable(),
  roundCount: z.number().int(),
  /** Seeds (of the whole event) playing this stage, in this stage's seed order; empty until known. */
  entrantSeeds: z.array(z.number().int()),
  /** Seeds that went on to the next stage (empty until this stage is resolved, and for the last stage). */
  qualifiedSeeds: z.array(z.number().int()),
  /** This stage's standings. */
  columns: z.array(z.enum(TIE_BREAK_COLUMNS)),
  rows: z.array(StandingRowSchema),
  /** Round robin: each group's table. */
  groups: z.array(GroupStandingsSchema).optional(),
});
export type StageView = z.infer<typeof StageSchema>;

export const StandingsSchema = z.object({
  tournamentId: z.string(),
  columns: z.array(z.enum(TIE_BREAK_COLUMNS)),
  /** Overall rows (round robin: by final placement, ties across groups by group rank). */
  rows: z.array(StandingRowSchema),
  final: z.boolean(),
  /** Round robin only: each group's own table. */
  groups: z.array(GroupStandingsSchema).optional(),
  /**
   * Multi-stage only: each stage's standings (`rows` above is the event's order: final placements once finished,
   * the current stage's standings before).
   */
  stages: z.array(StageSchema).optional(),
});
export type StandingsView = z.infer<typeof StandingsSchema>;

/** Everything the brackets tab (and the embeddable bracket page) draws. */
export const BracketsSchema = z.object({
  tournamentId: z.string(),
  format: z.enum(TOURNAMENT_FORMATS),
  matchType: z.enum(['DUEL', 'FFA']),
  /** Empty before seeding. */
  entrants: z.array(EntrantSchema),
  rounds: z.array(RoundSchema),
  matches: z.array(MatchSchema),
  /** The viewer's own seed (solo player, or a member of the team), to highlight their path. */
  viewerSeed: z.number().int().nullable(),
  finished: z.boolean(),
  /** FFA: the tournament's in-game metric labels (e.g. "Kills"), the columns of each lobby; empty for duels. */
  metricLabels: z.array(z.string()),
  /** Round robin only: one table per group (its matches carry `group`). */
  groups: z.array(GroupStandingsSchema).optional(),
  /** Multi-stage only: every stage in order (`format` above is stage 1's). */
  stages: z.array(StageSchema).optional(),
  /** Multi-stage only: the stage being played (the last one once finished). */
  currentStage: z.number().int().optional(),
});
export type BracketsView = z.infer<typeof BracketsSchema>;

/** A report as stored; shown to the match's participants and the organizer. */
export const MatchReportSchema = z.object({
  id: z.string(),
  seed: z.number().int(),
  reporterId: z.string(),
  reporterNickname: z.string(),
  kind: z.enum(['DUEL', 'FFA']),
  /** Duel: games in side order and the winner claimed. */
  games: z.array(DuelGameSchema),
  winnerSeed: z.number().int().nullable(),
  ffa: FfaGameResultSchema.nullable(),
  screenshots: z.array(z.object({ gameIndex: z.number().int(), url: z.string() })),
  createdAt: z.string(),
});
export type MatchReport = z.infer<typeof MatchReportSchema>;

export const MATCH_EVENT_KINDS = [
  'REPORTED',
  'CONFIRMED',
  'DISPUTED',
  'ISSUE_REPORTED',
  'FINALIZED',
  'RESULT_SET',
  'AMENDED',
  'FORFEITED',
  'DISQUALIFIED',
  'SCORE_MISSING',
  'WALKOVER',
  /** Check-in (issue 26 §3): a side readied up; both did (the match is playable); both missed it; undone. */
  'CHECKED_IN',
  'CHECK_IN_COMPLETE',
  'NO_SHOW',
  'NO_SHOW_UNDONE',
  'STREAM_SET',
] as const;
/** The audit trail: who did what to the match, and when. */
export const MatchEventSchema = z.object({
  kind: z.enum(MATCH_EVENT_KINDS),
  actorId: z.string().nullable(),
  actorNickname: z.string().nullable(),
  /** REFEREE when the actor acted as their organization's referee (issue 26 §3): "by Ana (referee)". */
  actorRole: z.enum(['REFEREE']).nullable(),
  at: z.string(),
  details: z.record(z.string(), z.unknown()),
});

export const MatchDetailSchema = z.object({
  match: MatchSchema,
  entrants: z.array(EntrantSchema),
  reports: z.array(MatchReportSchema),
  /** The audit trail and reported issues: the organizer sees all; participants see their match's. */
  events: z.array(MatchEventSchema),
  /** What the viewer may do now. */
  viewer: z.object({
    seed: z.number().int().nullable(),
    canReport: z.boolean(),
    canConfirm: z.boolean(),
    canDispute: z.boolean(),
    isOrganizer: z.boolean(),
  }),
  /** Round window (the join window opens 15 minutes before `startsAt`). */
  round: RoundSchema,
  /** Game name and the tournament's "how to join" text for the match available screen. */
  howToJoin: z.string().nullable(),
  screenshotRequired: z.boolean(),
});
export type MatchDetail = z.infer<typeof MatchDetailSchema>;

/** GET /matches/{tournamentId}/my-match: the viewer's current or next match, null when none. */
export const MyMatchSchema = MatchDetailSchema.nullable();

/** GET /matches/{tournamentId}/round-management: the organizer's live table. */
export const RoundManagementSchema = z.object({
  tournamentId: z.string(),
  currentRound: z.number().int().nullable(),
  /** A seeded single-stage Swiss: GET /tournaments/{id}/trf exports it (issue 30). */
  trfAvailable: z.boolean().optional(),
  /**
   * POST /tournaments/{id}/trf would be taken (issue 30): a single-stage Swiss of duels whose check-in is over and
   * whose first round is not drawn yet, so the page offers "Import TRF".
   */
  trfImportAvailable: z.boolean().optional(),
  rounds: z.array(RoundSchema),
  entrants: z.array(EntrantSchema),
  matches: z.array(MatchSchema),
  /** Per match id: the reports and the count of issues, so the table can show them without a call per row. */
  reports: z.record(z.string(), z.array(MatchReportSchema)),
  issues: z.record(z.string(), z.number().int()),
  paused: z.boolean(),
  finished: z.boolean(),
});
export type RoundManagementView = z.infer<typeof RoundManagementSchema>;

export const MatchParamsSchema = z.object({ tournamentId: z.uuid(), matchId: z.uuid() });
export const MatchesTournamentParamsSchema = z.object({ tournamentId: z.uuid() });
export const RoundManagementQuerySchema = z.object({
  round: z.coerce.number().int().min(0).max(64).optional(),
  status: z.enum(MATCH_STATUSES).optional(),
});

/** The organizer's result (resolve a dispute or a missing score, forfeit a side, or amend). */
export const SetResultBodySchema = z.object({
  /** Games in side order; optional when only a winner (decision) or a forfeit is set. */
  games: z.array(DuelGameSchema).max(9).optional(),
  winnerSeed: z.number().int().min(1).max(1_048_576).optional(),
  forfeitSeed: z.number().int().min(1).max(1_048_576).optional(),
  /** FFA: the results of each lobby member. */
  ffaResults: z
    .array(z.object({ seed: z.number().int().min(1).max(1_048_576), results: z.array(FfaGameResultSchema).max(64) }))
    .max(1024)
    .optional(),
  reason: z.string().max(1000).optional(),
  /**
   * Multi-stage: amending a finished stage after the next one has started is refused (NEXT-STAGE-STARTED) unless
   * the organizer confirms that the next stage is reset and its first round drawn again (audited).
   */
  resetNextStage: z.boolean().optional(),
});
export type SetResultBody = z.infer<typeof SetResultBodySchema>;

/** What an amendment changes, shown before the organizer confirms. */
export const AmendmentPreviewSchema = z.object({
  changedMatches: z.array(MatchSchema),
  /** Matches whose played result no longer applies (their opponents change) and will be replayed. */
  invalidatedMatchIds: z.array(z.string()),
  /**
   * Entrants whose place moves (`from` → `to`, null: no place): final placements once the tournament finished,
   * the standings before (a single-stage tournament's; a multi-stage one's qualification is below).
   */
  placementChanges: z
    .array(z.object({ seed: z.number().int(), from: z.number().int().nullable(), to: z.number().int().nullable() }))
    .default([]),
  /** Multi-stage, amending a finished stage: who would go on instead of whom, and whether that resets a stage. */
  qualification: z
    .object({
      /** Seeds who would newly qualify. */
      entering: z.array(z.number().int()),
      /** Seeds who would no longer qualify. */
      leaving: z.array(z.number().int()),
      /** True when the next stage has a played result: confirming needs resetNextStage. */
      nextStageStarted: z.boolean(),
    })
    .optional(),
});
export type AmendmentPreview = z.infer<typeof AmendmentPreviewSchema>;

export const DisqualifyBodySchema = z.object({
  /** BANNED also bars the player or team from the organization's later tournaments. Both are irreversible. */
  ban: z.boolean().default(false),
  reason: z.string().max(1000).optional(),
});
export const EntrantParamsSchema = z.object({ tournamentId: z.uuid(), registrationId: z.uuid() });

export const ReportIssueBodySchema = z.object({ message: z.string().trim().min(1).max(2000) });
export const DisputeBodySchema = z.object({ message: z.string().trim().max(2000).optional() });

/** PUT /matches/{tournamentId}/seeds: a seed slot list, one entry per checked-in participant. */
export const SeedSlotsBodySchema = z.array(z.object({ registrationId: z.uuid(), seed: z.number() })).max(65_536);
export type SeedSlotsBody = z.infer<typeof SeedSlotsBodySchema>;

/** POST /tournaments/{id}/trf (issue 30): a FIDE Tournament Report File's text, to continue its Swiss here. */
export const TrfImportBodySchema = z.object({ trf: z.string().min(1).max(1_000_000) });
export type TrfImportBody = z.infer<typeof TrfImportBodySchema>;

export const SeedingSchema = z.object({
  tournamentId: z.string(),
  mode: z.enum(['AUTO', 'MANUAL']),
  /** Whether the organizer may change the seeds now (the seeding window). */
  editable: z.boolean(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  entrants: z.array(EntrantSchema),
});
export type SeedingView = z.infer<typeof SeedingSchema>;

export const RoundParamsSchema = z.object({ tournamentId: z.uuid(), round: z.coerce.number().int().min(0).max(64) });

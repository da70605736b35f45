// Player statistics (SPEC §7 GET /tournaments/stats/user/{userId} and .../metrics/{disciplineCode}),
// computed from the results that finished tournaments store.
import { z } from 'zod';

const StatTotalsSchema = z.object({
  tournamentsPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Wins / (wins + losses), 0..1; 0 when no match was played. */
  winRate: z.number(),
  points: z.number(),
  firstPlaces: z.number().int(),
  podiums: z.number().int(),
  bestPlacement: z.number().int().nullable(),
});

export const DisciplineStatsSchema = StatTotalsSchema.extend({
  disciplineCode: z.string(),
  disciplineName: z.string(),
  averagePlacement: z.number().nullable(),
});

/** One finished tournament on the profile: where the player placed and what they won there. */
export const TournamentRecordSchema = z.object({
  tournamentId: z.string(),
  name: z.string(),
  disciplineName: z.string(),
  finishedAt: z.string(),
  placement: z.number().int().nullable(),
  /** The team the player played for, null when solo. */
  teamName: z.string().nullable(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** FFA: the record is points and the in-game metrics entered, not wins and losses (a lobby is no duel). */
  matchType: z.enum(['DUEL', 'FFA']),
  points: z.number(),
  metrics: z.record(z.string(), z.number()),
  /** Prize paid or being paid to this player: UOS as an exact 8-decimal string, Uniqs as a count. */
  rewards: z.object({ uos: z.string(), uniqs: z.number().int() }),
});

export const UserStatsSchema = z.object({
  userId: z.string(),
  totals: StatTotalsSchema,
  disciplines: z.array(DisciplineStatsSchema),
  /** The most recent finished tournaments first (at most 50). */
  tournaments: z.array(TournamentRecordSchema),
});
export type UserStats = z.infer<typeof UserStatsSchema>;
export type DisciplineStats = z.infer<typeof DisciplineStatsSchema>;
export type TournamentRecord = z.infer<typeof TournamentRecordSchema>;

export const ResultPointSchema = z.object({
  tournamentId: z.string(),
  finishedAt: z.string(),
  placement: z.number().int().nullable(),
  wins: z.number().int(),
  losses: z.number().int(),
  points: z.number(),
  metrics: z.record(z.string(), z.number()),
});

export const MetricSummarySchema = z.object({ name: z.string(), total: z.number(), average: z.number() });

export const UserDisciplineMetricsSchema = z.object({
  userId: z.string(),
  disciplineCode: z.string(),
  disciplineName: z.string(),
  /** Oldest first, so a chart reads left to right. */
  results: z.array(ResultPointSchema),
  metrics: z.array(MetricSummarySchema),
});
export type UserDisciplineMetrics = z.infer<typeof UserDisciplineMetricsSchema>;
export type ResultPoint = z.infer<typeof ResultPointSchema>;

export const UserStatsParamsSchema = z.object({ userId: z.string().uuid() });
export const UserMetricsParamsSchema = z.object({
  userId: z.string().uuid(),
  disciplineCode: z.string().min(1).max(64),
});

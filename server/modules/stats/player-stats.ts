// Pure aggregation of a player's results into the numbers the profile shows. No I/O: rows in, stats out.
import type { DisciplineStats, MetricSummarySchema, ResultPoint } from '../../../src/contract/stats.js';
import type { z } from 'zod';

export interface ResultInput {
  disciplineCode: string;
  tournamentId: string;
  placement: number | null;
  wins: number;
  losses: number;
  points: number;
  metrics: Record<string, number>;
  finishedAt: Date;
}

export interface Totals {
  tournamentsPlayed: number;
  wins: number;
  losses: number;
  winRate: number;
  points: number;
  firstPlaces: number;
  podiums: number;
  bestPlacement: number | null;
}

const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;

export function totalsOf(results: ResultInput[]): Totals {
  const wins = results.reduce((sum, r) => sum + r.wins, 0);
  const losses = results.reduce((sum, r) => sum + r.losses, 0);
  const placements = results.map((r) => r.placement).filter((p): p is number => p !== null);
  return {
    tournamentsPlayed: results.length,
    wins,
    losses,
    winRate: wins + losses === 0 ? 0 : round(wins / (wins + losses)),
    points: round(
      results.reduce((sum, r) => sum + r.points, 0),
      8,
    ),
    firstPlaces: placements.filter((p) => p === 1).length,
    podiums: placements.filter((p) => p <= 3).length,
    bestPlacement: placements.length ? Math.min(...placements) : null,
  };
}

export function disciplineStatsOf(results: ResultInput[], names: Map<string, string>): DisciplineStats[] {
  const byCode = new Map<string, ResultInput[]>();
  for (const result of results)
    byCode.set(result.disciplineCode, [...(byCode.get(result.disciplineCode) ?? []), result]);
  return [...byCode.entries()]
    .map(([code, rows]) => {
      const placements = rows.map((r) => r.placement).filter((p): p is number => p !== null);
      return {
        ...totalsOf(rows),
        disciplineCode: code,
        disciplineName: names.get(code) ?? code,
        averagePlacement: placements.length
          ? round(placements.reduce((a, b) => a + b, 0) / placements.length, 2)
          : null,
      };
    })
    .sort((a, b) => b.tournamentsPlayed - a.tournamentsPlayed || a.disciplineName.localeCompare(b.disciplineName));
}

export function resultPointsOf(results: ResultInput[]): ResultPoint[] {
  return results.map((r) => ({
    tournamentId: r.tournamentId,
    finishedAt: r.finishedAt.toISOString(),
    placement: r.placement,
    wins: r.wins,
    losses: r.losses,
    points: r.points,
    metrics: r.metrics,
  }));
}

export function metricSummariesOf(results: ResultInput[]): z.infer<typeof MetricSummarySchema>[] {
  const sums = new Map<string, { total: number; count: number }>();
  for (const result of results) {
    for (const [name, value] of Object.entries(result.metrics)) {
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      const entry = sums.get(name) ?? { total: 0, count: 0 };
      sums.set(name, { total: entry.total + value, count: entry.count + 1 });
    }
  }
  return [...sums.entries()]
    .map(([name, { total, count }]) => ({ name, total: round(total, 4), average: round(total / count, 4) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

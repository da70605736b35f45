// Player statistics for the profile (SPEC §7): read the stored results, aggregate them purely.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserDisciplineMetrics, UserStats } from '../../../src/contract/stats.js';
import { notFound } from '../../http-error.js';
import { disciplineNames, listResults, userExists, type ResultRow } from './stats-repository.js';
import { disciplineStatsOf, metricSummariesOf, resultPointsOf, totalsOf, type ResultInput } from './player-stats.js';

function toInput(row: ResultRow): ResultInput {
  const metrics =
    typeof row.metrics === 'string' ? (JSON.parse(row.metrics) as Record<string, number>) : (row.metrics ?? {});
  return {
    disciplineCode: row.discipline_code,
    tournamentId: row.tournament_id,
    placement: row.placement,
    wins: Number(row.wins),
    losses: Number(row.losses),
    points: Number(row.points),
    metrics,
    finishedAt: new Date(row.finished_at),
  };
}

export class StatsService {
  constructor(private readonly db: Kysely<Database>) {}

  async userStats(userId: string): Promise<UserStats> {
    if (!(await userExists(this.db, userId))) throw notFound('USER-NOT-FOUND');
    const results = (await listResults(this.db, userId)).map(toInput);
    return {
      userId,
      totals: totalsOf(results),
      disciplines: disciplineStatsOf(results, await disciplineNames(this.db)),
    };
  }

  async disciplineMetrics(userId: string, disciplineCode: string): Promise<UserDisciplineMetrics> {
    if (!(await userExists(this.db, userId))) throw notFound('USER-NOT-FOUND');
    const names = await disciplineNames(this.db);
    const name = names.get(disciplineCode);
    if (!name) throw notFound('DISCIPLINE-NOT-FOUND');
    const results = (await listResults(this.db, userId, disciplineCode)).map(toInput);
    return {
      userId,
      disciplineCode,
      disciplineName: name,
      results: resultPointsOf(results),
      metrics: metricSummariesOf(results),
    };
  }
}

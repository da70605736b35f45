// Player statistics for the profile (SPEC §7): read the stored results, aggregate them purely.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TournamentRecord, UserDisciplineMetrics, UserStats } from '../../../src/contract/stats.js';
import { notFound } from '../../http-error.js';
import { formatUosAmount } from '../../../src/domain/uos.js';
import { disciplineNamesByCode } from '../disciplines/disciplines-module.js';
import { userExists } from '../users/users-module.js';
import { listResults, listTournamentRecords, type ResultRow, type TournamentRecordRow } from './stats-repository.js';

/** How many finished tournaments the profile lists. */
const TOURNAMENT_RECORDS_SHOWN = 50;
import { disciplineStatsOf, metricSummariesOf, resultPointsOf, totalsOf, type ResultInput } from './player-stats.js';

/** jsonb metrics come back parsed from PostgreSQL, as text from some drivers. */
const metricsOf = (value: Record<string, number> | string | null): Record<string, number> =>
  typeof value === 'string' ? (JSON.parse(value) as Record<string, number>) : (value ?? {});

function toInput(row: ResultRow): ResultInput {
  const metrics = metricsOf(row.metrics);
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

function toTournamentRecord(row: TournamentRecordRow, names: Map<string, string>): TournamentRecord {
  return {
    tournamentId: row.tournament_id,
    name: row.name,
    disciplineName: names.get(row.discipline_code) ?? row.discipline_code,
    finishedAt: new Date(row.finished_at).toISOString(),
    placement: row.placement,
    teamName: row.team_name,
    wins: Number(row.wins),
    losses: Number(row.losses),
    matchType: row.match_type === 'FFA' ? 'FFA' : 'DUEL',
    points: Number(row.points),
    metrics: metricsOf(row.metrics),
    rewards: { uos: formatUosAmount(BigInt(row.uos_units)), uniqs: Number(row.uniqs) },
  };
}

export class StatsService {
  constructor(private readonly db: Kysely<Database>) {}

  async userStats(userId: string): Promise<UserStats> {
    if (!(await userExists(this.db, userId))) throw notFound('USER-NOT-FOUND');
    const [rows, names, records] = await Promise.all([
      listResults(this.db, userId),
      disciplineNamesByCode(this.db),
      listTournamentRecords(this.db, userId, TOURNAMENT_RECORDS_SHOWN),
    ]);
    const results = rows.map(toInput);
    return {
      userId,
      totals: totalsOf(results),
      disciplines: disciplineStatsOf(results, names),
      tournaments: records.map((record) => toTournamentRecord(record, names)),
    };
  }

  async disciplineMetrics(userId: string, disciplineCode: string): Promise<UserDisciplineMetrics> {
    if (!(await userExists(this.db, userId))) throw notFound('USER-NOT-FOUND');
    const names = await disciplineNamesByCode(this.db);
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

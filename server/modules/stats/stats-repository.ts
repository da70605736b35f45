// SQL for player results: the rows the tournament capability writes when a tournament's results are final.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { prizesWon } from '../payments/payments-module.js';
import { teamCards } from '../teams/teams-module.js';
import { tournamentNames } from '../tournaments/tournaments-module.js';

type Db = Kysely<Database>;

export interface ResultRow {
  discipline_code: string;
  tournament_id: string;
  placement: number | null;
  wins: number;
  losses: number;
  points: string;
  metrics: Record<string, number> | string;
  finished_at: Date;
}

export function listResults(db: Db, userId: string, disciplineCode?: string): Promise<ResultRow[]> {
  let query = db
    .selectFrom('player_results')
    .select(['discipline_code', 'tournament_id', 'placement', 'wins', 'losses', 'points', 'metrics', 'finished_at'])
    .where('user_id', '=', userId)
    .orderBy('finished_at')
    .orderBy('tournament_id');
  if (disciplineCode) query = query.where('discipline_code', '=', disciplineCode);
  return query.execute();
}

export interface TournamentRecordRow {
  tournament_id: string;
  name: string;
  discipline_code: string;
  finished_at: Date;
  placement: number | null;
  team_name: string | null;
  wins: number;
  losses: number;
  match_type: 'DUEL' | 'FFA' | null;
  points: string;
  metrics: Record<string, number> | string;
  uos_units: string;
  uniqs: number;
}

/**
 * The player's finished tournaments, most recent first, with what the prize distribution pays them there
 * (cancelled payments left out: those were returned to the organizer).
 */
export async function listTournamentRecords(db: Db, userId: string, limit: number): Promise<TournamentRecordRow[]> {
  const records = await db
    .selectFrom('player_results as r')
    .innerJoin(tournamentNames(db).as('t'), (join) => join.on(sql`t.id::text`, '=', sql.ref('r.tournament_id')))
    .leftJoin(teamCards(db).as('team'), 'team.id', 'r.team_id')
    .select([
      'r.tournament_id',
      't.name',
      'r.discipline_code',
      'r.finished_at',
      'r.placement',
      'team.name as team_name',
      'r.wins',
      'r.losses',
      't.match_type',
      'r.points',
      'r.metrics',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.finished_at', 'desc')
    .orderBy('r.tournament_id')
    .limit(limit)
    .execute();
  // What the prizes there amount to, from the payments module's ledger.
  const won = await prizesWon(
    db,
    userId,
    'TOURNAMENT',
    records.map((record) => record.tournament_id),
  );
  return records.map((record) => {
    const mine = won.filter((prize) => prize.sourceId === record.tournament_id);
    return {
      ...record,
      uos_units: mine.reduce((sum, prize) => sum + prize.uosUnits, 0n).toString(),
      uniqs: mine.reduce((count, prize) => count + prize.tokenIds.length, 0),
    };
  });
}

/** For the tournament capability: records (or corrects) one player's final result in one tournament. */
export interface PlayerResult {
  userId: string;
  disciplineCode: string;
  tournamentId: string;
  teamId?: string | null;
  placement: number | null;
  wins: number;
  losses: number;
  points: number | string;
  metrics?: Record<string, number>;
  finishedAt: Date;
}

/** Rows per INSERT: a 16,384-player tournament's records are a handful of statements, not one per player. */
const UPSERT_CHUNK = 2_000;

/** Writes (or rewrites, after an amendment) each player's record of a tournament. */
export async function upsertPlayerResults(db: Db, results: readonly PlayerResult[]): Promise<void> {
  const rows = results.map((result) => ({
    user_id: result.userId,
    discipline_code: result.disciplineCode,
    tournament_id: result.tournamentId,
    team_id: result.teamId ?? null,
    placement: result.placement,
    wins: result.wins,
    losses: result.losses,
    points: String(result.points),
    metrics: JSON.stringify(result.metrics ?? {}),
    finished_at: result.finishedAt,
  }));
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    await db
      .insertInto('player_results')
      .values(rows.slice(i, i + UPSERT_CHUNK))
      .onConflict((oc) =>
        oc.columns(['user_id', 'tournament_id']).doUpdateSet((eb) => ({
          discipline_code: eb.ref('excluded.discipline_code'),
          team_id: eb.ref('excluded.team_id'),
          placement: eb.ref('excluded.placement'),
          wins: eb.ref('excluded.wins'),
          losses: eb.ref('excluded.losses'),
          points: eb.ref('excluded.points'),
          metrics: eb.ref('excluded.metrics'),
          finished_at: eb.ref('excluded.finished_at'),
        })),
      )
      .execute();
  }
}

export const upsertPlayerResult = (db: Db, result: PlayerResult) => upsertPlayerResults(db, [result]);

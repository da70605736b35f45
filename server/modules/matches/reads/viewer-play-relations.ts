// How a viewer stands in the rounds of the tournaments they take part in (SPEC §4: WAITING_MATCH,
// MATCH_AVAILABLE, DISPUTE, ELIMINATED, placements, PAUSED), read from this module's tables in one query per page
// of tournaments so the tournament view can derive the state without knowing how play is stored. The tournaments
// module is handed it by app.ts (this module depends on that one).
import { sql, type Kysely } from 'kysely';
import type { MatchStatus } from '../../../../src/domain/index.js';
import type { Database } from '../../../db/schema.js';
import { registrationsOfPlayer, type PlayRelation } from '../../tournaments/tournaments-module.js';
import { playedRoundsColumn, playedRoundsOf } from '../rounds/round-pace.js';

const STATUS: Record<string, MatchStatus | undefined> = {
  READY: 'ROUND_IN_PROGRESS',
  REPORTED: 'DISPUTE_BUFFER',
  DISPUTED: 'DISPUTED',
  SCORE_MISSING: 'SCORE_MISSING',
};

export async function playRelations(
  db: Kysely<Database>,
  tournamentIds: readonly string[],
  viewerId: string | null,
): Promise<Map<string, PlayRelation>> {
  const result = new Map<string, PlayRelation>();
  if (tournamentIds.length === 0) return result;
  const plays = await db
    .selectFrom('tournament_play')
    .select([
      'tournament_id',
      'paused_at',
      playedRoundsColumn(sql`tournament_play.tournament_id`).as('played_rounds'),
      sql<boolean>`EXISTS (
        SELECT 1 FROM tournament_rounds r WHERE r.tournament_id = tournament_play.tournament_id AND r.status = 'COMPLETE'
      )`.as('rounds_played'),
    ])
    .where('tournament_id', 'in', tournamentIds)
    .execute();
  for (const play of plays) {
    const playedRounds = playedRoundsOf(play.played_rounds);
    result.set(play.tournament_id, {
      paused: play.paused_at !== null,
      relation: {},
      ...(Object.keys(playedRounds).length > 0 ? { playedRounds } : {}),
      ...(play.rounds_played ? { roundsPlayed: true } : {}),
    });
  }
  if (!viewerId || plays.length === 0) return result;
  const rows = await sql<{
    tournament_id: string;
    status: string;
    final_rank: number | null;
    match_round: number | null;
    match_status: string | null;
    won_decider: boolean;
  }>`
    SELECT e.tournament_id, e.status, e.final_rank, m.round_index AS match_round, m.status AS match_status,
      EXISTS (
        SELECT 1 FROM matches d
        WHERE d.tournament_id = e.tournament_id AND d.third_place AND d.winner = e.seed
      ) AS won_decider
    FROM tournament_entrants e
    JOIN ${registrationsOfPlayer(db, viewerId)} rm ON rm.registration_id = e.registration_id
    LEFT JOIN LATERAL (
      SELECT round_index, status FROM matches
      WHERE tournament_id = e.tournament_id AND participants @> to_jsonb(e.seed)
        AND status IN ('PENDING', 'READY', 'REPORTED', 'DISPUTED', 'SCORE_MISSING')
      ORDER BY round_index LIMIT 1
    ) m ON true
    WHERE e.tournament_id IN (${sql.join(tournamentIds.map((id) => sql`${id}::uuid`))})`.execute(db);
  for (const row of rows.rows) {
    const play = result.get(row.tournament_id) ?? { paused: false, relation: {} };
    const status = row.match_status ? STATUS[row.match_status] : undefined;
    play.relation = {
      eliminated: row.status !== 'ACTIVE',
      // The decider feeds nobody onwards, so its winner stays ACTIVE with no match left until the final ends.
      ...(row.won_decider && !status ? { playedOut: true } : {}),
      ...(row.final_rank !== null ? { finalRank: Number(row.final_rank) } : {}),
      ...(status && row.match_round !== null ? { currentMatch: { round: Number(row.match_round), status } } : {}),
    };
    result.set(row.tournament_id, play);
  }
  return result;
}

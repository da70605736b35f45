// Each side of an open match with the instant its round starts (the played round window when the pace set one,
// else the planned one), as a subquery other modules join: the notifications' "starts in 15 minutes" and "ready".
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { publishedSchedules } from '../../tournaments/tournaments-module.js';

export interface MatchSideStart {
  match_id: string;
  tournament_id: string;
  round_index: number;
  status: string;
  registration_id: string;
  round_start: Date | null;
}

/** Columns of MatchSideStart; join it as `JOIN ${openMatchSides(db)} s ON …`. */
export function openMatchSides(db: Kysely<Database>) {
  return sql<MatchSideStart>`(
    SELECT m.id AS match_id, m.tournament_id, m.round_index, m.status, e.registration_id,
      COALESCE(w.starts_at, (t.schedule->'rounds'->m.round_index->>'start')::timestamptz) AS round_start
    FROM matches m
    JOIN ${publishedSchedules(db)} t ON t.id = m.tournament_id
    LEFT JOIN tournament_round_windows w ON w.tournament_id = m.tournament_id AND w.round_index = m.round_index
    CROSS JOIN LATERAL jsonb_array_elements_text(m.participants) AS side(seed)
    JOIN tournament_entrants e ON e.tournament_id = m.tournament_id AND e.seed = side.seed::int
    WHERE m.status IN ('PENDING', 'READY'))`;
}

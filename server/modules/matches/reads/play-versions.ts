// What a tournament's view takes from play, as SQL expressions whose text changes whenever that does: the
// tournaments module's validated answer copies compare them (with the other rows a view reads) before sending an
// answer built earlier; handed in by app.ts, since this module depends on that one.
import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { registrationsOfPlayer } from '../../tournaments/tournaments-module.js';

/**
 * A visitor's view (viewer-play-relations.ts without a viewer): paused, the rounds' windows as played, whether a round
 * is complete. The public list's version follows the same rows by trigger (migration 0840): a row read here is a row
 * whose writes must bump it there.
 */
export const visitorPlayVersionSql = (tournamentId: Expression<string>) => sql<string | null>`(
  SELECT concat_ws(':', p.paused_at,
    (SELECT string_agg(w.xmin::text, '.' ORDER BY w.round_index) FROM tournament_round_windows w
      WHERE w.tournament_id = p.tournament_id),
    (SELECT count(*) FROM tournament_rounds r WHERE r.tournament_id = p.tournament_id AND r.status = 'COMPLETE'))
  FROM tournament_play p WHERE p.tournament_id = ${tournamentId})`;

/**
 * What a viewer's own play relation is read from (viewer-play-relations.ts): the entrant rows of their registrations
 * and every match each plays in (out, placed, the match at hand and its status, a third-place win), by row version
 * (xmin: PostgreSQL sets it to the writing transaction's id on every write). Null when they have no entrant.
 */
export const viewerPlayVersionSql = (
  db: Kysely<Database>,
  viewerId: string | Expression<string>,
  tournamentId: Expression<string>,
) =>
  sql<string | null>`(
  SELECT string_agg(e.xmin::text || ':' || coalesce(
      (SELECT string_agg(x.xmin::text, '.' ORDER BY x.id) FROM matches x
        WHERE x.tournament_id = e.tournament_id AND x.participants @> to_jsonb(e.seed)), '-'), ',' ORDER BY e.seed)
  FROM tournament_entrants e
  JOIN (${registrationsOfPlayer(db, viewerId)}) rm ON rm.registration_id = e.registration_id
  WHERE e.tournament_id = ${tournamentId})`;

/** Both, as the tournaments module takes them (PlayVersions). */
export const playVersionsSql = { visitor: visitorPlayVersionSql, viewer: viewerPlayVersionSql };

// What a visitor's view of a tournament takes from play (viewer-play-relations.ts without a viewer: paused, the
// rounds' windows as played, whether a round is complete), as one SQL expression whose text changes whenever that
// does. The tournaments module's validated answer cache compares it (with the other rows a view reads) before it
// sends an answer it built earlier; handed in by app.ts, since this module depends on that one.
import { sql, type Expression } from 'kysely';

export const visitorPlayVersionSql = (tournamentId: Expression<string>) => sql<string | null>`(
  SELECT concat_ws(':', p.paused_at,
    (SELECT string_agg(w.xmin::text, '.' ORDER BY w.round_index) FROM tournament_round_windows w
      WHERE w.tournament_id = p.tournament_id),
    (SELECT count(*) FROM tournament_rounds r WHERE r.tournament_id = p.tournament_id AND r.status = 'COMPLETE'))
  FROM tournament_play p WHERE p.tournament_id = ${tournamentId})`;

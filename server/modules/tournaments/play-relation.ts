// How a viewer stands in the rounds of the tournaments they take part in (SPEC §4: WAITING_MATCH,
// MATCH_AVAILABLE, DISPUTE, ELIMINATED, placements, PAUSED). Play is stored by the matches module, which answers
// through playRelations (handed in by app.ts, since that module depends on this one).
import type { Expression, Kysely, RawBuilder } from 'kysely';
import type { TournamentSchedule, UserRelation } from '../../../src/domain/index.js';
import type { Database } from '../../db/schema.js';

export interface PlayRelation {
  paused: boolean;
  relation: Pick<UserRelation, 'eliminated' | 'playedOut' | 'currentMatch' | 'finalRank'>;
  /** The rounds' windows moved by the pace (rounds as soon as ready), laid over the planned schedule. */
  playedRounds?: TournamentSchedule['playedRounds'];
  /** A round is complete: the tournament is under way even before its first planned round (a TRF import). */
  roundsPlayed?: boolean;
}

/** The play relation of `viewerId` (none for visitors) in each of `tournamentIds` that is being or was played. */
export type PlayRelations = (
  db: Kysely<Database>,
  tournamentIds: readonly string[],
  viewerId: string | null,
) => Promise<Map<string, PlayRelation>>;

/**
 * SQL expressions whose text changes whenever what play shows of the tournament `tournamentId` does: to a visitor
 * (a spectator's PlayRelation), and to the viewer `viewerId` (their own). The matches module's playVersionsSql,
 * handed in likewise.
 */
export interface PlayVersions {
  visitor: (tournamentId: Expression<string>) => RawBuilder<string | null>;
  /** The viewer an id, or an expression of one (a statement asking for many viewers at once). */
  viewer: (
    db: Kysely<Database>,
    viewerId: string | Expression<string>,
    tournamentId: Expression<string>,
  ) => RawBuilder<string | null>;
}

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
 * An SQL expression whose text changes whenever what a visitor's PlayRelation of the tournament `tournamentId`
 * shows does (the matches module's visitorPlayVersionSql, handed in likewise).
 */
export type VisitorPlayVersion = (tournamentId: Expression<string>) => RawBuilder<string | null>;

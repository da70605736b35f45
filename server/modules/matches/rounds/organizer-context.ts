// What an organizer's round-management call starts from (round-management-service.ts): the play context of a
// running tournament they organize, and the finalizer's context for the results they set or the walkovers they cause.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { conflict, notFound } from '../../../http-error.js';
import type { UserRow } from '../../users/users-module.js';
import type { FinalizeContext } from '../play/match-finalizer.js';
import { loadPlayContext, type PlayContext } from '../play/play-context.js';

type Db = Kysely<Database>;

/** The tournament as its organizer manages it: anyone else is told it does not exist; it must be seeded. */
export async function loadOrganizerContext(db: Db, tournamentId: string, user: UserRow): Promise<PlayContext> {
  const ctx = await loadPlayContext(db, tournamentId, user.id);
  if (!ctx.viewerIsOrganizer) throw notFound('TOURNAMENT-NOT-FOUND');
  if (!ctx.play?.seeded_at) throw conflict('TOURNAMENT-NOT-RUNNING');
  return ctx;
}

/** The finalizer's context for what the organizer decides at `at` (ctx.stages as the caller last read them). */
export function organizerFinalizeContext(ctx: PlayContext, user: UserRow, at: Date): FinalizeContext {
  return {
    tournamentId: ctx.tournamentId,
    format: ctx.format,
    entrantCount: ctx.play!.entrant_count,
    stages: ctx.stages,
    randomSeed: ctx.play!.random_seed,
    at,
    actorId: user.id,
  };
}

// GET /tournaments/{id}/trf (issue 30): a single-stage Swiss as a FIDE Tournament Report File, so an arbiter can
// check every pairing with the reference programs (bbpPairings, JaVaFo). The organizer's only: it lists everyone.
import type { Kysely } from 'kysely';
import { writeTrf } from '../../../../src/domain/index.js';
import type { Database } from '../../../db/schema.js';
import { conflict, notFound } from '../../../http-error.js';
import { loadPlayContext } from '../play/play-context.js';
import * as repo from '../play/play-repository.js';
import { pairsLikeSwiss } from '../stages/stage-formats.js';
import { replaySwiss } from '../stages/swiss-stage.js';

const day = (at: Date | string | null | undefined) => (at ? new Date(at).toISOString().slice(0, 10) : undefined);

export async function exportTrf(
  db: Kysely<Database>,
  tournamentId: string,
  userId: string,
): Promise<{ fileName: string; text: string }> {
  const ctx = await loadPlayContext(db, tournamentId, userId);
  if (!ctx.viewerIsOrganizer) throw notFound('TOURNAMENT-NOT-FOUND');
  if (!pairsLikeSwiss(ctx.format) || ctx.stages.multi) throw conflict('TRF-SWISS-ONLY');
  if (!ctx.play?.seeded_at || ctx.play.entrant_count < 2) throw conflict('TRF-NOT-SEEDED');
  const [entrants, matches] = await Promise.all([
    repo.entrantsWithPeople(db, tournamentId),
    repo.matchesOf(db, tournamentId),
  ]);
  const swiss = replaySwiss(ctx.format, entrants, matches, ctx.play.random_seed);
  const name = ctx.mainInformation?.name ?? 'Tournament';
  const text = writeTrf(swiss, {
    name,
    names: entrants.map((entrant) => entrant.name),
    startDate: day(ctx.play.seeded_at),
    endDate: day(ctx.play.finished_at),
  });
  const fileName = `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'tournament'}.trf`;
  return { fileName, text };
}

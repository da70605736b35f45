// An amended result in a stage stored whole (single elimination; the adapter's reflow, SPEC §6): the engine replays
// the stage with the new result and the stored matches are rewritten to what it yields. Part of the organizer's
// setting of a result (organizer-result.ts).
import type { Kysely } from 'kysely';
import type { DuelResult } from '../../../../src/domain/index.js';
import type { Database } from '../../../db/schema.js';
import { walkoverIfSideOut, type FinalizeContext } from '../play/match-finalizer.js';
import type { PlayContext } from '../play/play-context.js';
import * as repo from '../play/play-repository.js';
import { gameSidesColumn, sidesDraw } from '../play/game-sides-draw.js';
import type { StagePlay } from '../stages/event-stages.js';
import { isFinal } from '../stages/stored-play.js';

type Db = Kysely<Database>;

/**
 * Amendment of a stage stored whole (single elimination): the engine replays it with the new result; every match
 * whose opponents, state or winner change is rewritten, and results recorded for opponents who no longer play are
 * cleared (those matches are played again).
 */
export async function reflowStage(
  trx: Db,
  ctx: PlayContext,
  fctx: FinalizeContext,
  played: StagePlay,
  before: repo.MatchRow[],
  match: repo.MatchRow,
  result: DuelResult,
  details: Record<string, unknown>,
): Promise<void> {
  const at = fctx.at;
  const reflow = played.adapter.reflow!;
  const stored = before.map((row) => (row.id === match.id ? { ...row, result } : row));
  const diffs = reflow.diff(played.format, played.entrantCount, stored);
  await repo.updateMatch(trx, match.id, { result, resolution: 'ORGANIZER' }, at);
  await repo.recordEvent(trx, {
    matchId: match.id,
    tournamentId: ctx.tournamentId,
    actorId: fctx.actorId,
    kind: 'AMENDED',
    details,
    at,
  });
  for (const diff of diffs) {
    const row = stored.find(
      (r) =>
        r.round_index >= played.firstRound &&
        (played.endRound === null || r.round_index < played.endRound) &&
        r.position === diff.position,
    )!;
    const sidesChanged = diff.participants[0] !== row.participants[0] || diff.participants[1] !== row.participants[1];
    const keepsResult = isFinal(diff.status) && !sidesChanged;
    await repo.updateMatch(
      trx,
      row.id,
      {
        participants: diff.participants,
        game_sides: gameSidesColumn(sidesDraw(played.format, ctx.play!.random_seed), {
          ...row,
          participants: diff.participants,
        }),
        status: diff.status,
        winner: diff.winner,
        ...(keepsResult || row.id === match.id
          ? {}
          : {
              result: null,
              resolution: null,
              reported_at: null,
              buffer_ends_at: null,
              disputed_at: null,
              resolved_at: null,
            }),
        ...(isFinal(diff.status) && row.id === match.id ? { resolved_at: at, resolution: 'ORGANIZER' as const } : {}),
        // New opponents check in afresh: the old sides' readiness (and a window they had) says nothing of them.
        ...(sidesChanged ? { check_in_ends_at: null, checked_in_seeds: [], no_show_seeds: [] } : {}),
      },
      at,
    );
    if (sidesChanged) await trx.deleteFrom('match_reports').where('match_id', '=', row.id).execute();
    if (row.id !== match.id)
      await repo.recordEvent(trx, {
        matchId: row.id,
        tournamentId: ctx.tournamentId,
        actorId: fctx.actorId,
        kind: 'AMENDED',
        details: { cause: match.id },
        at,
      });
  }
  // Who is still in, as the stage format reads it from the rewritten matches.
  const after = await repo.matchesOf(trx, ctx.tournamentId);
  const eliminated = reflow.eliminated(played.format, played.entrantCount, after);
  const entrants = await repo.entrants(trx, ctx.tournamentId);
  const inStage = new Set(ctx.stages.multi ? played.entrantSeeds : entrants.map((entrant) => entrant.seed));
  for (const entrant of entrants) {
    if (entrant.status === 'DISQUALIFIED' || entrant.status === 'BANNED' || !inStage.has(entrant.seed)) continue;
    const status = eliminated.has(entrant.seed) ? 'ELIMINATED' : 'ACTIVE';
    if (status !== entrant.status)
      await trx
        .updateTable('tournament_entrants')
        .set({ status })
        .where('tournament_id', '=', ctx.tournamentId)
        .where('seed', '=', entrant.seed)
        .execute();
  }
  for (const row of after) if (row.status === 'READY') await walkoverIfSideOut(trx, fctx, row);
}

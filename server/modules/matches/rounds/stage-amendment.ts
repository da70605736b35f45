// Amending a result of a finished stage of a multi-stage event (issue 31 §2). The stage's own matches are amended
// as in any tournament; then who goes on is recomputed. Unchanged: nothing more moves (the places of those knocked
// out are written again). Changed: the next stage (and any after it) is deleted and drawn again from the new
// qualification — at once while nobody has played in it, and after a played result only when the organizer
// confirms resetting it (NEXT-STAGE-STARTED otherwise), audited on the amended match with the organizer.
import type { Kysely } from 'kysely';
import type { AmendmentPreview } from '../../../../src/contract/matches.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import type { Database } from '../../../db/schema.js';
import { conflict } from '../../../http-error.js';
import * as repo from '../play/play-repository.js';
import { eventStagesOf, stageRows, type EventStages, type StagePlay } from '../stages/event-stages.js';
import { qualificationOf, startNextStage } from '../stages/stage-transition-service.js';

type Db = Kysely<Database>;
export type QualificationChange = NonNullable<AmendmentPreview['qualification']>;

export interface StageAmendment {
  tournamentId: string;
  format: FormatSection;
  stages: EventStages;
  /** The stage of the amended match. */
  stage: StagePlay;
  matchId: string;
  actorId: string;
  at: Date;
  finished: boolean;
  resetNextStage: boolean;
  /** A preview reports what would change and is rolled back: it never refuses. */
  preview: boolean;
}

/** True when the next stage has a played result (a final match other than a bye). */
async function nextStageStarted(trx: Db, tournamentId: string, firstRound: number): Promise<boolean> {
  const played = await trx
    .selectFrom('matches')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .where('round_index', '>=', firstRound)
    .where('status', 'in', ['COMPLETED', 'WALKOVER'])
    .limit(1)
    .executeTakeFirst();
  return played !== undefined;
}

/**
 * After the amendment of a match of `stage`, a stage others went on from: the qualification recomputed, and the
 * stages after it redrawn when it changed. Returns the preview's qualification (null: the stage is the last one).
 */
export async function requalify(trx: Db, amendment: StageAmendment): Promise<QualificationChange | null> {
  const { tournamentId, format, stage, at } = amendment;
  const next = amendment.stages.list.find((s) => s.index === stage.index + 1);
  if (!next || stage.qualifiedSeeds === null) return null;
  const { entrantSeeds, eliminated } = await qualificationOf(trx, tournamentId, format, stage);
  const before = new Set(stage.qualifiedSeeds);
  const after = new Set(entrantSeeds);
  const change: QualificationChange = {
    entering: entrantSeeds.filter((seed) => !before.has(seed)).sort((a, b) => a - b),
    leaving: stage.qualifiedSeeds.filter((seed) => !after.has(seed)).sort((a, b) => a - b),
    nextStageStarted: await nextStageStarted(trx, tournamentId, next.firstRound),
  };
  const redraw = JSON.stringify(entrantSeeds) !== JSON.stringify(stage.qualifiedSeeds);
  if (!redraw) {
    // The same entrants go on in the same order; those knocked out may have swapped places.
    for (const out of eliminated)
      await trx
        .updateTable('tournament_entrants')
        .set({ final_rank: out.place })
        .where('tournament_id', '=', tournamentId)
        .where('seed', '=', out.seed)
        .where('status', '=', 'ELIMINATED')
        .execute();
    return change;
  }
  if (amendment.preview) return change;
  // A finished event would have to be played again from the redrawn stage.
  if (amendment.finished) throw conflict('TOURNAMENT-FINISHED');
  if (change.nextStageStarted && !amendment.resetNextStage) throw conflict('NEXT-STAGE-STARTED');
  await resetStagesAfter(trx, tournamentId, stage, next.firstRound);
  const stages = eventStagesOf(
    format,
    0,
    (await stageRows(trx, tournamentId)).map((row) =>
      row.stage_index === stage.index ? { ...row, qualified_seeds: null } : row,
    ),
  );
  const started = await startNextStage(trx, tournamentId, format, stages, at);
  await repo.recordEvent(trx, {
    matchId: amendment.matchId,
    tournamentId,
    actorId: amendment.actorId,
    kind: 'STAGE_RESET',
    details: {
      stage: started.stage.index,
      entering: change.entering,
      leaving: change.leaving,
      nextStageStarted: change.nextStageStarted,
    },
    at,
  });
  return change;
}

/** The stages after `stage` gone: their rows, rounds and matches, and their entrants back in as `stage` left them. */
async function resetStagesAfter(trx: Db, tournamentId: string, stage: StagePlay, fromRound: number): Promise<void> {
  await trx
    .deleteFrom('matches')
    .where('tournament_id', '=', tournamentId)
    .where('round_index', '>=', fromRound)
    .execute();
  await trx
    .deleteFrom('tournament_rounds')
    .where('tournament_id', '=', tournamentId)
    .where('round_index', '>=', fromRound)
    .execute();
  await trx
    .deleteFrom('tournament_stages')
    .where('tournament_id', '=', tournamentId)
    .where('stage_index', '>', stage.index)
    .execute();
  // Knocked out by the transition or in a later stage: in again until the new draw says otherwise.
  await trx
    .updateTable('tournament_entrants')
    .set({ status: 'ACTIVE', left_at_round: null, final_rank: null })
    .where('tournament_id', '=', tournamentId)
    .where('status', '=', 'ELIMINATED')
    .where((eb) => eb.or([eb('left_at_round', '>=', fromRound), eb('left_at_round', 'is', null)]))
    .execute();
}

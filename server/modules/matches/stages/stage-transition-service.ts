// Moves a multi-stage event from a resolved stage to the next (issue 31 §2): the stage's standings, qualification
// and seeding by the pure stageTransition (src/domain/stage-transition.ts), the next stage stored (its row, all of a
// bracket's matches as `start` stores them, its rounds numbered on from the event's last), and those who did not go
// on ELIMINATED with their final place. Runs inside the caller's transaction under the tournament lock; the stage
// row's primary key makes a second transition of the same stage fail rather than draw twice.
import { sql, type Kysely } from 'kysely';
import {
  doubleEliminationOptionsOf,
  roundRobinOptionsOf,
  stageTransition,
  type NextStage,
  type StageTransition,
} from '../../../../src/domain/index.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import type { Database } from '../../../db/schema.js';
import * as repo from '../play/play-repository.js';
import { sidesDraw } from '../play/game-sides-draw.js';
import { eventStagesOf, stageRows, type EventStages, type StagePlay } from './event-stages.js';
import { recordWebhookEvent } from '../../integrations/integrations-module.js';
import { stageName, stageSection } from './stage-plan.js';

type Db = Kysely<Database>;

/** The next stage's engine options from its section (what its adapter will create from the same section). */
function nextStageOf(section: FormatSection): NextStage {
  if (section.format === 'SINGLE_ELIMINATION')
    return {
      format: 'SINGLE_ELIMINATION',
      options: { thirdPlaceDecider: section.thirdPlaceDecider, bestOf: section.bestOf as never },
    };
  if (section.format === 'DOUBLE_ELIMINATION') {
    const { participantCount: _, ...options } = doubleEliminationOptionsOf(section, 0);
    return { format: 'DOUBLE_ELIMINATION', options };
  }
  const { participantCount: _, ...options } = roundRobinOptionsOf(section, 0);
  return { format: 'ROUND_ROBIN', options };
}

/** Who goes on from `stage` (event seeds in the next stage's seed order), and who is out with which place. */
export async function qualificationOf(
  db: Db,
  tournamentId: string,
  format: FormatSection,
  stage: StagePlay,
): Promise<{ transition: StageTransition; entrantSeeds: number[]; eliminated: { seed: number; place: number }[] }> {
  const later = format.stages![stage.index];
  const entrants = await repo.entrants(db, tournamentId);
  // Only what the engine replays, of the stage's rounds: a 16,384-entrant Swiss stage is 73,728 rows.
  let query = db
    .selectFrom('matches')
    .select([
      'id',
      'round_index',
      'position',
      'kind',
      'best_of',
      'third_place',
      'participants',
      'status',
      'result',
      'winner',
    ])
    .where('tournament_id', '=', tournamentId)
    .where('round_index', '>=', stage.firstRound);
  if (stage.endRound !== null) query = query.where('round_index', '<', stage.endRound);
  const matches = await query.orderBy('round_index').orderBy('position').execute();
  const standings = stage.adapter.qualifyingStandings!(stage.format, stage.entrantCount, entrants, matches);
  const transition = stageTransition({
    standings,
    rule: later.qualification,
    seeding: later.seeding ?? 'CROSS_GROUP',
    next: nextStageOf(stageSection(format, stage.index + 1)),
    eliminatedTies: format.eliminatedTies,
  });
  // Engine index e of the stage is its stage seed e + 1, the event seed entrantSeeds[e].
  const eventSeed = (e: number) => stage.entrantSeeds[e];
  return {
    transition,
    entrantSeeds: Array.from(transition.entrants, eventSeed),
    eliminated: transition.eliminated.map((out) => ({ seed: eventSeed(out.entrant), place: out.place })),
  };
}

export interface StageStarted {
  stage: StagePlay;
  rounds: number;
}

/**
 * The stage after `stages.current` stored and drawn. The caller holds the tournament lock and has checked that the
 * current stage is resolved and is not the last.
 */
export async function startNextStage(
  trx: Db,
  tournamentId: string,
  format: FormatSection,
  stages: EventStages,
  at: Date,
): Promise<StageStarted> {
  const current = stages.current;
  const { entrantSeeds, eliminated } = await qualificationOf(trx, tournamentId, format, current);
  const last = await trx
    .selectFrom('tournament_rounds')
    .select((eb) => eb.fn.max('round_index').as('round'))
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  const firstRound = Number(last?.round ?? current.firstRound - 1) + 1;
  await trx
    .updateTable('tournament_stages')
    .set({ resolved_at: at, qualified_seeds: JSON.stringify(entrantSeeds) })
    .where('tournament_id', '=', tournamentId)
    .where('stage_index', '=', current.index)
    .execute();
  await trx
    .insertInto('tournament_stages')
    .values({
      tournament_id: tournamentId,
      stage_index: current.index + 1,
      first_round: firstRound,
      entrant_seeds: JSON.stringify(entrantSeeds),
      started_at: at,
    })
    .execute();
  // One statement for the whole field (a 16,384-entrant Swiss knocks thousands out at once).
  if (eliminated.length > 0) {
    const seeds = eliminated.map((out) => out.seed);
    const places = eliminated.map((out) => out.place);
    await sql`
      UPDATE tournament_entrants e SET status = 'ELIMINATED', left_at_round = ${firstRound}, final_rank = v.place
      FROM (SELECT unnest(${seeds}::int[]) AS seed, unnest(${places}::int[]) AS place) v
      WHERE e.tournament_id = ${tournamentId} AND e.seed = v.seed AND e.status IN ('ACTIVE', 'ELIMINATED')`.execute(
      trx,
    );
  }
  const next = eventStagesOf(format, 0, await stageRows(trx, tournamentId)).current;
  const entrants = await repo.entrants(trx, tournamentId);
  const randomSeed = (await repo.findPlay(trx, tournamentId))?.random_seed;
  const { matches, rounds } = next.adapter.start(next.format, entrants, randomSeed);
  // Announced before the new stage's matches, so a listener hears of the stage before its first match.
  await recordWebhookEvent(trx, {
    type: 'stage.advanced',
    organizationId: null,
    tournamentId,
    data: { tournamentId, stageIndex: next.index, stageName: stageName(format, next.index) },
    at,
  });
  await repo.insertMatches(trx, tournamentId, matches, at, sidesDraw(next.format, randomSeed));
  await trx
    .insertInto('tournament_rounds')
    .values(
      Array.from({ length: rounds }, (_, r) => ({
        tournament_id: tournamentId,
        round_index: firstRound + r,
        generated_at: at,
      })),
    )
    .execute();
  return { stage: next, rounds };
}

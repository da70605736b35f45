// The stages of a tournament as the match paths play them (issue 31 §2). A single-stage tournament is one stage:
// its format's adapter over every match, as before stages existed. A multi-stage event's stored stages (migration
// 0710) each get their format's adapter seen through the stage (stage-view.ts); the current stage is the last one
// stored. Callers ask `at(round)` for the stage a match belongs to and `current` for the one being played.
import type { Kysely } from 'kysely';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import type { Database } from '../../../db/schema.js';
import { isMultiStageFormat, stageCount, stageSection } from './stage-plan.js';
import { stageFormatOf } from './stage-formats.js';
import type { StageFormat } from './stage-format.js';
import { stageView } from './stage-view.js';

type Db = Kysely<Database>;

export interface StagePlay {
  index: number;
  /** The stage's own Format section (stage-plan.ts). */
  format: FormatSection;
  /** Entrants of the stage (the layout of its bracket or groups). */
  entrantCount: number;
  /** The event round that is the stage's round 0. */
  firstRound: number;
  /** The next stage's first round, or null while this is the last stored. */
  endRound: number | null;
  /** Event seeds in the stage's seed order (empty for a single-stage tournament: every seed, in order). */
  entrantSeeds: number[];
  /** Event seeds that went on (null until the stage is resolved, and for the last stage). */
  qualifiedSeeds: number[] | null;
  /** The adapter over event seeds and rounds. */
  adapter: StageFormat;
}

export interface EventStages {
  multi: boolean;
  /** The stages stored, in order (a single-stage tournament: its one stage). */
  list: StagePlay[];
  /** Stages of the whole plan, stored or not. */
  planned: number;
  /** The stage being played (the last stored). */
  current: StagePlay;
  /** The stage of an event round. */
  at(round: number): StagePlay;
}

export interface StageRow {
  stage_index: number;
  first_round: number;
  entrant_seeds: number[];
  qualified_seeds: number[] | null;
}

export function stageRows(db: Db, tournamentId: string): Promise<StageRow[]> {
  return db
    .selectFrom('tournament_stages')
    .select(['stage_index', 'first_round', 'entrant_seeds', 'qualified_seeds'])
    .where('tournament_id', '=', tournamentId)
    .orderBy('stage_index')
    .execute();
}

/** The stages from their stored rows (none yet: stage 1 over every entrant, as when it will be stored). */
export function eventStagesOf(format: FormatSection, entrantCount: number, rows: readonly StageRow[]): EventStages {
  const multi = isMultiStageFormat(format);
  if (!multi) {
    const only: StagePlay = {
      index: 0,
      format,
      entrantCount,
      firstRound: 0,
      endRound: null,
      entrantSeeds: [],
      qualifiedSeeds: null,
      adapter: stageFormatOf(format),
    };
    return { multi, list: [only], planned: 1, current: only, at: () => only };
  }
  const stored: StageRow[] =
    rows.length > 0
      ? [...rows]
      : [
          {
            stage_index: 0,
            first_round: 0,
            entrant_seeds: Array.from({ length: entrantCount }, (_, i) => i + 1),
            qualified_seeds: null,
          },
        ];
  const list = stored.map((row, k): StagePlay => {
    const section = stageSection(format, row.stage_index);
    const endRound = k + 1 < stored.length ? stored[k + 1].first_round : null;
    const bounds = { firstRound: row.first_round, endRound, entrantSeeds: row.entrant_seeds };
    return {
      index: row.stage_index,
      format: section,
      entrantCount: row.entrant_seeds.length,
      firstRound: row.first_round,
      endRound,
      entrantSeeds: row.entrant_seeds,
      qualifiedSeeds: row.qualified_seeds,
      adapter: stageView(stageFormatOf(section), bounds),
    };
  });
  const at = (round: number) => [...list].reverse().find((stage) => round >= stage.firstRound) ?? list[0];
  return { multi, list, planned: stageCount(format), current: list[list.length - 1], at };
}

/** The tournament's stages as stored now. */
export async function loadEventStages(
  db: Db,
  tournamentId: string,
  format: FormatSection,
  entrantCount: number,
): Promise<EventStages> {
  if (!isMultiStageFormat(format)) return eventStagesOf(format, entrantCount, []);
  return eventStagesOf(format, entrantCount, await stageRows(db, tournamentId));
}

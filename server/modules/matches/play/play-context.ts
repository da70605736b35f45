// What every match call needs to know about its tournament, read without locking it (a report rush must not
// queue on the tournament row): its sections, whether it is seeded, paused or finished, and who organizes it.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TournamentSchedule } from '../../../../src/domain/index.js';
import type {
  FormatSection,
  MainInformationSection,
  ScheduleSection,
  SettingsSection,
} from '../../../../src/contract/tournaments.js';
import type { Database } from '../../../db/schema.js';
import { notFound } from '../../../http-error.js';
import { organizationCards, organizationOfUserSql } from '../../organizations/organizations-module.js';
import { toDomainSchedule, tournamentPlaySettings } from '../../tournaments/tournaments-module.js';
import type { PlayRow } from './play-repository.js';
import { playedRoundsColumn, playedRoundsOf, withPlayedRounds } from '../rounds/round-pace.js';
import { eventStagesOf, type EventStages, type StageRow } from '../stages/event-stages.js';

type Db = Kysely<Database>;

export interface PlayContext {
  tournamentId: string;
  organizationId: string;
  status: 'DRAFT' | 'PUBLISHED' | 'CANCELED' | 'FINISHED';
  published: boolean;
  format: FormatSection;
  settings: SettingsSection;
  schedule: TournamentSchedule;
  /** Of the main information, only what a match shows (the how-to-join text): see HOW_TO_JOIN_ONLY. */
  mainInformation: Pick<MainInformationSection, 'howToJoin' | 'name'> | null;
  play: PlayRow | null;
  organizationLocked: boolean;
  /** The stages (one for a single-stage tournament): which adapter plays a match of a given round. */
  stages: EventStages;
}

/** The columns a play context is made of, as loadPlayContext and the batched reads (match-reads.ts) select them. */
export interface PlayContextRow {
  id: string;
  organization_id: string;
  status: PlayContext['status'];
  format: unknown;
  settings: unknown;
  schedule: unknown;
  main_information: unknown;
  published_at: Date | string | null;
  organization_locked: boolean | null;
  play_tournament_id: string | null;
  random_seed: number | null;
  seeded_at: Date | null;
  entrant_count: number | string | null;
  paused_at: Date | null;
  paused_ms: number | string | null;
  finished_at: Date | null;
  next_due_at: Date | null;
  play_updated_at: Date | null;
  viewer_organization_id: string | null;
  /** The rounds' windows the pace set (round-pace.ts playedRoundsColumn). */
  played_rounds: unknown;
  /** Multi-stage: the stored stages (stageRowsSql), null without any. */
  stage_rows: ContextStageRow[] | null;
}

/**
 * A tournament's main information holds its description and rules, often kilobytes of text, and every match call
 * read and parsed it (issue 28: the pg driver's row parsing was a quarter of a report's CPU); a match shows only
 * how to join, and the TRF export names the tournament.
 */
const HOW_TO_JOIN_ONLY = sql<
  PlayContext['mainInformation']
>`jsonb_build_object('howToJoin', t.main_information -> 'howToJoin', 'name', t.main_information -> 'name')`;

/**
 * The same columns for a statement of several tournaments at once: `t` the tournament, `o` its organization, `p` its
 * play row (both left-joined; playContextSources joins them), `viewer` the expression of the viewer's id.
 */
export const playContextColumns = (viewer: RawBuilder<string>) => sql`
  t.id, t.organization_id, t.status, t.format, t.settings, t.schedule, ${HOW_TO_JOIN_ONLY} AS main_information, t.published_at,
  o.locked AS organization_locked, p.tournament_id AS play_tournament_id, p.random_seed, p.seeded_at, p.entrant_count,
  p.paused_at, p.paused_ms, p.finished_at, p.next_due_at, p.updated_at AS play_updated_at,
  ${organizationOfUserSql(viewer)} AS viewer_organization_id, ${stageRowsSql} AS stage_rows,
  ${playedRoundsColumn(sql`t.id`)} AS played_rounds`;

/**
 * The stored stages of tournament `t` as one JSON list (null for a single-stage tournament: no rows). Stage 1 plays
 * every entrant in seed order, so its list of seeds (16,384 of them in a large Swiss) is left out of every match call.
 */
const stageRowsSql = sql<ContextStageRow[] | null>`(
  SELECT jsonb_agg(jsonb_build_object('stage_index', s.stage_index, 'first_round', s.first_round,
    'entrant_seeds', CASE WHEN s.stage_index = 0 THEN NULL ELSE s.entrant_seeds END,
    'qualified_seeds', s.qualified_seeds) ORDER BY s.stage_index)
  FROM tournament_stages s WHERE s.tournament_id = t.id)`;

type ContextStageRow = Omit<StageRow, 'entrant_seeds'> & { entrant_seeds: number[] | null };

/**
 * The joins playContextColumns reads, after a FROM whose rows carry the tournament's id as `tournament`: the
 * tournament `t` and its organization `o` through their owners' subqueries, and its play row `p`.
 */
export const playContextSources = (db: Db, tournament: RawBuilder<string>) => sql`
    LEFT JOIN ${tournamentPlaySettings(db)} t ON t.id = ${tournament}
    LEFT JOIN ${organizationCards(db)} o ON o.id = t.organization_id
    LEFT JOIN tournament_play p ON p.tournament_id = t.id`;

/** The tournament as the match calls see it; 404 when it does not exist, is a draft, or lacks its sections. */
export async function loadPlayContext(
  db: Db,
  tournamentId: string,
  viewerId: string | null,
): Promise<PlayContext & { viewerIsOrganizer: boolean }> {
  const row = await db
    .selectFrom(tournamentPlaySettings(db).as('t'))
    .leftJoin(organizationCards(db).as('o'), 'o.id', 't.organization_id')
    .leftJoin('tournament_play as p', 'p.tournament_id', 't.id')
    .select([
      't.id',
      't.organization_id',
      't.status',
      't.format',
      't.settings',
      't.schedule',
      HOW_TO_JOIN_ONLY.as('main_information'),
      't.published_at',
      'o.locked as organization_locked',
      'p.tournament_id as play_tournament_id',
      'p.random_seed',
      'p.seeded_at',
      'p.entrant_count',
      'p.paused_at',
      'p.paused_ms',
      'p.finished_at',
      'p.next_due_at',
      'p.updated_at as play_updated_at',
      // The viewer's organization in the same round trip (organizationOfUser's query): every match call asks it.
      organizationOfUserSql(sql.val(viewerId ?? NO_VIEWER)).as('viewer_organization_id'),
      playedRoundsColumn(sql`t.id`).as('played_rounds'),
      stageRowsSql.as('stage_rows'),
    ])
    .where('t.id', '=', tournamentId)
    .executeTakeFirst();
  return toPlayContext(row, viewerId);
}

/** Stands for "no viewer" where a uuid is expected: no member has it. */
export const NO_VIEWER = '00000000-0000-0000-0000-000000000000';

/** A selected row as the context the match calls use; 404 when the viewer may not see it (or there is none). */
export function toPlayContext(
  row: PlayContextRow | undefined | null,
  viewerId: string | null,
): PlayContext & { viewerIsOrganizer: boolean } {
  if (!row || !row.id || !row.format || !row.settings || !row.schedule) throw notFound('TOURNAMENT-NOT-FOUND');
  const viewerIsOrganizer = viewerId !== null && row.viewer_organization_id === row.organization_id;
  const visible = viewerIsOrganizer || (row.published_at !== null && !row.organization_locked);
  if (!visible) throw notFound('TOURNAMENT-NOT-FOUND');
  const play: PlayRow | null = row.play_tournament_id
    ? {
        tournament_id: row.id,
        random_seed: row.random_seed!,
        seeded_at: row.seeded_at,
        entrant_count: Number(row.entrant_count),
        paused_at: row.paused_at,
        paused_ms: Number(row.paused_ms),
        finished_at: row.finished_at,
        next_due_at: row.next_due_at,
        updated_at: row.play_updated_at!,
      }
    : null;
  const format = row.format as FormatSection;
  const entrantCount = play?.entrant_count ?? 0;
  const stageRows = (row.stage_rows ?? []).map((stage) => ({
    ...stage,
    entrant_seeds: stage.entrant_seeds ?? Array.from({ length: entrantCount }, (_, i) => i + 1),
  }));
  return {
    tournamentId: row.id,
    organizationId: row.organization_id,
    status: row.status,
    published: row.published_at !== null,
    format,
    settings: row.settings as SettingsSection,
    schedule: withPlayedRounds(toDomainSchedule(row.schedule as ScheduleSection), playedRoundsOf(row.played_rounds)),
    mainInformation: row.main_information as PlayContext['mainInformation'],
    play,
    organizationLocked: Boolean(row.organization_locked),
    stages: eventStagesOf(format, entrantCount, stageRows),
    viewerIsOrganizer,
  };
}

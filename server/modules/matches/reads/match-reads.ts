// The reads of a score report, each one statement shared by the calls that arrive together in one process (a
// StatementBatcher), so a report rush costs the database a fraction of a round trip per report and read rather than
// one each (issue 11 §7: on this machine a round trip's socket writes cost more than the statement):
// - the report's target: the tournament as the match calls see it, the match, the reporter's side in it and the
//   reports it holds;
// - a match's detail: the match, its sides with their people, reports, audit trail and the tournament's rounds
//   (matches-reader.ts builds the view); after a call made a result final, the same statement also tells whether
//   the tournament's round in progress has no open match left (read after the commit, so of two last results
//   committing together the later one sees the other).
// A statement that fails answers its error to every call of the batch; these only read, so nothing is half-done.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { StatementBatcher } from '../../../db/statement-batcher.js';
import { compiledOnce } from '../../../db/compiled-once.js';
import { registrationSides } from '../../tournaments/tournaments-module.js';
import { teamCards } from '../../teams/teams-module.js';
import { userProfiles } from '../../users/users-module.js';
import { playContextColumns, playContextSources, type PlayContextRow } from '../play/play-context.js';
import { isOpenMatch, type EntrantWithPeople, type MatchRow, type ReportRow } from '../play/play-repository.js';

type Db = Kysely<Database>;

/**
 * A match as the reporter read it unlocked, with the side they play for (null when they play for none) and the
 * reports it holds.
 */
export type ReportTarget = MatchRow & {
  reporter_seed: number | null;
  reports: { id: string; seed: number; payload: unknown }[];
};

const MATCH_COLUMNS = [
  'id',
  'tournament_id',
  'round_index',
  'position',
  'kind',
  'best_of',
  'third_place',
  'participants',
  'status',
  'result',
  'winner',
  'resolution',
  'reported_at',
  'buffer_ends_at',
  'check_in_ends_at',
  'checked_in_seeds',
  'no_show_seeds',
  'stream_url',
  // Sides (issue 30): without it a match's detail (the player's match card) showed nobody's side.
  'game_sides',
  'disputed_at',
  'resolved_at',
  'updated_at',
] as const satisfies readonly (keyof MatchRow)[];

/** `m`'s columns as `m_<column>`, so they sit beside the tournament's in one row. */
const prefixedMatchColumns = sql.raw(MATCH_COLUMNS.map((column) => `m.${column} AS m_${column}`).join(', '));

/** The match of a row selected with prefixedMatchColumns, or undefined when the left join found none. */
function matchOf(row: Record<string, unknown>): MatchRow | undefined {
  if (row.m_id === null || row.m_id === undefined) return undefined;
  return Object.fromEntries(MATCH_COLUMNS.map((column) => [column, row[`m_${column}`]])) as unknown as MatchRow;
}

/** jsonb aggregates come back parsed from PostgreSQL, as text from some drivers. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export interface TargetRead {
  tournamentId: string;
  matchId: string;
  userId: string;
}

export interface TargetAnswer {
  /** The tournament's columns (play-context.ts makes the context, or the 404, for this user). */
  context: PlayContextRow | undefined;
  target: ReportTarget | undefined;
}

/**
 * The statement of readReportTargets, built and compiled once (issue 28: building it again for every batch of reports
 * cost more CPU than reading its rows) and run with each batch's columns.
 */
const reportTargetsStatement = compiledOnce(
  (db: Db, value: (name: 'tournamentIds' | 'matchIds' | 'userIds') => string) =>
    sql<Record<string, unknown> & { ord: string | number }>`
    SELECT i.ord, ${playContextColumns(sql`i.user_id`)}, ${prefixedMatchColumns},
      -- The match's sides looked up by seed (primary-key reads), not the tournament's entrants filtered by them.
      (SELECT e.seed FROM tournament_entrants e JOIN ${registrationSides(db)} r ON r.id = e.registration_id
        WHERE e.tournament_id = m.tournament_id
          AND e.seed = ANY(ARRAY(SELECT value::int FROM jsonb_array_elements_text(m.participants)))
          AND r.user_id = i.user_id AND e.status NOT IN ('DISQUALIFIED', 'BANNED')
        ORDER BY e.seed LIMIT 1) AS reporter_seed,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'seed', r.seed, 'payload', r.payload)), '[]'::jsonb)
         FROM match_reports r WHERE r.match_id = m.id) AS reports
    FROM unnest(${value('tournamentIds')}::uuid[], ${value('matchIds')}::uuid[],
                ${value('userIds')}::uuid[]) WITH ORDINALITY AS i(tournament_id, match_id, user_id, ord)
    ${playContextSources(db, sql`i.tournament_id`)}
    LEFT JOIN matches m ON m.id = i.match_id AND m.tournament_id = i.tournament_id`,
);

/** Each report's tournament, match, side and the match's reports, for many reports in one statement. */
export async function readReportTargets(db: Db, reads: readonly TargetRead[]): Promise<TargetAnswer[]> {
  const rows = await reportTargetsStatement(db, {
    tournamentIds: reads.map((read) => read.tournamentId),
    matchIds: reads.map((read) => read.matchId),
    userIds: reads.map((read) => read.userId),
  });
  const answers: TargetAnswer[] = reads.map(() => ({ context: undefined, target: undefined }));
  for (const row of rows) {
    const match = matchOf(row);
    answers[Number(row.ord) - 1] = {
      context: row.id ? (row as unknown as PlayContextRow) : undefined,
      target: match && {
        ...match,
        reporter_seed: row.reporter_seed === null ? null : Number(row.reporter_seed),
        reports: parsed(row.reports as ReportTarget['reports']),
      },
    };
  }
  return answers;
}

/** The match and the reporter's seed in it, read without a lock in one round trip. */
export async function readReportTarget(
  db: Db,
  tournamentId: string,
  matchId: string,
  userId: string,
): Promise<ReportTarget | undefined> {
  const [answer] = await readReportTargets(db, [{ tournamentId, matchId, userId }]);
  return answer.target;
}

export interface DetailRead {
  tournamentId: string;
  matchId: string;
  /** After a result became final: also tell whether a round in progress of the tournament is resolved. */
  checkRound?: boolean;
}

export interface DetailAnswer {
  match: MatchRow | undefined;
  entrants: EntrantWithPeople[];
  reports: (ReportRow & { reporter_nickname: string })[];
  events: {
    kind: string;
    actor_id: string | null;
    actor_nickname: string | null;
    at: string;
    details: Record<string, unknown>;
  }[];
  rounds: { round_index: number; status: 'IN_PROGRESS' | 'COMPLETE' | 'SKIPPED' }[];
  /** Only when asked (checkRound): a round in progress has matches and none of them open. */
  roundResolved: boolean;
}

/**
 * Whether a round in progress of `tournament` has matches and none of them open, i.e. whether the play clock has a
 * round to complete. Scalar subqueries with LIMIT, so each round is probed by its own index: as EXISTS / NOT EXISTS
 * the planner made them joins that filtered every open match of the tournament per round (1 ms, after every result).
 */
const roundResolvedIn = (tournament: RawBuilder<unknown>) => sql<boolean>`(SELECT r.round_index FROM tournament_rounds r
   WHERE r.tournament_id = ${tournament} AND r.status = 'IN_PROGRESS'
     AND (SELECT m.id FROM matches m WHERE m.tournament_id = ${tournament} AND m.round_index = r.round_index
           LIMIT 1) IS NOT NULL
     AND (SELECT m.id FROM matches m WHERE m.tournament_id = ${tournament} AND m.round_index = r.round_index
            AND ${isOpenMatch(sql.ref('m.status'))} LIMIT 1) IS NULL
   LIMIT 1) IS NOT NULL`;

/** The statement of readMatchDetails, built and compiled once (as reportTargetsStatement) and run with each batch's. */
const matchDetailsStatement = compiledOnce(
  (db: Db, value: (name: 'tournamentIds' | 'matchIds' | 'checkRounds') => string) =>
    sql<Record<string, unknown> & { ord: string | number }>`
    SELECT i.ord, ${prefixedMatchColumns},
      (SELECT coalesce(jsonb_agg(to_jsonb(e) || jsonb_build_object(
                'user_id', r.user_id, 'team_id', r.team_id, 'member_ids', r.member_ids, 'checked_in_at', r.checked_in_at,
                'name', coalesce(tm.name, u.nickname), 'avatar_url', coalesce(tm.avatar_url, u.profile_picture_url))
              ORDER BY e.seed), '[]'::jsonb)
         FROM tournament_entrants e JOIN ${registrationSides(db)} r ON r.id = e.registration_id
         JOIN ${userProfiles(db)} u ON u.id = r.user_id LEFT JOIN ${teamCards(db)} tm ON tm.id = r.team_id
        WHERE e.tournament_id = m.tournament_id
          AND e.seed = ANY(ARRAY(SELECT value::int FROM jsonb_array_elements_text(m.participants)))) AS entrants,
      (SELECT coalesce(jsonb_agg(to_jsonb(r) || jsonb_build_object('reporter_nickname', u.nickname)
              ORDER BY r.created_at), '[]'::jsonb)
         FROM match_reports r JOIN ${userProfiles(db)} u ON u.id = r.reporter_id WHERE r.match_id = m.id) AS reports,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('kind', ev.kind, 'actor_id', ev.actor_id,
                'actor_nickname', u.nickname, 'at', ev.at, 'details', ev.details) ORDER BY ev.at, ev.seq), '[]'::jsonb)
         FROM match_events ev LEFT JOIN ${userProfiles(db)} u ON u.id = ev.actor_id WHERE ev.match_id = m.id) AS events,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('round_index', tr.round_index, 'status', tr.status)
              ORDER BY tr.round_index), '[]'::jsonb)
         FROM tournament_rounds tr WHERE tr.tournament_id = i.tournament_id) AS rounds,
      CASE WHEN i.check_round THEN ${roundResolvedIn(sql`i.tournament_id`)} ELSE false END AS round_resolved
    FROM unnest(${value('tournamentIds')}::uuid[], ${value('matchIds')}::uuid[], ${value('checkRounds')}::boolean[])
      WITH ORDINALITY AS i(tournament_id, match_id, check_round, ord)
    LEFT JOIN matches m ON m.id = i.match_id AND m.tournament_id = i.tournament_id`,
);

/** What one match's detail shows, for many matches in one statement (timestamps inside come as ISO text). */
export async function readMatchDetails(db: Db, reads: readonly DetailRead[]): Promise<DetailAnswer[]> {
  const rows = await matchDetailsStatement(db, {
    tournamentIds: reads.map((read) => read.tournamentId),
    matchIds: reads.map((read) => read.matchId),
    checkRounds: reads.map((read) => Boolean(read.checkRound)),
  });
  const answers: DetailAnswer[] = reads.map(() => ({
    match: undefined,
    entrants: [],
    reports: [],
    events: [],
    rounds: [],
    roundResolved: false,
  }));
  for (const row of rows) {
    answers[Number(row.ord) - 1] = {
      match: matchOf(row),
      entrants: parsed(row.entrants as DetailAnswer['entrants']),
      reports: parsed(row.reports as DetailAnswer['reports']),
      events: parsed(row.events as DetailAnswer['events']),
      rounds: parsed(row.rounds as DetailAnswer['rounds']),
      roundResolved: Boolean(row.round_resolved),
    };
  }
  return answers;
}

/** Batches at the database at once per process, and reads per batch at most. */
const READS = { maxInFlight: 2, maxBatch: 64 };

/** The per-process front of the reads above: calls that arrive together share a statement. */
export class MatchReads {
  private readonly targets: StatementBatcher<TargetRead, TargetAnswer>;
  private readonly details: StatementBatcher<DetailRead, DetailAnswer>;

  constructor(db: Db) {
    this.targets = new StatementBatcher((reads) => readReportTargets(db, reads), READS);
    this.details = new StatementBatcher((reads) => readMatchDetails(db, reads), READS);
  }

  target(read: TargetRead): Promise<TargetAnswer> {
    return this.targets.submit(read);
  }

  detail(read: DetailRead): Promise<DetailAnswer> {
    return this.details.submit(read);
  }
}

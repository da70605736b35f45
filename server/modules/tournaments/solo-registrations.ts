// The registration rush's fast path (issue 6 §6): OPEN solo registrations arriving together in one process are
// written by one statement (a StatementBatcher), so a request costs a fraction of a round trip and of a commit.
// Anything the statement does not admit is answered undefined, and the caller's locked transaction then decides
// the error; nothing is written for it here.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { StatementBatcher } from '../../db/statement-batcher.js';
import type { TournamentWithGameRow } from './tournaments-repository.js';
import { disciplineCards } from '../disciplines/disciplines-module.js';
import { leaderboardCards } from '../leaderboards/leaderboards-module.js';
import {
  bannedFromOrganizationSql,
  organizationCards,
  organizationLockedSql,
  organizationOfUserSql,
} from '../organizations/organizations-module.js';
import type { Clock } from '../../clock.js';
import { registrationsCreatedEventsSql } from '../integrations/integrations-module.js';

type Db = Kysely<Database>;

export interface SoloRegistrationRequest {
  tournamentId: string;
  /** From the published sections (locked at publishing, so a cached copy is exact). */
  maxParticipants: number;
  userId: string;
  discordNickname: string;
  gameNickname: string;
}

/** The tournament columns a solo registration's answer needs besides the cached sections (published-sections.ts). */
export type RegisteredTournamentRow = Omit<TournamentWithGameRow, 'main_information' | 'settings' | 'format'> & {
  viewer_organization_id: string | null;
};

export interface SoloRegistrationResult {
  tournament: RegisteredTournamentRow;
  /** Active registrations of the tournament once this one was counted (the ones before it in its batch too). */
  participants: number;
}

interface BatchRow extends RegisteredTournamentRow {
  ord: string | number;
  place: string | number;
}

/**
 * Registers each request whose tournament is published, of an unlocked organization, open for registration at
 * `now` (the schedule is read here, never cached) and has room, in one statement without an explicit transaction:
 * - The CTE `room` locks the requested tournaments in id order, so two batches (or processes) never deadlock,
 *   and FOR NO KEY UPDATE (lockTournament's lock) re-checks its WHERE on the newest row version after waiting, so the
 *   counter it reads is exact.
 * - Places are handed out in request order per tournament: admitted while counter + place ≤ maximum, so a full
 *   tournament stays full however many requests share a batch.
 * - A player already taking part (the members table), asking twice in one batch or banned by the organization
 *   (organization_bans) is not admitted here; the caller's locked path then answers with the error. A registration committed by another process
 *   after this statement's snapshot still breaks the members' primary key in the trigger (23505): the whole
 *   statement rolls back and the caller retries each request alone.
 * The room's and candidates' conditions are src/domain/participation-rules.ts's registrationRefusal written in SQL
 * (tests/api/tournaments/participation-rules-sql.test.ts holds them to it, on both engines).
 * The trigger (migration 0350) counts every registration and adds its member row.
 * Answers, per request in order, the tournament as locked and its participant count, or undefined.
 */
export async function registerSolosIfRoom(
  db: Db,
  requests: readonly SoloRegistrationRequest[],
  now: Date,
): Promise<(SoloRegistrationResult | undefined)[]> {
  const column = <K extends keyof SoloRegistrationRequest>(key: K) => requests.map((request) => request[key]);
  const result = await sql<BatchRow>`
    WITH input AS (
      SELECT * FROM unnest(${column('tournamentId')}::uuid[], ${column('userId')}::uuid[], ${column('discordNickname')}::text[],
                           ${column('gameNickname')}::text[], ${column('maxParticipants')}::int[])
        WITH ORDINALITY AS i(tournament_id, user_id, discord_nickname, game_nickname, max_participants, ord)
    ), room AS MATERIALIZED (
      SELECT t.id, t.organization_id, t.discipline_id, t.name, t.status, t.schedule, t.prizepool, t.promoted, t.hidden, t.leaderboard_id,
             t.published_at, t.canceled_at, t.created_at, t.updated_at, t.active_registrations
      FROM tournaments t
      WHERE t.id IN (SELECT tournament_id FROM input) AND t.status = 'PUBLISHED'
        AND (t.schedule #>> '{registration,start}')::timestamptz <= ${now.toISOString()}::timestamptz
        AND ${now.toISOString()}::timestamptz < (t.schedule #>> '{registration,end}')::timestamptz
        AND NOT ${organizationLockedSql(sql.ref('t.organization_id'))}
      ORDER BY t.id
      FOR NO KEY UPDATE
    ), candidates AS (
      SELECT once.*, row_number() OVER (PARTITION BY once.tournament_id ORDER BY once.ord) AS place
      FROM (SELECT DISTINCT ON (tournament_id, user_id) * FROM input ORDER BY tournament_id, user_id, ord) AS once
      WHERE once.tournament_id IN (SELECT id FROM room)
        AND NOT EXISTS (SELECT 1 FROM tournament_registration_members m WHERE m.tournament_id = once.tournament_id AND m.user_id = once.user_id)
        AND NOT EXISTS (SELECT 1 FROM room r WHERE r.id = once.tournament_id
                        AND ${bannedFromOrganizationSql(sql.ref('r.organization_id'), sql.ref('once.user_id'))})
    ), admitted AS MATERIALIZED (
      SELECT c.* FROM candidates c JOIN room ON room.id = c.tournament_id
      WHERE room.active_registrations + c.place <= c.max_participants
    ), registered AS (
      INSERT INTO tournament_registrations (tournament_id, kind, user_id, member_ids, discord_nickname, game_nickname, is_old_enough)
      SELECT tournament_id, 'SOLO', user_id, jsonb_build_array(user_id), discord_nickname, game_nickname, true
      FROM admitted
      ORDER BY ord
      RETURNING id, tournament_id, user_id
    ), announced AS (
      ${registrationsCreatedEventsSql('registered', now)}
    )
    SELECT admitted.ord, room.active_registrations + admitted.place AS place, room.*,
           d.code AS discipline_code, d.name AS discipline_name, d.image_url AS discipline_image_url, l.name AS leaderboard_name, l.kind AS leaderboard_kind,
           o.name AS organization_name,
           ${organizationOfUserSql(sql.ref('admitted.user_id'))} AS viewer_organization_id
    FROM admitted
    JOIN registered ON registered.tournament_id = admitted.tournament_id AND registered.user_id = admitted.user_id
    JOIN room ON room.id = admitted.tournament_id
    JOIN ${disciplineCards(db)} d ON d.id = room.discipline_id
    JOIN ${organizationCards(db)} o ON o.id = room.organization_id
    LEFT JOIN ${leaderboardCards(db)} l ON l.id = room.leaderboard_id`.execute(db);
  const answers: (SoloRegistrationResult | undefined)[] = requests.map(() => undefined);
  for (const { ord, place, ...tournament } of result.rows) {
    answers[Number(ord) - 1] = { tournament, participants: Number(place) };
  }
  return answers;
}

/** Batches of at most this many requests: bounded statement size, lock count and latency for the last one. */
const MAX_BATCH = 64;
/**
 * Batches at the database at once per process: while one is away, the next gathers. (1, 2 and 4 measured alike
 * in the rush, about 3.7 requests a batch; 2 keeps a batch waiting on another process's lock from stalling all.)
 */
const MAX_IN_FLIGHT = 2;

/** The per-process front of registerSolosIfRoom: concurrent requests share a statement, and errors stay their own. */
export class SoloRegistrations {
  private readonly batcher: StatementBatcher<SoloRegistrationRequest, SoloRegistrationResult | undefined>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.batcher = new StatementBatcher((requests) => registerSolosIfRoom(db, requests, new Date(clock.now())), {
      maxInFlight: MAX_IN_FLIGHT,
      maxBatch: MAX_BATCH,
    });
  }

  /**
   * Registers the request if the fast path admits it. A failed batch is retried request by request, so an error
   * (23505 for a player who raced themself across processes) reaches only the request that caused it.
   */
  async register(request: SoloRegistrationRequest): Promise<SoloRegistrationResult | undefined> {
    try {
      return await this.batcher.submit(request);
    } catch {
      const [alone] = await registerSolosIfRoom(this.db, [request], new Date(this.clock.now()));
      return alone;
    }
  }
}

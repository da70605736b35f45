// The player's in-app notices (table player_notices, migration 0400; written by round management): the viewer's
// unread ones, newest first, and marking them read. A player only ever sees and marks their own.
// A notice that calls the player to act (play your match, confirm or dispute a report, check in) is left out once
// the call is over (the match is final, the tournament finished or was cancelled, the seeds are frozen): a finished
// tournament's page must not warn its players to play a match that is long decided.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { UNREAD_NOTICES_LIMIT, type MarkNoticesReadBody, type PlayerNotices } from '../../../src/contract/notices.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import { tournamentNames } from '../tournaments/tournaments-module.js';

/** The matches module's subqueries of what is still in play (handed in: that module posts notices through this one). */
export interface OpenCalls {
  tournamentsInPlay: (db: Kysely<Database>) => RawBuilder<{ tournament_id: string; seeded: boolean }>;
  openMatchesInPlay: (db: Kysely<Database>) => RawBuilder<{ match_id: string; status: string }>;
}

/** Notice kinds that call to act on their match (notifications' kinds), and the match statuses the call stands in. */
const MATCH_CALLS: Record<string, readonly string[]> = {
  MATCH_READY: ['PENDING', 'READY', 'SCORE_MISSING'],
  MATCH_STARTS_SOON: ['PENDING', 'READY'],
  OPPONENT_REPORTED: ['REPORTED'],
};
/** Kinds about the tournament's own calendar: shown while it is in play (check-in's, until the seeds are frozen). */
const TOURNAMENT_CALLS = ['CHECK_IN_OPEN', 'TOURNAMENT_STARTS'];

export class PlayerNoticesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly calls: OpenCalls,
  ) {}

  /** True for a notice still worth showing: no call to act, or one whose match or tournament is still open for it. */
  private stillStands() {
    const matchCalls = Object.entries(MATCH_CALLS).map(
      ([kind, statuses]) => sql`(n.kind = ${kind} AND (n.match_id IS NULL OR EXISTS (
        SELECT 1 FROM ${this.calls.openMatchesInPlay(this.db)} m
        WHERE m.match_id = n.match_id AND m.status IN (${sql.join(statuses)}))))`,
    );
    const callKinds = [...Object.keys(MATCH_CALLS), ...TOURNAMENT_CALLS];
    return sql<boolean>`(n.kind NOT IN (${sql.join(callKinds)}) OR (
      EXISTS (SELECT 1 FROM ${this.calls.tournamentsInPlay(this.db)} t
              WHERE t.tournament_id = n.tournament_id AND (n.kind <> 'CHECK_IN_OPEN' OR NOT t.seeded))
      AND (n.kind IN (${sql.join(TOURNAMENT_CALLS)}) OR ${sql.join(matchCalls, sql` OR `)})))`;
  }

  async unread(userId: string, tournamentId?: string): Promise<PlayerNotices> {
    let query = this.db
      .selectFrom('player_notices as n')
      .leftJoin(tournamentNames(this.db).as('t'), 't.id', 'n.tournament_id')
      .select(['n.id', 'n.tournament_id', 't.name as tournament_name', 'n.kind', 'n.text', 'n.created_at'])
      .where('n.user_id', '=', userId)
      .where('n.read_at', 'is', null)
      .where(this.stillStands());
    if (tournamentId) query = query.where('n.tournament_id', '=', tournamentId);
    const rows = await query.orderBy('n.created_at', 'desc').orderBy('n.id').limit(UNREAD_NOTICES_LIMIT).execute();
    return {
      notices: rows.map((row) => ({
        id: row.id,
        tournamentId: row.tournament_id,
        tournamentName: row.tournament_name ?? null,
        kind: row.kind,
        text: row.text,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  }

  /** Marks the given notices of `userId` read; answers how many were unread. */
  async markRead(userId: string, body: MarkNoticesReadBody): Promise<{ read: number }> {
    const result = await this.db
      .updateTable('player_notices')
      .set({ read_at: new Date(this.clock.now()) })
      .where('user_id', '=', userId)
      .where('id', 'in', body.noticeIds)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return { read: Number(result.numUpdatedRows) };
  }
}

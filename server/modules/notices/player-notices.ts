// The player's in-app notices (table player_notices, migration 0400; written by round management): the viewer's
// unread ones, newest first, and marking them read. A player only ever sees and marks their own.
import type { Kysely } from 'kysely';
import { UNREAD_NOTICES_LIMIT, type MarkNoticesReadBody, type PlayerNotices } from '../../../src/contract/notices.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import { tournamentNames } from '../tournaments/tournaments-module.js';

export class PlayerNoticesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async unread(userId: string, tournamentId?: string): Promise<PlayerNotices> {
    let query = this.db
      .selectFrom('player_notices as n')
      .leftJoin(tournamentNames(this.db).as('t'), 't.id', 'n.tournament_id')
      .select(['n.id', 'n.tournament_id', 't.name as tournament_name', 'n.kind', 'n.text', 'n.created_at'])
      .where('n.user_id', '=', userId)
      .where('n.read_at', 'is', null);
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

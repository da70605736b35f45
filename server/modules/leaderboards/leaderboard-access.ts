// Who may see and who may run a leaderboard (SPEC §4, §6): its organization's organizers run it; a draft is
// theirs alone; a private one is shown only to them and the whitelisted partner organizations (to nobody
// else, even by id); an ended one stays visible one month after ending, then leaves the public pages.
import type { Kysely } from 'kysely';
import { isLeaderboardVisible } from '../../../src/domain/leaderboard-aggregation.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { organizationOfUser } from '../organizations/organizations-module.js';
import type { LeaderboardRow } from './leaderboards-repository.js';

export interface Viewer {
  userId: string | null;
  organizationId: string | null;
}

export async function viewerOf(db: Kysely<Database>, userId: string | null): Promise<Viewer> {
  return { userId, organizationId: userId ? await organizationOfUser(db, userId) : null };
}

export const isOwner = (board: Pick<LeaderboardRow, 'organization_id'>, viewer: Viewer) =>
  viewer.organizationId !== null && viewer.organizationId === board.organization_id;

/** Whether the viewer may read the leaderboard at `now`; `partners` are its whitelisted organizations. */
export function canSee(
  board: Pick<LeaderboardRow, 'organization_id' | 'status' | 'private_access' | 'ended_at'>,
  viewer: Viewer,
  partners: readonly string[],
  now: number,
): boolean {
  if (board.status === 'DELETED') return false;
  if (isOwner(board, viewer)) return true;
  if (!isLeaderboardVisible(board.status, board.ended_at ? new Date(board.ended_at).getTime() : undefined, now))
    return false;
  if (!board.private_access) return true;
  return viewer.organizationId !== null && partners.includes(viewer.organizationId);
}

/**
 * The leaderboard locked (FOR UPDATE, when `db` is a transaction) for a change by its own organizers; anyone
 * else gets LEADERBOARD-NOT-FOUND, the same answer as for a leaderboard that does not exist.
 */
export async function ownedLeaderboard(db: Kysely<Database>, id: string, userId: string): Promise<LeaderboardRow> {
  const viewer = await viewerOf(db, userId);
  const board = await db.selectFrom('leaderboards').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!board || board.status === 'DELETED' || !isOwner(board, viewer)) throw notFound('LEADERBOARD-NOT-FOUND');
  return board;
}

// The changes other modules make to a tournament's rows, each inside the caller's transaction (which has locked
// the tournament, CONVENTIONS #4) so it commits or rolls back with what caused it: play finishes a tournament,
// moves its schedule and disqualifies a registration; a deleted leaderboard lets go of its tournaments.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordWebhookEvent } from '../integrations/integrations-module.js';
import { tournamentName } from './tournaments-repository.js';
import type { ScheduleSection } from '../../../src/contract/tournaments.js';
import { TOURNAMENT_CHANGED_CHANNEL } from './live/change-listener.js';

type Db = Kysely<Database>;

/** Its last round is resolved (announced to webhooks in the same transaction). */
export async function markTournamentFinished(trx: Db, tournamentId: string, at: Date): Promise<void> {
  const row = await trx
    .updateTable('tournaments')
    .set({ status: 'FINISHED', updated_at: at })
    .where('id', '=', tournamentId)
    .returning(['organization_id', 'main_information'])
    .executeTakeFirstOrThrow();
  await recordWebhookEvent(trx, {
    type: 'tournament.finished',
    organizationId: row.organization_id,
    tournamentId,
    data: { tournamentId, tournamentName: tournamentName(row.main_information) },
    at,
  });
}

/**
 * Tells open pages the tournament changed, for a change written to rows without a trigger (a pause, a phase, a
 * paced round's opening). Delivered at commit like the triggers' notifications, and not at all on rollback.
 */
export async function announceTournamentChanged(trx: Db, tournamentId: string): Promise<void> {
  await sql`SELECT pg_notify(${TOURNAMENT_CHANGED_CHANNEL}, ${tournamentId})`.execute(trx);
}

/** Its first round is drawn and on (announced to webhooks and the feed; the row itself does not change). */
export async function markTournamentStarted(trx: Db, tournamentId: string, at: Date): Promise<void> {
  const row = await trx
    .selectFrom('tournaments')
    .select(['organization_id', 'main_information'])
    .where('id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  await recordWebhookEvent(trx, {
    type: 'tournament.started',
    organizationId: row.organization_id,
    tournamentId,
    data: { tournamentId, tournamentName: tournamentName(row.main_information) },
    at,
  });
}

/** Replaces the schedule (a pause given back, a round ended early). */
export async function rescheduleTournament(
  trx: Db,
  tournamentId: string,
  schedule: ScheduleSection,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('tournaments')
    .set({ schedule: JSON.stringify(schedule), updated_at: at })
    .where('id', '=', tournamentId)
    .execute();
}

/** Marks the registration disqualified; answers who it is (a team's registered players in member_ids). */
export function disqualifyRegistration(
  trx: Db,
  registrationId: string,
): Promise<{ user_id: string; team_id: string | null; member_ids: string[] }> {
  return trx
    .updateTable('tournament_registrations')
    .set({ status: 'DISQUALIFIED' })
    .where('id', '=', registrationId)
    .returning(['user_id', 'team_id', 'member_ids'])
    .executeTakeFirstOrThrow();
}

/** The leaderboard is gone: the tournaments that fed it no longer do. */
export async function unlinkLeaderboardFromTournaments(trx: Db, leaderboardId: string): Promise<void> {
  await trx
    .updateTable('tournaments')
    .set({ leaderboard_id: null })
    .where('leaderboard_id', '=', leaderboardId)
    .execute();
}

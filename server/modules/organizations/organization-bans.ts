// Bans by an organization (SPEC §6): a banned player or team may not register for the organization's later
// tournaments. Written by round management when an organizer bans an entrant, read by registration.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface NewBan {
  organizationId: string;
  tournamentId: string;
  /** The banned players: the solo player, or the team's registered members. */
  userIds: readonly string[];
  teamId: string | null;
  reason: string | null;
  at: Date;
}

/** Records the ban of a team (when given) and of each player; banning someone already banned changes nothing. */
export async function banFromOrganization(trx: Db, ban: NewBan): Promise<void> {
  const base = {
    organization_id: ban.organizationId,
    tournament_id: ban.tournamentId,
    reason: ban.reason,
    created_at: ban.at,
  };
  const rows = [
    ...(ban.teamId ? [{ ...base, user_id: null, team_id: ban.teamId }] : []),
    ...[...new Set(ban.userIds)].map((userId) => ({ ...base, user_id: userId, team_id: null })),
  ];
  if (rows.length === 0) return;
  await trx
    .insertInto('organization_bans')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Whether the organization banned the team or any of the players. */
export async function isBannedBy(
  trx: Db,
  organizationId: string,
  who: { userIds: readonly string[]; teamId?: string | null },
): Promise<boolean> {
  if (who.userIds.length === 0 && !who.teamId) return false;
  const row = await trx
    .selectFrom('organization_bans')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where((eb) =>
      eb.or([
        ...(who.userIds.length > 0 ? [eb('user_id', 'in', [...who.userIds])] : []),
        ...(who.teamId ? [eb('team_id', '=', who.teamId)] : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

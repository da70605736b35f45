// What other capabilities ask about teams (the tournament engine: who may register, check in and submit
// scores for a team). Read-only; call inside your own transaction when you need consistency with a write.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** SPEC §5: only the team captain can check in a team or submit scores. */
export async function isTeamCaptain(db: Kysely<Database>, teamId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('teams').select('captain_id').where('id', '=', teamId).executeTakeFirst();
  return row?.captain_id === userId;
}

export async function teamMemberIds(db: Kysely<Database>, teamId: string): Promise<string[]> {
  const rows = await db.selectFrom('team_members').select('user_id').where('team_id', '=', teamId).execute();
  return rows.map((row) => row.user_id);
}

/** Records that a team takes part in a tournament; while unfinished, the team cannot change. */
export async function recordTeamParticipation(
  db: Kysely<Database>,
  teamId: string,
  tournamentId: string,
): Promise<void> {
  await db
    .insertInto('team_tournament_participations')
    .values({ team_id: teamId, tournament_id: tournamentId })
    .onConflict((oc) => oc.columns(['team_id', 'tournament_id']).doUpdateSet({ finished_at: null }))
    .execute();
}

/** Releases the team: called when the tournament finishes or is cancelled, or the team withdraws. */
export async function finishTeamParticipation(
  db: Kysely<Database>,
  teamId: string,
  tournamentId: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('team_tournament_participations')
    .set({ finished_at: at })
    .where('team_id', '=', teamId)
    .where('tournament_id', '=', tournamentId)
    .execute();
}

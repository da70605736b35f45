// A registration as a side of play (the matches module seeds entrants from registrations and checks who may
// report for a side): who its player is (a team's captain), its team, the players it fields, and its standing.
import type { Expression, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/**
 * The registration columns play reads, joined as a table inside the caller's statement (the score-report path
 * checks a reporter's side in its one batched statement): `.innerJoin(registrationSides(db).as('r'), …)`, or in
 * raw SQL `JOIN ${registrationSides(db)} r ON …`. PostgreSQL folds the subquery into the join.
 */
export function registrationSides(db: Db) {
  return db
    .selectFrom('tournament_registrations')
    .select(['id', 'tournament_id', 'user_id', 'team_id', 'member_ids', 'checked_in_at', 'status']);
}

/**
 * The active registrations `userId` (an id, or an expression of one) takes part in (solo, captain or team member), as a subquery of
 * (registration_id, tournament_id) the caller joins in its one statement: `JOIN ${registrationsOfPlayer(db, id)} rm ON …`.
 */
export function registrationsOfPlayer(db: Db, userId: string | Expression<string>) {
  return db
    .selectFrom('tournament_registration_members')
    .select(['registration_id', 'tournament_id'])
    .where('user_id', '=', userId);
}

/**
 * Whether `userId` registered for the tournament but does not play: a member of a registration that never checked
 * in, or the player of one that was disqualified (told RESULT-NOT-CHECKED-IN rather than "not a participant").
 */
export async function registeredWithoutPlaying(db: Db, tournamentId: string, userId: string): Promise<boolean> {
  const registration = await db
    .selectFrom('tournament_registration_members as m')
    .innerJoin('tournament_registrations as r', 'r.id', 'm.registration_id')
    .select('r.status')
    .where('m.tournament_id', '=', tournamentId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  const disqualified = await db
    .selectFrom('tournament_registrations')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', userId)
    .where('status', '=', 'DISQUALIFIED')
    .executeTakeFirst();
  return registration?.status === 'REGISTERED' || disqualified !== undefined;
}

/** The checked-in registrations' ids in check-in order (the entrants play seeds, in the order MANUAL seeding uses). */
export async function checkedInRegistrationIds(db: Db, tournamentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tournament_registrations')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .where('status', '=', 'CHECKED_IN')
    .orderBy('checked_in_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The teams still registered (registered or checked in) for the tournament, one entry per registration. */
export async function registeredTeamIds(db: Db, tournamentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tournament_registrations')
    .select('team_id')
    .where('tournament_id', '=', tournamentId)
    .where('team_id', 'is not', null)
    .where('status', 'in', ['REGISTERED', 'CHECKED_IN'])
    .execute();
  return rows.flatMap((row) => (row.team_id ? [row.team_id] : []));
}

/** Who plays for each active registration, one row per player, as a subquery the caller joins in its statement. */
export function registrationMembers(db: Db) {
  return db.selectFrom('tournament_registration_members').select(['registration_id', 'tournament_id', 'user_id']);
}

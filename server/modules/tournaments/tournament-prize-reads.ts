// What the prize distribution (payouts) reads of a tournament, named for what it asks: the facts its rules
// depend on, and who played for each placed registration.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RegistrationKind, TournamentRowStatus } from './tournament-tables.js';

type Db = Kysely<Database>;

export interface PrizeTournament {
  id: string;
  status: TournamentRowStatus;
  organization_id: string;
  /** The stored sections, as saved (PrizepoolSection, ScheduleSection). */
  prizepool: unknown;
  schedule: unknown;
}

/** The tournament's status, organization, schedule and prize pool, or undefined when there is none. */
export function findPrizeTournament(db: Db, tournamentId: string): Promise<PrizeTournament | undefined> {
  return db
    .selectFrom('tournaments')
    .select(['id', 'status', 'organization_id', 'prizepool', 'schedule'])
    .where('id', '=', tournamentId)
    .executeTakeFirst();
}

export interface RegistrationRoster {
  kind: RegistrationKind;
  userId: string;
  /** A team registration's roster as it played (empty for a solo one). */
  memberIds: string[];
}

/** Who registered each of these registrations, and the roster a team played with. */
export async function registrationRosters(
  db: Db,
  registrationIds: readonly string[],
): Promise<Map<string, RegistrationRoster>> {
  const ids = [...new Set(registrationIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tournament_registrations')
    .select(['id', 'kind', 'user_id', 'member_ids'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, { kind: row.kind, userId: row.user_id, memberIds: row.member_ids ?? [] }]));
}

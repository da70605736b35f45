// An entrant with the people behind it (the registration's user or team, its name and picture): what match views,
// and the webhook and feed payloads of a match, show for a side. Apart from play-repository so the announcement of
// a match event (called from play-repository) can name its sides without an import loop.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { teamCards } from '../../teams/teams-module.js';
import { registrationSides } from '../../tournaments/tournaments-module.js';
import { userProfiles } from '../../users/users-module.js';
import type { TournamentEntrantsTable } from '../match-tables.js';

type Db = Kysely<Database>;
export type EntrantRow = Selectable<TournamentEntrantsTable>;

/** An entrant with who plays for it: the registration's user (the solo player or the team's captain). */
export interface EntrantWithPeople extends EntrantRow {
  user_id: string;
  team_id: string | null;
  member_ids: string[];
  name: string;
  avatar_url: string | null;
  checked_in_at: Date | null;
}

/** The entrants joined to who plays for them: registration `r`, user `u`, team `t` (none for a solo player). */
function entrantsWithSides(db: Db) {
  return db
    .selectFrom('tournament_entrants as e')
    .innerJoin(registrationSides(db).as('r'), 'r.id', 'e.registration_id')
    .innerJoin(userProfiles(db).as('u'), 'u.id', 'r.user_id')
    .leftJoin(teamCards(db).as('t'), 't.id', 'r.team_id');
}

/** The name a side shows: the team's, else the player's nickname. */
const sideName = sql<string>`coalesce(t.name, u.nickname)`;

/**
 * Every entrant with the name its side shows (the team's, else the player's nickname), as a subquery of
 * (tournament_id, seed, registration_id, name) for a statement to join or correlate: PostgreSQL folds it in, so a
 * condition on tournament_id and seed reads through the entrants' primary key.
 */
export function entrantNames(db: Db) {
  return entrantsWithSides(db).select(['e.tournament_id', 'e.seed', 'e.registration_id', sideName.as('name')]);
}

/** The tournament's entrants (or only those holding `seeds`: a match's sides, without reading the whole field). */
export async function entrantsWithPeople(
  db: Db,
  tournamentId: string,
  seeds?: readonly number[],
): Promise<EntrantWithPeople[]> {
  let query = entrantsWithSides(db)
    .selectAll('e')
    .select([
      'r.user_id',
      'r.team_id',
      'r.member_ids',
      'r.checked_in_at',
      sideName.as('name'),
      sql<string | null>`coalesce(t.avatar_url, u.profile_picture_url)`.as('avatar_url'),
    ])
    .where('e.tournament_id', '=', tournamentId);
  if (seeds) query = query.where('e.seed', 'in', seeds.length > 0 ? [...seeds] : [0]);
  const rows = await query.orderBy('e.seed').execute();
  return rows.map((row) => ({ ...row, member_ids: row.member_ids }));
}

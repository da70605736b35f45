// Which side of a match a user plays for (SPEC §5/§6): a report, confirm or dispute comes from the side's player
// (a team's captain); an issue report from any member. Each answers the seed, or the catalogue's 403 telling why not.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { forbidden } from '../../../http-error.js';
import { registeredWithoutPlaying, registrationSides } from '../../tournaments/tournaments-module.js';
import type { UserRow } from '../../users/users-module.js';
import type * as repo from '../play/play-repository.js';

type Db = Kysely<Database>;

/** Which side of `match` the user plays for, checked the way SPEC §5/§6 say. */
export async function reporterSeed(db: Db, tournamentId: string, match: repo.MatchRow, user: UserRow): Promise<number> {
  const seeds = match.participants.filter((seed) => seed > 0);
  const rows = await db
    .selectFrom('tournament_entrants as e')
    .innerJoin(registrationSides(db).as('r'), 'r.id', 'e.registration_id')
    .select(['e.seed', 'e.status', 'r.user_id', 'r.member_ids'])
    .where('e.tournament_id', '=', tournamentId)
    .where('e.seed', 'in', seeds.length > 0 ? seeds : [0])
    .execute();
  const own = rows.find((row) => row.user_id === user.id);
  if (own) {
    if (own.status === 'DISQUALIFIED' || own.status === 'BANNED') throw forbidden('RESULT-NOT-CHECKED-IN');
    return own.seed;
  }
  if (rows.some((row) => row.member_ids.includes(user.id))) throw forbidden('RESULT-CAPTAIN-ONLY');
  // Not a side of this match: a registered player who never checked in is told so; anyone else is not a participant.
  if (await registeredWithoutPlaying(db, tournamentId, user.id)) throw forbidden('RESULT-NOT-CHECKED-IN');
  throw forbidden('RESULT-NOT-A-PARTICIPANT');
}

/** Issue reports: the side's player, or any member of a team side. */
export async function reporterSeedOrMember(
  db: Db,
  tournamentId: string,
  match: repo.MatchRow,
  user: UserRow,
): Promise<number> {
  const seeds = match.participants.filter((seed) => seed > 0);
  const rows = await db
    .selectFrom('tournament_entrants as e')
    .innerJoin(registrationSides(db).as('r'), 'r.id', 'e.registration_id')
    .select(['e.seed', 'r.user_id', 'r.member_ids'])
    .where('e.tournament_id', '=', tournamentId)
    .where('e.seed', 'in', seeds.length > 0 ? seeds : [0])
    .execute();
  const own = rows.find((row) => row.user_id === user.id || row.member_ids.includes(user.id));
  if (!own) throw forbidden('RESULT-NOT-A-PARTICIPANT');
  return own.seed;
}

// The one way to serialise writes to a tournament (CONVENTIONS #4): lock its row inside the caller's
// transaction. Modules other than tournaments (matches, prizes, leaderboards) lock through this, not through
// the tournaments repository.
//
// FOR NO KEY UPDATE, not FOR UPDATE: writers still exclude one another (and the check-ins' FOR SHARE), but not the
// KEY SHARE that PostgreSQL's foreign-key check takes on the tournament for every row inserted under it. With FOR
// UPDATE, a round's advance queued behind every score report, notification and event being inserted for the
// tournament at that moment (0.9–2.7 s in a report rush, issue 28), and each of those then queued behind it. Nothing
// here changes a tournament's id, the only key other rows refer to.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TournamentsTable } from './tournament-tables.js';

export type LockedTournament = Selectable<TournamentsTable>;

export function lockTournament(trx: Kysely<Database>, id: string): Promise<LockedTournament | undefined> {
  return trx.selectFrom('tournaments').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
}

// What the prize distribution reads of a played tournament: when its rounds ended and where each entrant placed.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

/** When the tournament's last round was resolved, or null while it is being played (or never was). */
export async function playFinishedAt(db: Db, tournamentId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('tournament_play')
    .select('finished_at')
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  return row?.finished_at ? new Date(row.finished_at) : null;
}

export interface FinalPlacement {
  registrationId: string;
  finalRank: number;
  seed: number;
}

/** The placed entrants of a finished tournament, best rank first, ties in seed order. */
export async function finalPlacements(db: Db, tournamentId: string): Promise<FinalPlacement[]> {
  const rows = await db
    .selectFrom('tournament_entrants')
    .select(['registration_id', 'final_rank', 'seed'])
    .where('tournament_id', '=', tournamentId)
    .where('final_rank', 'is not', null)
    .orderBy('final_rank')
    .orderBy('seed')
    .execute();
  return rows.map((row) => ({
    registrationId: row.registration_id,
    finalRank: Number(row.final_rank),
    seed: Number(row.seed),
  }));
}

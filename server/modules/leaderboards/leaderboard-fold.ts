// Folds a finished tournament into the leaderboard it is linked to: its participants' placements, points and
// check-in instants replace whatever that tournament contributed before (so an amendment re-folds exactly and
// a tournament never counts twice), then the leaderboard's standings are ranked again and stored. Runs inside
// the transaction that writes the placements; the leaderboard row is locked so two folds queue.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { aggregateLeaderboard, type LeaderboardResult } from '../../../src/domain/leaderboard-aggregation.js';
import type { Database } from '../../db/schema.js';
import type { ResultsFinalListener } from '../matches/matches-module.js';
import type { LeaderboardRow } from './leaderboards-repository.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 2_000;

export const participantKey = (teamId: string | null, userId: string) => (teamId ? `team:${teamId}` : `user:${userId}`);

export const foldIntoLeaderboard: ResultsFinalListener = async (trx, event) => {
  const link = await trx
    .selectFrom('tournaments')
    .select('leaderboard_id')
    .where('id', '=', event.tournamentId)
    .executeTakeFirst();
  if (!link?.leaderboard_id) return;
  const board = await trx
    .selectFrom('leaderboards')
    .selectAll()
    .where('id', '=', link.leaderboard_id)
    .forUpdate()
    .executeTakeFirst();
  // An ended leaderboard is locked (SPEC §4); a deleted one has nothing to show.
  if (!board || board.status === 'ENDED' || board.status === 'DELETED') return;
  const { records } = await event.results();
  const checkIns = new Map(
    (
      await trx
        .selectFrom('tournament_registrations')
        .select(['id', 'checked_in_at'])
        .where('tournament_id', '=', event.tournamentId)
        .execute()
    ).map((row) => [row.id, row.checked_in_at]),
  );
  await trx
    .deleteFrom('leaderboard_contributions')
    .where('leaderboard_id', '=', board.id)
    .where('tournament_id', '=', event.tournamentId)
    .execute();
  const rows = records.map((record) => ({
    leaderboard_id: board.id,
    tournament_id: event.tournamentId,
    participant_key: participantKey(record.teamId, record.players[0]!),
    placement: record.rank,
    points_earned: String(record.points),
    checked_in_at: checkIns.get(record.registrationId) ?? null,
  }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('leaderboard_contributions')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
  await rankStandings(trx, board);
};

/** Ranks every participant of the leaderboard from the stored contributions and rewrites its standings. */
export async function rankStandings(db: Db, board: LeaderboardRow): Promise<void> {
  const [contributions, customOrder] = await Promise.all([
    db
      .selectFrom('leaderboard_contributions')
      .select(['participant_key', 'tournament_id', 'placement', 'points_earned', 'checked_in_at'])
      .where('leaderboard_id', '=', board.id)
      .orderBy('participant_key')
      .orderBy('tournament_id')
      .execute(),
    db
      .selectFrom('leaderboard_custom_order')
      .select('participant_key')
      .where('leaderboard_id', '=', board.id)
      .orderBy('position')
      .execute(),
  ]);
  const results: LeaderboardResult[] = contributions.map((row) => ({
    participant: row.participant_key,
    tournamentId: row.tournament_id,
    placement: row.placement ?? undefined,
    pointsEarned: Number(row.points_earned),
    checkInDate: row.checked_in_at ? new Date(row.checked_in_at).getTime() : undefined,
  }));
  const ranked = aggregateLeaderboard(
    {
      kind: board.kind,
      pointsSource: board.points_source,
      pointsScale: board.points_scale,
      ties: board.ties,
      tieBreak: { kind: board.tie_break, randomSeed: board.tie_break_seed },
      customOrder: customOrder.map((row) => row.participant_key),
    },
    results,
  );
  const people = await namesOf(
    db,
    ranked.map((row) => row.participant),
  );
  await db.deleteFrom('leaderboard_standings').where('leaderboard_id', '=', board.id).execute();
  const rows = ranked.map((row, k) => {
    const who = people.get(row.participant);
    const [kind, id] = row.participant.split(':') as ['user' | 'team', string];
    return {
      leaderboard_id: board.id,
      participant_key: row.participant,
      user_id: kind === 'user' ? id : null,
      team_id: kind === 'team' ? id : null,
      name: who?.name ?? 'Former participant',
      avatar_url: who?.avatar ?? null,
      rank: row.rank,
      position: k + 1,
      points: String(row.points),
      best_placement: row.bestPlacement,
      tournaments_played: row.tournamentsPlayed,
    };
  });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('leaderboard_standings')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
  await db
    .updateTable('leaderboards')
    .set({ updated_at: sql`now()` })
    .where('id', '=', board.id)
    .execute();
}

async function namesOf(db: Db, keys: readonly string[]): Promise<Map<string, { name: string; avatar: string | null }>> {
  const users = keys.filter((key) => key.startsWith('user:')).map((key) => key.slice(5));
  const teams = keys.filter((key) => key.startsWith('team:')).map((key) => key.slice(5));
  const names = new Map<string, { name: string; avatar: string | null }>();
  // In chunks: a board past 65,535 participants would exceed PostgreSQL's bind parameters in one IN list.
  for (let i = 0; i < users.length; i += INSERT_CHUNK * 5) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'nickname', 'profile_picture_url'])
      .where('id', 'in', users.slice(i, i + INSERT_CHUNK * 5))
      .execute();
    for (const row of rows) names.set(`user:${row.id}`, { name: row.nickname, avatar: row.profile_picture_url });
  }
  for (let i = 0; i < teams.length; i += INSERT_CHUNK * 5) {
    const rows = await db
      .selectFrom('teams')
      .select(['id', 'name', 'avatar_url'])
      .where('id', 'in', teams.slice(i, i + INSERT_CHUNK * 5))
      .execute();
    for (const row of rows) names.set(`team:${row.id}`, { name: row.name, avatar: row.avatar_url });
  }
  return names;
}

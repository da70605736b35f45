// A match's webhook and live-feed payload is one SQL expression (match-webhook-events.ts matchPayloadSql), so a
// statement that changes matches records their announcements in itself. Its scores, read from the stored result, on
// rows that are not in the matches table (a VALUES list shaped like it): a one-game match shows the game's score, a
// best-of the games each side won, both in the match's own order of sides even when the result lists them the other
// way round; a match without a result shows no score. Sides without an entrant are named null.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPayloadSql } from '../../../server/modules/matches/play/match-webhook-events.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../support/test-database.js';

const TOURNAMENT = '00000000-0000-4000-8000-000000000001';
const MATCH = '00000000-0000-4000-8000-000000000002';

describe.each(testEngines())('a match payload in SQL on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function payloadOf(participants: unknown, result: unknown, status = 'COMPLETE', winner: number | null = null) {
    const db = database.handle.db;
    const { rows } = await sql<{ data: Record<string, unknown> }>`
      WITH m AS (
        SELECT ${TOURNAMENT}::uuid AS tournament_id, ${MATCH}::uuid AS id, 2 AS round_index,
          ${JSON.stringify(participants)}::jsonb AS participants, ${status}::text AS status,
          ${result === null ? null : JSON.stringify(result)}::jsonb AS result, ${winner}::int AS winner)
      SELECT ${matchPayloadSql(db, 'm')} AS data FROM m`.execute(db);
    return rows[0].data;
  }

  const scores = (data: Record<string, unknown>) => (data.sides as { score: unknown }[]).map((side) => side.score);

  it('shows a one-game score, and the games won in a best-of, in the match order of sides', async () => {
    const single = await payloadOf([3, 7], { participants: [3, 7], games: [{ score: [5, 4] }] }, 'COMPLETE', 3);
    expect(single).toEqual({
      tournamentId: TOURNAMENT,
      matchId: MATCH,
      round: 3,
      status: 'COMPLETE',
      sides: [
        { registrationId: null, name: null, score: 5 },
        { registrationId: null, name: null, score: 4 },
      ],
      winnerRegistrationId: null,
    });
    // The result lists the sides the other way round; three games, the second side won two.
    const bestOf = await payloadOf([3, 7], {
      participants: [7, 3],
      games: [{ score: [2, 1] }, { score: [0, 3] }, { score: [4, 2] }],
    });
    expect(scores(bestOf)).toEqual([1, 2]);
  });

  it('shows no score before a result, nor for a side the result does not name', async () => {
    expect(scores(await payloadOf([3, 7], null, 'READY'))).toEqual([null, null]);
    expect(scores(await payloadOf([3, 7], { participants: [3, 7], games: [] }, 'READY'))).toEqual([null, null]);
    expect(scores(await payloadOf([3, 9], { participants: [3, 7], games: [{ score: [1, 0] }] }))).toEqual([1, null]);
  });
});

// Leaderboard standings folded incrementally in SQL and ranked on read (issue 13 §5) agree with the domain's
// aggregation of the same contributions: POINTS (placement scale and points earned) and RANK leaderboards, ties
// kept or broken by check-in date or the organizer's custom order, after folds, an amendment that drops and
// changes participants, and a full re-ranking; every page size, the neighbours read and search give each entry
// its place on the whole board. The random tie-break draws per participant, so only its consistency is checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { aggregateLeaderboard, type LeaderboardConfig } from '../../../src/domain/leaderboard-aggregation.js';
import type { LeaderboardStandings } from '../../../src/contract/leaderboards.js';
import {
  foldContributions,
  rankStandings,
  type Contribution,
} from '../../../server/modules/leaderboards/leaderboard-fold.js';
import { findLeaderboard } from '../../../server/modules/leaderboards/leaderboards-repository.js';
import { pageOffIndex, standingWithNeighbours } from '../../../server/modules/leaderboards/standings-queries.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import { addGame, createDraft, makeOrganizer } from '../tournaments/tournament-kit.js';

const PLAYERS = 23;
const T0 = Date.UTC(2026, 0, 1);

interface Case {
  name: string;
  kind: 'POINTS' | 'RANK';
  pointsSource: 'PLACEMENT_SCALE' | 'POINTS_EARNED';
  ties: boolean;
  tieBreak: 'CHECK_IN_DATE' | 'CUSTOM_REASON' | 'RANDOM';
}

const cases: Case[] = [
  {
    name: 'points by scale, check-in',
    kind: 'POINTS',
    pointsSource: 'PLACEMENT_SCALE',
    ties: false,
    tieBreak: 'CHECK_IN_DATE',
  },
  {
    name: 'points by scale, ties kept',
    kind: 'POINTS',
    pointsSource: 'PLACEMENT_SCALE',
    ties: true,
    tieBreak: 'CHECK_IN_DATE',
  },
  {
    name: 'points earned, custom order',
    kind: 'POINTS',
    pointsSource: 'POINTS_EARNED',
    ties: false,
    tieBreak: 'CUSTOM_REASON',
  },
  { name: 'ranks, check-in', kind: 'RANK', pointsSource: 'PLACEMENT_SCALE', ties: false, tieBreak: 'CHECK_IN_DATE' },
  { name: 'ranks, ties kept', kind: 'RANK', pointsSource: 'PLACEMENT_SCALE', ties: true, tieBreak: 'CHECK_IN_DATE' },
  { name: 'points earned, random', kind: 'POINTS', pointsSource: 'POINTS_EARNED', ties: false, tieBreak: 'RANDOM' },
];
const scale = [
  { startRank: 1, endRank: 1, points: 10 },
  { startRank: 2, endRank: 3, points: 6 },
  { startRank: 3, endRank: 8, points: 2.5 },
];

describe.each(testEngines())('leaderboard standings order on %s', (engine) => {
  let server: TestServer;
  const boardIds: string[] = [];
  let tournaments: string[] = [];
  let keys: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock: new ManualClock() });
    const organizer = await server.signUp(`lbo-org-${engine}@example.com`, `LboOrg${engine}`);
    await makeOrganizer(server, organizer, `Order Events ${engine}`);
    await addGame(server, 'chess', 'Chess');
    const db = server.database.handle.db;
    const users = await sql<{ id: string }>`
      INSERT INTO users (issuer, subject, email, nickname)
      SELECT 'lbo', 'lbo-' || n, 'lbo' || n || '@order.example', 'Lbo' || n FROM generate_series(1, ${PLAYERS}) AS n
      RETURNING id`.execute(db);
    keys = users.rows.map((u) => `user:${u.id}`);
    for (const c of cases) {
      const created = await call(server, 'POST', '/leaderboards', {
        session: organizer,
        json: { name: `Order ${c.name}`, kind: c.kind },
      });
      expect(created.status).toBe(201);
      await db
        .updateTable('leaderboards')
        .set({
          status: 'ACTIVE',
          published_at: new Date(T0),
          points_source: c.pointsSource,
          points_scale: JSON.stringify(scale),
          ties: c.ties,
          tie_break: c.tieBreak,
          tie_break_seed: 7,
        })
        .where('id', '=', created.body.id)
        .execute();
      boardIds.push(created.body.id as string);
    }
    tournaments = [
      await createDraft(server, organizer, 'chess', 'Order One'),
      await createDraft(server, organizer, 'chess', 'Order Two'),
      await createDraft(server, organizer, 'chess', 'Order Three'),
    ];
  });
  afterAll(async () => server?.close());

  /** Deliberately tie-heavy: few distinct points and placements, shared and missing check-ins. */
  const contributions = (t: number, salt: number, from: number, to: number): Contribution[] =>
    keys.slice(from, to).map((participantKey, i) => ({
      participantKey,
      placement: (i * 7 + salt) % 5 === 4 ? null : ((i * 3 + salt) % 9) + 1,
      points: String(((i * 5 + salt) % 4) * 1.5),
      checkedInAt: (i + salt) % 6 === 0 ? null : new Date(T0 + ((i * 11 + t) % 5) * 1000).toISOString(),
    }));

  async function expected(boardId: string): Promise<[string, number, number, number | null, number][]> {
    const db = server.database.handle.db;
    const board = (await findLeaderboard(db, boardId))!;
    // The aggregation numbers participants in key order, as the database collates them.
    const { rows } = await sql<{
      participant_key: string;
      tournament_id: string;
      placement: number | null;
      points_earned: string;
      checked_in_at: Date | string | null;
    }>`
      SELECT c.participant_key, t.tournament_id, c.placement, c.points_earned, c.checked_in_at
        FROM leaderboard_contributions t
       CROSS JOIN LATERAL unnest(t.participant_keys, t.placements, t.points_earned, t.checked_in_at)
             AS c(participant_key, placement, points_earned, checked_in_at)
       WHERE t.leaderboard_id = ${boardId}
       ORDER BY c.participant_key, t.tournament_id`.execute(db);
    const custom = await db
      .selectFrom('leaderboard_custom_order')
      .select('participant_key')
      .where('leaderboard_id', '=', boardId)
      .orderBy('position')
      .execute();
    const config: LeaderboardConfig = {
      kind: board.kind,
      pointsSource: board.points_source,
      pointsScale: board.points_scale,
      ties: board.ties,
      tieBreak: { kind: board.tie_break, randomSeed: board.tie_break_seed },
      customOrder: custom.map((row) => row.participant_key),
    };
    return aggregateLeaderboard(
      config,
      rows.map((row) => ({
        participant: row.participant_key,
        tournamentId: row.tournament_id,
        placement: row.placement ?? undefined,
        pointsEarned: Number(row.points_earned),
        checkInDate: row.checked_in_at ? new Date(row.checked_in_at).getTime() : undefined,
      })),
    ).map((row) => [row.participant.slice(5), row.rank, row.points, row.bestPlacement, row.tournamentsPlayed]);
  }

  async function read(boardId: string, pageSize: number) {
    const rows: LeaderboardStandings['rows'] = [];
    for (let page = 1; ; page++) {
      const answer = await call<LeaderboardStandings>(
        server,
        'GET',
        `/leaderboards/${boardId}/standings?page=${page}&pageSize=${pageSize}`,
      );
      expect(answer.status).toBe(200);
      rows.push(...answer.body.rows);
      if (answer.body.rows.length < pageSize) {
        expect(answer.body.total).toBe(rows.length);
        break;
      }
    }
    rows.forEach((row, k) => expect(row.position).toBe(k + 1));
    return rows;
  }

  async function check(c: Case, boardId: string) {
    const db = server.database.handle.db;
    const board = (await findLeaderboard(db, boardId))!;
    const all = await read(boardId, 100);
    for (const pageSize of [1, 4, 7]) expect(await read(boardId, pageSize)).toEqual(all);
    const seen = all.map((row) => [row.userId, row.rank, row.points, row.bestPlacement, row.tournamentsPlayed]);
    if (c.tieBreak !== 'RANDOM' || c.ties) expect(seen).toEqual(await expected(boardId));
    else {
      // A total order with the right measure: same participants, ranks 1…N.
      const want = await expected(boardId);
      expect(seen.map((row) => row[1])).toEqual(want.map((row) => row[1]));
      expect(seen.map((row) => row[2])).toEqual([...seen.map((row) => row[2] as number)].sort((a, b) => b - a));
    }
    // The cached first page and the index agree, from any offset.
    for (const [offset, limit] of [
      [0, 100],
      [3, 5],
      [9, 4],
      [20, 7],
    ] as const) {
      const page = await pageOffIndex(db, board, offset, limit);
      expect(page.map((r) => [r.user_id, r.position, r.rank, Number(r.points)])).toEqual(
        all.slice(offset, offset + limit).map((r) => [r.userId, r.position, r.rank, r.points]),
      );
    }
    // Neighbours and search give the same places.
    for (const [k, row] of all.entries()) {
      const around = await standingWithNeighbours(db, board, `user:${row.userId}`, 2);
      expect(around.map((r) => [r.user_id, r.position, r.rank])).toEqual(
        all.slice(Math.max(0, k - 2), k + 3).map((r) => [r.userId, r.position, r.rank]),
      );
    }
    const found = await call<LeaderboardStandings>(server, 'GET', `/leaderboards/${boardId}/standings?search=lbo1`);
    expect(found.body.rows).toEqual(all.filter((row) => row.name.toLowerCase().includes('lbo1')));
    expect(found.body.total).toBe(found.body.rows.length);
    return all;
  }

  it.each(cases.map((c, i) => [c.name, i] as const))('%s', async (_, i) => {
    const c = cases[i];
    const boardId = boardIds[i];
    const db = server.database.handle.db;
    const board = (await findLeaderboard(db, boardId))!;
    if (c.tieBreak === 'CUSTOM_REASON') {
      await db
        .insertInto('leaderboard_custom_order')
        .values(
          [5, 1, 9, 12, 3].map((p, position) => ({ leaderboard_id: boardId, participant_key: keys[p], position })),
        )
        .execute();
    }
    // Each change at its own instant of the injected clock (a minute apart, in a past month): the board is dated by it.
    let changedAt = Date.parse('2026-05-01T10:00:00Z');
    const fold = (t: number, rows: Contribution[]) => {
      const at = new Date((changedAt += 60_000));
      return db.transaction().execute((trx) => foldContributions(trx, board, tournaments[t], rows, at));
    };
    const boardDate = async () =>
      new Date(
        (await db.selectFrom('leaderboards').select('updated_at').where('id', '=', boardId).executeTakeFirstOrThrow())
          .updated_at,
      ).getTime();
    await fold(0, contributions(0, 0, 0, 15));
    await check(c, boardId);
    await fold(1, contributions(1, 3, 8, PLAYERS));
    await check(c, boardId);
    await fold(2, contributions(2, 1, 2, 19));
    // An amendment: tournament two again, every result changed and without its last two participants, who
    // played nowhere else and so leave the board.
    await fold(1, contributions(1, 5, 8, PLAYERS - 2));
    const incremental = await check(c, boardId);
    expect(incremental.length).toBe(PLAYERS - 2);
    expect(await boardDate()).toBe(changedAt);
    // Re-ranking the whole board from its contributions changes nothing.
    await rankStandings(db, board, new Date((changedAt += 60_000)));
    expect(await check(c, boardId)).toEqual(incremental);
    expect(await boardDate()).toBe(changedAt);
    // The buckets add up.
    const buckets = await db
      .selectFrom('leaderboard_rank_buckets')
      .select(['entries', 'ahead'])
      .where('leaderboard_id', '=', boardId)
      .orderBy('rank_key')
      .execute();
    let ahead = 0;
    for (const bucket of buckets) {
      expect(bucket.ahead).toBe(ahead);
      ahead += bucket.entries;
    }
    expect(ahead).toBe(PLAYERS - 2);
  });
});

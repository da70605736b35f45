// GET /tournaments/stats/user/{userId} and .../metrics/{disciplineCode}: well-formed and empty before any
// tournament, then aggregated from stored results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { upsertPlayerResult } from '../../../server/modules/stats/stats-repository.js';
import { call, userId } from '../teams/people-kit.js';

describe.each(testEngines())('player stats on %s', (engine) => {
  let server: TestServer;
  let player: Session;
  let playerId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    player = await server.signUp('stats-player@example.com', 'StatsPlayer');
    playerId = await userId(server, player);
    const db = server.database.handle.db;
    await db
      .insertInto('disciplines')
      .values([
        { code: 'chess', name: 'Chess', platforms: ['windows'] },
        { code: 'valorant', name: 'Valorant', platforms: ['windows'] },
      ])
      .execute();
  });
  afterAll(async () => server?.close());

  it('is empty but well-formed before any result, for anyone (public profile)', async () => {
    const stats = await call(server, 'GET', `/tournaments/stats/user/${playerId}`);
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      userId: playerId,
      totals: {
        tournamentsPlayed: 0,
        wins: 0,
        losses: 0,
        winRate: 0,
        points: 0,
        firstPlaces: 0,
        podiums: 0,
        bestPlacement: null,
      },
      disciplines: [],
      tournaments: [],
    });
    const metrics = await call(server, 'GET', `/tournaments/stats/user/${playerId}/metrics/chess`);
    expect(metrics.body).toEqual({
      userId: playerId,
      disciplineCode: 'chess',
      disciplineName: 'Chess',
      results: [],
      metrics: [],
    });
  });

  it('unknown users and games are 404 with catalogue codes; a malformed id is 400', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    expect((await call(server, 'GET', `/tournaments/stats/user/${ghost}`)).body).toMatchObject({
      statusCode: 404,
      message: 'USER-NOT-FOUND',
    });
    expect((await call(server, 'GET', `/tournaments/stats/user/${playerId}/metrics/tetris`)).body).toMatchObject({
      statusCode: 404,
      message: 'DISCIPLINE-NOT-FOUND',
    });
    expect((await call(server, 'GET', '/tournaments/stats/user/not-a-uuid')).status).toBe(400);
  });

  it('aggregates stored results per discipline and over time', async () => {
    const db = server.database.handle.db;
    await upsertPlayerResult(db, {
      userId: playerId,
      disciplineCode: 'chess',
      tournamentId: 't1',
      placement: 1,
      wins: 4,
      losses: 0,
      points: 12,
      metrics: { kills: 0, moves: 120 },
      finishedAt: new Date('2026-01-01T10:00:00Z'),
    });
    await upsertPlayerResult(db, {
      userId: playerId,
      disciplineCode: 'chess',
      tournamentId: 't2',
      placement: 5,
      wins: 1,
      losses: 2,
      points: 3.5,
      metrics: { moves: 80 },
      finishedAt: new Date('2026-02-01T10:00:00Z'),
    });
    await upsertPlayerResult(db, {
      userId: playerId,
      disciplineCode: 'valorant',
      tournamentId: 't3',
      placement: 3,
      wins: 2,
      losses: 1,
      points: 7,
      finishedAt: new Date('2026-03-01T10:00:00Z'),
    });
    // A correction of a result replaces it instead of counting twice.
    await upsertPlayerResult(db, {
      userId: playerId,
      disciplineCode: 'chess',
      tournamentId: 't2',
      placement: 4,
      wins: 1,
      losses: 2,
      points: 3.5,
      metrics: { moves: 80 },
      finishedAt: new Date('2026-02-01T10:00:00Z'),
    });

    const stats = (await call(server, 'GET', `/tournaments/stats/user/${playerId}`)).body;
    expect(stats.totals).toEqual({
      tournamentsPlayed: 3,
      wins: 7,
      losses: 3,
      winRate: 0.7,
      points: 22.5,
      firstPlaces: 1,
      podiums: 2,
      bestPlacement: 1,
    });
    expect(stats.disciplines).toEqual([
      {
        disciplineCode: 'chess',
        disciplineName: 'Chess',
        tournamentsPlayed: 2,
        wins: 5,
        losses: 2,
        winRate: 0.7143,
        points: 15.5,
        firstPlaces: 1,
        podiums: 1,
        bestPlacement: 1,
        averagePlacement: 2.5,
      },
      {
        disciplineCode: 'valorant',
        disciplineName: 'Valorant',
        tournamentsPlayed: 1,
        wins: 2,
        losses: 1,
        winRate: 0.6667,
        points: 7,
        firstPlaces: 0,
        podiums: 1,
        bestPlacement: 3,
        averagePlacement: 3,
      },
    ]);

    const chess = (await call(server, 'GET', `/tournaments/stats/user/${playerId}/metrics/chess`)).body;
    expect(
      chess.results.map((r: { tournamentId: string; placement: number }) => [r.tournamentId, r.placement]),
    ).toEqual([
      ['t1', 1],
      ['t2', 4],
    ]);
    expect(chess.metrics).toEqual([
      { name: 'kills', total: 0, average: 0 },
      { name: 'moves', total: 200, average: 100 },
    ]);
  });
});

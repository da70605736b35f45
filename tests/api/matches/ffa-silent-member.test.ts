// An FFA lobby member who reports nothing (issue 11 §3): once the lobby's dispute buffer ends, the reports in
// become the result and the silent member forfeits the game (forfeit penalty, last of the lobby), so the round
// still resolves and the standings place them below everyone who played.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandingsView } from '../../../src/contract/matches.js';
import { DEFAULT_DISPUTE_BUFFER_MS } from '../../../src/domain/index.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import { at, brackets, publishPlayable, registerAndCheckIn, sessionOfSeed, signUpCast } from './play-kit.js';

const scoringSystem = {
  rankRanges: [
    { startRank: 1, endRank: 1, points: 6 },
    { startRank: 2, endRank: 3, points: 4 },
  ],
  ingameMetrics: [{ label: 'Kills', factor: 1 }],
  winPoints: 3,
  lossPoints: 0,
  byePoints: 1,
  forfeitPenalty: -2,
};

describe.each(testEngines())('an FFA member who reports nothing (%s)', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let sessions: Map<string, Session>;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    ({ organizer, sessions } = await signUpCast(server, { tag: 'silent', organization: 'Silent Events', players: 3 }));
  });
  afterAll(async () => server?.close());

  it('forfeits the game when the buffer ends, and the round and the tournament resolve', async () => {
    clock.set(Date.now());
    const t = await publishPlayable(server, organizer, clock, {
      rounds: 1,
      format: {
        format: 'MATCHUPS',
        matchType: 'FFA',
        stageType: 'SIMPLE_STAGE',
        numberOfRounds: 1,
        numberOfGames: 1,
        lobbySize: 3,
        scoreReportingSystem: 'RANK',
        maxParticipants: 3,
        scoringSystem,
      },
    });
    await registerAndCheckIn(server, clock, t, [...sessions.values()]);
    const b = await brackets(server, t.id, organizer);
    const [lobby] = b.matches;
    const [first, second, silent] = lobby.sides.map((side) => side.seed!);
    clock.set(at.roundStarted(t.t0, 0));
    for (const [seed, rank, kills] of [
      [first, 1, 0],
      [second, 2, 0],
    ] as const) {
      const form = new FormData();
      form.append('gameIndex', '0');
      form.append('isForfeit', 'false');
      form.append('ingameRank', String(rank));
      form.append('ingameMetricScores', JSON.stringify([{ score: kills }]));
      const answer = await call(server, 'POST', `/matches/${t.id}/${lobby.id}/ffa/score`, {
        session: sessionOfSeed(b, sessions, seed),
        form,
      });
      expect(answer.status).toBe(200);
    }
    await server.runDueWork();
    expect((await brackets(server, t.id, organizer)).matches[0].status).toBe('REPORTED');

    clock.advance(DEFAULT_DISPUTE_BUFFER_MS + 1000);
    await server.runDueWork();
    const done = await brackets(server, t.id, organizer);
    const match = done.matches[0];
    expect(match).toMatchObject({ status: 'COMPLETED', resolution: 'BUFFER_ENDED' });
    expect(match.sides.find((side) => side.seed === silent)).toMatchObject({ rank: 3, score: -2 });
    expect(match.ffaResults.find((entry) => entry.seed === silent)?.results).toEqual([
      { gameIndex: 0, isForfeit: true },
    ]);
    expect(done.finished).toBe(true);
    const standings = await call<StandingsView>(server, 'GET', `/matches/${t.id}/tiebreaker-leaderboard`, {
      session: organizer,
    });
    expect(standings.body.rows.map((row) => [row.seed, row.points])).toEqual([
      [first, 6],
      [second, 4],
      [silent, -2],
    ]);
  });
});

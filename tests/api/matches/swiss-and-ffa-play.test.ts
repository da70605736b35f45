// Swiss and FFA matchups played through the API with a moved clock (issue 11 §2, §3): a Swiss round is paired
// from the standings once the previous one is resolved, the bye goes to a player who had none, a disqualified
// player's open match is a walkover; FFA lobbies report per member and per game, conflicting ranks are a
// dispute, and the standings rank by points. Both finish with final placements.
import { describe, expect, it } from 'vitest';
import type { MatchDetail, StandingsView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { call } from '../teams/people-kit.js';
import { at, brackets, publishPlayable, registerAndCheckIn, reportWin, sessionOfSeed } from './play-kit.js';
import { playSuite } from './play-suite.js';

const scoring = {
  rankRanges: [
    { startRank: 1, endRank: 1, points: 10 },
    { startRank: 2, endRank: 3, points: 4 },
  ],
  ingameMetrics: [{ label: 'Kills', factor: 1 }],
  winPoints: 3,
  lossPoints: 0,
  byePoints: 1,
  forfeitPenalty: -2,
};

describe.each(testEngines())('Swiss and FFA played on %s', (engine) => {
  const clock = new ManualClock();
  const suite = playSuite(engine, clock, { tag: 'sw', organization: 'Swiss Events', players: 6 });

  it('pairs Swiss rounds from the standings, with a fair bye and a walkover for a disqualified player', async () => {
    clock.set(Date.now());
    const t = await publishPlayable(suite.server, suite.organizer, clock, {
      rounds: 3,
      name: 'Swiss Cup',
      format: { format: 'SWISS_SYSTEM', numberOfRounds: 3, maxParticipants: 8 },
    });
    await registerAndCheckIn(suite.server, clock, t, suite.players.slice(0, 5));
    let b = await brackets(suite.server, t.id, suite.organizer);
    const round0 = b.matches.filter((m) => m.roundIndex === 0);
    // 5 players: two pairs and a bye; round 2 does not exist before round 1 is resolved.
    expect(round0.filter((m) => m.status === 'READY')).toHaveLength(2);
    const bye0 = round0.find((m) => m.status === 'BYE')!;
    expect(bye0.sides[1].bye).toBe(true);
    expect(b.matches.some((m) => m.roundIndex === 1)).toBe(false);
    clock.set(at.roundStarted(t.t0, 0));
    for (const match of round0.filter((m) => m.status === 'READY')) {
      const [a, c] = match.sides.map((side) => side.seed!);
      expect((await reportWin(suite.server, t.id, match, sessionOfSeed(b, suite.sessions, a), a, a)).status).toBe(200);
      expect((await reportWin(suite.server, t.id, match, sessionOfSeed(b, suite.sessions, c), c, a)).status).toBe(200);
    }
    await suite.server.runDueWork();
    b = await brackets(suite.server, t.id, suite.organizer);
    const round1 = b.matches.filter((m) => m.roundIndex === 1);
    expect(round1).toHaveLength(3);
    // The bye goes to someone else, and nobody meets the same opponent twice.
    const bye1 = round1.find((m) => m.status === 'BYE')!;
    expect(bye1.sides[0].seed).not.toBe(bye0.sides[0].seed);
    const met = new Set(
      round0
        .filter((m) => m.status !== 'BYE')
        .map((m) =>
          m.sides
            .map((s) => s.seed)
            .sort()
            .join('-'),
        ),
    );
    for (const match of round1.filter((m) => m.status !== 'BYE'))
      expect(
        met.has(
          match.sides
            .map((s) => s.seed)
            .sort()
            .join('-'),
        ),
      ).toBe(false);
    // The organizer disqualifies one side of a round-2 pair: the other wins by walkover.
    const pair = round1.find((m) => m.status === 'READY')!;
    const out = b.entrants.find((e) => e.seed === pair.sides[0].seed)!;
    const disqualified = await call(
      suite.server,
      'POST',
      `/matches/${t.id}/entrants/${out.registrationId}/disqualify`,
      {
        session: suite.organizer,
        json: { reason: 'No-show' },
      },
    );
    expect(disqualified.status).toBe(200);
    const again = await call(suite.server, 'POST', `/matches/${t.id}/entrants/${out.registrationId}/disqualify`, {
      session: suite.organizer,
      json: {},
    });
    expect(again.body.message).toBe('ENTRANT-ALREADY-OUT');
    b = await brackets(suite.server, t.id, suite.organizer);
    expect(b.matches.find((m) => m.id === pair.id)).toMatchObject({
      status: 'WALKOVER',
      winnerSeed: pair.sides[1].seed,
    });
    const standings = await call<StandingsView>(suite.server, 'GET', `/matches/${t.id}/tiebreaker-leaderboard`, {
      session: suite.organizer,
    });
    expect(standings.body.columns).toContain('BUCHHOLZ');
    expect(standings.body.rows.find((row) => row.seed === out.seed)?.status).toBe('DISQUALIFIED');
  });

  it('collects FFA reports per member and game, disputes conflicting ranks, and ranks the lobby by points', async () => {
    clock.set(Date.now() + 10 * 24 * 3600_000);
    const t = await publishPlayable(suite.server, suite.organizer, clock, {
      rounds: 1,
      name: 'FFA Cup',
      format: {
        format: 'MATCHUPS',
        matchType: 'FFA',
        stageType: 'SIMPLE_STAGE',
        numberOfRounds: 1,
        numberOfGames: 1,
        lobbySize: 3,
        scoreReportingSystem: 'RANK',
        maxParticipants: 8,
        scoringSystem: scoring,
      },
    });
    await registerAndCheckIn(suite.server, clock, t, suite.players);
    const b = await brackets(suite.server, t.id, suite.organizer);
    const lobbies = b.matches;
    expect(lobbies).toHaveLength(2);
    expect(lobbies.every((lobby) => lobby.kind === 'FFA' && lobby.sides.length === 3)).toBe(true);
    clock.set(at.roundStarted(t.t0, 0));
    const report = (lobbyId: string, seed: number, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      return call(suite.server, 'POST', `/matches/${t.id}/${lobbyId}/ffa/score`, {
        session: sessionOfSeed(b, suite.sessions, seed),
        form,
      });
    };
    // Lobby 1: ranks 1-2-3 with kills; the third forfeits (its rank and kills are dropped).
    const [first, second] = lobbies;
    const seeds1 = first.sides.map((s) => s.seed!);
    const missingMetric = await report(first.id, seeds1[0], { gameIndex: '0', isForfeit: 'false', ingameRank: '1' });
    expect(missingMetric.status).toBe(400);
    expect(missingMetric.body.message).toBe('RESULT-INVALID-SCORES');
    expect(
      (
        await report(first.id, seeds1[0], {
          gameIndex: '0',
          isForfeit: 'false',
          ingameRank: '1',
          ingameMetricScores: JSON.stringify([{ score: 5 }]),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await report(first.id, seeds1[1], {
          gameIndex: '0',
          isForfeit: 'false',
          ingameRank: '2',
          ingameMetricScores: JSON.stringify([{ score: 2 }]),
        })
      ).status,
    ).toBe(200);
    const twice = await report(first.id, seeds1[1], {
      gameIndex: '0',
      isForfeit: 'false',
      ingameRank: '2',
      ingameMetricScores: JSON.stringify([{ score: 2 }]),
    });
    expect(twice.body.message).toBe('RESULT-ALREADY-SUBMITTED');
    const last = await report(first.id, seeds1[2], {
      gameIndex: '0',
      isForfeit: 'true',
      ingameRank: '3',
      ingameMetricScores: JSON.stringify([{ score: 9 }]),
    });
    expect((last.body as MatchDetail).match.status).toBe('COMPLETED');
    const ranked = (last.body as MatchDetail).match.sides;
    expect(ranked.find((s) => s.seed === seeds1[0])).toMatchObject({ rank: 1, score: 15, isWinner: true });
    expect(ranked.find((s) => s.seed === seeds1[2])).toMatchObject({ rank: 3, score: -2 });
    // Lobby 2: two members claim first place: a dispute for the organizer, who sets the results.
    const seeds2 = second.sides.map((s) => s.seed!);
    await report(second.id, seeds2[0], {
      gameIndex: '0',
      isForfeit: 'false',
      ingameRank: '1',
      ingameMetricScores: JSON.stringify([{ score: 1 }]),
    });
    await report(second.id, seeds2[1], {
      gameIndex: '0',
      isForfeit: 'false',
      ingameRank: '1',
      ingameMetricScores: JSON.stringify([{ score: 1 }]),
    });
    const third = await report(second.id, seeds2[2], {
      gameIndex: '0',
      isForfeit: 'false',
      ingameRank: '3',
      ingameMetricScores: JSON.stringify([{ score: 0 }]),
    });
    expect((third.body as MatchDetail).match.status).toBe('DISPUTED');
    const game = (rank: number, kills: number) => [
      { gameIndex: 0, isForfeit: false, ingameRank: rank, ingameMetricScores: [{ score: kills }] },
    ];
    const set = await call(suite.server, 'POST', `/matches/${t.id}/${second.id}/result`, {
      session: suite.organizer,
      json: {
        ffaResults: [
          { seed: seeds2[0], results: game(2, 1) },
          { seed: seeds2[1], results: game(1, 1) },
          { seed: seeds2[2], results: game(3, 0) },
        ],
      },
    });
    expect(set.status).toBe(200);
    await suite.server.runDueWork();
    const done = await brackets(suite.server, t.id, suite.organizer);
    expect(done.finished).toBe(true);
    const standings = await call<StandingsView>(suite.server, 'GET', `/matches/${t.id}/tiebreaker-leaderboard`, {
      session: suite.organizer,
    });
    expect(standings.body.rows[0]).toMatchObject({ seed: seeds1[0], rank: 1, points: 15 });
    expect(standings.body.rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

// Issue 26 §5.9: the score shown is the score entered. A one-game match reported 3–1 shows 3–1 on the brackets and
// in the amendment preview (not the games won, 1–0); a series still shows games won. A bracket's standings count
// the format's points per win and loss (scoringSystem), not one point per win.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, MatchView, StandingsView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import { at, brackets, duelForm, sessionOfSeed, startSeededPlay, type PlayTournament } from './play-kit.js';

describe.each(testEngines())('scores as entered on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let sessions: Map<string, Session>;
  let t: PlayTournament;

  beforeAll(async () => {
    ({ server, organizer, sessions, t } = await startSeededPlay(engine, clock, {
      tag: 'sc',
      organization: 'Score Events',
      players: 4,
      rounds: 2,
      format: { format: 'SINGLE_ELIMINATION', bestOf: [1, 3] },
    }));
  });
  afterAll(async () => server?.close());

  const matchAt = (b: BracketsView, round: number, position: number) =>
    b.matches.find((m) => m.roundIndex === round && m.position === position)!;
  /** Both sides report `games` (in side order), the first side winning. */
  async function play(b: BracketsView, match: MatchView, games: [number, number][]) {
    const seeds = match.sides.map((side) => side.seed!);
    for (const [k, seed] of seeds.entries()) {
      const mine = games.map((game) => game[k]);
      const theirs = games.map((game) => game[1 - k]);
      const answer = await call(server, 'POST', `/matches/${t.id}/${match.id}/duel/score`, {
        session: sessionOfSeed(b, sessions, seed),
        form: duelForm({ winner: seeds[0], mine, theirs }),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
  }

  it('shows a one-game match as typed, a series as games won, and counts the points per win', async () => {
    clock.set(at.roundStarted(t.t0, 0));
    let b = await brackets(server, t.id, organizer);
    await play(b, matchAt(b, 0, 0), [[3, 1]]);
    await play(b, matchAt(b, 0, 1), [[2, 0]]);
    b = await brackets(server, t.id, organizer);
    expect(matchAt(b, 0, 0).sides.map((side) => side.score)).toEqual([3, 1]);
    expect(matchAt(b, 0, 1).sides.map((side) => side.score)).toEqual([2, 0]);

    // The amendment preview shows the scores the organizer typed.
    const semi = matchAt(b, 0, 0);
    const preview = await call(server, 'POST', `/matches/${t.id}/${semi.id}/result/preview`, {
      session: organizer,
      json: { winnerSeed: semi.sides[0].seed, games: [{ scores: [5, 4] }] },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const amended = (preview.body.changedMatches as MatchView[]).find((m) => m.id === semi.id)!;
    expect(amended.sides.map((side) => side.score)).toEqual([5, 4]);

    clock.set(at.roundStarted(t.t0, 1));
    b = await brackets(server, t.id, organizer);
    const final = b.matches.find((m) => m.roundIndex === 1)!;
    await play(b, final, [
      [3, 1],
      [0, 2],
      [4, 2],
    ]);
    await server.runDueWork();
    b = await brackets(server, t.id, organizer);
    expect(b.matches.find((m) => m.id === final.id)!.sides.map((side) => side.score)).toEqual([2, 1]);
    expect(b.finished).toBe(true);

    const standings = await call<StandingsView>(server, 'GET', `/matches/${t.id}/tiebreaker-leaderboard`, {
      session: organizer,
    });
    // The format's scoring system gives 3 points a win, none for a loss.
    expect(standings.body.rows.map((row) => [row.rank, row.wins, row.points])).toEqual([
      [1, 2, 6],
      [2, 1, 3],
      [3, 0, 0],
      [3, 0, 0],
    ]);
  });
});

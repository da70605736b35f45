// Player records (issue 12 §4): when a tournament finishes, every player gets a record of it (place, wins,
// losses, points) that the profile's statistics and tournament list read; an organizer's amendment of the
// finished tournament rewrites them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, MatchView } from '../../../src/contract/matches.js';
import type { UserStats } from '../../../src/contract/stats.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, userId } from '../teams/people-kit.js';
import { addGame, makeOrganizer } from '../tournaments/tournament-kit.js';
import {
  at,
  brackets,
  publishPlayable,
  registerAndCheckIn,
  reportWin,
  type PlayTournament,
} from '../matches/play-kit.js';

describe.each(testEngines())('player records on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  const players: { session: Session; id: string }[] = [];
  let t: PlayTournament;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    organizer = await server.signUp(`pr-org-${engine}@example.com`, `PrOrg${engine}`);
    for (let i = 0; i < 4; i++) {
      const session = await server.signUp(`pr-p${i}-${engine}@example.com`, `PrPlayer${i}${engine}`);
      players.push({ session, id: await userId(server, session) });
    }
    await makeOrganizer(server, organizer, 'Record Events');
    await addGame(server, 'chess', 'Chess');
    t = await publishPlayable(server, organizer, clock, {
      rounds: 2,
      name: 'Records Cup',
      format: { format: 'SINGLE_ELIMINATION', thirdPlaceDecider: true, bestOf: [1, 1] },
    });
  });
  afterAll(async () => server?.close());

  const view = () => brackets(server, t.id, organizer);
  const seedsOf = (m: MatchView) => m.sides.map((side) => side.seed!) as [number, number];
  const personOf = (b: BracketsView, seed: number) => {
    const entrant = b.entrants.find((e) => e.seed === seed)!;
    return players.find((p) => p.id === entrant.captainId)!;
  };
  const stats = async (player: { id: string }) =>
    (await call<UserStats>(server, 'GET', `/tournaments/stats/user/${player.id}`)).body;

  /** Both players of every open match of the round report the lower seed's win. */
  async function playRound(round: number) {
    clock.set(at.roundStarted(t.t0, round));
    const b = await view();
    for (const match of b.matches.filter((m) => m.roundIndex === round && m.status === 'READY')) {
      const winner = Math.min(...seedsOf(match));
      for (const seed of seedsOf(match)) {
        const answer = await reportWin(server, t.id, match, personOf(b, seed).session, seed, winner);
        expect(answer.status).toBe(200);
      }
    }
    await server.runDueWork();
  }

  it('has no record while the tournament is being played', async () => {
    await registerAndCheckIn(
      server,
      clock,
      t,
      players.map((p) => p.session),
    );
    await playRound(0);
    for (const player of players) expect((await stats(player)).tournaments).toEqual([]);
  });

  it('writes every player’s place, wins and losses when it finishes, and lists the tournament on the profile', async () => {
    // The final's two matching reports end the tournament there and then.
    await playRound(1);
    const b = await view();
    expect(b.finished).toBe(true);
    const final = b.matches.find((m) => m.roundIndex === 1 && !m.isThirdPlaceDecider)!;
    const champion = personOf(b, final.winnerSeed!);
    const runnerUp = personOf(
      b,
      seedsOf(final).find((seed) => seed !== final.winnerSeed)!,
    );

    const best = await stats(champion);
    expect(best.totals).toMatchObject({ tournamentsPlayed: 1, wins: 2, losses: 0, firstPlaces: 1, bestPlacement: 1 });
    expect(best.disciplines).toEqual([
      expect.objectContaining({ disciplineCode: 'chess', tournamentsPlayed: 1, bestPlacement: 1 }),
    ]);
    expect(best.tournaments).toEqual([
      {
        tournamentId: t.id,
        name: 'Records Cup',
        disciplineName: 'Chess',
        finishedAt: new Date(at.roundStarted(t.t0, 1)).toISOString(),
        placement: 1,
        teamName: null,
        wins: 2,
        losses: 0,
        matchType: 'DUEL',
        points: expect.any(Number),
        metrics: {},
        rewards: { uos: '0.00000000', uniqs: 0 },
      },
    ]);
    expect((await stats(runnerUp)).tournaments[0]).toMatchObject({ placement: 2, wins: 1, losses: 1 });

    // Every player has exactly the place the tournament's standings give them.
    const ranks = new Map(b.entrants.map((e) => [e.captainId, e.finalRank]));
    for (const player of players) {
      const record = (await stats(player)).tournaments;
      expect(record).toHaveLength(1);
      expect(record[0].placement).toBe(ranks.get(player.id));
    }
    const metrics = await call(server, 'GET', `/tournaments/stats/user/${champion.id}/metrics/chess`);
    expect(metrics.body.results).toEqual([expect.objectContaining({ tournamentId: t.id, placement: 1, wins: 2 })]);
  });

  it('rewrites the records when the organizer amends the final of the finished tournament', async () => {
    const b = await view();
    const final = b.matches.find((m) => m.roundIndex === 1 && !m.isThirdPlaceDecider)!;
    const oldChampion = personOf(b, final.winnerSeed!);
    const newWinner = seedsOf(final).find((seed) => seed !== final.winnerSeed)!;
    const amended = await call(server, 'POST', `/matches/${t.id}/${final.id}/result`, {
      session: organizer,
      json: { winnerSeed: newWinner, reason: 'Score entered the wrong way round' },
    });
    expect(amended.status).toBe(200);
    const newChampion = await stats(personOf(b, newWinner));
    expect(newChampion.tournaments).toEqual([expect.objectContaining({ placement: 1, wins: 2, losses: 0 })]);
    expect(newChampion.totals.tournamentsPlayed).toBe(1);
    const dethroned = await stats(oldChampion);
    expect(dethroned.tournaments).toEqual([expect.objectContaining({ placement: 2, wins: 1, losses: 1 })]);
    expect(dethroned.totals.firstPlaces).toBe(0);
  });
});

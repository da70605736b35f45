// The demo data's tournaments on a fresh database (issue 11 §5): a finished single elimination, Swiss and FFA
// matchups with their final placements, brackets and standings; a Swiss live in its second round where the demo
// player has a match to report; one open for registration. They are played by the real services around the
// server clock's instant, so the API answers about them exactly as about any tournament; seeding again adds nothing.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, MatchDetail, StandingsView } from '../../../src/contract/matches.js';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import type { LeaderboardStandings } from '../../../src/contract/leaderboards.js';
import type { UserStats } from '../../../src/contract/stats.js';
import { seedDemoData } from '../../../server/db/demo-data.js';
import { BUILT_IN_ISSUER_KEY } from '../../../server/app.js';
import { LocalFileStorage } from '../../../server/storage/file-storage.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, count } from '../teams/people-kit.js';
import { soloBody } from '../tournaments/tournament-kit.js';
import { duelForm } from '../matches/play-kit.js';

const NAMES = {
  bracket: 'Nova Street Fighter Showdown',
  swiss: 'Nova Chess Swiss Open',
  ffa: 'Nova Fortnite Solo Cup',
  double: 'Nova Fight Night Double Elimination',
  live: 'Nova Rocket League 1v1 Swiss',
  playoffs: 'Nova Rocket League Groups to Playoffs',
  open: 'Nova EA Sports FC Weekend Cup',
};

describe.each(testEngines())('demo tournaments on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  const ids: Record<keyof typeof NAMES, string> = {
    bracket: '',
    swiss: '',
    ffa: '',
    double: '',
    live: '',
    playoffs: '',
    open: '',
  };
  let player1: Session;
  const start = Date.now();
  // As at `npm start`, the demo data is seeded before the server's own clock reaches those tournaments: here the
  // server runs already, so its clock waits a month back while the seeding plays their past, then comes to `start`.
  const seed = async () => {
    clock.set(start - 30 * 24 * 3600_000);
    const storage = new LocalFileStorage(join(server.dataDir, 'uploads'));
    await seedDemoData({
      db: server.database.handle.db,
      storage,
      builtInIssuerKey: BUILT_IN_ISSUER_KEY,
      clock: { now: () => start },
    });
    clock.set(start);
    await server.runDueWork();
  };

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    await seed();
    const rows = await server.database.handle.db.selectFrom('tournaments').select(['id', 'name']).execute();
    for (const key of Object.keys(NAMES) as (keyof typeof NAMES)[])
      ids[key] = rows.find((row) => row.name === NAMES[key])!.id;
    player1 = await server.signIn('player1@arena.gg', 'arena-player-2026');
  }, 180_000);
  afterAll(async () => server?.close());

  const tournament = async (id: string, session?: Session) =>
    (await call<TournamentView>(server, 'GET', `/tournaments/${id}`, { session })).body;
  const brackets = async (id: string, session?: Session) => {
    const answer = await call<BracketsView>(server, 'GET', `/matches/${id}/brackets`, { session });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const standings = async (id: string) => {
    const answer = await call<StandingsView>(server, 'GET', `/matches/${id}/tiebreaker-leaderboard`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const ranks = (view: BracketsView) => view.entrants.map((entrant) => entrant.finalRank).sort((a, b) => a! - b!);

  it('finished a 16-player single elimination with a best-of-3 final and a third-place match', async () => {
    expect((await tournament(ids.bracket)).status).toBe('finished');
    const view = await brackets(ids.bracket);
    expect(view.finished).toBe(true);
    expect(view.entrants).toHaveLength(16);
    expect(view.rounds.map((round) => round.status)).toEqual(['COMPLETE', 'COMPLETE', 'COMPLETE', 'COMPLETE']);
    expect(view.matches.every((match) => ['COMPLETED', 'WALKOVER', 'BYE'].includes(match.status))).toBe(true);
    const lastRound = view.matches.filter((match) => match.roundIndex === 3);
    const final = lastRound.find((match) => !match.isThirdPlaceDecider)!;
    const decider = lastRound.find((match) => match.isThirdPlaceDecider)!;
    expect(final.bestOf).toBe(3);
    expect(final.games.length).toBeGreaterThanOrEqual(2);
    expect(decider.status).toBe('COMPLETED');
    // Four placements decided by matches; the others share the round they went out in.
    const placed = view.entrants
      .filter((entrant) => entrant.finalRank !== null && entrant.finalRank <= 4)
      .map((entrant) => entrant.finalRank)
      .sort();
    expect(placed).toEqual([1, 2, 3, 4]);
    expect(view.entrants.find((entrant) => entrant.finalRank === 1)!.seed).toBe(final.winnerSeed);
    const table = await standings(ids.bracket);
    expect(table.final).toBe(true);
    expect(table.rows[0]).toMatchObject({ rank: 1, seed: final.winnerSeed });
    // The organizer seeded by form (MANUAL seeding): the strongest player holds seed 1.
    expect(view.entrants.find((entrant) => entrant.seed === 1)!.name).toBe('NeonNomad');
    // The demo players took part under their own accounts.
    expect(view.entrants.map((entrant) => entrant.name)).toEqual(
      expect.arrayContaining(['PixelPaula', 'ByteBruno', 'CaptainKai']),
    );
  });

  it('finished a 10-player Swiss of four rounds with tie-break columns', async () => {
    expect((await tournament(ids.swiss)).status).toBe('finished');
    const view = await brackets(ids.swiss);
    expect(view.finished).toBe(true);
    expect(view.rounds).toHaveLength(4);
    expect(view.matches).toHaveLength(20);
    expect(ranks(view)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const table = await standings(ids.swiss);
    expect(table.columns).toContain('BUCHHOLZ');
    expect(table.rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(table.rows.reduce((sum, row) => sum + row.wins, 0)).toBe(20);
    // A chess Swiss shows sides (issue 30): White or Black on every pairing, each player's colours in the standings.
    for (const match of view.matches) {
      expect(match.sideNames).toEqual(['White', 'Black']);
      expect(match.sides.map((side) => side.side).sort()).toEqual(['FIRST', 'SECOND']);
    }
    for (const row of table.rows) expect(row.sideHistory).toMatch(/^[WB]{4}$/);
  });

  it('finished a 16-player FFA of three rounds in lobbies of 8, ranked by placement and eliminations', async () => {
    expect((await tournament(ids.ffa)).status).toBe('finished');
    const view = await brackets(ids.ffa);
    expect(view.finished).toBe(true);
    expect(view.rounds).toHaveLength(3);
    expect(view.matches).toHaveLength(6);
    for (const lobby of view.matches) {
      expect(lobby.kind).toBe('FFA');
      expect(lobby.sides.map((side) => side.rank).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(lobby.ffaResults.every((entry) => entry.results[0].ingameMetricScores?.length === 1)).toBe(true);
    }
    const table = await standings(ids.ffa);
    expect(table.rows.map((row) => row.rank)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(table.rows[0].points).toBeGreaterThan(table.rows[15].points);
  });

  it('finished a 12-player double elimination through both brackets to its grand final', async () => {
    expect((await tournament(ids.double)).status).toBe('finished');
    const view = await brackets(ids.double);
    expect(view.format).toBe('DOUBLE_ELIMINATION');
    expect(view.finished).toBe(true);
    expect(view.entrants).toHaveLength(12);
    expect(view.rounds.every((round) => round.status === 'COMPLETE')).toBe(true);
    expect(view.matches.every((match) => ['COMPLETED', 'WALKOVER', 'BYE'].includes(match.status))).toBe(true);
    // Everyone played in the losers bracket but the champion (and a runner-up who never lost before the final).
    const losersSeeds = new Set(
      view.matches
        .filter((m) => m.bracket === 'LOSERS' && m.status !== 'BYE')
        .flatMap((m) => m.sides.map((s) => s.seed)),
    );
    expect(losersSeeds.size).toBeGreaterThanOrEqual(10);
    const final = view.matches.find((match) => match.bracket === 'GRAND_FINAL')!;
    const reset = view.matches.find((match) => match.bracket === 'GRAND_FINAL_RESET')!;
    const decider = reset.status === 'BYE' ? final : reset;
    expect(view.entrants.find((entrant) => entrant.finalRank === 1)!.seed).toBe(decider.winnerSeed);
    // Places tied by the losers round they went out in: 1, 2, 3, 4, 5–6, 7–8, 9–12.
    expect(ranks(view)).toEqual([1, 2, 3, 4, 5, 5, 7, 7, 9, 9, 9, 9]);
    expect((await standings(ids.double)).rows[0]).toMatchObject({ rank: 1, seed: decider.winnerSeed });
  });

  it('folded the finished tournaments into the demo leaderboards', async () => {
    const boards = await call<{ id: string; name: string }[]>(server, 'GET', '/leaderboards');
    const board = (name: string) => boards.body.find((row) => row.name === name)!.id;
    const table = async (name: string) =>
      (await call<LeaderboardStandings>(server, 'GET', `/leaderboards/${board(name)}/standings?pageSize=100`)).body;
    // RANK: the single and double elimination and the Swiss, each player's best placement and how many they played.
    const best = new Map<string, { best: number; played: number }>();
    for (const id of [ids.bracket, ids.swiss, ids.double])
      for (const entrant of (await brackets(id)).entrants) {
        const seen = best.get(entrant.name);
        best.set(entrant.name, {
          best: Math.min(seen?.best ?? Infinity, entrant.finalRank!),
          played: (seen?.played ?? 0) + 1,
        });
      }
    const ranking = await table('Nova Season Ranking');
    expect(ranking.total).toBe(best.size);
    expect(ranking.rows.map((row) => [row.name, row.bestPlacement, row.tournamentsPlayed]).sort()).toEqual(
      [...best.entries()].map(([name, b]) => [name, b.best, b.played]).sort(),
    );
    expect(ranking.rows.map((row) => row.bestPlacement)).toEqual(
      ranking.rows.map((row) => row.bestPlacement).sort((a, b) => a! - b!),
    );
    // POINTS: the FFA, by the board's placement scale.
    const scale = (rank: number) => (rank === 1 ? 25 : rank === 2 ? 18 : rank <= 4 ? 12 : rank <= 8 ? 6 : 2);
    const points = await table('Nova Season Points');
    const ffa = (await brackets(ids.ffa)).entrants;
    expect(points.rows.map((row) => [row.name, row.points]).sort()).toEqual(
      ffa.map((entrant) => [entrant.name, scale(entrant.finalRank!)]).sort(),
    );
    expect(points.rows[0]).toMatchObject({ rank: 1, points: 25 });
  });

  it("recorded the finished tournaments on player1's profile", async () => {
    const played = [];
    for (const id of [ids.bracket, ids.swiss, ids.ffa, ids.double]) {
      const own = (await brackets(id)).entrants.find((entrant) => entrant.name === 'PixelPaula');
      if (own) played.push({ id, rank: own.finalRank, seed: own.seed });
    }
    expect(played.length).toBeGreaterThan(0);
    const me = await call<{ id: string }>(server, 'GET', '/users/current', { session: player1 });
    const stats = await call<UserStats>(server, 'GET', `/tournaments/stats/user/${me.body.id}`);
    expect(stats.body.totals.tournamentsPlayed).toBe(played.length);
    expect(stats.body.totals.bestPlacement).toBe(Math.min(...played.map((entry) => entry.rank!)));
    // Each record reads as its tournament was played (issue 26 §5.9): an FFA's is its points, as the standings
    // count them, not a duel score.
    for (const entry of played) {
      const record = stats.body.tournaments.find((candidate) => candidate.tournamentId === entry.id)!;
      expect(record.matchType).toBe(entry.id === ids.ffa ? 'FFA' : 'DUEL');
      if (entry.id === ids.ffa)
        expect(record.points).toBe((await standings(ids.ffa)).rows.find((row) => row.seed === entry.seed)!.points);
    }
    // Weeks old, they do not greet her with ending modals.
    for (const entry of played) expect((await tournament(entry.id, player1)).endTournamentModalData ?? null).toBeNull();
  });

  it('is live in round 2, where player1 has a match available and reports it', async () => {
    const live = await tournament(ids.live, player1);
    const view = await brackets(ids.live, player1);
    expect(view.finished).toBe(false);
    expect(view.rounds.map((round) => round.status)).toEqual(['COMPLETE', 'IN_PROGRESS', 'UPCOMING']);
    expect(view.matches.filter((match) => match.roundIndex === 0).every((match) => match.status === 'COMPLETED')).toBe(
      true,
    );
    // One round-2 match already confirmed, one waiting for the other side, player1's untouched.
    const round2 = view.matches.filter((match) => match.roundIndex === 1);
    expect(round2).toHaveLength(4);
    expect(round2.map((match) => match.status).sort()).toEqual(['COMPLETED', 'READY', 'READY', 'REPORTED']);
    const mine = await call<MatchDetail>(server, 'GET', `/matches/${ids.live}/my-match`, { session: player1 });
    expect(mine.body).toMatchObject({ match: { roundIndex: 1, status: 'READY' }, viewer: { canReport: true } });
    expect(live.viewer.state).toBe('MATCH_AVAILABLE');
    const seed = mine.body.viewer.seed!;
    const reported = await call<MatchDetail>(server, 'POST', `/matches/${ids.live}/${mine.body.match.id}/duel/score`, {
      session: player1,
      form: duelForm({ winner: seed, mine: [3], theirs: [1] }),
    });
    expect(reported.status).toBe(200);
    expect(reported.body.match.status).toBe('REPORTED');
    // Issue 26 §5.11: her opponent is player2, whose password the README publishes, so the match can be confirmed;
    // the other match left open is the other two README accounts'.
    const names = (match: BracketsView['matches'][number]) =>
      match.sides.map((side) => view.entrants.find((entrant) => entrant.seed === side.seed)!.name).sort();
    expect(round2.filter((match) => match.status === 'READY').map(names)).toEqual(
      expect.arrayContaining([
        ['ByteBruno', 'PixelPaula'],
        ['CaptainKai', 'TeamOwner'],
      ]),
    );
    const player2 = await server.signIn('player2@arena.gg', 'arena-player-2026');
    const confirmed = await call<MatchDetail>(server, 'POST', `/matches/${ids.live}/${mine.body.match.id}/confirm`, {
      session: player2,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.match).toMatchObject({ status: 'COMPLETED', winnerSeed: seed });
    for (const [email, password] of [
      ['captain@arena.gg', 'arena-captain-2026'],
      ['owner@arena.gg', 'arena-owner-2026'],
    ]) {
      const session = await server.signIn(email, password);
      const theirs = await call<MatchDetail>(server, 'GET', `/matches/${ids.live}/my-match`, { session });
      expect(theirs.body).toMatchObject({ match: { roundIndex: 1, status: 'READY' }, viewer: { canReport: true } });
    }
  });

  it('is live in the playoff of a groups → playoffs event, its groups played and the top two of each gone on', async () => {
    const view = await brackets(ids.playoffs);
    expect(view.currentStage).toBe(1);
    const [groups, playoff] = view.stages!;
    expect(groups).toMatchObject({ name: 'Stage 1 · Round robin', status: 'COMPLETE', roundCount: 3 });
    expect(groups.groups).toHaveLength(2);
    expect(groups.qualifiedSeeds).toHaveLength(4);
    for (const group of groups.groups!) expect(group.rows.filter((row) => row.qualified)).toHaveLength(2);
    expect(playoff).toMatchObject({ name: 'Stage 2 · Single elimination', status: 'IN_PROGRESS', firstRound: 3 });
    const semis = view.matches.filter((match) => match.stage === 1 && match.roundIndex === 3);
    expect(semis).toHaveLength(2);
    expect(semis.every((match) => match.bestOf === 3)).toBe(true);
    expect(view.rounds.find((round) => round.index === 3)).toMatchObject({ stage: 1, status: 'IN_PROGRESS' });
    // Four went out in the groups; one semifinal is already confirmed, the other reported by one side.
    expect(view.entrants.filter((entrant) => entrant.status === 'ELIMINATED')).toHaveLength(5);
    expect(semis.map((match) => match.status).sort()).toEqual(['COMPLETED', 'REPORTED']);
  });

  it('is open for registration, and player1 registers', async () => {
    const open = await tournament(ids.open, player1);
    expect(open.status).toBe('published');
    expect(open.participantCount).toBe(8);
    const registered = await call<TournamentView>(server, 'POST', `/participants/${ids.open}/registrations/solo`, {
      session: player1,
      json: soloBody(),
    });
    expect(registered.status).toBe(200);
    expect(registered.body.viewer.registration).toBe('REGISTERED');
  });

  it('adds nothing when seeded again', async () => {
    const before = {
      tournaments: await count(server, 'tournaments'),
      matches: await count(server, 'matches'),
      reports: await count(server, 'match_reports'),
    };
    await seed();
    expect({
      tournaments: await count(server, 'tournaments'),
      matches: await count(server, 'matches'),
      reports: await count(server, 'match_reports'),
    }).toEqual(before);
    expect(before.tournaments).toBe(7);
  });
});

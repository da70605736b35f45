// Round-robin groups played to their end through the API with a clock the test moves (issue 31): 7 entrants in two
// groups by snake seeding (an odd group of 3 whose members each sit one round out), every match of every group
// stored at seeding and played in its round's window, a disqualification turning the rest of a player's matches into
// walkovers, an amendment that moves only its group's table, the group tables and tie-break columns, placements tied
// across groups, and a leaderboard fold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, MatchDetail, StandingsView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { publishedRankLeaderboard } from '../leaderboards/leaderboard-kit.js';
import { call, userId } from '../teams/people-kit.js';
import { addGame, makeOrganizer } from '../tournaments/tournament-kit.js';
import {
  brackets,
  playRounds,
  publishPlayable,
  registerAndCheckIn,
  type PickWinner,
  type PlayTournament,
} from './play-kit.js';

const betterSeed: PickWinner = (_, seeds) => Math.min(...seeds);
/** Group A holds seeds 1, 4, 5 and group B seeds 2, 3, 6, 7 (snake: 1→A, 2→B, 3→B, 4→A, 5→A, 6→B, 7→B). */
const GROUP_A = [1, 4, 5];
const GROUP_B = [2, 3, 6, 7];

describe.each(testEngines())('round robin played on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  const players: { session: Session; id: string }[] = [];
  let board: string;
  let t: PlayTournament;
  let seeded: BracketsView;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    organizer = await server.signUp(`rr-org-${engine}@example.com`, `RrOrg${engine}`);
    for (let i = 0; i < 7; i++) {
      const session = await server.signUp(`rr-p${i}-${engine}@example.com`, `RrPlayer${i}${engine}`);
      players.push({ session, id: await userId(server, session) });
    }
    await makeOrganizer(server, organizer, `Group Events ${engine}`);
    await addGame(server, 'chess', 'Chess');
    board = await publishedRankLeaderboard(server, organizer, `Group Season ${engine}`);
  });
  afterAll(async () => server?.close());

  const standings = async () =>
    (await call<StandingsView>(server, 'GET', `/matches/${t.id}/tiebreaker-leaderboard`)).body;

  it('stores every group match at seeding, with a bye round for each member of the odd group', async () => {
    clock.set(Date.now());
    t = await publishPlayable(server, organizer, clock, {
      rounds: 3,
      name: 'Group Cup',
      leaderboardId: board,
      format: { format: 'ROUND_ROBIN', minParticipants: 4, groupCount: 2, roundRobinLegs: 1, bestOf: [1] },
    });
    await registerAndCheckIn(
      server,
      clock,
      t,
      players.map((p) => p.session),
    );
    seeded = await brackets(server, t.id, organizer);
    expect(seeded.format).toBe('ROUND_ROBIN');
    expect(seeded.rounds.map((r) => r.name)).toEqual(['Round 1', 'Round 2', 'Round 3']);
    const played = seeded.matches.filter((m) => m.status !== 'BYE');
    // 3 pairs in group A, 6 in group B; everyone plays once per round.
    expect(played.map((m) => m.group).sort()).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 1]);
    expect(played.every((m) => m.status === 'READY' && m.bracket === undefined)).toBe(true);
    for (let round = 0; round < 3; round++) {
      const seeds = seeded.matches.filter((m) => m.roundIndex === round).flatMap((m) => m.sides.map((s) => s.seed));
      expect(seeds.filter((seed) => seed !== null).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
    const byes = seeded.matches.filter((m) => m.status === 'BYE');
    expect(byes.map((m) => [m.group, m.sides[0].seed]).sort()).toEqual(GROUP_A.map((seed) => [0, seed]).sort());
    // Each pair of a group meets exactly once.
    for (const group of [GROUP_A, GROUP_B]) {
      for (const a of group)
        for (const b of group.filter((x) => x > a))
          expect(
            played.filter((m) => m.sides.some((s) => s.seed === a) && m.sides.some((s) => s.seed === b)),
          ).toHaveLength(1);
    }
    // Seed 1 sits the first round out (its bye), so their match is the second round's, placed in their group.
    const seedOne = players.find((p) => p.id === seeded.entrants.find((e) => e.seed === 1)!.captainId)!;
    const mine = await call<MatchDetail | null>(server, 'GET', `/matches/${t.id}/my-match`, {
      session: seedOne.session,
    });
    expect(mine.body!.match).toMatchObject({ roundIndex: 1, group: 0, status: 'READY' });
    expect(seeded.groups!.map((g) => [g.name, g.rows.map((r) => r.seed).sort()])).toEqual([
      ['Group A', GROUP_A],
      ['Group B', GROUP_B],
    ]);
  });

  it('plays the first round, then a disqualification gives the player’s other matches to the opponents', async () => {
    await playRounds(server, clock, t, players, 1, organizer, betterSeed);
    const seven = seeded.entrants.find((e) => e.seed === 7)!;
    const out = await call(server, 'POST', `/matches/${t.id}/entrants/${seven.registrationId}/disqualify`, {
      session: organizer,
      json: { reason: 'No show' },
    });
    expect(out.status).toBe(200);
    const after = await brackets(server, t.id, organizer);
    const sevens = after.matches.filter((m) => m.roundIndex > 0 && m.sides.some((s) => s.seed === 7));
    expect(sevens).toHaveLength(2);
    for (const match of sevens) expect(match).toMatchObject({ status: 'WALKOVER', resolution: 'WALKOVER' });
    expect(sevens.every((m) => m.winnerSeed !== 7)).toBe(true);
  });

  it('plays the other rounds to the end: group tables, placements tied across groups, a leaderboard fold', async () => {
    const done = await playRounds(server, clock, t, players, 3, organizer, betterSeed, 1);
    expect(done.finished).toBe(true);
    const table = await standings();
    expect(table.final).toBe(true);
    expect(table.columns).toEqual(['HEAD_TO_HEAD', 'GAME_DIFFERENCE', 'SONNEBORN_BERGER']);
    // Win 3 points, loss 0 (the scoring system); no draws.
    expect(table.groups!.map((g) => g.rows.map((r) => [r.seed, r.rank, r.points, r.wins, r.losses, r.draws]))).toEqual([
      [
        [1, 1, 6, 2, 0, 0],
        [4, 2, 3, 1, 1, 0],
        [5, 3, 0, 0, 2, 0],
      ],
      [
        [2, 1, 9, 3, 0, 0],
        [3, 2, 6, 2, 1, 0],
        [6, 3, 3, 1, 2, 0],
        [7, 4, 0, 0, 3, 0],
      ],
    ]);
    // Game difference counts the games of each series (2–0 wins; a walkover as the games a clean win needs).
    expect(table.groups![1].rows[0].tieBreaks[1]).toBe(3);
    // Overall: group winners share 1st, runners-up 3rd, thirds 5th, the last of the bigger group 7th.
    expect(table.rows.map((r) => [r.seed, r.rank, r.group])).toEqual([
      [1, 1, 0],
      [2, 1, 1],
      [4, 3, 0],
      [3, 3, 1],
      [5, 5, 0],
      [6, 5, 1],
      [7, 7, 1],
    ]);
    expect(done.entrants.map((e) => [e.seed, e.finalRank])).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
      [4, 3],
      [5, 5],
      [6, 5],
      [7, 7],
    ]);
    expect((await call(server, 'GET', `/tournaments/${t.id}`)).body.status).toBe('finished');
    const folded = await call(server, 'GET', `/leaderboards/${board}/standings`);
    expect(folded.body.total).toBe(7);
    const rankOf = new Map(done.entrants.map((e) => [e.captainId, e.finalRank]));
    for (const row of folded.body.rows) expect(row.bestPlacement).toBe(rankOf.get(row.userId));
  });

  it('amends a group match: only that match and its group’s table change', async () => {
    const before = await brackets(server, t.id, organizer);
    const match = before.matches.find(
      (m) => m.group === 0 && m.sides.some((s) => s.seed === 1) && m.sides.some((s) => s.seed === 4),
    )!;
    const preview = await call(server, 'POST', `/matches/${t.id}/${match.id}/result/preview`, {
      session: organizer,
      json: { winnerSeed: 4 },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.changedMatches.map((m: { id: string }) => m.id)).toEqual([match.id]);
    expect(preview.body.invalidatedMatchIds).toEqual([]);
    const applied = await call(server, 'POST', `/matches/${t.id}/${match.id}/result`, {
      session: organizer,
      json: { winnerSeed: 4, reason: 'Scores were swapped' },
    });
    expect(applied.status).toBe(200);
    const table = await standings();
    // 4 now beat both others of the group; head-to-head shows 0 where nobody is level on points.
    expect(table.groups![0].rows.map((r) => [r.seed, r.rank, r.points, r.tieBreaks[0]])).toEqual([
      [4, 1, 6, 0],
      [1, 2, 3, 0],
      [5, 3, 0, 0],
    ]);
    expect(table.groups![1].rows.map((r) => r.seed)).toEqual([2, 3, 6, 7]);
    const after = await brackets(server, t.id, organizer);
    expect(after.entrants.find((e) => e.seed === 4)!.finalRank).toBe(1);
    expect(after.entrants.find((e) => e.seed === 1)!.finalRank).toBe(3);
  });
});

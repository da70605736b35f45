// Multi-stage events played to their end through the API with a clock the test moves (issue 31 §2): two round-robin
// groups into a single-elimination playoff (the top two of each group, group mates kept apart), with a prize for 1st
// and one for a place decided in the groups; the play clock moving the event to its playoff exactly once however
// many sweeps run at that instant; amending a group result before the playoff has a played result (qualification
// recomputed and the playoff redrawn, with the preview's entering and leaving seeds) and after (NEXT-STAGE-STARTED
// unless the organizer confirms resetting it, audited); and the stage plan's validation errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, MatchView, StandingsView } from '../../../src/contract/matches.js';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { linkWallet, type LinkedWallet } from '../../support/wallet-kit.js';
import { publishedRankLeaderboard } from '../leaderboards/leaderboard-kit.js';
import { call, userId } from '../teams/people-kit.js';
import { addGame, createDraft, format, makeOrganizer } from '../tournaments/tournament-kit.js';
import {
  at,
  brackets,
  playRounds,
  publishPlayable,
  registerAndCheckIn,
  reportWin,
  type PickWinner,
  type PlayTournament,
} from './play-kit.js';

const betterSeed: PickWinner = (_, seeds) => Math.min(...seeds);
/** Snake seeding of 8 into two groups: 1→A, 2→B, 3→B, 4→A, 5→A, 6→B, 7→B, 8→A. */
const GROUP_A = [1, 4, 5, 8];
const GROUP_B = [2, 3, 6, 7];
const seedsOf = (m: MatchView) => m.sides.map((side) => side.seed!).sort((a, b) => a - b);

/** Groups of four (3 rounds) into a 4-entrant knockout (2 rounds): 5 rounds through the event. */
const GROUPS_TO_PLAYOFF = {
  format: 'ROUND_ROBIN',
  stageType: 'MULTI_STAGE',
  minParticipants: 8,
  maxParticipants: 8,
  groupCount: 2,
  bestOf: [1],
  eliminatedTies: 'RANKED',
  stages: [{ format: 'SINGLE_ELIMINATION', qualification: { kind: 'TOP_PER_GROUP', perGroup: 2 }, bestOf: [1] }],
};

describe.each(testEngines())('multi-stage events played on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let wallet: LinkedWallet;
  const players: { session: Session; id: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    organizer = await server.signUp(`ms-org-${engine}@example.com`, `MsOrg${engine}`);
    for (let i = 0; i < 8; i++) {
      const session = await server.signUp(`ms-p${i}-${engine}@example.com`, `MsPlayer${i}${engine}`);
      players.push({ session, id: await userId(server, session) });
    }
    await makeOrganizer(server, organizer, `Stage Events ${engine}`);
    await addGame(server, 'chess', 'Chess');
    wallet = await linkWallet(server, organizer);
    expect((await call(server, 'POST', '/chain/faucet', { session: organizer })).status).toBe(200);
  }, 300_000);
  afterAll(async () => server?.close());

  const start = async (
    name: string,
    formatSection: Record<string, unknown>,
    rounds: number,
    prizes?: unknown,
    leaderboardId?: string,
  ) => {
    clock.set(Date.now());
    const t = await publishPlayable(server, organizer, clock, {
      rounds,
      name,
      format: formatSection,
      ...(prizes ? { prizes: { prizepool: prizes, wallet } } : {}),
      ...(leaderboardId ? { leaderboardId } : {}),
    });
    await registerAndCheckIn(
      server,
      clock,
      t,
      players.map((p) => p.session),
    );
    return t;
  };
  const standings = async (t: PlayTournament) =>
    (await call<StandingsView>(server, 'GET', `/matches/${t.id}/tiebreaker-leaderboard`)).body;
  const personOf = (view: BracketsView, seed: number) =>
    players.find((p) => p.id === view.entrants.find((e) => e.seed === seed)!.captainId)!;

  it('refuses a stage plan that cannot be played, field by field', async () => {
    const id = await createDraft(server, organizer, 'chess', 'Plan Cup');
    const put = (body: unknown) =>
      call(server, 'PUT', `/tournaments/${id}/sections/format`, { session: organizer, json: body });
    const later = (overrides: Record<string, unknown>) => ({
      format: 'SINGLE_ELIMINATION',
      qualification: { kind: 'TOP_PER_GROUP', perGroup: 2 },
      bestOf: [1],
      ...overrides,
    });
    const cases: [Record<string, unknown>, string][] = [
      // Three of each group of two at the minimum (4 entrants in 2 groups) cannot go on.
      [
        {
          ...GROUPS_TO_PLAYOFF,
          minParticipants: 4,
          stages: [later({ qualification: { kind: 'TOP_PER_GROUP', perGroup: 3 } })],
        },
        'format.stages.0.qualification.perGroup',
      ],
      // A knockout ends the event.
      [{ ...GROUPS_TO_PLAYOFF, stages: [later({}), later({ format: 'ROUND_ROBIN' })] }, 'format.stages.0.format'],
      // A knockout cannot be stage 1 of several.
      [{ ...GROUPS_TO_PLAYOFF, format: 'SINGLE_ELIMINATION', groupCount: undefined }, 'format.format'],
      // Double elimination needs three; the top one of two groups is two.
      [
        {
          ...GROUPS_TO_PLAYOFF,
          stages: [later({ format: 'DOUBLE_ELIMINATION', qualification: { kind: 'TOP_OVERALL', count: 2 } })],
        },
        'format.stages.0.qualification.count',
      ],
      [{ ...GROUPS_TO_PLAYOFF, stages: [later({ bestOf: [4] })] }, 'format.stages.0.bestOf.0'],
      [{ ...GROUPS_TO_PLAYOFF, stages: [] }, 'format.stages'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await put(format(overrides));
      expect(answer.status, field).toBe(400);
      expect(answer.body.message).toBe('VALIDATION-FAILED');
      expect(answer.body.formFieldErrors, field).toHaveProperty([field]);
    }
    const saved = await put(format(GROUPS_TO_PLAYOFF));
    expect(saved.status).toBe(200);
    // A single-stage section is saved and read back as before.
    expect((await put(format({ format: 'ROUND_ROBIN', groupCount: 2, minParticipants: 4 }))).status).toBe(200);
  });

  it('plays two groups into a playoff: the top two of each go on, crossed, and the groups place the rest', async () => {
    const board = await publishedRankLeaderboard(server, organizer, `Stage Season ${engine}`);
    const prizes = {
      rewards: [
        { ranks: { kind: 'FIRST' }, uosAmount: '5', uniqs: [] },
        { ranks: { kind: 'SPECIFIC', rank: 5 }, uosAmount: '1', uniqs: [] },
      ],
    };
    const t = await start('Groups Cup', GROUPS_TO_PLAYOFF, 5, prizes, board);
    const seeded = await brackets(server, t.id, organizer);
    expect(seeded.format).toBe('ROUND_ROBIN');
    expect(seeded.currentStage).toBe(0);
    expect(seeded.stages!.map((s) => [s.name, s.status, s.firstRound])).toEqual([
      ['Stage 1 · Round robin', 'IN_PROGRESS', 0],
      ['Stage 2 · Single elimination', 'UPCOMING', null],
    ]);
    expect(seeded.rounds.map((r) => [r.index, r.stage])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    expect(seeded.matches.every((m) => m.stage === 0)).toBe(true);
    expect(seeded.stages![0].groups!.map((g) => g.rows.map((r) => r.seed).sort((a, b) => a - b))).toEqual([
      GROUP_A,
      GROUP_B,
    ]);

    const groupsDone = await playRounds(server, clock, t, players, 3, organizer, betterSeed);
    expect(groupsDone.currentStage).toBe(1);
    const [groups, playoff] = groupsDone.stages!;
    expect(groups.status).toBe('COMPLETE');
    expect([...groups.qualifiedSeeds].sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(
      groups.rows
        .filter((r) => r.qualified)
        .map((r) => r.seed)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4]);
    expect(playoff).toMatchObject({ status: 'IN_PROGRESS', firstRound: 3, roundCount: 2 });
    expect(playoff.entrantSeeds).toEqual(groups.qualifiedSeeds);
    // Group winners meet the other group's runner-up.
    const semis = groupsDone.matches.filter((m) => m.roundIndex === 3);
    expect(semis.map(seedsOf).sort((a, b) => a[0] - b[0])).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(semis.every((m) => m.stage === 1 && m.status === 'READY')).toBe(true);
    expect(groupsDone.rounds.map((r) => [r.index, r.name, r.stage])).toEqual([
      [0, 'Round 1', 0],
      [1, 'Round 2', 0],
      [2, 'Round 3', 0],
      [3, 'Semifinals', 1],
      [4, 'Final', 1],
    ]);
    // Knocked out in the groups: placed 5th to 8th by their group place, ranked across the groups.
    expect(
      groupsDone.entrants
        .filter((e) => e.status === 'ELIMINATED')
        .map((e) => e.seed)
        .sort(),
    ).toEqual([5, 6, 7, 8]);
    // The knocked-out player's match view is nothing to play; a playoff player's is their semifinal.
    const mine = await call(server, 'GET', `/matches/${t.id}/my-match`, { session: personOf(groupsDone, 3).session });
    expect(mine.status).toBe(200);
    expect(mine.body.match.roundIndex).toBe(3);

    const done = await playRounds(server, clock, t, players, 5, organizer, betterSeed, 3);
    expect(done.finished).toBe(true);
    expect(done.stages!.map((s) => s.status)).toEqual(['COMPLETE', 'COMPLETE']);
    const table = await standings(t);
    expect(table.final).toBe(true);
    const rankOf = new Map(table.rows.map((row) => [row.seed, row.rank]));
    expect([rankOf.get(1), rankOf.get(2), rankOf.get(3), rankOf.get(4)]).toEqual([1, 2, 3, 3]);
    expect(new Set([rankOf.get(5), rankOf.get(6)])).toEqual(new Set([5, 6]));
    expect(new Set([rankOf.get(7), rankOf.get(8)])).toEqual(new Set([7, 8]));
    // Wins over the whole event: seed 1 won its three group matches and two playoff matches.
    expect(table.rows.find((row) => row.seed === 1)).toMatchObject({ wins: 5, losses: 0 });

    // The prizes and the ending modal read the final placements: 1st from the playoff, 5th from the groups.
    const fifth = table.rows.find((row) => row.rank === 5)!.seed;
    const modalOf = async (seed: number) =>
      (await call<TournamentView>(server, 'GET', `/tournaments/${t.id}`, { session: personOf(done, seed).session }))
        .body.endTournamentModalData;
    expect(await modalOf(1)).toMatchObject({ rank: 1, uos: '5.00000000' });
    expect(await modalOf(fifth)).toMatchObject({ rank: 5, uos: '1.00000000' });

    // The linked season leaderboard folds the same placements: the champion first, a player knocked out in the
    // groups behind the four who reached the playoff.
    const season = await call(server, 'GET', `/leaderboards/${board}/standings`);
    expect(season.status).toBe(200);
    expect(season.body.total).toBe(8);
    expect(season.body.rows[0]).toMatchObject({ userId: personOf(done, 1).id, rank: 1, tournamentsPlayed: 1 });
    const seasonRank = new Map(
      (season.body.rows as { userId: string; rank: number }[]).map((row) => [row.userId, row.rank]),
    );
    for (const seed of [1, 2, 3, 4]) expect(seasonRank.get(personOf(done, seed).id)).toBeLessThanOrEqual(4);
    expect(seasonRank.get(personOf(done, fifth).id)).toBeGreaterThanOrEqual(5);
  }, 300_000);

  it('moves to the next stage exactly once however many sweeps run at that instant', async () => {
    const t = await start('Race Cup', GROUPS_TO_PLAYOFF, 5);
    await playRounds(server, clock, t, players, 2, organizer, betterSeed);
    // The last group round is reported, then several sweeps race to resolve the stage.
    clock.set(at.roundStarted(t.t0, 2));
    const view = await brackets(server, t.id, organizer);
    for (const match of view.matches.filter((m) => m.roundIndex === 2 && m.status === 'READY')) {
      const seeds = match.sides.map((s) => s.seed!);
      const winner = Math.min(...seeds);
      for (const seed of seeds)
        expect((await reportWin(server, t.id, match, personOf(view, seed).session, seed, winner)).status).toBe(200);
    }
    await Promise.all([server.runDueWork(), server.runDueWork(), server.runDueWork()]);
    const db = server.database.handle.db;
    const stages = await db.selectFrom('tournament_stages').selectAll().where('tournament_id', '=', t.id).execute();
    expect(stages.map((s) => s.stage_index).sort()).toEqual([0, 1]);
    const after = await brackets(server, t.id, organizer);
    expect(after.matches.filter((m) => m.stage === 1)).toHaveLength(3);
    expect(after.rounds.filter((r) => r.stage === 1)).toHaveLength(2);
  }, 300_000);

  it('amends a group result: the playoff is redrawn before it starts, and only on confirmation after', async () => {
    const t = await start('Amend Cup', GROUPS_TO_PLAYOFF, 5);
    const drawn = await playRounds(server, clock, t, players, 3, organizer, betterSeed);
    // Seed 4 beat seed 5 in group A; given to seed 5, seed 5 (2 wins) goes on instead of seed 4 (1 win).
    const groupMatch = drawn.matches.find((m) => m.stage === 0 && seedsOf(m).join() === '4,5')!;
    const preview = await call(server, 'POST', `/matches/${t.id}/${groupMatch.id}/result/preview`, {
      session: organizer,
      json: { winnerSeed: 5 },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.qualification).toEqual({ entering: [5], leaving: [4], nextStageStarted: false });
    expect((await brackets(server, t.id, organizer)).stages![0].qualifiedSeeds).toContain(4);

    const applied = await call(server, 'POST', `/matches/${t.id}/${groupMatch.id}/result`, {
      session: organizer,
      json: { winnerSeed: 5, reason: 'Wrong winner entered' },
    });
    expect(applied.status).toBe(200);
    const redrawn = await brackets(server, t.id, organizer);
    expect([...redrawn.stages![0].qualifiedSeeds].sort()).toEqual([1, 2, 3, 5]);
    expect(
      redrawn.matches
        .filter((m) => m.roundIndex === 3)
        .map(seedsOf)
        .flat()
        .sort(),
    ).toEqual([1, 2, 3, 5]);
    expect(redrawn.entrants.find((e) => e.seed === 4)!.status).toBe('ELIMINATED');
    expect(redrawn.entrants.find((e) => e.seed === 5)!.status).toBe('ACTIVE');

    // One semifinal played: the playoff has started.
    clock.set(at.roundStarted(t.t0, 3));
    const semi = redrawn.matches.find((m) => m.roundIndex === 3 && seedsOf(m).includes(1))!;
    for (const seed of seedsOf(semi))
      expect((await reportWin(server, t.id, semi, personOf(redrawn, seed).session, seed, 1)).status).toBe(200);
    const started = await call(server, 'POST', `/matches/${t.id}/${groupMatch.id}/result/preview`, {
      session: organizer,
      json: { winnerSeed: 4 },
    });
    expect(started.body.qualification).toEqual({ entering: [4], leaving: [5], nextStageStarted: true });
    const refused = await call(server, 'POST', `/matches/${t.id}/${groupMatch.id}/result`, {
      session: organizer,
      json: { winnerSeed: 4 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('NEXT-STAGE-STARTED');
    expect((await brackets(server, t.id, organizer)).matches.find((m) => m.id === semi.id)!.winnerSeed).toBe(1);

    const reset = await call(server, 'POST', `/matches/${t.id}/${groupMatch.id}/result`, {
      session: organizer,
      json: { winnerSeed: 4, resetNextStage: true, reason: 'Referee decision' },
    });
    expect(reset.status).toBe(200);
    const again = await brackets(server, t.id, organizer);
    expect([...again.stages![1].entrantSeeds].sort()).toEqual([1, 2, 3, 4]);
    expect(again.matches.filter((m) => m.roundIndex === 3).every((m) => m.status === 'READY')).toBe(true);
    const db = server.database.handle.db;
    const audit = await db
      .selectFrom('match_events')
      .select(['kind', 'actor_id', 'details'])
      .where('match_id', '=', groupMatch.id)
      .where('kind', '=', 'STAGE_RESET')
      // In the order they were written: the redraw before the playoff started, then the confirmed reset.
      .orderBy('seq')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[1].actor_id).toBe(await userId(server, organizer));
    expect(audit[1].details).toMatchObject({ stage: 1, entering: [4], leaving: [5], nextStageStarted: true });

    // The event still plays to its end from the redrawn playoff.
    const done = await playRounds(server, clock, t, players, 5, organizer, betterSeed, 3);
    expect(done.finished).toBe(true);
  }, 300_000);

  it('plays a Swiss stage into a double-elimination playoff of its top four', async () => {
    const t = await start(
      'Swiss Major',
      {
        format: 'SWISS_SYSTEM',
        stageType: 'MULTI_STAGE',
        minParticipants: 8,
        maxParticipants: 8,
        numberOfRounds: 3,
        bestOf: [1],
        stages: [
          {
            format: 'DOUBLE_ELIMINATION',
            qualification: { kind: 'TOP_OVERALL', count: 4 },
            seeding: 'BY_STANDING',
            grandFinal: 'RESET',
            bestOf: [1],
          },
        ],
      },
      8,
    );
    const swissDone = await playRounds(server, clock, t, players, 3, organizer, betterSeed);
    expect(swissDone.currentStage).toBe(1);
    const [swiss, playoff] = swissDone.stages!;
    expect(swiss.qualifiedSeeds).toHaveLength(4);
    // By standing: the Swiss order is the playoff's seed order.
    expect(playoff.entrantSeeds).toEqual(swiss.rows.slice(0, 4).map((r) => r.seed));
    expect(playoff.format).toBe('DOUBLE_ELIMINATION');
    const last = playoff.firstRound! + playoff.roundCount;
    expect(swissDone.matches.filter((m) => m.stage === 1).every((m) => m.bracket !== undefined)).toBe(true);

    const done = await playRounds(server, clock, t, players, last, organizer, betterSeed, playoff.firstRound!);
    expect(done.finished).toBe(true);
    const table = await standings(t);
    const champion = playoff.entrantSeeds[0];
    expect(table.rows[0]).toMatchObject({ seed: champion, rank: 1 });
    expect(table.rows.slice(0, 4).map((row) => row.rank)).toEqual([1, 2, 3, 4]);
    // Those left in the Swiss are placed after the playoff's four.
    expect(table.rows.slice(4).every((row) => row.rank! >= 5 && row.status === 'ELIMINATED')).toBe(true);
  }, 300_000);
});

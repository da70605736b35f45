// The tournament ending modal (SPEC §2, §4): queued once per participant when a tournament's final results
// exist (each player of a team too), with the rank and the participant's share of the rewards as the payouts
// plan splits them (ties included; no reward leaves the rank alone); shown on the tournament and the registered
// list until the player accepts it; an amendment rewrites what is still shown and never re-shows what was closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, MatchView } from '../../../src/contract/matches.js';
import type { EndTournamentModalData } from '../../../src/contract/ending-modal.js';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { addMember, call, createTeam, userId } from '../teams/people-kit.js';
import { addGame, makeOrganizer, soloBody, teamSettings } from '../tournaments/tournament-kit.js';
import {
  at,
  brackets,
  publishPlayable,
  registerAndCheckIn,
  reportWin,
  type PlayTournament,
} from '../matches/play-kit.js';

const FACTORY = '4242';
const UNKNOWN_FACTORY = '9191';

describe.each(testEngines())('ending modal on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let organizationId: string;
  let outsider: Session;
  const players: { session: Session; id: string }[] = [];
  let t: PlayTournament;

  const tournament = async (session: Session, id = t.id) => {
    const answer = await call<TournamentView>(server, 'GET', `/tournaments/${id}`, { session });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const modalOf = async (player: { session: Session }, id = t.id) =>
    (await tournament(player.session, id)).endTournamentModalData;
  const accept = (session: Session | undefined, id = t.id) =>
    call(server, 'POST', `/participants/${id}/accept-end-tournament`, { session });
  const count = async (id = t.id) =>
    Number(
      (
        await server.database.handle.db
          .selectFrom('ending_modals')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tournament_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** The prize pool as the tournament stores it; the modal reads the rewards, not the escrow. */
  async function setPrizepool(id: string, rewards: unknown[]) {
    await server.database.handle.db
      .updateTable('tournaments')
      .set({ prizepool: JSON.stringify({ rewards }) } as never)
      .where('id', '=', id)
      .execute();
  }

  async function playFinalRounds(
    play: PlayTournament,
    view: () => Promise<BracketsView>,
    sessionOf: (b: BracketsView, seed: number) => Session,
    rounds: number,
  ) {
    for (let round = 0; round < rounds; round++) {
      clock.set(at.roundStarted(play.t0, round));
      const b = await view();
      for (const match of b.matches.filter((m) => m.roundIndex === round && m.status === 'READY')) {
        const seeds = match.sides.map((side) => side.seed!) as [number, number];
        const winner = Math.min(...seeds);
        for (const seed of seeds)
          expect((await reportWin(server, play.id, match, sessionOf(b, seed), seed, winner)).status).toBe(200);
      }
      await server.runDueWork();
    }
  }

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    organizer = await server.signUp(`em-org-${engine}@example.com`, `EmOrg${engine}`);
    outsider = await server.signUp(`em-out-${engine}@example.com`, `EmOut${engine}`);
    for (let i = 0; i < 8; i++) {
      const session = await server.signUp(`em-p${i}-${engine}@example.com`, `EmPlayer${i}${engine}`);
      players.push({ session, id: await userId(server, session) });
    }
    organizationId = await makeOrganizer(server, organizer, 'Ending Events');
    await addGame(server, 'chess', 'Chess');
    // A factory the organization created (as uniq-factories-service stores it), without an author.
    const db = server.database.handle.db;
    const draft = await db
      .insertInto('uniq_factory_drafts')
      .values({
        organization_id: organizationId,
        created_by: await userId(server, organizer),
        asset_creator: 'ending.org',
        name: 'Golden Pawn',
        subname: 'Season 1',
        author: null,
        square_image_url: 'https://cdn.example.com/pawn.png',
        factory_uri: `https://cdn.example.com/factory-${engine}.json`,
        factory_hash: 'a'.repeat(64),
        default_token_uri: `https://cdn.example.com/token-${engine}.json`,
        default_token_hash: 'b'.repeat(64),
        create_action: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('uniq_factories')
      .values({ organization_id: organizationId, draft_id: draft.id, chain_factory_id: FACTORY })
      .execute();

    t = await publishPlayable(server, organizer, clock, {
      rounds: 2,
      name: 'Ending Cup',
      format: { format: 'SINGLE_ELIMINATION', thirdPlaceDecider: false, bestOf: [1, 1] },
    });
    await setPrizepool(t.id, [
      { ranks: { kind: 'FIRST' }, uosAmount: '100', uniqs: [{ factoryId: FACTORY, quantity: 2 }] },
      { ranks: { kind: 'SECOND' }, uosAmount: '10.5', uniqs: [{ factoryId: UNKNOWN_FACTORY, quantity: 1 }] },
      // The semi-final losers tie for third and share positions 3 and 4: one Uniq, the better seed gets it.
      { ranks: { kind: 'RANGE', startRank: 3, endRank: 4 }, uniqs: [{ factoryId: FACTORY, quantity: 1 }] },
    ]);
  }, 120_000);
  afterAll(async () => server?.close());

  const four = () => players.slice(0, 4);
  const view = () => brackets(server, t.id, organizer);
  const personOf = (b: BracketsView, seed: number) => {
    const entrant = b.entrants.find((e) => e.seed === seed)!;
    return players.find((p) => p.id === entrant.captainId)!;
  };
  const seedsOf = (m: MatchView) => m.sides.map((side) => side.seed!) as [number, number];

  it('tells the web app the marketplace its Uniq cards link to', async () => {
    const info = await call(server, 'GET', '/chain/info');
    expect(info.body.marketplaceUrl).toBe('https://uniq.ultra.io');
  });

  it('has no modal while the tournament is played, and none is queued', async () => {
    await registerAndCheckIn(
      server,
      clock,
      t,
      four().map((p) => p.session),
    );
    await playFinalRounds(t, view, (b, seed) => personOf(b, seed).session, 1);
    expect(await modalOf(players[0])).toBeUndefined();
    expect(await count()).toBe(0);
    // A participant may accept before there is anything to show: nothing to clear, still fine.
    expect((await accept(players[0].session)).status).toBe(204);
  });

  it('queues one modal per participant when the tournament ends: rank, cash, Uniq cards, ties, rank only', async () => {
    await playFinalRounds(t, view, (b, seed) => personOf(b, seed).session, 2);
    const b = await view();
    expect(b.finished).toBe(true);
    expect(await count()).toBe(4);
    const final = b.matches.find((m) => m.roundIndex === 1)!;
    const champion = personOf(b, final.winnerSeed!);
    const runnerUp = personOf(
      b,
      seedsOf(final).find((s) => s !== final.winnerSeed)!,
    );
    expect(await modalOf(champion)).toEqual<EndTournamentModalData>({
      rank: 1,
      uos: '100.00000000',
      uniqs: [
        {
          ultraId: FACTORY,
          name: 'Golden Pawn',
          subName: 'Season 1',
          author: 'Arena',
          squareImage: 'https://cdn.example.com/pawn.png',
          quantity: 2,
        },
      ],
      // The distribution is computed later (the prizepool distribution phase): no token picked yet.
      uniqsToTransfer: [],
    });
    expect(await modalOf(runnerUp)).toEqual({
      rank: 2,
      uos: '10.50000000',
      uniqs: [expect.objectContaining({ ultraId: UNKNOWN_FACTORY, name: `Uniq #${UNKNOWN_FACTORY}`, quantity: 1 })],
      uniqsToTransfer: [],
    });
    const thirds = b.entrants
      .filter((e) => e.finalRank === 3)
      .sort((x, y) => x.seed - y.seed)
      .map((e) => players.find((p) => p.id === e.captainId)!);
    expect(thirds).toHaveLength(2);
    expect(await modalOf(thirds[0])).toEqual({
      rank: 3,
      uos: null,
      uniqs: [expect.objectContaining({ ultraId: FACTORY, quantity: 1 })],
      uniqsToTransfer: [],
    });
    expect(await modalOf(thirds[1])).toEqual({ rank: 3, uos: null, uniqs: [], uniqsToTransfer: [] });

    // The registered list carries it too; a spectator's view of the tournament does not.
    const registered = await call<TournamentView[]>(server, 'GET', '/tournaments/registered', {
      session: champion.session,
    });
    expect(registered.body.find((x) => x.id === t.id)?.endTournamentModalData?.rank).toBe(1);
    expect((await tournament(outsider)).endTournamentModalData).toBeUndefined();
    expect((await tournament(organizer)).endTournamentModalData).toBeUndefined();
  });

  it('accepting clears it for good (idempotent); outsiders and unknown tournaments are refused', async () => {
    const b = await view();
    const final = b.matches.find((m) => m.roundIndex === 1)!;
    const champion = personOf(b, final.winnerSeed!);
    expect((await accept(champion.session)).status).toBe(204);
    expect(await modalOf(champion)).toBeUndefined();
    expect((await accept(champion.session)).status).toBe(204);
    const registered = await call<TournamentView[]>(server, 'GET', '/tournaments/registered', {
      session: champion.session,
    });
    expect(registered.body.find((x) => x.id === t.id)?.endTournamentModalData).toBeUndefined();

    const refused = await accept(outsider);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('TOURNAMENT-NOT-REGISTERED');
    const unknown = await accept(outsider, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('TOURNAMENT-NOT-FOUND');
    expect((await accept(undefined)).status).toBe(401);
    expect(
      (await call(server, 'POST', '/participants/not-a-uuid/accept-end-tournament', { session: outsider })).status,
    ).toBe(400);
  });

  it('an amendment rewrites the modals still shown and never re-shows an accepted one', async () => {
    const b = await view();
    const final = b.matches.find((m) => m.roundIndex === 1)!;
    const oldChampion = personOf(b, final.winnerSeed!);
    const newWinner = seedsOf(final).find((seed) => seed !== final.winnerSeed)!;
    const amended = await call(server, 'POST', `/matches/${t.id}/${final.id}/result`, {
      session: organizer,
      json: { winnerSeed: newWinner, reason: 'Score entered the wrong way round' },
    });
    expect(amended.status).toBe(200);
    expect(await count()).toBe(4);
    expect(await modalOf(oldChampion)).toBeUndefined();
    expect(await modalOf(personOf(b, newWinner))).toMatchObject({
      rank: 1,
      uos: '100.00000000',
      uniqs: [expect.objectContaining({ ultraId: FACTORY, quantity: 2 })],
    });
  });

  it('gives every player of a team their share of the team’s prize', async () => {
    const [c1, m1, c2, m2] = players.slice(4);
    const teamA = await createTeam(server, c1.session, `Ending Team A ${engine}`);
    await addMember(server, c1.session, teamA.id, `em-p5-${engine}@example.com`, m1.session);
    const teamB = await createTeam(server, c2.session, `Ending Team B ${engine}`);
    await addMember(server, c2.session, teamB.id, `em-p7-${engine}@example.com`, m2.session);
    clock.set(clock.now() + 48 * 3_600_000);
    const teamCup = await publishPlayable(server, organizer, clock, {
      rounds: 1,
      name: 'Ending Team Cup',
      settings: teamSettings(),
    });
    await setPrizepool(teamCup.id, [
      { ranks: { kind: 'FIRST' }, uosAmount: '0.00000003', uniqs: [{ factoryId: FACTORY, quantity: 2 }] },
    ]);
    clock.set(at.registrationOpen(teamCup.t0));
    for (const [captain, member, team] of [
      [c1, m1, teamA],
      [c2, m2, teamB],
    ] as const) {
      const answer = await call(server, 'POST', `/participants/${teamCup.id}/registrations/team`, {
        session: captain.session,
        json: { ...soloBody(), teamId: team.id, userIds: [captain.id, member.id] },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    clock.set(at.checkInOpen(teamCup.t0));
    for (const captain of [c1, c2])
      expect(
        (await call(server, 'POST', `/participants/${teamCup.id}/check-in`, { session: captain.session })).status,
      ).toBe(200);
    clock.set(at.checkInClosed(teamCup.t0));
    await server.runDueWork();
    const teamView = () => brackets(server, teamCup.id, organizer);
    await playFinalRounds(
      teamCup,
      teamView,
      (b, seed) => players.find((p) => p.id === b.entrants.find((e) => e.seed === seed)!.captainId)!.session,
      1,
    );
    const b = await teamView();
    expect(b.finished).toBe(true);
    expect(await count(teamCup.id)).toBe(4);
    const winnerCaptain = b.entrants.find((e) => e.finalRank === 1)!.captainId;
    const [winners, losers] =
      winnerCaptain === c1.id
        ? [
            [c1, m1],
            [c2, m2],
          ]
        : [
            [c2, m2],
            [c1, m1],
          ];
    // 3 base units over two players: the captain gets the odd one; one Uniq each.
    expect(await modalOf(winners[0], teamCup.id)).toMatchObject({
      rank: 1,
      uos: '0.00000002',
      uniqs: [expect.objectContaining({ quantity: 1 })],
    });
    expect(await modalOf(winners[1], teamCup.id)).toMatchObject({
      rank: 1,
      uos: '0.00000001',
      uniqs: [expect.objectContaining({ quantity: 1 })],
    });
    for (const loser of losers)
      expect(await modalOf(loser, teamCup.id)).toEqual({ rank: 2, uos: null, uniqs: [], uniqsToTransfer: [] });
    // A member (not the captain) accepts their own modal; the captain's stays.
    expect((await accept(winners[1].session, teamCup.id)).status).toBe(204);
    expect(await modalOf(winners[1], teamCup.id)).toBeUndefined();
    expect(await modalOf(winners[0], teamCup.id)).toBeDefined();
  });
});

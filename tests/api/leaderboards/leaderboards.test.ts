// Leaderboards through the API (issue 13): settings and their field errors, publishing rules, a finished
// tournament folded into the standings (and re-folded by an amendment), ending and its lock, deletion, and
// private access for the owner, a partner organization, another organization and a guest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LeaderboardDetail,
  LeaderboardListItem,
  LeaderboardSettingsBody,
  LeaderboardStandings,
} from '../../../src/contract/leaderboards.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, userId } from '../teams/people-kit.js';
import { addGame, makeOrganizer } from '../tournaments/tournament-kit.js';
import { linkWallet, type LinkedWallet } from '../../support/wallet-kit.js';
import { escrowLeaderboardPrizes } from './leaderboard-kit.js';
import { playBetterSeedWins, publishPlayable, registerAndCheckIn, type PlayTournament } from '../matches/play-kit.js';

const DAY = 24 * 3_600_000;

const settings = (overrides: Partial<LeaderboardSettingsBody> = {}): LeaderboardSettingsBody => ({
  name: 'Season Ranking',
  subname: 'Best placements',
  disciplineCode: 'chess',
  pointsSource: 'PLACEMENT_SCALE',
  pointsScale: [],
  ties: false,
  tieBreak: 'CHECK_IN_DATE',
  tieBreakReason: null,
  prizepool: { rewards: [] },
  privateAccess: false,
  ...overrides,
});

describe.each(testEngines())('leaderboards on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let partner: Session;
  let stranger: Session;
  let partnerOrg: string;
  const players: { session: Session; id: string }[] = [];
  let rankBoard: string;
  let wallet: LinkedWallet;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    organizer = await server.signUp(`lb-org-${engine}@example.com`, `LbOrg${engine}`);
    partner = await server.signUp(`lb-partner-${engine}@example.com`, `LbPartner${engine}`);
    stranger = await server.signUp(`lb-stranger-${engine}@example.com`, `LbStranger${engine}`);
    await makeOrganizer(server, organizer, `Season Events ${engine}`);
    partnerOrg = await makeOrganizer(server, partner, `Partner Events ${engine}`);
    await makeOrganizer(server, stranger, `Other Events ${engine}`);
    for (let i = 0; i < 4; i++) {
      const session = await server.signUp(`lb-p${i}-${engine}@example.com`, `LbPlayer${i}${engine}`);
      players.push({ session, id: await userId(server, session) });
    }
    await addGame(server, 'chess', 'Chess');
    wallet = await linkWallet(server, organizer);
    expect((await call(server, 'POST', '/chain/faucet', { session: organizer })).status).toBe(200);
  });
  afterAll(async () => server?.close());

  const create = async (name: string, kind: 'POINTS' | 'RANK') => {
    const answer = await call(server, 'POST', '/leaderboards', { session: organizer, json: { name, kind } });
    expect(answer.status).toBe(201);
    return answer.body.id as string;
  };
  const detail = (id: string, session?: Session) =>
    call<LeaderboardDetail>(server, 'GET', `/leaderboards/${id}`, session ? { session } : {});
  const standings = (id: string, session?: Session, query = '') =>
    call<LeaderboardStandings>(server, 'GET', `/leaderboards/${id}/standings${query}`, session ? { session } : {});
  const list = (session?: Session, query = '') =>
    call<LeaderboardListItem[]>(server, 'GET', `/leaderboards${query}`, session ? { session } : {});

  it('answers bad settings with field errors, and publishing with the catalogue codes', async () => {
    const points = await create('Season Points', 'POINTS');
    const bad = await call(server, 'PUT', `/leaderboards/${points}`, {
      session: organizer,
      json: settings({
        name: 'ab',
        pointsScale: [
          { startRank: 1, endRank: 2, points: 2000 },
          { startRank: 2, endRank: 3, points: 5 },
        ],
        tieBreak: 'CUSTOM_REASON',
        prizepool: { rewards: [{ id: 'r1', ranks: { kind: 'FIRST' }, uniqs: [] }] },
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.formFieldErrors).toMatchObject({
      name: expect.any(String),
      'pointsScale.0.points': 'Value must be less than 1024',
      'pointsScale.1.startRank': 'Rank already assigned',
      tieBreakReason: expect.any(String),
      'prizepool.rewards.0': 'A prize needs a reward of UOS or Uniqs',
    });
    // Nothing of the refused body was kept.
    expect((await detail(points, organizer)).body).toMatchObject({ name: 'Season Points', pointsScale: [] });
    // A POINTS leaderboard scored by placement needs its scale before it can be published.
    const early = await call(server, 'POST', `/leaderboards/${points}/publish`, { session: organizer });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('LEADERBOARD-CANNOT-PUBLISH');
    // The refusal names what is missing, for the administration to point at.
    expect(early.body.formFieldErrors).toEqual({ pointsScale: expect.stringContaining('points scale') });
    const saved = await call<LeaderboardDetail>(server, 'PUT', `/leaderboards/${points}`, {
      session: organizer,
      json: settings({
        name: 'Season Points',
        pointsScale: [{ startRank: 1, endRank: 1, points: 10 }],
        prizepool: { rewards: [{ id: 'p1', ranks: { kind: 'FIRST' }, uosAmount: '150.5', uniqs: [] }] },
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.admin).toMatchObject({ canPublish: true, canDelete: true });
    // Its UOS prize must be in escrow first.
    const unescrowed = await call(server, 'POST', `/leaderboards/${points}/publish`, { session: organizer });
    expect(unescrowed.body).toMatchObject({
      message: 'LEADERBOARD-INVALID-PRIZEPOOL',
      formFieldErrors: { prizepool: expect.any(String) },
    });
    expect((await escrowLeaderboardPrizes(server, organizer, wallet, points)).status).toBe(200);
    const published = await call<LeaderboardDetail>(server, 'POST', `/leaderboards/${points}/publish`, {
      session: organizer,
    });
    expect(published.body).toMatchObject({ status: 'ACTIVE', displayStatus: 'ACTIVE' });
    expect((await call(server, 'POST', `/leaderboards/${points}/publish`, { session: organizer })).body.message).toBe(
      'LEADERBOARD-CANNOT-PUBLISH',
    );
    const undeletable = await call(server, 'DELETE', `/leaderboards/${points}`, { session: organizer });
    expect(undeletable.status).toBe(409);
    expect(undeletable.body.message).toBe('LEADERBOARD-NOT-DELETABLE');
    // Another organization's organizer cannot touch it.
    expect((await call(server, 'POST', `/leaderboards/${points}/end`, { session: stranger })).status).toBe(404);
  });

  it('keeps a draft to its organization, deletes it, and lists published ones for guests with filters', async () => {
    const draft = await create('Draft Board', 'RANK');
    expect((await detail(draft)).status).toBe(404);
    expect((await call(server, 'GET', `/leaderboards/${draft}`, { session: stranger })).body.message).toBe(
      'LEADERBOARD-NOT-FOUND',
    );
    expect((await detail(draft, organizer)).body.status).toBe('DRAFT');
    expect((await list()).body.map((item) => item.name)).not.toContain('Draft Board');
    expect((await call(server, 'DELETE', `/leaderboards/${draft}`, { session: organizer })).status).toBe(204);
    expect((await detail(draft, organizer)).status).toBe(404);
    // The name is free again.
    await create('Draft Board', 'RANK');
    const guest = await list();
    expect(guest.body.map((item) => item.name)).toContain('Season Points');
    // The cards show what there is to win.
    expect(guest.body.find((item) => item.name === 'Season Points')?.prizepool).toEqual({
      rewards: [{ id: 'p1', ranks: { kind: 'FIRST' }, uosAmount: '150.5', uniqs: [] }],
    });
    expect((await list(undefined, '?status=COMPLETE')).body.map((item) => item.name)).not.toContain('Season Points');
    expect((await list(undefined, '?discipline=chess')).body.map((item) => item.name)).toContain('Season Points');
    expect((await list(undefined, '?discipline=go')).body).toEqual([]);
  });

  it('folds a finished tournament into the standings, and an amendment re-folds it', async () => {
    rankBoard = await create('Season Ranking', 'RANK');
    await call(server, 'PUT', `/leaderboards/${rankBoard}`, { session: organizer, json: settings() });
    expect((await call(server, 'POST', `/leaderboards/${rankBoard}/publish`, { session: organizer })).status).toBe(200);
    const t: PlayTournament = await publishPlayable(server, organizer, clock, {
      rounds: 2,
      name: 'Ranking Cup',
      leaderboardId: rankBoard,
      format: { format: 'SINGLE_ELIMINATION', thirdPlaceDecider: true, bestOf: [1, 1] },
    });
    await registerAndCheckIn(
      server,
      clock,
      t,
      players.map((p) => p.session),
    );
    const b = await playBetterSeedWins(server, clock, t, players, 2, organizer);
    expect(b.finished).toBe(true);
    // The ending player can end it now (its only tournament is over), but first: the standings.
    const table = await standings(rankBoard, players[0].session);
    expect(table.status).toBe(200);
    expect(table.body.total).toBe(4);
    const rankOf = new Map(b.entrants.map((e) => [e.captainId, e.finalRank]));
    expect(table.body.rows.map((row) => [row.userId, row.rank, row.bestPlacement])).toEqual(
      [...rankOf.entries()].sort((x, y) => x[1]! - y[1]!).map(([id, rank]) => [id, rank, rank]),
    );
    expect(table.body.viewerRow).toMatchObject({ userId: players[0].id, rank: rankOf.get(players[0].id) });
    expect((await detail(rankBoard)).body.tournaments).toEqual([
      { id: t.id, name: 'Ranking Cup', status: 'FINISHED', finished: true },
    ]);

    // The organizer swaps the final's winner: the leaderboard follows, the tournament still counts once.
    const final = b.matches.find((m) => m.roundIndex === 1 && !m.isThirdPlaceDecider)!;
    const loser = final.sides.map((side) => side.seed!).find((seed) => seed !== final.winnerSeed)!;
    const amended = await call(server, 'POST', `/matches/${t.id}/${final.id}/result`, {
      session: organizer,
      json: { winnerSeed: loser, reason: 'Scores were swapped' },
    });
    expect(amended.status).toBe(200);
    const after = await standings(rankBoard);
    expect(after.body.total).toBe(4);
    expect(after.body.rows[0]).toMatchObject({
      userId: b.entrants.find((e) => e.seed === loser)!.captainId,
      rank: 1,
      tournamentsPlayed: 1,
    });
    // Paging and search read the stored rows.
    const second = await standings(rankBoard, undefined, '?page=2&pageSize=3');
    expect(second.body.rows.map((row) => row.position)).toEqual([4]);
    const found = await standings(rankBoard, undefined, `?search=${encodeURIComponent(`lbplayer2${engine}`)}`);
    expect(found.body.rows.map((row) => row.userId)).toEqual([players[2].id]);

    // A player who renames shows under the new name at once, in the list and as the viewer, and is found by it.
    const renamed = await call(server, 'PUT', '/users/current', {
      session: players[2].session,
      json: { nickname: `Renamed${engine}` },
    });
    expect(renamed.status).toBe(200);
    const renamedRow = { userId: players[2].id, name: `Renamed${engine}` };
    const mine = await standings(rankBoard, players[2].session);
    expect(mine.body.rows).toContainEqual(expect.objectContaining(renamedRow));
    expect(mine.body.viewerRow).toMatchObject(renamedRow);
    const byNewName = await standings(rankBoard, undefined, `?search=${encodeURIComponent(`renamed${engine}`)}`);
    expect(byNewName.body.rows).toEqual([expect.objectContaining(renamedRow)]);
    expect((await standings(rankBoard, undefined, `?search=lbplayer2${engine}`)).body.rows).toEqual([]);
  });

  it('ends once even when asked twice at once, then is locked', async () => {
    const [a, b] = await Promise.all([
      call(server, 'POST', `/leaderboards/${rankBoard}/end`, { session: organizer }),
      call(server, 'POST', `/leaderboards/${rankBoard}/end`, { session: organizer }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a.body.message, b.body.message]).toContain('LEADERBOARD-NOT-ACTIVE-OR-ENDED');
    const ended = await detail(rankBoard);
    expect(ended.body).toMatchObject({
      status: 'ENDED',
      displayStatus: 'COMPLETE',
      endedAt: new Date(clock.now()).toISOString(),
    });
    const locked = await call(server, 'PUT', `/leaderboards/${rankBoard}`, { session: organizer, json: settings() });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('LEADERBOARD-UPDATE-ERROR');
    expect((await list(undefined, '?status=COMPLETE')).body.map((item) => item.id)).toContain(rankBoard);
    // Visible for one month after ending, then gone for the public (the organizer keeps it). A month outlives the
    // refresh tokens too: everyone signs in again.
    clock.set(clock.now() + 32 * DAY);
    await server.renewSessions();
    expect((await detail(rankBoard)).status).toBe(404);
    expect((await list()).body.map((item) => item.id)).not.toContain(rankBoard);
    expect((await detail(rankBoard, organizer)).status).toBe(200);
  });

  it('shows a private leaderboard to its organization and whitelisted partners only', async () => {
    const secret = await create('Invitational', 'RANK');
    await call(server, 'PUT', `/leaderboards/${secret}`, {
      session: organizer,
      json: settings({ name: 'Invitational', privateAccess: true }),
    });
    await call(server, 'POST', `/leaderboards/${secret}/publish`, { session: organizer });
    const unknown = await call(server, 'POST', `/leaderboards/${secret}/partners`, {
      session: organizer,
      json: { email: 'nobody@example.com' },
    });
    expect(unknown.body.formFieldErrors.email).toBeDefined();
    const added = await call<LeaderboardDetail>(server, 'POST', `/leaderboards/${secret}/partners`, {
      session: organizer,
      json: { email: `LB-PARTNER-${engine}@example.com` },
    });
    expect(added.body.admin?.partners.map((p) => p.organizationId)).toEqual([partnerOrg]);
    expect((await detail(secret, organizer)).status).toBe(200);
    expect((await detail(secret, partner)).status).toBe(200);
    expect((await detail(secret, partner)).body.admin).toBeNull();
    expect((await detail(secret, stranger)).status).toBe(404);
    expect((await detail(secret)).status).toBe(404);
    expect((await standings(secret, stranger)).status).toBe(404);
    expect((await list(partner)).body.map((item) => item.id)).toContain(secret);
    expect((await list(stranger)).body.map((item) => item.id)).not.toContain(secret);
    expect((await list(players[0].session)).body.map((item) => item.id)).not.toContain(secret);
    // Removing the partner takes it away again.
    await call(server, 'DELETE', `/leaderboards/${secret}/partners/${partnerOrg}`, { session: organizer });
    expect((await detail(secret, partner)).status).toBe(404);
  });
});

// The organizer's participants table (issue 26 §1): adding a player or team with the registration's rules (full
// stays full under concurrent adds, team size), checking in or out on their behalf until the seeds freeze, removing
// one with a reason the player is told, the audit trail, the CSV export, and the seeding sources. Time is a
// ManualClock moved through the windows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Participant, TournamentView } from '../../../src/contract/tournaments.js';
import type { ParticipantEvent } from '../../../src/contract/participant-management.js';
import type { SeedingView } from '../../../src/contract/matches.js';
import type { PlayerNotices } from '../../../src/contract/notices.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { addMember, call, count, createTeam, userId } from '../teams/people-kit.js';
import { makeOrganizer, soloBody, teamSettings } from './tournament-kit.js';
import {
  at,
  playBetterSeedWins,
  publishPlayable,
  registerAndCheckIn,
  signUpCast,
  type PlayTournament,
} from '../matches/play-kit.js';
import { publishedRankLeaderboard } from '../leaderboards/leaderboard-kit.js';
import { createSeededRandom, seededShuffle } from '../../../src/domain/index.js';

describe.each(testEngines())('the organizer participants table on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let players: Session[];
  let outsider: Session;
  const nick = (i: number) => `PmPlayer${i}${engine}`;
  const email = (i: number) => `pm-p${i}-${engine}@example.com`;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    ({ organizer, players } = await signUpCast(server, {
      tag: 'pm',
      organization: 'Table Events',
      players: 8,
    }));
    outsider = await server.signUp(`pm-outsider-${engine}@example.com`, `PmOutsider${engine}`);
    await makeOrganizer(server, outsider, `Other Events ${engine}`);
  });
  afterAll(async () => server?.close());

  const add = (id: string, player: string, session = organizer, userIds?: string[]) =>
    call(server, 'POST', `/tournaments/${id}/participants`, {
      session,
      json: { player, ...(userIds ? { userIds } : {}) },
    });
  const table = async (id: string) =>
    (await call<Participant[]>(server, 'GET', `/tournaments/${id}/participants`, { session: organizer })).body;
  const rowOf = async (id: string, name: string) => (await table(id)).find((p) => p.name === name)!;
  const checkIn = (id: string, registrationId: string, session = organizer) =>
    call(server, 'POST', `/tournaments/${id}/participants/${registrationId}/check-in`, { session });
  const undo = (id: string, registrationId: string, session = organizer) =>
    call(server, 'DELETE', `/tournaments/${id}/participants/${registrationId}/check-in`, { session });
  const remove = (id: string, registrationId: string, reason: string, session = organizer) =>
    call(server, 'POST', `/tournaments/${id}/participants/${registrationId}/removal`, {
      session,
      json: { reason },
    });
  const events = async (id: string) =>
    (await call<ParticipantEvent[]>(server, 'GET', `/tournaments/${id}/participants/events`, { session: organizer }))
      .body;
  const seeding = async (id: string) =>
    (await call<SeedingView>(server, 'GET', `/matches/${id}/seeds`, { session: organizer })).body;
  const propose = (id: string, body: unknown) =>
    call(server, 'POST', `/matches/${id}/seeds/proposal`, { session: organizer, json: body });

  it('lets only the organization that runs the tournament act: others are told it does not exist', async () => {
    clock.set(Date.now());
    const t = await publishPlayable(server, organizer, clock, { rounds: 1, name: 'Guarded Cup' });
    clock.set(at.registrationOpen(t.t0));
    const [registered] = await add(t.id, nick(0)).then((answer) => answer.body);
    for (const session of [outsider, players[1]]) {
      for (const answer of [
        await add(t.id, nick(2), session),
        await checkIn(t.id, registered.registrationId, session),
        await undo(t.id, registered.registrationId, session),
        await remove(t.id, registered.registrationId, 'no', session),
        await call(server, 'GET', `/tournaments/${t.id}/participants/events`, { session }),
        await call(server, 'GET', `/tournaments/${t.id}/participants/export`, { session }),
        await call(server, 'POST', `/matches/${t.id}/seeds/proposal`, { session, json: { source: 'RANDOM' } }),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe('TOURNAMENT-NOT-FOUND');
      }
    }
    expect((await call(server, 'GET', `/tournaments/${t.id}/participants/export`)).status).toBe(401);
    expect(
      (await call(server, 'POST', `/tournaments/${t.id}/participants`, { json: { player: nick(2) } })).status,
    ).toBe(401);
    // Nothing was written by the refused calls.
    expect((await table(t.id)).map((p) => p.name)).toEqual([nick(0)]);
    expect(await count(server, 'tournament_participant_events', `tournament_id = '${t.id}'`)).toBe(1);
  });

  it('adds a player by nickname or e-mail with the registration rules, and audits it', async () => {
    clock.set(Date.now());
    const t = await publishPlayable(server, organizer, clock, { rounds: 1, name: 'Walk-in Cup' });
    clock.set(at.registrationOpen(t.t0));
    const byNick = await add(t.id, nick(0).toUpperCase());
    expect(byNick.status).toBe(201);
    expect(byNick.body.map((p: Participant) => [p.name, p.status])).toEqual([[nick(0), 'REGISTERED']]);
    expect((await add(t.id, email(1).toUpperCase())).status).toBe(201);
    const again = await add(t.id, email(1));
    expect([again.status, again.body.message]).toEqual([409, 'USER-ALREADY-REGISTERED']);
    const unknown = await add(t.id, 'Nobody At All');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'PARTICIPANT-PLAYER-UNKNOWN']);
    expect((await add(t.id, '   ')).status).toBe(400);
    // The added player sees themself registered, like after registering on their own.
    const view = await call<TournamentView>(server, 'GET', `/tournaments/${t.id}`, { session: players[0] });
    expect(view.body.viewer).toMatchObject({ role: 'PARTICIPANT', registration: 'REGISTERED', state: 'REGISTERED' });
    expect((await events(t.id)).map((e) => [e.kind, e.participant, e.actor])).toEqual([
      ['ADDED', nick(1), `PmOrg${engine}`],
      ['ADDED', nick(0), `PmOrg${engine}`],
    ]);
    // After check-in closes the bracket is being built: no more additions.
    clock.set(at.checkInClosed(t.t0));
    const late = await add(t.id, nick(2));
    expect([late.status, late.body.message]).toEqual([409, 'PARTICIPANT-ADD-CLOSED']);
  });

  it('keeps a full tournament full when the organizer adds several players at once', async () => {
    clock.set(Date.now());
    const t = await publishPlayable(server, organizer, clock, {
      rounds: 1,
      name: 'Tiny Cup',
      format: { minParticipants: 2, maxParticipants: 3 },
    });
    clock.set(at.registrationOpen(t.t0));
    // A player registers on their own while the organizer adds five others at the same moment.
    const answers = await Promise.all([
      ...[1, 2, 3, 4, 5].map((i) => add(t.id, email(i))),
      call(server, 'POST', `/participants/${t.id}/registrations/solo`, { session: players[0], json: soloBody() }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200 || status === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status >= 400);
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(
      refused.map(() => [409, 'TOURNAMENT-REGISTRATION-FULL']),
    );
    expect(await table(t.id)).toHaveLength(3);
    expect(await count(server, 'tournament_registrations', `tournament_id = '${t.id}' AND status = 'REGISTERED'`)).toBe(
      3,
    );
  });

  it('adds a team by its name or its captain, within the team size', async () => {
    clock.set(Date.now());
    const t = await publishPlayable(server, organizer, clock, {
      rounds: 1,
      name: 'Duo Cup',
      settings: teamSettings({ teamOptions: { playersPerTeam: 2, minPlayers: 2, maxPlayers: 2 } }),
    });
    const alone = await createTeam(server, players[4], `Solo Squad ${engine}`);
    const duo = await createTeam(server, players[5], `Duo Squad ${engine}`);
    await addMember(server, players[5], duo.id, email(6), players[6]);
    clock.set(at.registrationOpen(t.t0));
    const small = await add(t.id, alone.name);
    expect([small.status, small.body.message]).toEqual([400, 'TOURNAMENT-TEAM-SIZE-INVALID']);
    const noTeam = await add(t.id, nick(7));
    expect([noTeam.status, noTeam.body.message]).toEqual([400, 'PARTICIPANT-NO-TEAM']);
    const byCaptain = await add(t.id, email(5));
    expect(byCaptain.status).toBe(201);
    expect(byCaptain.body.map((p: Participant) => [p.kind, p.name, p.members.length])).toEqual([['TEAM', duo.name, 2]]);
    const twice = await add(t.id, duo.name.toLowerCase());
    expect([twice.status, twice.body.message]).toEqual([409, 'USER-ALREADY-REGISTERED']);
  });

  it('checks in and out on their behalf, lets a late arrival in until the seeds freeze, and follows it in the seeds', async () => {
    clock.set(Date.now());
    const t = await publishPlayable(server, organizer, clock, {
      rounds: 2,
      name: 'Late Cup',
      seedingWindow: true,
      format: { seeding: 'MANUAL' },
    });
    await registerAndCheckIn(server, clock, t, players.slice(0, 3), 'checked-in');
    clock.set(at.registrationOpen(t.t0));
    const late = (await add(t.id, nick(3))).body.find((p: Participant) => p.name === nick(3))!;
    const early = await checkIn(t.id, late.registrationId);
    expect([early.status, early.body.message]).toEqual([409, 'CHECKIN-NOT-IN-WINDOW']);

    clock.set(at.checkInOpen(t.t0));
    const first = await rowOf(t.id, nick(0));
    const undone = await undo(t.id, first.registrationId);
    expect(undone.status).toBe(200);
    expect(undone.body.find((p: Participant) => p.name === nick(0))).toMatchObject({
      status: 'REGISTERED',
      checkedInAt: null,
    });
    const notIn = await undo(t.id, first.registrationId);
    expect([notIn.status, notIn.body.message]).toEqual([409, 'PARTICIPANT-NOT-CHECKED-IN']);
    const done = await checkIn(t.id, first.registrationId);
    expect(done.body.find((p: Participant) => p.name === nick(0))!.status).toBe('CHECKED_IN');
    const twice = await checkIn(t.id, first.registrationId);
    expect([twice.status, twice.body.message]).toEqual([409, 'CHECKIN-ALREADY-CHECKED-IN']);

    // Check-in closes: the one nobody checked in is out; the seeding window opens with the three others.
    clock.set(at.checkInClosed(t.t0));
    await server.runDueWork();
    expect((await rowOf(t.id, nick(3))).status).toBe('DISQUALIFIED');
    // Entrants checked in at the same instant are in no particular order; the seeds start from that order.
    const initial = (await seeding(t.id)).entrants.map((e) => e.name);
    expect([...initial].sort()).toEqual([nick(0), nick(1), nick(2)]);
    // The latecomer turns up during seeding: let in, seeded last; a player who left is taken out, the seeds close up.
    expect((await checkIn(t.id, late.registrationId)).status).toBe(200);
    expect((await undo(t.id, (await rowOf(t.id, nick(1))).registrationId)).status).toBe(200);
    expect((await rowOf(t.id, nick(1))).status).toBe('DISQUALIFIED');
    const seeds = await seeding(t.id);
    expect(seeds.entrants.map((e) => [e.seed, e.name])).toEqual(
      [...initial.filter((name) => name !== nick(1)), nick(3)].map((name, k) => [k + 1, name]),
    );

    clock.set(at.seedingClosed(t.t0));
    await server.runDueWork();
    const frozen = await checkIn(t.id, (await rowOf(t.id, nick(1))).registrationId);
    expect([frozen.status, frozen.body.message]).toEqual([409, 'PARTICIPANT-SEEDING-FROZEN']);
    const cannotRemove = await remove(t.id, late.registrationId, 'too late');
    expect([cannotRemove.status, cannotRemove.body.message]).toEqual([409, 'PARTICIPANT-SEEDING-FROZEN']);
    expect((await events(t.id)).map((e) => e.kind)).toEqual([
      'CHECK_IN_UNDONE',
      'CHECKED_IN',
      'CHECKED_IN',
      'CHECK_IN_UNDONE',
      'ADDED',
    ]);
  });

  it('removes a participant with a reason the player reads in their notices, and frees the place', async () => {
    clock.set(Date.now());
    const t = await publishPlayable(server, organizer, clock, { rounds: 1, name: 'Strict Cup' });
    clock.set(at.registrationOpen(t.t0));
    await add(t.id, nick(0));
    await add(t.id, nick(1));
    const target = await rowOf(t.id, nick(1));
    const blank = await remove(t.id, target.registrationId, '   ');
    expect(blank.status).toBe(400);
    const removed = await remove(t.id, target.registrationId, 'Smurf account, see rule 4.');
    expect(removed.status).toBe(200);
    expect(removed.body.map((p: Participant) => p.name)).toEqual([nick(0)]);
    const gone = await remove(t.id, target.registrationId, 'again');
    expect([gone.status, gone.body.message]).toEqual([404, 'PARTICIPANT-NOT-FOUND']);
    const notices = await call<PlayerNotices>(server, 'GET', `/notices?tournamentId=${t.id}`, { session: players[1] });
    expect(notices.body.notices).toEqual([
      expect.objectContaining({
        kind: 'REMOVED',
        tournamentName: 'Strict Cup',
        text: 'The organizer removed you from this tournament. Reason: Smurf account, see rule 4.',
      }),
    ]);
    expect((await call(server, 'GET', `/notices?tournamentId=${t.id}`, { session: players[0] })).body.notices).toEqual(
      [],
    );
    const [event] = await events(t.id);
    expect(event).toMatchObject({
      kind: 'REMOVED',
      participant: nick(1),
      details: { reason: 'Smurf account, see rule 4.' },
    });
    // The removed player may register again on their own while registration is open.
    const back = await call(server, 'POST', `/participants/${t.id}/registrations/solo`, {
      session: players[1],
      json: soloBody(),
    });
    expect(back.status).toBe(200);
  });

  it('exports participants and results as CSV, one row per entrant, with formula cells escaped', async () => {
    clock.set(Date.now());
    const t = await publishPlayable(server, organizer, clock, { rounds: 1, name: 'Export Cup' });
    clock.set(at.registrationOpen(t.t0));
    await call(server, 'POST', `/participants/${t.id}/registrations/solo`, {
      session: players[0],
      json: soloBody({ gameNickname: '=HYPERLINK("http://x","y")', discordNickname: '@evil, "quoted"' }),
    });
    await call(server, 'POST', `/participants/${t.id}/registrations/solo`, {
      session: players[1],
      json: soloBody({ gameNickname: '-1+2', discordNickname: 'plain#1' }),
    });
    clock.set(at.checkInOpen(t.t0));
    for (const player of players.slice(0, 2))
      await call(server, 'POST', `/participants/${t.id}/check-in`, { session: player });
    clock.set(at.checkInClosed(t.t0));
    await server.runDueWork();
    await playBetterSeedWins(
      server,
      clock,
      t,
      await Promise.all(players.slice(0, 2).map(async (session) => ({ session, id: await userId(server, session) }))),
      1,
      organizer,
    );

    const response = await server.api(`/tournaments/${t.id}/participants/export`, { session: organizer });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Export-Cup-participants.csv"');
    const csv = await response.text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Name,Type,Captain,Members,E-mail,Discord,In-game nickname,Status,Registered at,Checked in at,Seed,Final rank',
    );
    expect(lines).toHaveLength(4); // header, two entrants, and the empty string after the last CRLF
    const row0 = lines.find((line) => line.startsWith(nick(0)))!;
    expect(row0).toContain(`,${email(0)},"'@evil, ""quoted""","'=HYPERLINK(""http://x"",""y"")",CHECKED_IN,`);
    const row1 = lines.find((line) => line.startsWith(nick(1)))!;
    expect(row1).toContain(",plain#1,'-1+2,CHECKED_IN,");
    // Results: seeds 1 and 2, the better seed won the final.
    const results = [row0, row1].map((line) => line.split(',').slice(-2).join(','));
    expect(results.sort()).toEqual(['1,1', '2,2']);
    const withBom = await server.api(`/tournaments/${t.id}/participants/export?bom=true`, { session: organizer });
    expect(new Uint8Array(await withBom.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('documents every new call in the OpenAPI description', async () => {
    const openapi = await (await fetch(`${server.baseUrl}/api/docs/json`)).json();
    const paths = openapi.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    expect(Object.keys(paths['/api/v1/tournaments/{id}/participants']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/v1/tournaments/{id}/participants/{registrationId}/check-in']).sort()).toEqual([
      'delete',
      'post',
    ]);
    expect(paths['/api/v1/tournaments/{id}/participants/{registrationId}/removal'].post).toBeDefined();
    expect(paths['/api/v1/tournaments/{id}/participants/events'].get).toBeDefined();
    expect(Object.keys(paths['/api/v1/tournaments/{id}/participants/export'].get.responses['200'] as object)).toContain(
      'content',
    );
    expect(JSON.stringify(paths['/api/v1/tournaments/{id}/participants/export'].get)).toContain('text/csv');
    expect(paths['/api/v1/matches/{tournamentId}/seeds/proposal'].post).toBeDefined();
  });

  describe('seeding sources', () => {
    let past: PlayTournament;
    let board: string;
    let t: PlayTournament;

    it('orders by a random draw, a pasted list, the linked leaderboard and past results in the same game', async () => {
      board = await publishedRankLeaderboard(server, organizer, `Seeding Season ${engine}`);
      // Players 5 and 6 played each other before in the same game, on a linked leaderboard.
      clock.set(Date.now());
      past = await publishPlayable(server, organizer, clock, { rounds: 1, name: 'Past Cup', leaderboardId: board });
      await registerAndCheckIn(server, clock, past, [players[6], players[5]]);
      const played = await playBetterSeedWins(
        server,
        clock,
        past,
        await Promise.all(
          [players[6], players[5]].map(async (session) => ({ session, id: await userId(server, session) })),
        ),
        1,
        organizer,
      );
      expect(played.finished).toBe(true);
      const winner = played.entrants.find((e) => e.finalRank === 1)!.name;
      const runnerUp = played.entrants.find((e) => e.finalRank === 2)!.name;

      clock.set(Date.now() + 10 * 24 * 3600_000);
      t = await publishPlayable(server, organizer, clock, {
        rounds: 2,
        name: 'Seeded Cup',
        seedingWindow: true,
        leaderboardId: board,
        format: { seeding: 'MANUAL' },
      });
      // Players 7 and 4 have played no solo tournament here (other tests of this suite played 0 to 3).
      const entrants = [players[7], players[5], players[4], players[6]];
      await registerAndCheckIn(server, clock, t, entrants);
      const before = (await seeding(t.id)).entrants.map((e) => e.registrationId);
      expect(before).toHaveLength(4);

      const random = await propose(t.id, { source: 'RANDOM' });
      expect(random.status).toBe(200);
      expect([...random.body.order].sort()).toEqual([...before].sort());
      // A seeded draw: its seed replays it from the order it started from.
      expect(random.body.order).toEqual(seededShuffle(before, createSeededRandom(random.body.randomSeed)));
      const savedRandom = await call(
        server,
        'PUT',
        `/matches/${t.id}/seeds?source=RANDOM&randomSeed=${random.body.randomSeed}`,
        {
          session: organizer,
          json: random.body.order.map((registrationId: string, k: number) => ({ registrationId, seed: k + 1 })),
        },
      );
      expect(savedRandom.status).toBe(200);
      expect((await events(t.id))[0]).toMatchObject({
        kind: 'SEEDED',
        details: { source: 'RANDOM', randomSeed: random.body.randomSeed },
      });
      // The other sources start from the order as it was.
      await call(server, 'PUT', `/matches/${t.id}/seeds`, {
        session: organizer,
        json: before.map((registrationId, k) => ({ registrationId, seed: k + 1 })),
      });

      const nameOf = new Map((await seeding(t.id)).entrants.map((e) => [e.registrationId, e.name]));
      const names = (order: string[]) => order.map((id) => nameOf.get(id));
      const listed = await propose(t.id, { source: 'LIST', names: [nick(6), 'Ghost', '', nick(7).toLowerCase()] });
      // The unlisted keep their current order after the listed.
      const unlisted = names(before).filter((name) => name !== nick(6) && name !== nick(7));
      expect(names(listed.body.order)).toEqual([nick(6), nick(7), ...unlisted]);
      expect(listed.body).toMatchObject({ unknownNames: ['Ghost'], placed: 2 });

      const byBoard = await propose(t.id, { source: 'LEADERBOARD' });
      expect(names(byBoard.body.order).slice(0, 2)).toEqual([winner, runnerUp]);
      const byPast = await propose(t.id, { source: 'PAST_RESULTS' });
      const newcomers = names(before).filter((name) => name === nick(7) || name === nick(4));
      expect(names(byPast.body.order)).toEqual([winner, runnerUp, ...newcomers]);
      expect(byPast.body.placed).toBe(2);
      expect((await propose(t.id, { source: 'NOPE' })).status).toBe(400);

      // Applying a proposal is the usual seed save, audited with its source.
      const saved = await call<SeedingView>(server, 'PUT', `/matches/${t.id}/seeds?source=PAST_RESULTS`, {
        session: organizer,
        json: byPast.body.order.map((registrationId: string, k: number) => ({ registrationId, seed: k + 1 })),
      });
      expect(saved.status).toBe(200);
      expect(saved.body.entrants.map((e) => e.name)).toEqual([winner, runnerUp, ...newcomers]);
      expect((await events(t.id))[0]).toMatchObject({
        kind: 'SEEDED',
        participant: null,
        details: { source: 'PAST_RESULTS' },
      });
    });

    it('says when there is no linked leaderboard to seed from', async () => {
      clock.set(Date.now() + 20 * 24 * 3600_000);
      const unlinked = await publishPlayable(server, organizer, clock, {
        rounds: 1,
        name: 'Unlinked Cup',
        seedingWindow: true,
        format: { seeding: 'MANUAL' },
      });
      await registerAndCheckIn(server, clock, unlinked, players.slice(0, 2));
      const answer = await propose(unlinked.id, { source: 'LEADERBOARD' });
      expect([answer.status, answer.body.message]).toEqual([409, 'SEEDING-NO-LEADERBOARD']);
    });
  });
});

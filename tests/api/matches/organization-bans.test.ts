// A ban is stronger than a disqualification (SPEC §6): besides leaving the tournament, the banned player, or the
// banned team and its players, may not register for the organization's later tournaments (solo or team, the
// batched fast path included). A disqualified player may; another organization's tournaments stay open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { addMember, call, createTeam, userId } from '../teams/people-kit.js';
import { addGame, makeOrganizer, soloBody, teamSettings } from '../tournaments/tournament-kit.js';
import { at, brackets, publishPlayable, registerAndCheckIn } from './play-kit.js';

describe.each(testEngines())('organization bans on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let otherOrganizer: Session;
  const players: Session[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    organizer = await server.signUp(`ban-org-${engine}@example.com`, `BanOrg${engine}`);
    otherOrganizer = await server.signUp(`ban-other-${engine}@example.com`, `BanOther${engine}`);
    for (let i = 0; i < 8; i++)
      players.push(await server.signUp(`ban-p${i}-${engine}@example.com`, `BanPlayer${i}${engine}`));
    await makeOrganizer(server, organizer, 'Ban Events');
    await makeOrganizer(server, otherOrganizer, 'Other Events');
    await addGame(server, 'chess', 'Chess');
  });
  afterAll(async () => server?.close());

  const registerSolo = (id: string, player: Session) =>
    call(server, 'POST', `/participants/${id}/registrations/solo`, { session: player, json: soloBody() });

  it('a banned player is refused by the organization’s later tournaments; a disqualified one is not', async () => {
    clock.set(Date.now());
    const [banned, disqualified, p2, p3] = players;
    const first = await publishPlayable(server, organizer, clock, {
      rounds: 2,
      name: 'Ban Cup',
      format: { maxParticipants: 8 },
    });
    await registerAndCheckIn(server, clock, first, [banned, disqualified, p2, p3]);
    const view = await brackets(server, first.id, organizer);
    const bannedId = await userId(server, banned);
    const registrationOf = async (player: Session) => {
      const id = await userId(server, player);
      return view.entrants.find((e) => e.captainId === id)!.registrationId;
    };
    const ban = await call(server, 'POST', `/matches/${first.id}/entrants/${await registrationOf(banned)}/disqualify`, {
      session: organizer,
      json: { ban: true, reason: 'Cheating' },
    });
    expect(ban.status).toBe(200);
    const dq = await call(
      server,
      'POST',
      `/matches/${first.id}/entrants/${await registrationOf(disqualified)}/disqualify`,
      { session: organizer, json: { reason: 'No-show' } },
    );
    expect(dq.status).toBe(200);

    // A later tournament of the same organization, open for registration.
    const later = await publishPlayable(server, organizer, clock, { rounds: 1, name: 'Later Cup' });
    const elsewhere = await publishPlayable(server, otherOrganizer, clock, { rounds: 1, name: 'Elsewhere Cup' });
    clock.set(at.registrationOpen(later.t0));
    const refused = await registerSolo(later.id, banned);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('TOURNAMENT-PARTICIPANT-BANNED');
    // Asked again, and alongside other players (one batch of the fast path): still refused, nothing written.
    const together = await Promise.all([
      registerSolo(later.id, banned),
      registerSolo(later.id, disqualified),
      registerSolo(later.id, p2),
    ]);
    expect(together.map((answer) => answer.status)).toEqual([403, 200, 200]);
    const participants = await server.database.handle.db
      .selectFrom('tournament_registrations')
      .select('user_id')
      .where('tournament_id', '=', later.id)
      .execute();
    expect(participants.map((row) => row.user_id)).not.toContain(bannedId);
    expect(participants).toHaveLength(2);
    // Another organization's tournament does not know the ban.
    expect((await registerSolo(elsewhere.id, banned)).status).toBe(200);
  });

  it('a banned team, and each of its players, is refused by the organization’s later tournaments', async () => {
    clock.set(Date.now() + 48 * 3_600_000);
    const [c1, m1, c2, m2] = players.slice(4);
    const teamA = await createTeam(server, c1, `Banned Team ${engine}`);
    await addMember(server, c1, teamA.id, `ban-p5-${engine}@example.com`, m1);
    const teamB = await createTeam(server, c2, `Clean Team ${engine}`);
    await addMember(server, c2, teamB.id, `ban-p7-${engine}@example.com`, m2);
    const teamBody = async (teamId: string, members: Session[]) => ({
      ...soloBody(),
      teamId,
      userIds: await Promise.all(members.map((m) => userId(server, m))),
    });
    const registerTeam = async (id: string, captain: Session, teamId: string, members: Session[]) =>
      call(server, 'POST', `/participants/${id}/registrations/team`, {
        session: captain,
        json: await teamBody(teamId, members),
      });

    const first = await publishPlayable(server, organizer, clock, {
      rounds: 1,
      name: 'Team Ban Cup',
      settings: teamSettings(),
    });
    clock.set(at.registrationOpen(first.t0));
    expect((await registerTeam(first.id, c1, teamA.id, [c1, m1])).status).toBe(200);
    expect((await registerTeam(first.id, c2, teamB.id, [c2, m2])).status).toBe(200);
    clock.set(at.checkInOpen(first.t0));
    for (const captain of [c1, c2])
      expect((await call(server, 'POST', `/participants/${first.id}/check-in`, { session: captain })).status).toBe(200);
    clock.set(at.checkInClosed(first.t0));
    await server.runDueWork();
    const view = await brackets(server, first.id, organizer);
    const c1Id = await userId(server, c1);
    const entrant = view.entrants.find((e) => e.captainId === c1Id)!;
    expect(
      (
        await call(server, 'POST', `/matches/${first.id}/entrants/${entrant.registrationId}/disqualify`, {
          session: organizer,
          json: { ban: true },
        })
      ).status,
    ).toBe(200);

    const later = await publishPlayable(server, organizer, clock, {
      rounds: 1,
      name: 'Team Later Cup',
      settings: teamSettings(),
    });
    const laterSolo = await publishPlayable(server, organizer, clock, { rounds: 1, name: 'Solo Later Cup' });
    clock.set(at.registrationOpen(later.t0));
    const team = await registerTeam(later.id, c1, teamA.id, [c1, m1]);
    expect(team.status).toBe(403);
    expect(team.body.message).toBe('TOURNAMENT-PARTICIPANT-BANNED');
    expect((await registerSolo(laterSolo.id, m1)).body.message).toBe('TOURNAMENT-PARTICIPANT-BANNED');
    expect((await registerTeam(later.id, c2, teamB.id, [c2, m2])).status).toBe(200);
  });
});

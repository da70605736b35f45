// A team in a tournament keeps its roster and name until the tournament is over (SPEC §7); when play finishes the
// tournament, every team still registered for it is free to change again, with no one having to ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { addMember, call, createTeam, userId } from '../teams/people-kit.js';
import { addGame, makeOrganizer, soloBody, teamSettings } from '../tournaments/tournament-kit.js';
import { at, playBetterSeedWins, publishPlayable } from './play-kit.js';

describe.each(testEngines())('a team tournament played to its end on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  const people: Session[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    organizer = await server.signUp(`tf-org-${engine}@example.com`, `TfOrg${engine}`);
    for (let i = 0; i < 4; i++) people.push(await server.signUp(`tf-p${i}-${engine}@example.com`, `TfP${i}${engine}`));
    await makeOrganizer(server, organizer, 'Team Finish Events');
    await addGame(server, 'chess', 'Chess');
  });
  afterAll(async () => server?.close());

  const inTournament = async (teamId: string) =>
    (await call<{ inTournament: boolean }>(server, 'GET', `/teams/${teamId}`)).body.inTournament;

  it('frees the teams it held once its last match is final', async () => {
    clock.set(Date.now());
    const [c1, m1, c2, m2] = people;
    const teamA = await createTeam(server, c1, `Finish A ${engine}`);
    await addMember(server, c1, teamA.id, `tf-p1-${engine}@example.com`, m1);
    const teamB = await createTeam(server, c2, `Finish B ${engine}`);
    await addMember(server, c2, teamB.id, `tf-p3-${engine}@example.com`, m2);
    const t = await publishPlayable(server, organizer, clock, {
      rounds: 1,
      name: 'Team Finish Cup',
      settings: teamSettings(),
    });
    clock.set(at.registrationOpen(t.t0));
    for (const [captain, teamId, members] of [
      [c1, teamA.id, [c1, m1]],
      [c2, teamB.id, [c2, m2]],
    ] as const) {
      const json = { ...soloBody(), teamId, userIds: await Promise.all(members.map((m) => userId(server, m))) };
      const registered = await call(server, 'POST', `/participants/${t.id}/registrations/team`, {
        session: captain,
        json,
      });
      expect(registered.status).toBe(200);
    }
    clock.set(at.checkInOpen(t.t0));
    for (const captain of [c1, c2])
      expect((await call(server, 'POST', `/participants/${t.id}/check-in`, { session: captain })).status).toBe(200);
    clock.set(at.checkInClosed(t.t0));
    await server.runDueWork();
    expect([await inTournament(teamA.id), await inTournament(teamB.id)]).toEqual([true, true]);

    const captains = await Promise.all(
      [c1, c2].map(async (session) => ({ session, id: await userId(server, session) })),
    );
    const done = await playBetterSeedWins(server, clock, t, captains, 1, organizer);
    expect(done.finished).toBe(true);
    expect([await inTournament(teamA.id), await inTournament(teamB.id)]).toEqual([false, false]);
    // And its roster may change again: the captain lets a member go.
    const removed = await call(server, 'DELETE', `/teams/${teamB.id}/member`, {
      session: c2,
      json: { memberId: await userId(server, m2) },
    });
    expect(removed.status).toBe(200);
  });
});

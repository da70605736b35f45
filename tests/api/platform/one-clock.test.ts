// One clock (issue 11 §0): what the server records as "now" (updated_at and the like) is the injected clock's
// instant, not the machine's, so a test (or a replay) that moves the clock sees its time in the data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, createTeam, teamForm, userId } from '../../support/people-kit.js';
import { addGame, createDraft, makeOrganizer, mainInformation, saveSection } from '../../support/tournament-kit.js';

const FAR = Date.parse('2031-03-04T05:06:07.000Z');

describe.each(testEngines())('the injected clock on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let person: Session;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    person = await server.signUp(`clock-${engine}@example.com`, `Clock${engine}`);
    await makeOrganizer(server, person, 'Clock Events');
    await addGame(server, 'chess', 'Chess');
  });
  afterAll(async () => server?.close());

  const updatedAt = async (table: string, id: string) => {
    const result = await sql<{ at: Date }>`SELECT updated_at AS at FROM ${sql.table(table)} WHERE id = ${id}`.execute(
      server.database.handle.db,
    );
    return new Date(result.rows[0].at).getTime();
  };

  it('stamps profile, team and tournament changes with the clock’s instant', async () => {
    const team = await createTeam(server, person, `Clock Team ${engine}`);
    const tournament = await createDraft(server, person, 'chess', 'Clock Cup');
    clock.set(FAR);
    // Years outlive the refresh token: the person signs in again.
    await server.renewSessions();
    expect(
      (await call(server, 'PUT', '/users/current', { session: person, json: { nickname: `Clocked${engine}` } })).status,
    ).toBe(200);
    expect(
      (
        await call(server, 'PUT', `/teams/${team.id}`, {
          session: person,
          form: teamForm({ name: `Clock Team 2 ${engine}` }),
        })
      ).status,
    ).toBe(200);
    await saveSection(server, person, tournament, 'main-information', mainInformation({ name: 'Clock Cup' }));
    expect(await updatedAt('users', await userId(server, person))).toBe(FAR);
    expect(await updatedAt('teams', team.id)).toBe(FAR);
    expect(await updatedAt('tournaments', tournament)).toBe(FAR);
  });
});

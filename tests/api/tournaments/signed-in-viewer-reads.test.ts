// Issue 28: a signed-in read of the tournament list, or of a tournament, finds the viewer's user row and the versions
// for them in one statement (spectator-versions.ts viewersWithListVersions and viewersWithTournamentVersions, run by
// the authentication as the routes' ViewerRead) instead of two in a row. Each must answer exactly what the two
// statements answer. What the pages then show, read after read on two processes, is player-read-copies.test.ts and
// spectator-read-copies.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema.js';
import { BUILT_IN_ISSUER_KEY } from '../../../server/app.js';
import { findUsersByIdentities } from '../../../server/modules/users/users-repository.js';
import { playVersionsSql } from '../../../server/modules/matches/matches-module.js';
import {
  signedInListVersions,
  tournamentVersions,
  viewersWithListVersions,
  viewersWithTournamentVersions,
} from '../../../server/modules/tournaments/spectator-versions.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import { at, publishPlayable, signUpCast, type PlayCast } from '../matches/play-kit.js';
import { soloBody } from './tournament-kit.js';

describe.each(testEngines())('a signed-in viewer read with its versions on %s', (engine) => {
  const clock = new ManualClock();
  let server: TestServer;
  let db: Kysely<Database>;
  let cast: PlayCast;
  let id: string;

  /** The identity-provider subjects of these nicknames, in their order. */
  async function subjectsOf(nicknames: string[]): Promise<string[]> {
    const rows = await db
      .selectFrom('users')
      .select(['nickname', 'subject'])
      .where('nickname', 'in', nicknames)
      .execute();
    return nicknames.map((nickname) => rows.find((row) => row.nickname === nickname)!.subject);
  }

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    db = server.database.handle.db;
    cast = await signUpCast(server, { tag: 'lvr', organization: 'Viewer Read Events', players: 2 });
    const published = await publishPlayable(server, cast.organizer, clock, { rounds: 1, name: 'Viewer Read Cup' });
    id = published.id;
    clock.set(at.registrationOpen(published.t0));
    const registered = await call(server, 'POST', `/participants/${id}/registrations/solo`, {
      session: cast.players[0],
      json: soloBody(),
    });
    expect(registered.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers each subject its user row and the versions the two statements answer, in the order asked', async () => {
    const [organizer, player, other] = await subjectsOf([
      `LvrOrg${engine}`,
      `LvrPlayer0${engine}`,
      `LvrPlayer1${engine}`,
    ]);
    // The same player twice (two of their requests in one batch) and a subject nobody has signed in with.
    const subjects = [player, organizer, 'no-such-subject', other, player];
    const together = await viewersWithListVersions(db, BUILT_IN_ISSUER_KEY, subjects);
    const users = await findUsersByIdentities(db, BUILT_IN_ISSUER_KEY, subjects);
    const known = users.filter((user) => user !== undefined);
    const versions = await signedInListVersions(
      db,
      known.map((user) => user.id),
    );
    expect(together.map((found) => found?.user)).toEqual(users);
    expect(together.filter((found) => found !== undefined).map((found) => found.list)).toEqual(versions);
    // What the list does with them: the organizer's parts are checked page by page, a player's are versioned.
    expect(together[1]!.list.viewerVersion).toBeNull();
    expect(together[0]!.list.viewerVersion).not.toBeNull();
    expect(together[0]!.list.viewerVersion).not.toBe(together[3]!.list.viewerVersion);
  });

  it('answers each (subject, tournament) read its user row and the tournament versions the two statements answer', async () => {
    const [organizer, player, other] = await subjectsOf([
      `LvrOrg${engine}`,
      `LvrPlayer0${engine}`,
      `LvrPlayer1${engine}`,
    ]);
    const missing = '00000000-0000-4000-8000-000000000000';
    const reads = [
      { subject: player, id },
      { subject: organizer, id },
      { subject: 'no-such-subject', id },
      { subject: other, id },
      { subject: player, id: missing },
      { subject: player, id },
    ];
    // What the server hands the tournaments module (app.ts).
    const playVersions = playVersionsSql;
    const together = await viewersWithTournamentVersions(db, BUILT_IN_ISSUER_KEY, reads, playVersions);
    const users = await findUsersByIdentities(
      db,
      BUILT_IN_ISSUER_KEY,
      reads.map((read) => read.subject),
    );
    expect(together.map((found) => found?.user)).toEqual(users);
    const asked = reads.flatMap((read, i) => (users[i] ? [{ id: read.id, viewerId: users[i].id }] : []));
    const versions = await tournamentVersions(db, asked, playVersions);
    expect(together.filter((found) => found !== undefined).map((found) => found.tournament)).toEqual(versions);
    // No such tournament: no versions, the user still found. A player's own fields are versioned, a spectator's not.
    expect(together[4]).toMatchObject({ tournament: null, user: { subject: player } });
    expect(together[0]!.tournament!.viewerVersion).not.toBeNull();
    expect(together[3]!.tournament!.viewerVersion).toBeNull();
  });
});

// The start every play suite's describe block shares (kept apart from play-kit.ts, which the benches import
// outside vitest): a server on the suite's clock with the cast of signUpCast, started before the tests, closed after.
import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '../../../server/db/database.js';
import type { ManualClock } from '../../support/manual-clock.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { signUpCast, type PlayCast } from './play-kit.js';

/** A play suite's server and cast, read inside its tests (playSuite starts them in beforeAll). */
export interface PlaySuite extends PlayCast {
  readonly server: TestServer;
}

/**
 * The usual start of a play suite's describe block: a server on `clock` started before its tests with the cast of
 * signUpCast, closed after them. Call it in the describe block; a later beforeAll there sees the cast.
 */
export function playSuite(
  engine: Engine,
  clock: ManualClock,
  cast: { tag: string; organization: string; players: number },
): PlaySuite {
  let server: TestServer | undefined;
  let signedUp: PlayCast | undefined;
  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    signedUp = await signUpCast(server, cast);
  });
  afterAll(async () => server?.close());
  return {
    get server() {
      return server!;
    },
    get organizer() {
      return signedUp!.organizer;
    },
    get players() {
      return signedUp!.players;
    },
    get sessions() {
      return signedUp!.sessions;
    },
  };
}

// The set-up every format's play journey starts from: a server on the journey's clock and engine, an organizer
// with an organization and the chess game, `count` players, a published tournament of the given format, the
// players registered (and checked in and seeded, unless the journey does that in the browser), and a browser.
import type { Engine } from '../../../server/db/database.js';
import { ManualClock } from '../../support/manual-clock.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { userId } from '../../api/teams/people-kit.js';
import { addGame, makeOrganizer } from '../../api/tournaments/tournament-kit.js';
import { publishPlayable, registerAndCheckIn, type PlayTournament } from '../../api/matches/play-kit.js';
import { ensureWebBuild } from './web-build.js';
import { JourneyBrowser } from './play-journey.js';

export interface JourneyPlayer {
  session: Session;
  id: string;
  name: string;
  email: string;
}

export interface PlayJourneyPlan {
  engine: Engine;
  clock: ManualClock;
  /** Makes this run's names and addresses unique. */
  suffix: string;
  /** Names the organization ("<label> Events") and the tournament ("<label> Cup"). */
  label: string;
  /** The players' nicknames: this letter, their number and the suffix (D0x1y2z). */
  letter: string;
  count: number;
  rounds: number;
  format: Record<string, unknown>;
  /** How far the players go through the API before the browser opens (default: seeded). */
  until?: 'registered' | 'checked-in' | 'seeded';
  /** A seeding window after check-in (play-kit playSchedule): "seeded" then leaves the seeds open, no round drawn. */
  seedingWindow?: boolean;
}

export interface PlayJourney {
  server: TestServer;
  web: JourneyBrowser;
  organizer: Session;
  players: JourneyPlayer[];
  t: PlayTournament;
}

export async function startPlayJourney(plan: PlayJourneyPlan): Promise<PlayJourney> {
  const { clock, suffix, label, letter } = plan;
  const email = (who: string) => `${who}-${suffix}@example.com`;
  await ensureWebBuild();
  const server = await startTestServer(plan.engine, {}, { clock });
  const organizer = await server.signUp(email('org'), `Org${suffix}`);
  await makeOrganizer(server, organizer, `${label} Events ${suffix}`);
  await addGame(server, 'chess', 'Chess');
  const players: JourneyPlayer[] = [];
  for (let i = 0; i < plan.count; i++) {
    const name = `${letter}${i}${suffix}`;
    const address = email(`${letter.toLowerCase()}${i}`);
    const session = await server.signUp(address, name);
    players.push({ session, id: await userId(server, session), name, email: address });
  }
  const t = await publishPlayable(server, organizer, clock, {
    name: `${label} Cup ${suffix}`,
    rounds: plan.rounds,
    format: plan.format,
    seedingWindow: plan.seedingWindow,
  });
  await registerAndCheckIn(
    server,
    clock,
    t,
    players.map((p) => p.session),
    plan.until ?? 'seeded',
  );
  return { server, web: await JourneyBrowser.launch(server), organizer, players, t };
}

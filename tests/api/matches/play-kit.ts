// Builders for the playing half: a published tournament whose whole schedule is laid out from a ManualClock's
// instant, players registered and checked in by moving that clock, and the score-report calls (multipart).
import type { BracketsView, MatchView } from '../../../src/contract/matches.js';
import type { Clock } from '../../../server/clock.js';
import type { Engine } from '../../../server/db/database.js';
import type { ManualClock } from '../../support/manual-clock.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { pushWalletObjects, type LinkedWallet } from '../../support/wallet-kit.js';
import { call, userId } from '../teams/people-kit.js';
import {
  addGame,
  createDraft,
  makeOrganizer,
  mainInformation,
  saveSection,
  settings as soloSettings,
  soloBody,
  format as baseFormat,
} from '../tournaments/tournament-kit.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

/** The people of a play suite: its organizer, its players in sign-up order, and each player by user id. */
export interface PlayCast {
  organizer: Session;
  players: Session[];
  sessions: Map<string, Session>;
}

/**
 * Signs up an organizer of `organization`, which gets the chess game, and `players` players, named after `tag`
 * and the engine (`sw` on pglite: sw-org-pglite@example.com SwOrgpglite, sw-p0-pglite@example.com SwPlayer0pglite).
 */
export async function signUpCast(
  server: TestServer,
  { tag, organization, players: count }: { tag: string; organization: string; players: number },
): Promise<PlayCast> {
  const engine = server.database.engine;
  const nickname = tag.charAt(0).toUpperCase() + tag.slice(1);
  const organizer = await server.signUp(`${tag}-org-${engine}@example.com`, `${nickname}Org${engine}`);
  const players: Session[] = [];
  const sessions = new Map<string, Session>();
  for (let i = 0; i < count; i++) {
    const session = await server.signUp(`${tag}-p${i}-${engine}@example.com`, `${nickname}Player${i}${engine}`);
    players.push(session);
    sessions.set(await userId(server, session), session);
  }
  await makeOrganizer(server, organizer, organization);
  await addGame(server, 'chess', 'Chess');
  return { organizer, players, sessions };
}

/** The instants of a schedule laid out from t0: registration +1h, check-in +2h, rounds from +3h30, one hour each. */
export function playSchedule(t0: number, rounds: number, seedingWindow = false) {
  const firstRound = t0 + 3.5 * HOUR;
  return {
    registration: { start: iso(t0 + HOUR), end: iso(t0 + 2 * HOUR) },
    checkIn: { start: iso(t0 + 2 * HOUR), end: iso(t0 + 3 * HOUR) },
    ...(seedingWindow ? { seeding: { start: iso(t0 + 3 * HOUR), end: iso(t0 + 3.25 * HOUR) } } : {}),
    rounds: Array.from({ length: rounds }, (_, r) => ({
      start: iso(firstRound + r * HOUR),
      end: iso(firstRound + (r + 1) * HOUR),
    })),
  };
}

export const at = {
  registrationOpen: (t0: number) => t0 + HOUR + MINUTE,
  checkInOpen: (t0: number) => t0 + 2 * HOUR + MINUTE,
  checkInClosed: (t0: number) => t0 + 3 * HOUR + 1000,
  seedingClosed: (t0: number) => t0 + 3.25 * HOUR + 1000,
  roundStarted: (t0: number, r: number) => t0 + 3.5 * HOUR + r * HOUR + MINUTE,
  roundEnded: (t0: number, r: number) => t0 + 3.5 * HOUR + (r + 1) * HOUR + 1000,
};

export interface PlayTournament {
  id: string;
  t0: number;
}

/**
 * A published tournament with `rounds` scheduled rounds; the clock stays where it was (before registration).
 * `schedule` replaces the one laid out from the clock (the multi-process suites run on the real clock).
 */
export async function publishPlayable(
  server: TestServer,
  organizer: Session,
  clock: Clock,
  options: {
    format?: Record<string, unknown>;
    settings?: Record<string, unknown>;
    rounds: number;
    seedingWindow?: boolean;
    name?: string;
    schedule?: unknown;
    /** Links the tournament to one of the organization's leaderboards before publishing. */
    leaderboardId?: string;
    /** A prize pool, escrowed from the organizer's linked wallet before publishing. */
    prizes?: { prizepool: unknown; wallet: LinkedWallet };
  },
): Promise<PlayTournament> {
  const t0 = clock.now();
  const id = await createDraft(server, organizer, 'chess', options.name ?? 'Play Cup');
  await saveSection(
    server,
    organizer,
    id,
    'main-information',
    mainInformation({ name: options.name ?? 'Play Cup', howToJoin: 'Join lobby NOVA.' }),
  );
  await saveSection(server, organizer, id, 'settings', soloSettings(options.settings));
  await saveSection(server, organizer, id, 'format', baseFormat(options.format));
  await saveSection(
    server,
    organizer,
    id,
    'schedule',
    options.schedule ?? playSchedule(t0, options.rounds, options.seedingWindow),
  );
  if (options.leaderboardId)
    await saveSection(server, organizer, id, 'leaderboard', { leaderboardId: options.leaderboardId });
  if (options.prizes) {
    await saveSection(server, organizer, id, 'prizepool', options.prizes.prizepool);
    const described = await call(server, 'GET', `/tournaments/${id}/escrow`, { session: organizer });
    if (described.status !== 200) throw new Error(`escrow: ${described.status} ${JSON.stringify(described.body)}`);
    const transactionId = await pushWalletObjects(server, options.prizes.wallet, described.body.actions);
    const funded = await call(server, 'POST', `/tournaments/${id}/escrow`, {
      session: organizer,
      json: { transactionId },
    });
    if (funded.status !== 200) throw new Error(`escrow not held: ${funded.status} ${JSON.stringify(funded.body)}`);
  }
  const published = await call(server, 'POST', `/tournaments/${id}/publish`, { session: organizer });
  if (published.status !== 200) throw new Error(`not published: ${published.status} ${JSON.stringify(published.body)}`);
  return { id, t0 };
}

/** Registers and checks in every player by moving the clock through both windows, then closes check-in. */
export async function registerAndCheckIn(
  server: TestServer,
  clock: ManualClock,
  t: PlayTournament,
  players: Session[],
  until: 'registered' | 'checked-in' | 'seeded' = 'seeded',
) {
  clock.set(at.registrationOpen(t.t0));
  for (const player of players) {
    const answer = await call(server, 'POST', `/participants/${t.id}/registrations/solo`, {
      session: player,
      json: soloBody(),
    });
    if (answer.status !== 200) throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  clock.set(at.checkInOpen(t.t0));
  if (until === 'registered') return;
  for (const player of players) {
    const answer = await call(server, 'POST', `/participants/${t.id}/check-in`, { session: player });
    if (answer.status !== 200) throw new Error(`check-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  if (until === 'checked-in') return;
  clock.set(at.checkInClosed(t.t0));
  await server.runDueWork();
}

export async function brackets(server: TestServer, id: string, session?: Session): Promise<BracketsView> {
  const answer = await call<BracketsView>(server, 'GET', `/matches/${id}/brackets`, { session });
  if (answer.status !== 200) throw new Error(`brackets: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The session of the player holding `seed` (entrants name their captain). */
export function sessionOfSeed(view: BracketsView, sessions: Map<string, Session>, seed: number): Session {
  const entrant = view.entrants.find((e) => e.seed === seed);
  const session = entrant && sessions.get(entrant.captainId);
  if (!session) throw new Error(`no session for seed ${seed}`);
  return session;
}

export function duelForm(fields: {
  winner: number;
  mine: number[];
  theirs: number[];
  screenshots?: Buffer[];
}): FormData {
  const form = new FormData();
  form.append('winner', String(fields.winner));
  for (const score of fields.mine) form.append('scoreParticipant', String(score));
  for (const score of fields.theirs) form.append('scoreOpponent', String(score));
  fields.screenshots?.forEach((bytes, g) =>
    form.append(`${g}-game-screenshot`, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `game-${g}.png`),
  );
  return form;
}

/**
 * The same duel report as a ready multipart body (no screenshots), for load tests that send it on their own
 * HTTP client: a string body is written in one go, where FormData is streamed part by part.
 */
export function duelFormBody(fields: { winner: number; mine: number[]; theirs: number[] }): {
  body: string;
  contentType: string;
} {
  const boundary = 'arena-duel-report-boundary';
  const parts: [string, number][] = [
    ['winner', fields.winner],
    ...fields.mine.map((score) => ['scoreParticipant', score] as [string, number]),
    ...fields.theirs.map((score) => ['scoreOpponent', score] as [string, number]),
  ];
  const body =
    parts
      .map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Reports a clean win of `winner` over the other side of `match` (best-of-1, 2–0 in game score). */
export function reportWin(
  server: TestServer,
  tournamentId: string,
  match: MatchView,
  reporter: Session,
  reporterSeed: number,
  winner: number,
) {
  const won = reporterSeed === winner;
  return call(server, 'POST', `/matches/${tournamentId}/${match.id}/duel/score`, {
    session: reporter,
    form: duelForm({ winner, mine: [won ? 2 : 0], theirs: [won ? 0 : 2] }),
  });
}

export const firstRound = (view: BracketsView) => view.matches.filter((m) => m.roundIndex === 0 && m.status !== 'BYE');

/** Who wins a duel played by playRounds: one of the match's two seeds. */
export type PickWinner = (match: MatchView, seeds: [number, number]) => number;

/**
 * Plays a seeded tournament's rounds `from`…`rounds`-1 through the API, round by round at each round's start: every
 * match of the round that is ready is reported by both sides with the winner `pick` chooses. `players` are the
 * checked-in players' sessions with their user ids.
 */
export async function playRounds(
  server: TestServer,
  clock: ManualClock,
  t: PlayTournament,
  players: { session: Session; id: string }[],
  rounds: number,
  viewer: Session,
  pick: PickWinner,
  from = 0,
): Promise<BracketsView> {
  for (let round = from; round < rounds; round++) {
    clock.set(at.roundStarted(t.t0, round));
    await server.runDueWork(); // a Swiss round is drawn when it starts
    const view = await brackets(server, t.id, viewer);
    const personOf = (seed: number) =>
      players.find((p) => p.id === view.entrants.find((e) => e.seed === seed)!.captainId)!;
    for (const match of view.matches.filter((m) => m.roundIndex === round && m.status === 'READY')) {
      const seeds = match.sides.map((side) => side.seed!) as [number, number];
      const winner = pick(match, seeds);
      for (const seed of seeds) {
        const answer = await reportWin(server, t.id, match, personOf(seed).session, seed, winner);
        if (answer.status !== 200) throw new Error(`report: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    await server.runDueWork();
  }
  return brackets(server, t.id, viewer);
}

/** playRounds where the better seed wins every match. */
export const playBetterSeedWins = (
  server: TestServer,
  clock: ManualClock,
  t: PlayTournament,
  players: { session: Session; id: string }[],
  rounds: number,
  viewer: Session,
): Promise<BracketsView> => playRounds(server, clock, t, players, rounds, viewer, (_, seeds) => Math.min(...seeds));

/** A suite's server on the manual clock with its cast, and their tournament with everyone registered and seeded. */
export interface SeededPlay extends PlayCast {
  server: TestServer;
  t: PlayTournament;
}

/**
 * The usual start of a play suite: a server on `clock`, an organizer and `players` players (see signUpCast), and a
 * tournament published with `format` and `rounds` rounds, everyone registered and checked in up to `until`.
 */
export async function startSeededPlay(
  engine: Engine,
  clock: ManualClock,
  options: {
    tag: string;
    organization: string;
    players: number;
    rounds: number;
    format: Record<string, unknown>;
    until?: 'registered' | 'checked-in' | 'seeded';
  },
): Promise<SeededPlay> {
  const server = await startTestServer(engine, {}, { clock });
  const cast = await signUpCast(server, options);
  const t = await publishPlayable(server, cast.organizer, clock, { rounds: options.rounds, format: options.format });
  await registerAndCheckIn(server, clock, t, cast.players, options.until);
  return { server, t, ...cast };
}

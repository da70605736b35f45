// Builders shared by the tournament suites: organizers, games, valid sections relative to now, and moving a
// published tournament's windows to now by rewriting its schedule (time is controlled only through data).
import { sql } from 'kysely';
import type { TournamentView } from '../../src/contract/tournaments.js';
import type { Session, TestServer } from './test-server.js';
import { call, userId } from './people-kit.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

export async function makeOrganizer(server: TestServer, session: Session, name: string): Promise<string> {
  const me = await userId(server, session);
  const db = server.database.handle.db;
  const org = await db
    .insertInto('organizations')
    .values({ name, owner_id: me })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('organization_members').values({ organization_id: org.id, user_id: me }).execute();
  await db.updateTable('users').set({ role: 'organizer' }).where('id', '=', me).execute();
  return org.id;
}

export async function addGame(server: TestServer, code: string, name = code) {
  await server.database.handle.db
    .insertInto('disciplines')
    .values({ code, name, platforms: ['windows'] })
    .execute();
}

export const mainInformation = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nova Cup',
  subtitle: 'Weekly open',
  rules: 'Be nice.',
  howToJoin: 'Join the lobby.',
  termsOfUseLink: 'https://nova.example/terms',
  platforms: ['windows', 'mac'],
  partners: [{ name: 'Nova', website: 'https://nova.example' }],
  ...overrides,
});

export const settings = (overrides: Record<string, unknown> = {}) => ({
  participantType: 'SOLO_MATCH',
  accessType: 'OPEN',
  uniqFactoryIds: [],
  singleUseOfKey: false,
  scoreScreenshotRequired: false,
  hidden: false,
  minimumAge: 13,
  ...overrides,
});

export const teamSettings = (overrides: Record<string, unknown> = {}) =>
  settings({
    participantType: 'TEAM_MATCH',
    teamOptions: { playersPerTeam: 2, minPlayers: 2, maxPlayers: 3 },
    ...overrides,
  });

export const format = (overrides: Record<string, unknown> = {}) => ({
  matchType: 'DUEL',
  format: 'SINGLE_ELIMINATION',
  minParticipants: 2,
  maxParticipants: 25,
  numberOfRounds: 0,
  thirdPlaceDecider: false,
  numberOfGames: 1,
  scoreReportingSystem: 'SCORE',
  bestOf: [1],
  seeding: 'AUTO',
  scoringSystem: { rankRanges: [], ingameMetrics: [], winPoints: 3, lossPoints: 0, byePoints: 1, forfeitPenalty: 0 },
  ...overrides,
});

/** A valid schedule whose registration opens in an hour. */
export function futureSchedule(now = Date.now()) {
  return {
    registration: { start: iso(now + HOUR), end: iso(now + 2 * HOUR) },
    checkIn: { start: iso(now + 2 * HOUR), end: iso(now + 3 * HOUR) },
    rounds: [{ start: iso(now + 3.5 * HOUR), end: iso(now + 4 * HOUR) }],
  };
}

export type Phase = 'registration' | 'check-in' | 'before-registration' | 'between';

/** The schedule of a published tournament whose `phase` is live now (written directly: it stands for the clock). */
export function scheduleAt(phase: Phase, now = Date.now()) {
  const offset = {
    registration: -30 * MINUTE,
    'check-in': -2 * HOUR,
    'before-registration': HOUR,
    between: -90 * MINUTE,
  }[phase];
  const start = now + offset;
  return {
    registration: { start: iso(start), end: iso(start + HOUR) },
    checkIn: { start: iso(start + (phase === 'between' ? 2 * HOUR : HOUR + 30 * MINUTE)), end: iso(start + 3 * HOUR) },
    rounds: [{ start: iso(start + 3.5 * HOUR), end: iso(start + 4 * HOUR) }],
  };
}

export async function setSchedule(server: TestServer, tournamentId: string, schedule: unknown) {
  await sql`UPDATE tournaments SET schedule = ${JSON.stringify(schedule)}::jsonb WHERE id = ${tournamentId}`.execute(
    server.database.handle.db,
  );
}

export async function createDraft(
  server: TestServer,
  organizer: Session,
  game = 'chess',
  name = 'Nova Cup',
): Promise<string> {
  const answer = await call<TournamentView>(server, 'POST', '/tournaments', {
    session: organizer,
    json: { disciplineCode: game, name },
  });
  if (answer.status !== 201) throw new Error(`draft not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

export async function saveSection(
  server: TestServer,
  organizer: Session,
  id: string,
  section: string,
  body: unknown,
): Promise<TournamentView> {
  const answer = await call<TournamentView>(server, 'PUT', `/tournaments/${id}/sections/${section}`, {
    session: organizer,
    json: body,
  });
  if (answer.status !== 200) throw new Error(`${section} not saved: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export interface PublishOptions {
  game?: string;
  name?: string;
  settings?: Record<string, unknown>;
  format?: Record<string, unknown>;
  mainInformation?: Record<string, unknown>;
  /** Where the tournament stands once published. */
  phase?: Phase;
}

/** A published tournament, its schedule moved so that `phase` is live now. */
export async function createPublished(
  server: TestServer,
  organizer: Session,
  options: PublishOptions = {},
): Promise<string> {
  const id = await createDraft(server, organizer, options.game, options.name);
  await saveSection(
    server,
    organizer,
    id,
    'main-information',
    mainInformation({ name: options.name ?? 'Nova Cup', ...options.mainInformation }),
  );
  await saveSection(server, organizer, id, 'settings', options.settings ?? settings());
  await saveSection(server, organizer, id, 'format', format(options.format));
  await saveSection(server, organizer, id, 'schedule', futureSchedule());
  const published = await call<TournamentView>(server, 'POST', `/tournaments/${id}/publish`, { session: organizer });
  if (published.status !== 200) throw new Error(`not published: ${published.status} ${JSON.stringify(published.body)}`);
  if (options.phase !== 'before-registration')
    await setSchedule(server, id, scheduleAt(options.phase ?? 'registration'));
  return id;
}

export const soloBody = (overrides: Record<string, unknown> = {}) => ({
  discordNickname: 'nova#1234',
  gameNickname: 'NovaPlayer',
  acceptedArenaTermsOfUse: true,
  acceptedTournamentTermsOfUse: true,
  isOldEnough: true,
  ...overrides,
});

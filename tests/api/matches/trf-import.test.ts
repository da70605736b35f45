// TRF import (issue 30 §2) through the API: a Swiss played two rounds in tournament A, exported as a TRF and
// imported into tournament B with the same players, continues in B with A's third-round pairing; a malformed file,
// a file whose players are not B's entrants and a non-organizer are refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView, RoundManagementView } from '../../../src/contract/matches.js';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import {
  at,
  brackets,
  playBetterSeedWins,
  publishPlayable,
  registerAndCheckIn,
  signUpCast,
  type PlayTournament,
} from './play-kit.js';

const chessSides = { names: ['White', 'Black'], firstGame: 'HIGHER_SEED' };
const format = { format: 'SWISS_SYSTEM', numberOfRounds: 5, maxParticipants: 8, bestOf: [1], sides: chessSides };

/** A round's pairs as the players (captain ids) on the first and second side, the bye as `id-BYE`; sorted. */
function roundPairs(view: BracketsView, round: number): string[] {
  const person = (seed: number | null | undefined) =>
    seed ? view.entrants.find((entrant) => entrant.seed === seed)!.captainId : 'BYE';
  return view.matches
    .filter((match) => match.roundIndex === round)
    .map((match) => match.sides.map((side) => person(side.seed)).join('-'))
    .sort();
}

describe.each(testEngines())('TRF import on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let organizer: Session;
  let players: Session[];
  let sessions: Map<string, Session>;
  let exported: string;
  let expectedRound3: string[];
  let b: PlayTournament;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    ({ organizer, players, sessions } = await signUpCast(server, {
      tag: 'ti',
      organization: 'Import Events',
      players: 7,
    }));
  });
  afterAll(async () => server?.close());

  const cast = () => [...sessions].map(([id, session]) => ({ id, session }));
  const importTrf = (trf: string, session = organizer) =>
    call(server, 'POST', `/tournaments/${b.id}/trf`, { session, json: { trf } });
  /** Whether round management offers "Import TRF" (the server would take a file now). */
  const importOffered = async (id: string) =>
    (await call<RoundManagementView>(server, 'GET', `/matches/${id}/round-management`, { session: organizer })).body
      .trfImportAvailable;

  it('exports a Swiss after two rounds and its third round', async () => {
    clock.set(Date.now());
    const a = await publishPlayable(server, organizer, clock, { rounds: 5, name: 'Started Elsewhere', format });
    await registerAndCheckIn(server, clock, a, players);
    await playBetterSeedWins(server, clock, a, cast(), 2, organizer);
    const trf = await server.api(`/tournaments/${a.id}/trf`, { method: 'GET', session: organizer });
    expect(trf.status).toBe(200);
    exported = await trf.text();
    // Drawn rounds: nothing more to import.
    expect(await importOffered(a.id)).toBe(false);
    clock.set(at.roundStarted(a.t0, 2));
    await server.runDueWork();
    expectedRound3 = roundPairs(await brackets(server, a.id, organizer), 2);
    expect(expectedRound3).toHaveLength(4);
  });

  it('refuses a malformed file, a player mismatch and a non-organizer, writing nothing', async () => {
    clock.set(Date.now() + 10 * 24 * 3600_000);
    b = await publishPlayable(server, organizer, clock, {
      rounds: 5,
      name: 'Continued Here',
      format,
      seedingWindow: true,
    });
    // Before check-in is over the entrants are not known yet; then, until the seeds close, the file is taken.
    expect(await importOffered(b.id)).toBe(false);
    await registerAndCheckIn(server, clock, b, players);
    expect(await importOffered(b.id)).toBe(true);

    const broken = exported.replace(/^(001 .{86}\s*\d+ )[wb]/m, '$1x');
    expect(broken).not.toBe(exported);
    const malformed = await importTrf(broken);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('TRF-INVALID');
    expect(malformed.body.formFieldErrors?.trf).toMatch(/line/);
    const garbage = await importTrf('hello');
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toBe('TRF-INVALID');

    const stranger = `TiPlayer3${engine}`;
    const mismatch = await importTrf(exported.replace(stranger, 'Z'.repeat(stranger.length)));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('TRF-PLAYERS-MISMATCH');
    expect(mismatch.body.formFieldErrors?.trf).toContain('Z'.repeat(stranger.length));

    const notOrganizer = await importTrf(exported, players[0]);
    expect(notOrganizer.status).toBe(404);

    const view = await brackets(server, b.id, organizer);
    expect(view.matches).toHaveLength(0);
  });

  it("continues the imported Swiss with A's third round", async () => {
    const seen = async (session: Session) => {
      const { body } = await call<TournamentView>(server, 'GET', `/tournaments/${b.id}`, { session });
      return { status: body.status, state: body.viewer.state };
    };
    expect(await seen(organizer)).toEqual({ status: 'published', state: 'SEEDING' });
    const imported = await importTrf(exported);
    expect(imported.status).toBe(200);
    // Still in the seeding window by the clock, but two rounds are played: the page says it is under way.
    expect(await seen(organizer)).toEqual({ status: 'live', state: 'TOURNAMENT_LIVE' });
    expect(await seen(players[0])).toEqual({ status: 'live', state: 'WAITING_MATCH' });
    const view = await brackets(server, b.id, organizer);
    expect(roundPairs(view, 0)).toHaveLength(4);
    expect(view.matches.filter((m) => m.roundIndex < 2).every((m) => m.status !== 'READY')).toBe(true);
    expect(roundPairs(view, 2)).toEqual(expectedRound3);

    // The play clock takes over from there: the drawn round is kept, not drawn again.
    clock.set(at.roundStarted(b.t0, 0));
    await server.runDueWork();
    expect(roundPairs(await brackets(server, b.id, organizer), 2)).toEqual(expectedRound3);

    const again = await importTrf(exported);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('TRF-IMPORT-CLOSED');
    expect(await importOffered(b.id)).toBe(false);
  });
});

// Issue 28: a tournament's page and the public list are answered from each process's validated copies
// (server/validated-answers.ts) for everyone who sees them as a spectator. Two servers on one database, as two
// processes behind a load balancer: process B answers, and after every kind of change made through process A — a
// registration, an organization lock and unlock, a game renamed, a leaderboard linked and renamed, a pause, the
// schedule moved by resuming, a round played — B's very next answer shows it, and equals (but for the viewer's own fields) what the organizer is told,
// whose answer is always built afresh. Time passing with no write at all (the registration opening, a first round
// starting, which moves a tournament from the "published" page to the "live" one) changes B's answer too. A signed-in spectator is told exactly what a visitor is; a player their own registration, in the list
// as on the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { request } from 'undici';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import {
  followRefresh,
  startSecondServer,
  startTestServer,
  type SecondServer,
  type Session,
  type TestServer,
} from '../../support/test-server.js';
import { call, setRole } from '../teams/people-kit.js';
import { soloBody } from './tournament-kit.js';
import {
  HOUR,
  at,
  brackets,
  publishPlayable,
  reportWin,
  sessionOfSeed,
  signUpCast,
  type PlayCast,
} from '../matches/play-kit.js';

const PAUSE = 20 * 60_000;

describe.each(testEngines())('visitor reads from validated copies on %s', (engine) => {
  const clock = new ManualClock();
  let server: TestServer;
  let other: SecondServer;
  let otherUrl: string;
  let cast: PlayCast;
  let admin: Session;
  let spectator: Session;
  let id: string;
  /** A second tournament, where nobody registers. */
  let otherId: string;
  let organizationId: string;

  /** A GET on process B, as a visitor (no session) or signed in. */
  async function onB<T>(path: string, session?: Session, encoding = 'identity'): Promise<{ status: number; body: T }> {
    const response = await fetch(`${otherUrl}/api/v1${path}`, {
      headers: { ...(session?.headers ?? {}), 'accept-encoding': encoding },
    });
    if (session) followRefresh(session, response);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as T) : (undefined as T) };
  }

  /** A view without what is the viewer's own (the organizer's role and state, the escrow they alone see). */
  const shared = ({ viewer: _viewer, escrow: _escrow, ...rest }: TournamentView) => rest;

  /**
   * B's visitor answer for the tournament: the same as a signed-in spectator's, and but for the viewer's own fields
   * the organizer's (built afresh for them: they have a part in it).
   */
  async function visitorView(): Promise<TournamentView> {
    const visitor = await onB<TournamentView>(`/tournaments/${id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual((await onB<TournamentView>(`/tournaments/${id}`, spectator)).body);
    const organizers = await onB<TournamentView>(`/tournaments/${id}`, cast.organizer);
    expect(organizers.body.viewer.role).toBe('ORGANIZER');
    expect(shared(visitor.body)).toEqual(shared(organizers.body));
    return visitor.body;
  }

  /** B's visitor list, checked likewise (the organizer has a part in every tournament of the page). */
  async function visitorList(query = ''): Promise<TournamentView[]> {
    const visitor = await onB<TournamentView[]>(`/tournaments${query}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual((await onB<TournamentView[]>(`/tournaments${query}`, spectator)).body);
    const organizers = await onB<TournamentView[]>(`/tournaments${query}`, cast.organizer);
    expect(visitor.body.map(shared)).toEqual(organizers.body.map(shared));
    return visitor.body;
  }

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    cast = await signUpCast(server, { tag: 'vr', organization: 'Copy Events', players: 2 });
    admin = await server.signUp(`vr-admin-${engine}@example.com`, `VrAdmin${engine}`);
    await setRole(server, `vr-admin-${engine}@example.com`, 'admin');
    spectator = await server.signUp(`vr-fan-${engine}@example.com`, `VrFan${engine}`);
    // Process B: its own pool on PostgreSQL (as a second process has), the one instance on PGlite; the same clock.
    other = await startSecondServer(server, { clock, poolSize: 4 });
    otherUrl = other.url;
    const t = await publishPlayable(server, cast.organizer, clock, { rounds: 1, name: 'Copy Cup' });
    id = t.id;
    otherId = (await publishPlayable(server, cast.organizer, clock, { rounds: 1, name: 'Other Cup' })).id;
    organizationId = (await call<TournamentView>(server, 'GET', `/tournaments/${id}`)).body.organizationId;
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  it('shows time passing and a registration at the very next read', async () => {
    const t0 = clock.now();
    expect((await visitorView()).viewer.state).toBe('COMING_SOON');
    expect((await visitorView()).viewer.state).toBe('COMING_SOON');
    expect((await visitorList()).map((view) => view.id)).toContain(id);

    // No write: only the clock crosses the registration's opening.
    clock.set(at.registrationOpen(t0));
    expect((await visitorView()).viewer.state).toBe('REGISTRATION_OPEN');

    const registered = await call(server, 'POST', `/participants/${id}/registrations/solo`, {
      session: cast.players[0],
      json: soloBody(),
    });
    expect(registered.status).toBe(200);
    expect((await visitorView()).participantCount).toBe(1);
    expect((await visitorList()).find((view) => view.id === id)?.participantCount).toBe(1);
  });

  it('answers reads that arrive together (one version statement) each with its own tournament and viewer', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const alone = await Promise.all([id, otherId].map((tid) => onB<TournamentView>(`/tournaments/${tid}`)));
    const together = await Promise.all(
      [id, missing, otherId, id, missing].map((tid) => onB<TournamentView>(`/tournaments/${tid}`)),
    );
    expect(together.map((answer) => answer.status)).toEqual([200, 404, 200, 200, 404]);
    expect([together[0].body, together[2].body, together[3].body]).toEqual([
      alone[0].body,
      alone[1].body,
      alone[0].body,
    ]);
    const lists = await Promise.all([1, 2, 3].map(() => onB<TournamentView[]>('/tournaments')));
    for (const list of lists) expect(list.body).toEqual(lists[0].body);

    // Signed-in reads that arrive together are asked about together too, each viewer's own.
    const reads: [string, Session][] = [
      [id, cast.players[0]],
      [id, spectator],
      [otherId, cast.organizer],
      [missing, cast.players[0]],
      [otherId, spectator],
      [id, cast.organizer],
    ];
    const single = [];
    for (const [tid, session] of reads) single.push(await onB<TournamentView>(`/tournaments/${tid}`, session));
    const gathered = await Promise.all(
      reads.map(([tid, session]) => onB<TournamentView>(`/tournaments/${tid}`, session)),
    );
    expect(gathered.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 200, 200]);
    expect(gathered.map((answer) => answer.body)).toEqual(single.map((answer) => answer.body));
    expect(gathered.map((answer) => answer.body?.viewer?.role)).toEqual([
      'PARTICIPANT',
      'SPECTATOR',
      'ORGANIZER',
      undefined,
      'SPECTATOR',
      'ORGANIZER',
    ]);

    // Signed-in reads of the list that arrive together share their version statement too: a player, a spectator and
    // an organizer (each the same as alone; the player's element their own).
    const listers = [cast.players[0], spectator, cast.organizer, cast.players[0], spectator];
    const listsAlone = [];
    for (const session of listers) listsAlone.push(await onB<TournamentView[]>('/tournaments', session));
    const listsGathered = await Promise.all(listers.map((session) => onB<TournamentView[]>('/tournaments', session)));
    expect(listsGathered.map((answer) => answer.body)).toEqual(listsAlone.map((answer) => answer.body));
    const roleIn = (list: TournamentView[]) => list.find((view) => view.id === id)?.viewer.role;
    expect(listsGathered.map((answer) => roleIn(answer.body))).toEqual([
      'PARTICIPANT',
      'SPECTATOR',
      'ORGANIZER',
      'PARTICIPANT',
      'SPECTATOR',
    ]);
  });

  it('sends the same answer compressed, and signed-in viewers their own', async () => {
    const plain = await onB<TournamentView>(`/tournaments/${id}`);
    // Twice: built and compressed, then sent as kept (undici's request leaves the bytes as they came).
    for (let i = 0; i < 2; i++) {
      const response = await request(`${otherUrl}/api/v1/tournaments/${id}`, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const body = JSON.parse(brotliDecompressSync(Buffer.from(await response.body.arrayBuffer())).toString());
      expect(body).toEqual(plain.body);
    }
    const player = (await onB<TournamentView>(`/tournaments/${id}`, cast.players[0])).body.viewer;
    expect(player).toMatchObject({ role: 'PARTICIPANT', registration: 'REGISTERED', state: 'REGISTERED' });
    // In the list, the player's own tournament is theirs and the other one is the visitor's, element for element.
    const visitorList = (await onB<TournamentView[]>('/tournaments')).body;
    const playerList = (await onB<TournamentView[]>('/tournaments', cast.players[0])).body;
    expect(playerList.map((view) => view.id)).toEqual(visitorList.map((view) => view.id));
    expect(playerList.find((view) => view.id === id)?.viewer).toEqual(player);
    expect(playerList.find((view) => view.id === otherId)).toEqual(visitorList.find((view) => view.id === otherId));
    expect(visitorList.find((view) => view.id === id)?.viewer.role).toBe('SPECTATOR');
    const organizer = (await onB<TournamentView>(`/tournaments/${id}`, cast.organizer)).body;
    expect(organizer.viewer.role).toBe('ORGANIZER');
    expect(plain.body.viewer.role).toBe('SPECTATOR');
  });

  it('hides a locked organization at once and shows it again when unlocked; a renamed game too', async () => {
    expect((await visitorView()).organizationName).toBe('Copy Events');
    const locked = await call(server, 'PUT', `/organizations/${organizationId}/lock`, { session: admin });
    expect(locked.status).toBe(200);
    expect((await onB(`/tournaments/${id}`)).status).toBe(404);
    expect((await visitorList()).map((view) => view.id)).not.toContain(id);
    const unlocked = await call(server, 'PUT', `/organizations/${organizationId}/unlock`, { session: admin });
    expect(unlocked.status).toBe(200);
    expect((await visitorView()).id).toBe(id);
    expect((await visitorList()).map((view) => view.id)).toContain(id);

    await sql`UPDATE disciplines SET name = 'Chess960' WHERE code = 'chess'`.execute(server.database.handle.db);
    expect((await visitorView()).game.name).toBe('Chess960');
    expect((await visitorList()).find((view) => view.id === id)?.game.name).toBe('Chess960');

    // The leaderboard shown with it: linked (a tournament row write), then renamed (the leaderboard's row alone).
    const db = server.database.handle.db;
    const { rows } = await sql<{ id: string }>`INSERT INTO leaderboards (organization_id, name, kind)
      VALUES (${organizationId}, 'Copy Season', 'POINTS') RETURNING id`.execute(db);
    await sql`UPDATE tournaments SET leaderboard_id = ${rows[0].id} WHERE id = ${id}`.execute(db);
    expect((await visitorList()).find((view) => view.id === id)?.leaderboard?.name).toBe('Copy Season');
    await sql`UPDATE leaderboards SET name = 'Copy Season II' WHERE id = ${rows[0].id}`.execute(db);
    expect((await visitorList()).find((view) => view.id === id)?.leaderboard?.name).toBe('Copy Season II');
    expect((await visitorView()).leaderboard?.name).toBe('Copy Season II');
    await sql`UPDATE tournaments SET leaderboard_id = NULL WHERE id = ${id}`.execute(db);
    expect((await visitorList()).find((view) => view.id === id)?.leaderboard).toBeNull();
  });

  it('shows a pause and a played round at the very next read', async () => {
    // publishPlayable laid the schedule out from t0: registration an hour later.
    const t0 = Date.parse((await visitorView()).schedule!.registration.start) - HOUR;
    const second = await call(server, 'POST', `/participants/${id}/registrations/solo`, {
      session: cast.players[1],
      json: soloBody(),
    });
    expect(second.status).toBe(200);
    clock.set(Date.parse((await visitorView()).schedule!.checkIn.start) + 60_000);
    for (const player of cast.players)
      expect((await call(server, 'POST', `/participants/${id}/check-in`, { session: player })).status).toBe(200);
    clock.set(Date.parse((await visitorView()).schedule!.checkIn.end) + 1000);
    await server.runDueWork();
    expect((await visitorList('?status=live')).map((view) => view.id)).not.toContain(id);
    expect((await visitorList('?status=published')).map((view) => view.id)).toContain(id);
    // No write: only the clock crosses the first round's start, and both pages filtered by time follow it.
    clock.set(at.roundStarted(t0, 0));
    expect((await visitorList('?status=live')).map((view) => view.id)).toContain(id);
    expect((await visitorList('?status=published')).map((view) => view.id)).not.toContain(id);
    await server.runDueWork();
    expect((await visitorView()).status).toBe('live');
    expect((await visitorList('?status=live')).map((view) => view.id)).toContain(id);

    expect((await call(server, 'POST', `/matches/${id}/pause`, { session: cast.organizer })).status).toBe(200);
    expect((await visitorView()).viewer.state).toBe('PAUSED');
    expect((await visitorList()).find((view) => view.id === id)?.viewer.state).toBe('PAUSED');
    // Resuming twenty minutes later moves the rest of the schedule by as much: a schedule change.
    const plannedEnd = Date.parse((await visitorView()).schedule!.rounds[0].end);
    clock.advance(PAUSE);
    expect((await call(server, 'POST', `/matches/${id}/resume`, { session: cast.organizer })).status).toBe(200);
    const resumed = await visitorView();
    expect(resumed.viewer.state).not.toBe('PAUSED');
    expect(Date.parse(resumed.schedule!.rounds[0].end)).toBe(plannedEnd + PAUSE);
    expect((await visitorList()).find((view) => view.id === id)).toEqual(resumed);

    const bracket = await brackets(server, id, cast.organizer);
    const final = bracket.matches.find((match) => match.status === 'READY')!;
    const seeds = final.sides.map((side) => side.seed!);
    for (const seed of seeds) {
      const answer = await reportWin(server, id, final, sessionOfSeed(bracket, cast.sessions, seed), seed, seeds[0]);
      expect(answer.status).toBe(200);
    }
    clock.set(at.roundEnded(t0, 0) + PAUSE);
    await server.runDueWork();
    const after = await visitorView();
    expect(['RESULT_VALIDATION_AWAITING', 'TOURNAMENT_COMPLETE']).toContain(after.viewer.state);
    expect((await visitorList()).find((view) => view.id === id)).toEqual(after);
  });
});

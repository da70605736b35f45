// A score report without a file may be sent as JSON (issue 28): the same fields as the multipart form, read and
// checked by the same code, so a JSON report and a multipart one agree, refuse alike, and count once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketsView } from '../../../src/contract/matches.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import {
  at,
  brackets,
  duelForm,
  firstRound,
  publishPlayable,
  registerAndCheckIn,
  sessionOfSeed,
  signUpCast,
  type PlayTournament,
} from './play-kit.js';

describe.each(testEngines())('JSON score reports on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let sessions: Map<string, Session>;
  let t: PlayTournament;
  let view: BracketsView;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    const cast = await signUpCast(server, { tag: 'js', organization: 'Json Score Events', players: 4 });
    sessions = cast.sessions;
    t = await publishPlayable(server, cast.organizer, clock, { rounds: 2, format: { format: 'SINGLE_ELIMINATION' } });
    await registerAndCheckIn(server, clock, t, cast.players, 'checked-in');
    clock.set(at.checkInClosed(t.t0));
    await server.runDueWork();
    clock.set(at.roundStarted(t.t0, 0));
    view = await brackets(server, t.id, cast.organizer);
  });
  afterAll(async () => server?.close());

  const score = (matchId: string, session: Session, body: { json?: unknown; form?: FormData }) =>
    call(server, 'POST', `/matches/${t.id}/${matchId}/duel/score`, { session, ...body });

  it('takes a JSON report, and the other side agreeing in JSON makes the match final, each report once', async () => {
    const [match] = firstRound(view);
    const [a, b] = match.sides.map((side) => side.seed!);
    const first = await score(match.id, sessionOfSeed(view, sessions, a), {
      json: { winner: a, scoreParticipant: [2], scoreOpponent: [0] },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.match.status).toBe('REPORTED');
    const again = await score(match.id, sessionOfSeed(view, sessions, a), {
      json: { winner: a, scoreParticipant: [2], scoreOpponent: [0] },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('RESULT-ALREADY-SUBMITTED');
    // Numbers as strings are read as the multipart form's text is.
    const second = await score(match.id, sessionOfSeed(view, sessions, b), {
      json: { winner: String(a), scoreParticipant: ['0'], scoreOpponent: ['2'] },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.match.status).toBe('COMPLETED');
    expect(second.body.reports).toHaveLength(2);
  });

  it('refuses a malformed JSON report at its fields, as the form would be', async () => {
    const match = firstRound(view)[1];
    const [a] = match.sides.map((side) => side.seed!);
    const session = sessionOfSeed(view, sessions, a);
    const missing = await score(match.id, session, { json: { scoreParticipant: [1, 'x'] } });
    expect(missing.status).toBe(400);
    expect(missing.body.formFieldErrors).toMatchObject({
      winner: expect.any(String),
      scoreOpponent: expect.any(String),
      'scoreParticipant.1': expect.any(String),
    });
    const notAnObject = await score(match.id, session, { json: [1, 2] });
    expect(notAnObject.status).toBe(400);
    // Multipart is still taken, for the same match.
    const form = await score(match.id, session, { form: duelForm({ winner: a, mine: [1], theirs: [0] }) });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    expect(form.body.match.status).toBe('REPORTED');
  });
});

// In-app notices (issue 11 §4): an amendment tells exactly the players whose matches it changed, a ban or
// disqualification tells the player; GET /notices lists the viewer's unread ones (of one tournament on request),
// POST /notices/read marks only the viewer's own notices read.
import { describe, expect, it } from 'vitest';
import type { BracketsView, MatchView } from '../../../src/contract/matches.js';
import type { PlayerNotices } from '../../../src/contract/notices.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import type { Session } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import { at, brackets, publishPlayable, registerAndCheckIn, reportWin, sessionOfSeed } from './play-kit.js';
import { playSuite } from './play-suite.js';

describe.each(testEngines())('player notices on %s', (engine) => {
  const clock = new ManualClock();
  const suite = playSuite(engine, clock, { tag: 'nt', organization: 'Notice Events', players: 4 });

  const notices = (session: Session | undefined, tournamentId?: string) =>
    call<PlayerNotices>(suite.server, 'GET', `/notices${tournamentId ? `?tournamentId=${tournamentId}` : ''}`, {
      session,
    });
  const matchAt = (b: BracketsView, round: number, position: number) =>
    b.matches.find((m) => m.roundIndex === round && m.position === position)!;
  const seedsOf = (m: MatchView) => m.sides.map((side) => side.seed!) as [number, number];

  it('tells the players an amendment or a ban concerns, and each marks only their own notices read', async () => {
    clock.set(Date.now());
    const t = await publishPlayable(suite.server, suite.organizer, clock, {
      rounds: 2,
      name: 'Notice Cup',
      format: { format: 'SINGLE_ELIMINATION' },
    });
    const other = await publishPlayable(suite.server, suite.organizer, clock, { rounds: 1, name: 'Quiet Cup' });
    await registerAndCheckIn(suite.server, clock, t, suite.players);
    let b = await brackets(suite.server, t.id, suite.organizer);
    clock.set(at.roundStarted(t.t0, 0));
    // Both semifinals: the lower seed wins, both sides agree.
    for (const semi of [matchAt(b, 0, 0), matchAt(b, 0, 1)]) {
      const [x, y] = seedsOf(semi);
      expect((await reportWin(suite.server, t.id, semi, sessionOfSeed(b, suite.sessions, x), x, x)).status).toBe(200);
      expect((await reportWin(suite.server, t.id, semi, sessionOfSeed(b, suite.sessions, y), y, x)).status).toBe(200);
    }
    await suite.server.runDueWork();
    b = await brackets(suite.server, t.id, suite.organizer);
    // What play itself told them (the start, their match, a report: tests/api/notifications) is read first.
    for (const player of suite.players) {
      const noticeIds = (await notices(player)).body.notices.map((n) => n.id);
      if (noticeIds.length > 0)
        await call(suite.server, 'POST', '/notices/read', { session: player, json: { noticeIds } });
    }
    for (const player of suite.players) expect((await notices(player)).body.notices).toEqual([]);

    // The organizer amends the first semifinal: its two players and the other finalist are affected; the
    // other semifinal's loser is not.
    const semi = matchAt(b, 0, 0);
    const [winner, loser] = seedsOf(semi);
    const otherSemi = matchAt(b, 0, 1);
    const otherFinalist = otherSemi.winnerSeed!;
    const untouched = seedsOf(otherSemi).find((seed) => seed !== otherFinalist)!;
    expect(semi.winnerSeed).toBe(winner);
    expect(
      (
        await call(suite.server, 'POST', `/matches/${t.id}/${semi.id}/result`, {
          session: suite.organizer,
          json: { winnerSeed: loser },
        })
      ).status,
    ).toBe(200);
    for (const seed of [winner, loser, otherFinalist]) {
      const answer = await notices(sessionOfSeed(b, suite.sessions, seed));
      expect(answer.status).toBe(200);
      expect(answer.body.notices).toEqual([
        expect.objectContaining({ tournamentId: t.id, tournamentName: 'Notice Cup', kind: 'RESULT_AMENDED' }),
      ]);
      expect(answer.body.notices[0].text).toContain('amended');
    }
    expect((await notices(sessionOfSeed(b, suite.sessions, untouched))).body.notices).toEqual([]);

    // A ban, a minute later, tells the banned player (newest first).
    clock.advance(60_000);
    const finalist = sessionOfSeed(b, suite.sessions, otherFinalist);
    const registrationId = b.entrants.find((e) => e.seed === otherFinalist)!.registrationId;
    expect(
      (
        await call(suite.server, 'POST', `/matches/${t.id}/entrants/${registrationId}/disqualify`, {
          session: suite.organizer,
          json: { ban: true },
        })
      ).status,
    ).toBe(200);
    const finalistNotices = (await notices(finalist, t.id)).body.notices;
    expect(finalistNotices.map((n) => n.kind)).toEqual(['BANNED', 'RESULT_AMENDED']);
    // Filtered by another tournament: nothing.
    expect((await notices(finalist, other.id)).body.notices).toEqual([]);

    // Someone else's notice ids are ignored; the owner's mark them read.
    const ids = finalistNotices.map((n) => n.id);
    const stranger = sessionOfSeed(b, suite.sessions, untouched);
    expect(
      (await call(suite.server, 'POST', '/notices/read', { session: stranger, json: { noticeIds: ids } })).body,
    ).toEqual({ read: 0 });
    expect((await notices(finalist)).body.notices).toHaveLength(2);
    expect(
      (await call(suite.server, 'POST', '/notices/read', { session: finalist, json: { noticeIds: [ids[0]] } })).body,
    ).toEqual({ read: 1 });
    expect((await notices(finalist)).body.notices.map((n) => n.id)).toEqual([ids[1]]);
    expect(
      (await call(suite.server, 'POST', '/notices/read', { session: finalist, json: { noticeIds: ids } })).body,
    ).toEqual({ read: 1 });
    expect((await notices(finalist)).body.notices).toEqual([]);
  });

  it('answers visitors 401 and malformed bodies 400, and is in the OpenAPI document', async () => {
    expect((await notices(undefined)).status).toBe(401);
    expect((await call(suite.server, 'POST', '/notices/read', { json: { noticeIds: [] } })).status).toBe(401);
    const malformed = await call(suite.server, 'POST', '/notices/read', {
      session: suite.players[0],
      json: { noticeIds: ['not-a-uuid'] },
    });
    expect(malformed.status).toBe(400);
    expect(
      (await call(suite.server, 'POST', '/notices/read', { session: suite.players[0], json: { noticeIds: [] } }))
        .status,
    ).toBe(400);
    expect((await notices(suite.players[0], 'nope')).status).toBe(400);
    const openapi = await (await fetch(`${suite.server.baseUrl}/api/docs/json`)).json();
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/api/v1/notices', '/api/v1/notices/read']));
  });
});

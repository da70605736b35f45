// A notice that calls a player to act is served only while the call stands: "check in" until the seeds are frozen,
// "your match is ready" until the match is reported or over, "confirm or dispute" until it is confirmed or
// disputed, and none of them once the tournament has finished (the walk found a finished tournament's page warning
// "Your round 3 match is ready: open the tournament to play it."). Notices that only tell (a dispute resolved, a
// result amended) stay until read.
import { describe, expect, it } from 'vitest';
import { recordNotifications } from '../../../server/modules/notifications/notifications-module.js';
import type { BracketsView, MatchView } from '../../../src/contract/matches.js';
import type { PlayerNotices } from '../../../src/contract/notices.js';
import { ManualClock } from '../../support/manual-clock.js';
import { call, userId } from '../../support/people-kit.js';
import { testEngines } from '../../support/test-database.js';
import type { Session } from '../../support/test-server.js';
import {
  at,
  brackets,
  publishPlayable,
  registerAndCheckIn,
  reportWin,
  sessionOfSeed,
  type PlayTournament,
} from '../matches/play-kit.js';
import { playSuite } from '../matches/play-suite.js';

describe.each(testEngines())('stale calls to act on %s', (engine) => {
  const clock = new ManualClock(Date.now());
  const suite = playSuite(engine, clock, { tag: 'sn', organization: 'Stale Events', players: 4 });
  let t: PlayTournament;

  const kinds = async (session: Session, all = false) =>
    (
      await call<PlayerNotices>(suite.server, 'GET', all ? '/notices' : `/notices?tournamentId=${t.id}`, { session })
    ).body.notices
      .map((notice) => notice.kind)
      .sort();
  const seedsOf = (m: MatchView) => m.sides.map((side) => side.seed!) as [number, number];
  const round = (b: BracketsView, r: number) => b.matches.filter((m) => m.roundIndex === r);

  it('serves "check in" until the seeds are frozen', async () => {
    t = await publishPlayable(suite.server, suite.organizer, clock, {
      rounds: 2,
      name: 'Stale Cup',
      format: { format: 'SINGLE_ELIMINATION' },
    });
    await registerAndCheckIn(suite.server, clock, t, suite.players, 'checked-in');
    await suite.server.runDueWork();
    for (const player of suite.players) expect(await kinds(player)).toEqual(['CHECK_IN_OPEN']);
    clock.set(at.checkInClosed(t.t0));
    await suite.server.runDueWork();
    for (const player of suite.players) expect(await kinds(player)).toEqual([]);
  });

  it('serves "your match is ready" until it is reported, and "confirm or dispute" until the match is final', async () => {
    clock.set(at.roundStarted(t.t0, 0));
    await suite.server.runDueWork();
    for (const player of suite.players) expect(await kinds(player)).toEqual(['MATCH_READY', 'TOURNAMENT_STARTS']);
    const b = await brackets(suite.server, t.id, suite.organizer);
    const [semi] = round(b, 0);
    const [winner, loser] = seedsOf(semi);
    const reporter = sessionOfSeed(b, suite.sessions, winner);
    const opponent = sessionOfSeed(b, suite.sessions, loser);
    expect((await reportWin(suite.server, t.id, semi, reporter, winner, winner)).status).toBe(200);
    expect(await kinds(reporter)).toEqual(['TOURNAMENT_STARTS']);
    expect(await kinds(opponent)).toEqual(['OPPONENT_REPORTED', 'TOURNAMENT_STARTS']);
    expect((await reportWin(suite.server, t.id, semi, opponent, loser, winner)).status).toBe(200);
    expect(await kinds(opponent)).toEqual(['TOURNAMENT_STARTS']);
    // The other semifinal is untouched: its suite.players are still called to play it.
    const others = seedsOf(round(b, 0)[1]).map((seed) => sessionOfSeed(b, suite.sessions, seed));
    for (const other of others) expect(await kinds(other)).toEqual(['MATCH_READY', 'TOURNAMENT_STARTS']);
  });

  it('serves no call to act once the tournament has finished, but keeps what only tells', async () => {
    let b = await brackets(suite.server, t.id, suite.organizer);
    const [, semi] = round(b, 0);
    const [x, y] = seedsOf(semi);
    expect((await reportWin(suite.server, t.id, semi, sessionOfSeed(b, suite.sessions, x), x, x)).status).toBe(200);
    expect((await reportWin(suite.server, t.id, semi, sessionOfSeed(b, suite.sessions, y), y, x)).status).toBe(200);
    await suite.server.runDueWork();
    clock.set(at.roundStarted(t.t0, 1));
    await suite.server.runDueWork();
    b = await brackets(suite.server, t.id, suite.organizer);
    const [final] = round(b, 1).filter((m) => m.status === 'READY');
    const finalists = seedsOf(final).map((seed) => sessionOfSeed(b, suite.sessions, seed));
    for (const finalist of finalists) expect(await kinds(finalist)).toContain('MATCH_READY');
    // A notice that only tells, written while the final is played: it must outlive the tournament.
    const db = suite.server.database.handle.db;
    const told = await userId(suite.server, finalists[0]);
    await db.transaction().execute((trx) =>
      recordNotifications(trx, {
        userIds: [told],
        kind: 'DISPUTE',
        tournamentId: t.id,
        key: `stale-test-resolved:${t.id}`,
        text: 'The dispute on your round 1 match was resolved: its result is final.',
        at: new Date(clock.now()),
      }),
    );
    const [a, c] = seedsOf(final);
    expect((await reportWin(suite.server, t.id, final, finalists[0], a, a)).status).toBe(200);
    expect((await reportWin(suite.server, t.id, final, finalists[1], c, a)).status).toBe(200);
    clock.set(at.roundEnded(t.t0, 1));
    await suite.server.runDueWork();
    expect((await brackets(suite.server, t.id, suite.organizer)).finished).toBe(true);
    expect(await kinds(finalists[0])).toEqual(['DISPUTE']);
    expect(await kinds(finalists[0], true)).toEqual(['DISPUTE']);
    for (const player of suite.players.filter((p) => p !== finalists[0])) expect(await kinds(player, true)).toEqual([]);
  });
});

// Issue 26 §4: players are told in the app and by e-mail (the dev mailbox here) of what concerns them, as they
// chose per kind and channel; every mail carries a one-click unsubscribe (RFC 8058 header and a link) that works
// without signing in; what arrives at once is one digest; the mail leaves from an outbox through the queue, so a
// restart between the commit and the send sends it exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import type { StoredMail } from '../../../server/mail/dev-mailbox-mailer.js';
import { mailBesideVerification } from '../../support/verification-mail.js';
import { recordNotifications } from '../../../server/modules/notifications/notifications-module.js';
import type { MatchView } from '../../../src/contract/matches.js';
import type { PlayerNotices } from '../../../src/contract/notices.js';
import type { NotificationPreferences, Unsubscribed } from '../../../src/contract/notifications.js';
import { ManualClock } from '../../support/manual-clock.js';
import { call, userId } from '../../support/people-kit.js';
import { testEngines } from '../../support/test-database.js';
import { freePort, startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import {
  MINUTE,
  at,
  brackets,
  firstRound,
  publishPlayable,
  registerAndCheckIn,
  reportWin,
  sessionOfSeed,
  signUpCast,
  type PlayTournament,
} from '../matches/play-kit.js';

describe.each(testEngines())('notifications on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let players: Session[];
  let sessions: Map<string, Session>;
  let organizer: Session;
  let t: PlayTournament;
  const emails = (i: number) => `nf-p${i}-${engine}@example.com`;
  /** The first-round matches reported in the report test, with the seed that did not report. */
  const reported: { match: MatchView; opponent: number }[] = [];

  beforeAll(async () => {
    clock.set(Date.now());
    server = await startTestServer(engine, {}, { clock });
    ({ organizer, players, sessions } = await signUpCast(server, {
      tag: 'nf',
      organization: 'Notify Events',
      players: 4,
    }));
  });
  afterAll(async () => server?.close());

  const mailTo = (email: string): Promise<StoredMail[]> => mailBesideVerification(server.database.handle.db, email);
  const notices = async (session: Session) =>
    (await call<PlayerNotices>(server, 'GET', `/notices?tournamentId=${t.id}`, { session })).body.notices;
  const preferences = async (session: Session) =>
    (await call<NotificationPreferences>(server, 'GET', '/notifications/preferences', { session })).body.preferences;
  const choose = (session: Session, json: unknown) =>
    call<NotificationPreferences>(server, 'PUT', '/notifications/preferences', { session, json });

  it('keeps per-kind choices per channel, with sensible defaults', async () => {
    const defaults = await preferences(players[0]);
    expect(defaults.every((row) => row.inApp)).toBe(true);
    expect(defaults.filter((row) => row.email).map((row) => row.kind)).toEqual([
      'MATCH_READY',
      'OPPONENT_REPORTED',
      'DISPUTE',
      'REMOVED',
      'TOURNAMENT_STARTS',
    ]);
    // Player 3 wants nothing about opponents' reports, in the app or by e-mail.
    for (const channel of ['IN_APP', 'EMAIL'])
      expect((await choose(players[3], { kind: 'OPPONENT_REPORTED', channel, enabled: false })).status).toBe(200);
    expect((await preferences(players[3])).find((row) => row.kind === 'OPPONENT_REPORTED')).toMatchObject({
      inApp: false,
      email: false,
    });
    expect((await choose(players[3], { kind: 'NOPE', channel: 'EMAIL', enabled: false })).status).toBe(400);
    expect((await call(server, 'GET', '/notifications/preferences')).status).toBe(401);
  });

  it('tells of check-in opening in the app only (its e-mail is off by default), once however often it sweeps', async () => {
    t = await publishPlayable(server, organizer, clock, {
      rounds: 2,
      name: 'Notify Cup',
      format: { format: 'SINGLE_ELIMINATION' },
    });
    await registerAndCheckIn(server, clock, t, players, 'checked-in');
    await server.runDueWork();
    await server.runDueWork();
    for (const player of players)
      expect((await notices(player)).map((notice) => notice.kind)).toEqual(['CHECK_IN_OPEN']);
    expect(await mailTo(emails(0))).toEqual([]);
  });

  it('mails what comes due at once (the start and the match ready) as one digest, with a one-click unsubscribe', async () => {
    clock.set(at.checkInClosed(t.t0));
    await server.runDueWork();
    clock.set(at.roundStarted(t.t0, 0));
    await server.runDueWork();
    await server.runDueWork();
    for (let i = 0; i < players.length; i++) {
      const mails = await mailTo(emails(i));
      expect(mails.map((mail) => mail.subject)).toEqual(['Arena: 2 updates for you']);
      expect(mails[0].bodyText).toContain('Notify Cup: The tournament you registered for has started.');
      expect(mails[0].bodyText).toContain('Notify Cup: Your round 1 match is ready');
      // A digest of several kinds: the header's link turns them all off; the body has one link per kind.
      expect(mails[0].headers['List-Unsubscribe']).toMatch(
        new RegExp(`^<${server.baseUrl}/api/v1/notifications/unsubscribe\\?token=[^>]+\\.ALL\\.[^>]+>$`),
      );
      expect(mails[0].headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mails[0].bodyText.match(/\/unsubscribe\?token=/g)).toHaveLength(2);
    }
  });

  it('tells the opponent of a report in the app and by e-mail, and nothing to a player who turned that off', async () => {
    // Past the digest window of the start's mail, so the report's mail goes at once.
    clock.set(at.roundStarted(t.t0, 0) + 3 * MINUTE);
    const b = await brackets(server, t.id, organizer);
    const told: Session[] = [];
    reported.length = 0;
    for (const match of firstRound(b)) {
      const [x, y] = match.sides.map((side) => side.seed!);
      // The side whose player turned the kind off is the one told, if it is in this match.
      const quiet = [x, y].find((seed) => sessionOfSeed(b, sessions, seed) === players[3]);
      const reporter = quiet === x ? y : x;
      const opponent = reporter === x ? y : x;
      expect(
        (await reportWin(server, t.id, match, sessionOfSeed(b, sessions, reporter), reporter, reporter)).status,
      ).toBe(200);
      told.push(sessionOfSeed(b, sessions, opponent));
      reported.push({ match, opponent });
    }
    await server.runDueWork();
    for (const session of told) {
      const i = players.indexOf(session);
      const reported = (await notices(session)).filter((notice) => notice.kind === 'OPPONENT_REPORTED');
      const mails = (await mailTo(emails(i))).filter((mail) => mail.subject.startsWith('Your opponent reported'));
      if (session === players[3]) {
        expect(reported).toEqual([]);
        expect(mails).toEqual([]);
        continue;
      }
      expect(reported).toHaveLength(1);
      expect(reported[0].text).toContain('confirm it or dispute it');
      // The tournament's name (the organizer's text) is in the body, never in the subject.
      expect(mails.map((mail) => mail.subject)).toEqual(['Your opponent reported a score']);
      expect(mails[0].bodyText).toContain('Notify Cup: ');
      expect(mails[0].headers['List-Unsubscribe']).toContain('.OPPONENT_REPORTED.');
      expect(mails[0].bodyText).toContain(`${server.baseUrl}/unsubscribe?token=`);
    }
    expect(told).toContain(players[3]);
  });

  it('unsubscribes from one kind by the mail’s link without signing in, and refuses a forged link', async () => {
    const [mail] = (await Promise.all(players.map((_, i) => mailTo(emails(i)))))
      .flat()
      .filter((stored) => stored.subject.startsWith('Your opponent reported'));
    const url = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'])![1];
    const oneClick = (target: string) =>
      fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const answer = await oneClick(url);
    expect(answer.status).toBe(200);
    expect((await answer.json()) as Unsubscribed).toEqual({
      kind: 'OPPONENT_REPORTED',
      label: 'Your opponent reported a score',
    });
    const session = players[players.map((_, i) => emails(i)).indexOf(mail.recipient)];
    expect((await preferences(session)).find((row) => row.kind === 'OPPONENT_REPORTED')).toMatchObject({
      inApp: true,
      email: false,
    });
    // Another user's id under this signature, or another kind, is refused.
    const token = new URL(url).searchParams.get('token')!;
    const forged = token.replace('OPPONENT_REPORTED', 'MATCH_READY');
    const refused = await oneClick(url.replace(encodeURIComponent(token), encodeURIComponent(forged)));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: 'UNSUBSCRIBE-LINK-INVALID' });
  });

  it('tells both sides of a dispute opened, then resolved by the organizer', async () => {
    const b = await brackets(server, t.id, organizer);
    const { match, opponent } = reported.find((entry) => sessionOfSeed(b, sessions, entry.opponent) !== players[3])!;
    const sides = match.sides.map((side) => sessionOfSeed(b, sessions, side.seed!));
    const disputeNotices = async () =>
      Promise.all(
        sides.map(async (side) => (await notices(side)).filter((n) => n.kind === 'DISPUTE').map((n) => n.text)),
      );
    // The other side reports the opposite result: the reports disagree.
    expect(
      (await reportWin(server, t.id, match, sessionOfSeed(b, sessions, opponent), opponent, opponent)).status,
    ).toBe(200);
    for (const texts of await disputeNotices())
      expect(texts).toEqual([expect.stringContaining('A dispute was opened')]);
    clock.advance(MINUTE);
    const decided = await call(server, 'POST', `/matches/${t.id}/${match.id}/result`, {
      session: organizer,
      json: { winnerSeed: opponent },
    });
    expect(decided.status).toBe(200);
    for (const texts of await disputeNotices())
      expect(texts).toEqual([expect.stringContaining('was resolved'), expect.stringContaining('A dispute was opened')]);
  });

  it('holds what comes within a digest window however often it looks, and mails it as one digest when it ends', async () => {
    // The disputed match's reported-to side was mailed the report at round start + 3 min; the dispute's opening and
    // resolution (a minute later) fall in that mail's window. Each pass holds them until its end (issue 28).
    const b = await brackets(server, t.id, organizer);
    const { opponent } = reported.find((entry) => sessionOfSeed(b, sessions, entry.opponent) !== players[3])!;
    const i = players.indexOf(sessionOfSeed(b, sessions, opponent));
    const before = (await mailTo(emails(i))).length;
    const windowEnds = at.roundStarted(t.t0, 0) + 3 * MINUTE + 2 * MINUTE;
    expect(clock.now()).toBeLessThan(windowEnds);
    await server.runDueWork();
    clock.set(windowEnds - 1);
    await server.runDueWork();
    expect(await mailTo(emails(i))).toHaveLength(before);
    clock.set(windowEnds);
    await server.runDueWork();
    await server.runDueWork();
    const mails = await mailTo(emails(i));
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].subject).toBe('Arena: 2 updates for you');
    expect(mails[0].bodyText).toContain('A dispute was opened');
    expect(mails[0].bodyText).toContain('was resolved');
  });

  it('mails a notification committed while no server ran exactly once after a restart, and no stale one', async () => {
    const db = server.database.handle.db;
    const playerId = await userId(server, players[0]);
    // What is still pending (the dispute's mails) leaves first, so the restart's mail stands alone.
    clock.advance(3 * MINUTE);
    await server.runDueWork();
    await server.app.close();
    // Past the digest window of the player's last mail, so this one is due at once.
    clock.set(clock.now() + 3 * MINUTE);
    // The change commits with no server running (as if the process died right after it).
    await db.transaction().execute((trx) =>
      recordNotifications(trx, {
        userIds: [playerId],
        kind: 'REMOVED',
        tournamentId: t.id,
        key: `restart-test:${t.id}`,
        text: 'The organizer removed you from this tournament.',
        at: new Date(clock.now()),
      }),
    );
    // One that happened two days ago is not mailed any more (it stays in the app).
    await db.transaction().execute((trx) =>
      recordNotifications(trx, {
        userIds: [playerId],
        kind: 'MATCH_READY',
        tournamentId: t.id,
        key: `stale-test:${t.id}`,
        text: 'Your round 1 match is ready.',
        at: new Date(clock.now() - 48 * 60 * MINUTE),
      }),
    );
    const before = (await mailTo(emails(0))).length;
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
    });
    const restarted = await buildApp({ config, database: server.database.handle, clock });
    await restarted.app.listen({ port, host: '127.0.0.1' });
    try {
      await restarted.runDueWork();
      await restarted.runDueWork();
      const mails = await mailTo(emails(0));
      expect(mails.length - before).toBe(1);
      expect(mails[0].subject).toBe('You were disqualified or removed');
    } finally {
      await restarted.app.close();
    }
  });
});

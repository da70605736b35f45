// Arena is not a mail relay (issue 29 §1): team invitations, the mail users' actions send to addresses of their
// choosing, stop at the day's budgets per sender, per team and per recipient address (src/domain/mail-quota.ts).
// Past a budget the API answers 429 MAIL-LIMIT-REACHED and writes nothing: no invitation, no mail, no count. The
// budgets hold under concurrent requests and are fresh the next UTC day (the clock moves; nobody sleeps).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MAIL_QUOTA_LIMITS, quotaResetsAt } from '../../../src/domain/mail-quota.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, createTeam, type Answer } from './people-kit.js';

const { SENDER, TEAM, RECIPIENT } = MAIL_QUOTA_LIMITS;

describe.each(testEngines())('mail limits on %s', (engine) => {
  // Noon of the real day: a run near midnight must not cross into the next day between two requests.
  const clock = new ManualClock(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 12 * 3_600_000);
  let server: TestServer;
  let people = 0;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
  });
  afterAll(async () => server?.close());

  const db = () => server.database.handle.db;
  /** A new owner with a new team: a fresh sender budget and a fresh team budget. */
  async function ownerWithTeam(): Promise<{ owner: Session; teamId: string }> {
    const n = ++people;
    const owner = await server.signUp(`limit-owner-${n}-${engine}@example.com`, `LimitOwner${n}`);
    const team = await createTeam(server, owner, `Relay Crew ${n} BUY-CHEAP-PILLS`);
    return { owner, teamId: team.id };
  }
  const invite = (owner: Session, teamId: string, email: string) =>
    call(server, 'PUT', `/teams/${teamId}/member-invite`, { session: owner, json: { email } });
  const invitationRows = async (teamId: string) =>
    (await sql<{ email: string }>`SELECT email FROM team_invitations WHERE team_id = ${teamId}`.execute(db())).rows
      .map((row) => row.email)
      .sort();
  const mailsTo = async (pattern: string) =>
    (
      await sql<{ recipient: string; subject: string }>`
        SELECT recipient, subject FROM dev_mailbox WHERE recipient LIKE ${pattern}`.execute(db())
    ).rows;
  const refused = (answers: Answer[]) => answers.filter((answer) => answer.status !== 200);

  it(`40 invitations to arbitrary addresses: the first ${SENDER} go out, the rest are refused with nothing written`, async () => {
    const { owner, teamId } = await ownerWithTeam();
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i++) answers.push(await invite(owner, teamId, `spam-${i}-${engine}@relay.test`));
    expect(answers.slice(0, SENDER).map((answer) => answer.status)).toEqual(Array(SENDER).fill(200));
    for (const answer of answers.slice(SENDER)) {
      expect(answer.status).toBe(429);
      expect(answer.body.message).toBe('MAIL-LIMIT-REACHED');
    }
    const expected = Array.from({ length: SENDER }, (_, i) => `spam-${i}-${engine}@relay.test`).sort();
    expect(await invitationRows(teamId)).toEqual(expected);
    const mails = await mailsTo(`spam-%-${engine}@relay.test`);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(expected);
    // The team name the sender chose is not in any subject.
    for (const mail of mails) expect(mail.subject).toBe('You are invited to join a team on Arena');
  });

  it('inviting an address already invited is refused as before and costs nothing', async () => {
    const { owner, teamId } = await ownerWithTeam();
    for (let i = 0; i < RECIPIENT + 2; i++) {
      const again = await invite(owner, teamId, `twice-${engine}@relay.test`);
      expect(again.status).toBe(i === 0 ? 200 : 409);
    }
    // The address's budget still has room for another team's invitation.
    const other = await ownerWithTeam();
    expect((await invite(other.owner, other.teamId, `twice-${engine}@relay.test`)).status).toBe(200);
  });

  it(`concurrent invitations cannot exceed the sender's ${SENDER} a day, across their teams`, async () => {
    // Three teams: invitations to one team wait for its row lock anyway, those to different teams really race.
    const { owner, teamId } = await ownerWithTeam();
    const teams = [
      teamId,
      (await createTeam(server, owner, `Rush Two ${engine}`)).id,
      (await createTeam(server, owner, `Rush Three ${engine}`)).id,
    ];
    const answers = await Promise.all(
      Array.from({ length: SENDER + 10 }, (_, i) => invite(owner, teams[i % 3], `rush-${i}-${engine}@relay.test`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(SENDER);
    for (const answer of refused(answers)) {
      expect(answer.status).toBe(429);
      expect(answer.body.message).toBe('MAIL-LIMIT-REACHED');
    }
    const rows = await Promise.all(teams.map(invitationRows));
    expect(rows.flat()).toHaveLength(SENDER);
    expect(await mailsTo(`rush-%-${engine}@relay.test`)).toHaveLength(SENDER);
  });

  it(`${RECIPIENT} invitations a day reach one address, whoever sends them, even at once`, async () => {
    const senders = await Promise.all(Array.from({ length: RECIPIENT + 2 }, () => ownerWithTeam()));
    const victim = `victim-${engine}@relay.test`;
    const answers = await Promise.all(senders.map(({ owner, teamId }) => invite(owner, teamId, victim)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(RECIPIENT);
    for (const answer of refused(answers)) expect(answer.body.message).toBe('MAIL-LIMIT-REACHED');
    expect(await mailsTo(victim)).toHaveLength(RECIPIENT);
    const invited = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM team_invitations WHERE email = ${victim}`.execute(db());
    expect(invited.rows[0].n).toBe(RECIPIENT);
    // The refused senders spent nothing: each can still invite someone else.
    const refusedSenders = senders.filter((_, i) => answers[i].status === 429);
    for (const { owner, teamId } of refusedSenders)
      expect((await invite(owner, teamId, `bystander-${people}-${teamId}@relay.test`)).status).toBe(200);
  });

  it(`a team sends at most ${TEAM} a day, even when its ownership changes hands`, async () => {
    const { owner, teamId } = await ownerWithTeam();
    const heir = await server.signUp(`limit-heir-${engine}@example.com`, `LimitHeir${engine}`);
    expect((await invite(owner, teamId, `limit-heir-${engine}@example.com`)).status).toBe(200);
    expect((await call(server, 'PUT', `/teams/${teamId}/accept`, { session: heir, json: { teamId } })).status).toBe(
      200,
    );
    for (let i = 1; i < SENDER; i++)
      expect((await invite(owner, teamId, `crew-a${i}-${engine}@relay.test`)).status).toBe(200);
    const heirId = (await call(server, 'GET', '/users/current', { session: heir })).body.id;
    expect(
      (await call(server, 'PUT', `/teams/${teamId}/owner`, { session: owner, json: { memberId: heirId } })).status,
    ).toBe(200);
    const answers: Answer[] = [];
    for (let i = 0; i < TEAM - SENDER + 3; i++)
      answers.push(await invite(heir, teamId, `crew-b${i}-${engine}@relay.test`));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(TEAM - SENDER);
    expect(answers.slice(TEAM - SENDER).map((answer) => answer.body.message)).toEqual(
      Array(3).fill('MAIL-LIMIT-REACHED'),
    );
    expect(await invitationRows(teamId)).toHaveLength(TEAM - 1);
  });

  it('the next day (UTC) the budgets are fresh, and spent days are cleared', async () => {
    const { owner, teamId } = await ownerWithTeam();
    for (let i = 0; i < SENDER; i++) await invite(owner, teamId, `daily-${i}-${engine}@relay.test`);
    expect((await invite(owner, teamId, `daily-late-${engine}@relay.test`)).status).toBe(429);
    clock.set(quotaResetsAt(clock.now()) - 1);
    expect((await invite(owner, teamId, `daily-late-${engine}@relay.test`)).status).toBe(429);
    clock.advance(1);
    expect((await invite(owner, teamId, `daily-late-${engine}@relay.test`)).status).toBe(200);
    // The victim of yesterday can be invited again as well.
    const victimToday = await ownerWithTeam();
    expect((await invite(victimToday.owner, victimToday.teamId, `victim-${engine}@relay.test`)).status).toBe(200);
    const days = await sql<{ day: string }>`SELECT DISTINCT day::text AS day FROM mail_quota_counters`.execute(db());
    expect(days.rows.map((row) => row.day)).toEqual([new Date(clock.now()).toISOString().slice(0, 10)]);
  });
});

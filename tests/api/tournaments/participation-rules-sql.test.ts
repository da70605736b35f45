// The registration fast path decides in SQL (server/modules/tournaments/solo-registrations.ts) what
// src/domain/participation-rules.ts decides in TypeScript for the locked path and the web app. This table holds
// the two together: for every tournament status, instant around the registration window, capacity and
// registration of the player, the statement admits exactly when registrationRefusal answers null. Each case runs
// in a transaction that is rolled back, so the cases share one tournament and do not see each other.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSolosIfRoom } from '../../../server/modules/tournaments/solo-registrations.js';
import { registrationRefusal, type ParticipationTournament } from '../../../src/domain/participation-rules.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call, userId } from '../teams/people-kit.js';
import { addGame, createPublished, makeOrganizer, soloBody } from './tournament-kit.js';

const STATUSES = ['DRAFT', 'PUBLISHED', 'CANCELED', 'FINISHED'] as const;
/** Instants relative to the registration window: the half-open boundaries and either side of them. */
const INSTANTS = ['before start', 'at start', 'inside', 'just before end', 'at end', 'after end'] as const;

class Rollback extends Error {}

describe.each(testEngines())('registration fast path against the participation rules on %s', (engine) => {
  let server: TestServer;
  let organizer: Session;
  let tournamentId: string;
  let registeredPlayer: string;
  let newPlayer: string;
  let window: { start: number; end: number };

  beforeAll(async () => {
    server = await startTestServer(engine);
    organizer = await server.signUp('pr-organizer@example.com', 'PrOrganizer');
    const [first, second] = await Promise.all([
      server.signUp('pr-ann@example.com', 'PrAnn'),
      server.signUp('pr-ben@example.com', 'PrBen'),
    ]);
    await makeOrganizer(server, organizer, 'Rules Events');
    await addGame(server, 'chess');
    tournamentId = await createPublished(server, organizer, { format: { maxParticipants: 10 } });
    expect(
      (
        await call(server, 'POST', `/participants/${tournamentId}/registrations/solo`, {
          session: first,
          json: soloBody(),
        })
      ).status,
    ).toBe(200);
    registeredPlayer = await userId(server, first);
    newPlayer = await userId(server, second);
    const row = await sql<{ start: string; end: string }>`
      SELECT schedule #>> '{registration,start}' AS start, schedule #>> '{registration,end}' AS end FROM tournaments WHERE id = ${tournamentId}`.execute(
      db(),
    );
    window = { start: Date.parse(row.rows[0].start), end: Date.parse(row.rows[0].end) };
  });
  afterAll(async () => server?.close());

  const db = () => server.database.handle.db;
  const instant = (name: (typeof INSTANTS)[number]) =>
    ({
      'before start': window.start - 1,
      'at start': window.start,
      inside: Math.floor((window.start + window.end) / 2),
      'just before end': window.end - 1,
      'at end': window.end,
      'after end': window.end + 1,
    })[name];

  /** Whether registerSolosIfRoom admits the player, with the tournament in `status`; nothing stays written. */
  async function admittedBySql(status: string, player: string, maxParticipants: number, now: number): Promise<boolean> {
    let admitted = false;
    try {
      await db()
        .transaction()
        .execute(async (trx) => {
          await sql`UPDATE tournaments SET status = ${status} WHERE id = ${tournamentId}`.execute(trx);
          const [answer] = await registerSolosIfRoom(
            trx,
            [{ tournamentId, maxParticipants, userId: player, discordNickname: 'pr#1', gameNickname: 'Pr' }],
            new Date(now),
          );
          admitted = answer !== undefined;
          throw new Rollback();
        });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
    return admitted;
  }

  it('admits exactly where registrationRefusal answers null, over the whole table', async () => {
    const active = 1; // the player registered in beforeAll
    const rows: string[] = [];
    let admittedCases = 0;
    for (const status of STATUSES) {
      for (const at of INSTANTS) {
        for (const maxParticipants of [active, active + 1]) {
          for (const alreadyRegistered of [false, true]) {
            const now = instant(at);
            const rules: ParticipationTournament = {
              published: status === 'PUBLISHED',
              registration: window,
              checkIn: { start: window.end, end: window.end + 3_600_000 },
            };
            const refusal = registrationRefusal(
              rules,
              alreadyRegistered ? 'REGISTERED' : 'NONE',
              { active, max: maxParticipants },
              now,
            );
            const admitted = await admittedBySql(
              status,
              alreadyRegistered ? registeredPlayer : newPlayer,
              maxParticipants,
              now,
            );
            if (admitted) admittedCases += 1;
            if (admitted !== (refusal === null))
              rows.push(
                `${status} ${at} max=${maxParticipants} registered=${alreadyRegistered}: SQL ${admitted}, rule ${refusal}`,
              );
          }
        }
      }
    }
    expect(rows).toEqual([]);
    // The table reaches both answers: published, inside the window, with room, for a newcomer (three instants).
    expect(admittedCases).toBe(3);
    // Nothing of the table stayed: the one registration is still the only one.
    const count = await sql<{
      n: number;
    }>`SELECT active_registrations AS n FROM tournaments WHERE id = ${tournamentId}`.execute(db());
    expect(Number(count.rows[0].n)).toBe(1);
  });
});

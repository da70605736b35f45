// The tournament lock (tournament-lock.ts) serialises the tournament's writers and the check-ins, and nothing else:
// a row inserted under the tournament (a score report, an event, a notification) takes KEY SHARE on the tournament
// row for its foreign key, and a writer must not wait for it (issue 28: a round's advance waited 0.9–2.7 s behind a
// report rush's inserts, and they behind it). PostgreSQL only: PGlite has one connection, so no two transactions
// are ever open at once there.
//
// Each wait is observed with lock_timeout: a statement that has to wait for a row lock fails with 55P03 once it
// passes, and a statement that does not wait is never subject to it, however slow the machine.
import { sql, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/schema.js';
import { lockTournament } from '../../../server/modules/tournaments/tournament-lock.js';
import { lockTournamentForPlayers } from '../../../server/modules/tournaments/tournaments-repository.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { addGame, createPublished, makeOrganizer } from './tournament-kit.js';

const suite = process.env.DATABASE_URL ? describe : describe.skip;

/** Runs `work` in a transaction held open until `release` resolves; answers once `work` has run. */
function holdOpen(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let ready!: () => void;
  let failed!: (error: unknown) => void;
  const held = new Promise<void>((resolve, reject) => ((ready = resolve), (failed = reject)));
  const done = db
    .transaction()
    .execute(async (trx) => {
      await work(trx);
      ready();
      await released;
    })
    .catch(failed);
  return { held, release: async () => (release(), await done) };
}

/** `attempt` in its own transaction, failing with 55P03 if it waits for a lock longer than `ms`. */
function withLockTimeout<T>(db: Kysely<Database>, ms: number, attempt: (trx: Transaction<Database>) => Promise<T>) {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('lock_timeout', ${`${ms}ms`}, true)`.execute(trx);
    return attempt(trx);
  });
}

suite('the tournament lock on PostgreSQL', () => {
  let server: TestServer;
  let db: Kysely<Database>;
  let tournamentId: string;

  beforeAll(async () => {
    server = await startTestServer('postgres');
    db = server.database.handle.db;
    const organizer = await server.signUp('lock-organizer@example.com', 'LockOrganizer');
    await makeOrganizer(server, organizer, 'Lock Events');
    await addGame(server, 'chess');
    tournamentId = await createPublished(server, organizer);
  });
  afterAll(async () => server?.close());

  it('is taken at once while rows referring to the tournament are being inserted', async () => {
    // What the foreign-key check of every insert under the tournament holds until its transaction ends.
    const insert = holdOpen(db, (trx) =>
      sql`SELECT 1 FROM tournaments WHERE id = ${tournamentId} FOR KEY SHARE`.execute(trx),
    );
    await insert.held;
    try {
      const writer = await withLockTimeout(db, 5_000, (trx) => lockTournament(trx, tournamentId));
      expect(writer?.id).toBe(tournamentId);
      const registration = await withLockTimeout(db, 5_000, (trx) => lockTournamentForPlayers(trx, tournamentId));
      expect(registration?.id).toBe(tournamentId);
    } finally {
      await insert.release();
    }
  });

  it('still makes writers and check-ins wait for the writer holding it', async () => {
    const writer = holdOpen(db, (trx) => lockTournament(trx, tournamentId));
    await writer.held;
    try {
      const waits = async (attempt: (trx: Transaction<Database>) => Promise<unknown>) => {
        const outcome = await withLockTimeout(db, 150, attempt).then(
          () => 'taken',
          (error: { code?: string }) => error.code,
        );
        expect(outcome).toBe('55P03');
      };
      await waits((trx) => lockTournament(trx, tournamentId));
      await waits((trx) => lockTournamentForPlayers(trx, tournamentId, 'update'));
      await waits((trx) => lockTournamentForPlayers(trx, tournamentId, 'share'));
      // A registration changing the counter goes through the same lock (the trigger's UPDATE of the row).
      await waits((trx) =>
        sql`UPDATE tournaments SET active_registrations = active_registrations WHERE id = ${tournamentId}`.execute(trx),
      );
    } finally {
      await writer.release();
    }
  });

  it('is not taken while a check-in holds its share of the row, and check-ins share it', async () => {
    const checkIn = holdOpen(db, (trx) => lockTournamentForPlayers(trx, tournamentId, 'share'));
    await checkIn.held;
    try {
      const other = await withLockTimeout(db, 5_000, (trx) => lockTournamentForPlayers(trx, tournamentId, 'share'));
      expect(other?.id).toBe(tournamentId);
      const outcome = await withLockTimeout(db, 150, (trx) => lockTournament(trx, tournamentId)).then(
        () => 'taken',
        (error: { code?: string }) => error.code,
      );
      expect(outcome).toBe('55P03');
    } finally {
      await checkIn.release();
    }
  });
});

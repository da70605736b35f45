// Migration 0680 moves the two old payment tables (tournament prizes, 0500; leaderboard prizes and returns, 0630)
// into the one ledger. A database migrated up to the migration before it gets rows of the old shape, in every
// status, then the rest of the migrations run: every row must arrive with the same values, to the digit and the
// microsecond, and the old tables must be gone.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Engine } from '../../../server/db/database.js';
import { testEngines } from '../../support/test-database.js';
import { asText, openDatabaseBefore, type DatabaseBeforeMigration } from '../../support/database-before-migration.js';

const LEDGER_MIGRATION = '0680_payments.sql';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [OWNER, ALICE, BOB, ORG, GAME, TOURNAMENT, REG_ALICE, REG_BOB, ESCROW, BOARD, BOARD_ESCROW] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
].map(id);
const LONG_ERROR = 'x'.repeat(1_500);
/** More UOS than a double holds exactly: the move must not go through a float. */
const HUGE_UNITS = '123456789012345678901234567';
const SIGNED = JSON.stringify({ signatures: ['SIG_K1_a'], packedTrx: 'ab01', expiration: '2026-11-27T10:00:00' });

/** The old rows: every status each table allowed, with attempts, transactions, errors and timestamps. */
const OLD_ROWS = `
INSERT INTO users (id, issuer, subject, nickname, wallet_id) VALUES
  ('${OWNER}', 'migration-test', 'owner', 'Owner', 'ownerwallet1'),
  ('${ALICE}', 'migration-test', 'alice', 'Alice', 'alicewallet1'),
  ('${BOB}', 'migration-test', 'bob', 'Bob', NULL);
INSERT INTO organizations (id, name, owner_id) VALUES ('${ORG}', 'Ledger Org', '${OWNER}');
INSERT INTO disciplines (id, code, name) VALUES ('${GAME}', 'ledger-game', 'Ledger Game');
INSERT INTO tournaments (id, organization_id, discipline_id, name, status)
  VALUES ('${TOURNAMENT}', '${ORG}', '${GAME}', 'Ledger Cup', 'FINISHED');
INSERT INTO tournament_registrations (id, tournament_id, kind, user_id, discord_nickname, game_nickname) VALUES
  ('${REG_ALICE}', '${TOURNAMENT}', 'SOLO', '${ALICE}', 'alice#1', 'alice'),
  ('${REG_BOB}', '${TOURNAMENT}', 'SOLO', '${BOB}', 'bob#1', 'bob');
INSERT INTO tournament_escrows (id, tournament_id, transaction_id, from_account, uos_units, uniqs, held_at)
  VALUES ('${ESCROW}', '${TOURNAMENT}', 'escrowtrx1', 'ownerwallet1', ${HUGE_UNITS}, '[]', '2026-11-20T10:00:00.123456Z');
INSERT INTO prize_distributions (tournament_id, escrow_id, computed_at, undistributed_uos_units, undistributed_uniqs)
  VALUES ('${TOURNAMENT}', '${ESCROW}', '2026-11-21T10:00:00Z', 5, '["99"]');
INSERT INTO prize_payments (id, tournament_id, recipient_id, registration_id, rank, asset_slot, uos_units, factory_id,
  token_ids, status, to_account, transaction_id, signed_trx, expired_transaction_ids, attempts, last_error,
  next_attempt_at, created_at, updated_at, sent_at, confirmed_at) VALUES
  ('${id(101)}', '${TOURNAMENT}', '${ALICE}', '${REG_ALICE}', 1, 'UOS', ${HUGE_UNITS}, NULL, '[]', 'CONFIRMED',
   'alicewallet1', 'trx-confirmed', '${SIGNED}', '["trx-expired-1", "trx-expired-2"]', 2, NULL, NULL,
   '2026-11-21T10:00:00.000001Z', '2026-11-21T10:05:00.654321Z', '2026-11-21T10:01:00Z', '2026-11-21T10:05:00.654321Z'),
  ('${id(102)}', '${TOURNAMENT}', '${ALICE}', '${REG_ALICE}', 1, 'UNIQ:7', 0, '7', '["11", "12"]', 'FAILED',
   'alicewallet1', 'trx-failed', '${SIGNED}', '[]', 3, '${LONG_ERROR}', '2026-11-21T11:00:00Z',
   '2026-11-21T10:00:00Z', '2026-11-21T10:30:00Z', '2026-11-21T10:01:00Z', NULL),
  ('${id(103)}', '${TOURNAMENT}', '${BOB}', '${REG_BOB}', 2, 'UOS', 250000000, NULL, '[]', 'MISSING_WALLET',
   NULL, NULL, NULL, '[]', 0, NULL, NULL, '2026-11-21T10:00:00Z', '2026-11-21T10:00:01Z', NULL, NULL),
  ('${id(104)}', '${TOURNAMENT}', '${BOB}', '${REG_BOB}', 2, 'UNIQ:8', 0, '8', '["21"]', 'CANCELED',
   NULL, NULL, NULL, '[]', 0, NULL, NULL, '2026-11-21T10:00:00Z', '2026-11-22T09:00:00Z', NULL, NULL),
  ('${id(105)}', '${TOURNAMENT}', '${OWNER}', '${REG_ALICE}', 3, 'UOS', 1, NULL, '[]', 'SENT',
   'ownerwallet1', 'trx-sent', '${SIGNED}', '[]', 0, NULL, NULL, '2026-11-21T10:00:00Z', '2026-11-21T10:02:00Z',
   '2026-11-21T10:02:00Z', NULL),
  ('${id(106)}', '${TOURNAMENT}', '${OWNER}', '${REG_ALICE}', 3, 'UNIQ:9', 0, '9', '["31"]', 'PENDING',
   NULL, NULL, NULL, '["trx-gone"]', 1, 'expired', NULL, '2026-11-21T10:00:00Z', '2026-11-21T10:03:00Z', NULL, NULL);
INSERT INTO leaderboards (id, organization_id, name, kind) VALUES ('${BOARD}', '${ORG}', 'Ledger Season', 'POINTS');
INSERT INTO leaderboard_escrows (id, leaderboard_id, status, transaction_id, from_account, uos_units, uniqs, held_at)
  VALUES ('${BOARD_ESCROW}', '${BOARD}', 'RELEASED', 'boardescrowtrx', 'ownerwallet1', 1000, '[]', '2026-11-01T00:00:00Z');
INSERT INTO leaderboard_payments (id, leaderboard_id, escrow_id, purpose, prize_id, recipient_id, participant_key,
  rank, asset_slot, uos_units, factory_id, token_ids, status, to_account, transaction_id, signed_trx,
  expired_transaction_ids, attempts, last_error, next_attempt_at, created_at, updated_at, confirmed_at) VALUES
  ('${id(201)}', '${BOARD}', '${BOARD_ESCROW}', 'PRIZE', 'prize-1', '${ALICE}', 'user:${ALICE}', 1, 'UOS', 600, NULL,
   '[]', 'CONFIRMED', 'alicewallet1', 'lb-trx-confirmed', '${SIGNED}', '[]', 1, NULL, NULL,
   '2026-11-25T10:00:00Z', '2026-11-25T10:01:00Z', '2026-11-25T10:01:00.5Z'),
  ('${id(202)}', '${BOARD}', '${BOARD_ESCROW}', 'PRIZE', 'prize-1', '${BOB}', 'user:${BOB}', 2, 'UNIQ:7', 0, '7',
   '["13"]', 'MISSING_WALLET', NULL, NULL, NULL, '[]', 0, NULL, NULL,
   '2026-11-25T10:00:00Z', '2026-11-25T10:00:00Z', NULL),
  ('${id(203)}', '${BOARD}', '${BOARD_ESCROW}', 'PRIZE', 'prize-2', '${OWNER}', 'team:x', 3, 'UOS', 300, NULL,
   '[]', 'FAILED', 'ownerwallet1', 'lb-trx-failed', '${SIGNED}', '["lb-old"]', 4, '${LONG_ERROR}y',
   '2026-11-25T12:00:00Z', '2026-11-25T10:00:00Z', '2026-11-25T11:00:00Z', NULL),
  ('${id(204)}', '${BOARD}', '${BOARD_ESCROW}', 'RETURN', NULL, NULL, NULL, NULL, 'RETURN', 100, NULL,
   '["14", "15"]', 'SENT', 'ownerwallet1', 'lb-trx-return', '${SIGNED}', '[]', 1, NULL, NULL,
   '2026-11-25T10:00:00Z', '2026-11-25T10:02:00Z', NULL),
  ('${id(205)}', '${BOARD}', '${BOARD_ESCROW}', 'PRIZE', 'prize-3', '${ALICE}', 'user:${ALICE}', 1, 'UOS', 0, NULL,
   '[]', 'PENDING', NULL, NULL, NULL, '[]', 0, NULL, NULL, '2026-11-25T10:00:00Z', '2026-11-25T10:00:00Z', NULL);
`;

/** Columns both old tables and the ledger have, read as text so that nothing is rounded on the way. */
const SHARED = [
  'id',
  'recipient_id',
  'rank',
  'asset_slot',
  'uos_units',
  'factory_id',
  'token_ids',
  'status',
  'to_account',
  'transaction_id',
  'signed_trx',
  'expired_transaction_ids',
  'attempts',
  'last_error',
  'next_attempt_at',
  'created_at',
  'updated_at',
  'confirmed_at',
];

async function rowsOf(handle: DatabaseHandle, table: string, columns: string[]) {
  return (
    await sql<Record<string, string | null>>`SELECT ${asText(columns)} FROM ${sql.raw(table)} ORDER BY id`.execute(
      handle.db,
    )
  ).rows;
}

describe.each(testEngines())('migration 0680 moves every payment into the one ledger on %s', (engine: Engine) => {
  let database: DatabaseBeforeMigration | undefined;
  afterAll(async () => database?.close());

  it('keeps statuses, attempts, transactions, errors and timestamps, then drops the old tables', async () => {
    database = await openDatabaseBefore(engine, LEDGER_MIGRATION);
    const { handle } = database;
    await handle.runScript(OLD_ROWS);
    const prizes = await rowsOf(handle, 'prize_payments', [...SHARED, 'tournament_id', 'registration_id', 'sent_at']);
    const boards = await rowsOf(handle, 'leaderboard_payments', [
      ...SHARED,
      'leaderboard_id',
      'escrow_id',
      'purpose',
      'prize_id',
      'participant_key',
    ]);
    expect(prizes).toHaveLength(6);
    expect(boards).toHaveLength(5);

    // The ledger's migration and the later ones (0690 moves escrow returns, of which this database has none).
    expect(await database.migrateRest()).toEqual(database.rest);

    const ledger = await rowsOf(handle, 'payments', [
      ...SHARED,
      'source',
      'source_id',
      'escrow_id',
      'purpose',
      'prize_id',
      'participant_key',
      'sent_at',
    ]);
    const expected: Record<string, string | null>[] = [
      ...prizes.map(({ tournament_id, registration_id, ...shared }) => ({
        ...shared,
        source: 'TOURNAMENT',
        source_id: tournament_id,
        // The escrow the tournament's distribution was computed from.
        escrow_id: ESCROW,
        purpose: 'PRIZE',
        prize_id: null,
        participant_key: registration_id,
      })),
      ...boards.map(({ leaderboard_id, ...rest }) => ({
        ...rest,
        source: 'LEADERBOARD',
        source_id: leaderboard_id,
        sent_at: null,
      })),
    ];
    expected.sort((a, b) => (a.id! < b.id! ? -1 : 1));
    expect(ledger).toEqual(expected);

    // The values that matter most, spelled out: exact amounts, errors whole, instants to the microsecond.
    const byId = new Map(ledger.map((row) => [row.id, row]));
    expect(byId.get(id(101))!.uos_units).toBe(HUGE_UNITS);
    expect(byId.get(id(102))!.last_error).toBe(LONG_ERROR);
    expect(byId.get(id(203))!.last_error).toBe(`${LONG_ERROR}y`);
    expect(byId.get(id(203))!.attempts).toBe('4');
    expect(byId.get(id(101))!.created_at).toMatch(/\.000001/);
    expect(byId.get(id(204))).toMatchObject({ purpose: 'RETURN', recipient_id: null, to_account: 'ownerwallet1' });

    const left = await sql<{ prize: string | null; board: string | null }>`
      SELECT to_regclass('prize_payments')::text AS prize, to_regclass('leaderboard_payments')::text AS board`.execute(
      handle.db,
    );
    expect(left.rows[0]).toEqual({ prize: null, board: null });
  }, 120_000);
});

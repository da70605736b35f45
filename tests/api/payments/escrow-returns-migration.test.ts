// Migration 0690 makes a tournament escrow's return a payment of the one ledger. A database migrated up to the
// migration before it gets escrows in every state the old return protocol left (returned on chain after some
// prizes, returning with a stored signed transaction, returning before signing, returned with nothing left, held),
// then the rest of the migrations run: every return must arrive as one RETURN payment with the exact amount and
// tokens the old return gave back (the escrow less the confirmed prizes), its transaction and status kept, so that
// the ledger pushes a stored transaction again rather than sign a second return.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../../server/db/database.js';
import { testEngines } from '../../support/test-database.js';
import { asText, openDatabaseBefore, type DatabaseBeforeMigration } from '../../support/database-before-migration.js';

const RETURNS_MIGRATION = '0690_tournament_escrow_returns.sql';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [OWNER, ALICE, ORG, GAME] = [1, 2, 3, 4].map(id);
// One tournament per escrow state.
const [PAID_T, SIGNED_T, UNSIGNED_T, EMPTY_T, HELD_T] = [11, 12, 13, 14, 15].map(id);
const [PAID_E, SIGNED_E, UNSIGNED_E, EMPTY_E, HELD_E] = [21, 22, 23, 24, 25].map(id);
/** More UOS than a double holds exactly: the subtraction must not go through a float. */
const HUGE_UNITS = '123456789012345678901234567';
const SIGNED = JSON.stringify({ signatures: ['SIG_K1_r'], packedTrx: 'cd02', expiration: '2026-11-27T10:00:00' });
const uniqs = (...tokenIds: string[]) => JSON.stringify(tokenIds.map((tokenId) => ({ tokenId, factoryId: '7' })));

const OLD_ROWS = `
INSERT INTO users (id, issuer, subject, nickname, wallet_id) VALUES
  ('${OWNER}', 'migration-test', 'owner', 'Owner', 'ownerwallet1'),
  ('${ALICE}', 'migration-test', 'alice', 'Alice', 'alicewallet1');
INSERT INTO organizations (id, name, owner_id) VALUES ('${ORG}', 'Return Org', '${OWNER}');
INSERT INTO disciplines (id, code, name) VALUES ('${GAME}', 'return-game', 'Return Game');
INSERT INTO tournaments (id, organization_id, discipline_id, name, status) VALUES
  ('${PAID_T}', '${ORG}', '${GAME}', 'Paid Cup', 'FINISHED'),
  ('${SIGNED_T}', '${ORG}', '${GAME}', 'Signed Cup', 'CANCELED'),
  ('${UNSIGNED_T}', '${ORG}', '${GAME}', 'Unsigned Cup', 'CANCELED'),
  ('${EMPTY_T}', '${ORG}', '${GAME}', 'Empty Cup', 'FINISHED'),
  ('${HELD_T}', '${ORG}', '${GAME}', 'Held Cup', 'PUBLISHED');
INSERT INTO tournament_escrows (id, tournament_id, status, transaction_id, from_account, uos_units, uniqs,
  return_transaction_id, return_trx, held_at, returned_at) VALUES
  ('${PAID_E}', '${PAID_T}', 'RETURNED', 'esc-paid', 'ownerwallet1', ${HUGE_UNITS}, '${uniqs('11', '12', '13')}',
   'ret-paid', NULL, '2026-11-20T10:00:00.123456Z', '2026-11-22T10:00:00.654321Z'),
  ('${SIGNED_E}', '${SIGNED_T}', 'RETURNING', 'esc-signed', 'ownerwallet1', 500, '${uniqs('21')}',
   'ret-signed', '${SIGNED}', '2026-11-20T11:00:00Z', NULL),
  ('${UNSIGNED_E}', '${UNSIGNED_T}', 'RETURNING', 'esc-unsigned', 'ownerwallet1', 70, '[]',
   NULL, NULL, '2026-11-20T12:00:00Z', NULL),
  ('${EMPTY_E}', '${EMPTY_T}', 'RETURNED', 'esc-empty', 'ownerwallet1', 40, '[]',
   NULL, NULL, '2026-11-20T13:00:00Z', '2026-11-23T10:00:00Z'),
  ('${HELD_E}', '${HELD_T}', 'HELD', 'esc-held', 'ownerwallet1', 90, '${uniqs('51')}',
   NULL, NULL, '2026-11-20T14:00:00Z', NULL);
INSERT INTO payments (id, source, source_id, escrow_id, purpose, recipient_id, participant_key, rank, asset_slot,
  uos_units, factory_id, token_ids, status, to_account, transaction_id, created_at, updated_at) VALUES
  -- The paid tournament's prizes: one UOS and one Uniq confirmed, a Uniq cancelled (it went back with the rest).
  ('${id(101)}', 'TOURNAMENT', '${PAID_T}', '${PAID_E}', 'PRIZE', '${ALICE}', 'reg-a', 1, 'UOS', 1000, NULL, '[]',
   'CONFIRMED', 'alicewallet1', 'prize-1', '2026-11-21T10:00:00Z', '2026-11-21T10:00:00Z'),
  ('${id(102)}', 'TOURNAMENT', '${PAID_T}', '${PAID_E}', 'PRIZE', '${ALICE}', 'reg-a', 1, 'UNIQ:7', 0, '7', '["12"]',
   'CONFIRMED', 'alicewallet1', 'prize-2', '2026-11-21T10:00:00Z', '2026-11-21T10:00:00Z'),
  ('${id(103)}', 'TOURNAMENT', '${PAID_T}', '${PAID_E}', 'PRIZE', '${OWNER}', 'reg-o', 2, 'UNIQ:7', 0, '7', '["13"]',
   'CANCELED', NULL, NULL, '2026-11-21T10:00:00Z', '2026-11-21T10:00:00Z'),
  -- The empty one's prizes took it all.
  ('${id(104)}', 'TOURNAMENT', '${EMPTY_T}', '${EMPTY_E}', 'PRIZE', '${ALICE}', 'reg-e', 1, 'UOS', 40, NULL, '[]',
   'CONFIRMED', 'alicewallet1', 'prize-3', '2026-11-21T10:00:00Z', '2026-11-21T10:00:00Z');
`;

const COLUMNS = [
  'source',
  'source_id',
  'escrow_id',
  'purpose',
  'prize_id',
  'recipient_id',
  'participant_key',
  'rank',
  'asset_slot',
  'uos_units',
  'factory_id',
  'token_ids',
  'status',
  'to_account',
  'transaction_id',
  'signed_trx',
  'attempts',
  'created_at',
  'updated_at',
  'sent_at',
  'confirmed_at',
];

describe.each(testEngines())(
  'migration 0690 moves tournament escrow returns into the ledger on %s',
  (engine: Engine) => {
    let database: DatabaseBeforeMigration | undefined;
    afterAll(async () => database?.close());

    it('keeps each return once, with what it gave back and its transaction; the prizes are untouched', async () => {
      database = await openDatabaseBefore(engine, RETURNS_MIGRATION);
      const { handle } = database;
      await handle.runScript(OLD_ROWS);
      const prizesBefore = await sql<Record<string, string>>`
      SELECT p::text AS row FROM payments p ORDER BY id`.execute(handle.db);

      expect(await database.migrateRest()).toEqual(database.rest);

      const returns = (
        await sql<Record<string, string | null>>`
        SELECT ${asText(COLUMNS)} FROM payments WHERE source = 'TOURNAMENT_ESCROW' ORDER BY source_id`.execute(
          handle.db,
        )
      ).rows;
      const common = {
        source: 'TOURNAMENT_ESCROW',
        purpose: 'RETURN',
        prize_id: null,
        recipient_id: null,
        participant_key: null,
        rank: null,
        asset_slot: 'RETURN',
        factory_id: null,
        to_account: 'ownerwallet1',
        attempts: '0',
        sent_at: null,
      };
      const instant = async (text: string) =>
        (await sql<{ t: string }>`SELECT ${text}::timestamptz::text AS t`.execute(handle.db)).rows[0].t;
      expect(returns).toEqual([
        {
          ...common,
          source_id: PAID_T,
          escrow_id: PAID_E,
          // The escrow less the confirmed prizes: to the unit, and the Uniqs nobody was paid (the cancelled prize's too).
          uos_units: (BigInt(HUGE_UNITS) - 1000n).toString(),
          token_ids: '["11", "13"]',
          status: 'CONFIRMED',
          transaction_id: 'ret-paid',
          signed_trx: null,
          created_at: await instant('2026-11-20T10:00:00.123456Z'),
          updated_at: await instant('2026-11-22T10:00:00.654321Z'),
          confirmed_at: await instant('2026-11-22T10:00:00.654321Z'),
        },
        {
          ...common,
          source_id: SIGNED_T,
          escrow_id: SIGNED_E,
          uos_units: '500',
          token_ids: '["21"]',
          // Signed and stored before the push: the ledger pushes this very transaction again.
          status: 'SENT',
          transaction_id: 'ret-signed',
          signed_trx: (await sql<{ t: string }>`SELECT ${SIGNED}::jsonb::text AS t`.execute(handle.db)).rows[0].t,
          created_at: await instant('2026-11-20T11:00:00Z'),
          updated_at: await instant('2026-11-20T11:00:00Z'),
          confirmed_at: null,
        },
        {
          ...common,
          source_id: UNSIGNED_T,
          escrow_id: UNSIGNED_E,
          uos_units: '70',
          token_ids: '[]',
          // Nothing was signed yet: the ledger signs it.
          status: 'PENDING',
          transaction_id: null,
          signed_trx: null,
          created_at: await instant('2026-11-20T12:00:00Z'),
          updated_at: await instant('2026-11-20T12:00:00Z'),
          confirmed_at: null,
        },
      ]);

      // The prizes are as they were, the escrows keep their states, and the stored return left the escrow table.
      const prizesAfter = await sql<Record<string, string>>`
      SELECT p::text AS row FROM payments p WHERE source = 'TOURNAMENT' ORDER BY id`.execute(handle.db);
      expect(prizesAfter.rows).toEqual(prizesBefore.rows);
      const escrows = await sql<{ id: string; status: string; return_transaction_id: string | null }>`
      SELECT id, status, return_transaction_id FROM tournament_escrows ORDER BY id`.execute(handle.db);
      expect(escrows.rows).toEqual([
        { id: PAID_E, status: 'RETURNED', return_transaction_id: 'ret-paid' },
        { id: SIGNED_E, status: 'RETURNING', return_transaction_id: 'ret-signed' },
        { id: UNSIGNED_E, status: 'RETURNING', return_transaction_id: null },
        { id: EMPTY_E, status: 'RETURNED', return_transaction_id: null },
        { id: HELD_E, status: 'HELD', return_transaction_id: null },
      ]);
      const column = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = 'tournament_escrows' AND column_name = 'return_trx'`.execute(handle.db);
      expect(column.rows[0].n).toBe(0);
    }, 120_000);
  },
);

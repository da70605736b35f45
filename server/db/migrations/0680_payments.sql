-- One payment ledger: every payment made from the platform escrow account, whatever owes it, in one table with
-- one protocol (server/modules/payments). The tournament prizes (0500 prize_payments) and the leaderboard prizes
-- and escrow returns (0630 leaderboard_payments) move here as they are (statuses, attempts, transactions, errors,
-- timestamps, ids: the memos on chain name the ids), then their tables go.

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Who owes it: a tournament's prize distribution or a leaderboard's prizes, and that tournament's or leaderboard's id.
  source text NOT NULL CHECK (source IN ('TOURNAMENT', 'LEADERBOARD')),
  source_id uuid NOT NULL,
  -- The source's escrow the payment is taken from.
  escrow_id uuid NOT NULL,
  -- PRIZE: to a ranked player. RETURN: escrowed assets back to the account that escrowed them.
  purpose text NOT NULL DEFAULT 'PRIZE' CHECK (purpose IN ('PRIZE', 'RETURN')),
  prize_id text,
  recipient_id uuid REFERENCES users(id),
  -- The tournament registration, or the leaderboard participant, the prize is for.
  participant_key text,
  rank int,
  -- 'UOS', or 'UNIQ:<chain factory id>', or 'RETURN'.
  asset_slot text NOT NULL,
  uos_units numeric(40, 0) NOT NULL DEFAULT 0,
  factory_id text,
  token_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'CONFIRMED', 'FAILED', 'MISSING_WALLET', 'CANCELED')),
  -- A RETURN's account is set up front; a prize takes the recipient's wallet when it is signed.
  to_account text,
  -- Stored with the signed transaction before the push; cleared only once the chain can no longer include it.
  transaction_id text UNIQUE,
  signed_trx jsonb,
  expired_transaction_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Failed pushes (the backoff grows with them).
  attempts int NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  sent_at timestamptz,
  confirmed_at timestamptz,
  UNIQUE NULLS NOT DISTINCT (source, source_id, escrow_id, purpose, prize_id, recipient_id, asset_slot)
);
CREATE INDEX payments_open ON payments (source, source_id) WHERE status IN ('PENDING', 'SENT', 'FAILED', 'MISSING_WALLET');
CREATE INDEX payments_recipient ON payments (recipient_id, source, source_id);
CREATE INDEX payments_escrow ON payments (escrow_id);

-- A tournament's payments are taken from the escrow its distribution was computed from.
INSERT INTO payments (id, source, source_id, escrow_id, purpose, prize_id, recipient_id, participant_key, rank,
  asset_slot, uos_units, factory_id, token_ids, status, to_account, transaction_id, signed_trx,
  expired_transaction_ids, attempts, last_error, next_attempt_at, created_at, updated_at, sent_at, confirmed_at)
SELECT p.id, 'TOURNAMENT', p.tournament_id, d.escrow_id, 'PRIZE', NULL, p.recipient_id, p.registration_id::text, p.rank,
  p.asset_slot, p.uos_units, p.factory_id, p.token_ids, p.status, p.to_account, p.transaction_id, p.signed_trx,
  p.expired_transaction_ids, p.attempts, p.last_error, p.next_attempt_at, p.created_at, p.updated_at, p.sent_at,
  p.confirmed_at
FROM prize_payments p JOIN prize_distributions d ON d.tournament_id = p.tournament_id;

-- Leaderboard payments recorded no sending instant; their attempts counted sends, kept as they were.
INSERT INTO payments (id, source, source_id, escrow_id, purpose, prize_id, recipient_id, participant_key, rank,
  asset_slot, uos_units, factory_id, token_ids, status, to_account, transaction_id, signed_trx,
  expired_transaction_ids, attempts, last_error, next_attempt_at, created_at, updated_at, sent_at, confirmed_at)
SELECT id, 'LEADERBOARD', leaderboard_id, escrow_id, purpose, prize_id, recipient_id, participant_key, rank,
  asset_slot, uos_units, factory_id, token_ids, status, to_account, transaction_id, signed_trx,
  expired_transaction_ids, attempts, last_error, next_attempt_at, created_at, updated_at, NULL, confirmed_at
FROM leaderboard_payments;

-- Nothing is dropped unless every row arrived.
DO $$
BEGIN
  IF (SELECT count(*) FROM payments) <> (SELECT count(*) FROM prize_payments) + (SELECT count(*) FROM leaderboard_payments) THEN
    RAISE EXCEPTION 'payments migration: rows of prize_payments or leaderboard_payments did not arrive';
  END IF;
END $$;

DROP TABLE prize_payments;
DROP TABLE leaderboard_payments;

-- The leaderboard payments' own sweep is the payments sweep now: its cron schedule (pg-boss, created at the first
-- start, so absent from a new database) stops making jobs nobody works.
DO $$
BEGIN
  IF to_regclass('pgboss.schedule') IS NOT NULL THEN
    DELETE FROM pgboss.schedule WHERE name = 'leaderboard-payments-sweep';
  END IF;
END $$;

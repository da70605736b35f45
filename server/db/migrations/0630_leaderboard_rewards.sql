-- Leaderboard rewards (issue 13 §3): a leaderboard's prize pool is escrowed on chain like a tournament's, and
-- once the leaderboard has ended the organizer sends each prize once. The payments follow the prize payments'
-- rules (0500): a payment's transaction is signed and stored (SENT) before it is pushed, so after a crash the
-- chain answers whether it happened: never paid twice, never skipped.

CREATE TABLE leaderboard_escrows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  leaderboard_id uuid NOT NULL REFERENCES leaderboards(id) ON DELETE CASCADE,
  -- HELD: verified on chain. RELEASED: handed over to payments (prizes, and the leftover back to the sender).
  status text NOT NULL DEFAULT 'HELD' CHECK (status IN ('HELD', 'RELEASED')),
  transaction_id text NOT NULL UNIQUE,
  from_account text NOT NULL,
  uos_units numeric(40, 0) NOT NULL,
  uniqs jsonb NOT NULL DEFAULT '[]'::jsonb,
  held_at timestamptz NOT NULL,
  released_at timestamptz
);
CREATE UNIQUE INDEX leaderboard_escrows_held ON leaderboard_escrows (leaderboard_id) WHERE status = 'HELD';

-- A prize of the prize pool is sent once: this row is the "once".
CREATE TABLE leaderboard_prizes_sent (
  leaderboard_id uuid NOT NULL REFERENCES leaderboards(id) ON DELETE CASCADE,
  prize_id text NOT NULL,
  sent_at timestamptz NOT NULL,
  sent_by uuid NOT NULL REFERENCES users(id),
  PRIMARY KEY (leaderboard_id, prize_id)
);

CREATE TABLE leaderboard_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  leaderboard_id uuid NOT NULL REFERENCES leaderboards(id) ON DELETE CASCADE,
  escrow_id uuid NOT NULL REFERENCES leaderboard_escrows(id),
  -- PRIZE: a prize to a ranked player. RETURN: what the escrow holds beyond the prizes, back to its sender.
  purpose text NOT NULL CHECK (purpose IN ('PRIZE', 'RETURN')),
  prize_id text,
  recipient_id uuid REFERENCES users(id),
  participant_key text,
  rank int,
  -- 'UOS', or 'UNIQ:<chain factory id>' (a RETURN payment: 'RETURN').
  asset_slot text NOT NULL,
  uos_units numeric(40, 0) NOT NULL DEFAULT 0,
  factory_id text,
  token_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'CONFIRMED', 'FAILED', 'MISSING_WALLET')),
  -- Set up front for a RETURN (the escrow's sender); a prize takes the recipient's wallet when it is signed.
  to_account text,
  transaction_id text UNIQUE,
  signed_trx jsonb,
  expired_transaction_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  attempts int NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  UNIQUE NULLS NOT DISTINCT (escrow_id, purpose, prize_id, recipient_id, asset_slot)
);
CREATE INDEX leaderboard_payments_open ON leaderboard_payments (leaderboard_id) WHERE status IN ('PENDING', 'SENT', 'FAILED', 'MISSING_WALLET');

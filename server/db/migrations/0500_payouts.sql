-- Prize distribution (issue 12 §1): the distribution computed once per tournament, and one payment per
-- (tournament, recipient, asset slot). A payment's chain transaction is signed and its id stored (SENT) before
-- it is pushed, so after a crash at any instant the chain answers whether it happened: never paid twice, never
-- skipped.

CREATE TABLE prize_distributions (
  tournament_id uuid PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
  escrow_id uuid NOT NULL REFERENCES tournament_escrows(id),
  computed_at timestamptz NOT NULL,
  -- What the rewards name for ranks nobody occupies, and what the escrow holds beyond the rewards: returned
  -- to the organizer once every payment is confirmed.
  undistributed_uos_units numeric(40, 0) NOT NULL DEFAULT 0,
  undistributed_uniqs jsonb NOT NULL DEFAULT '[]'::jsonb
);

CREATE TABLE prize_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  recipient_id uuid NOT NULL REFERENCES users(id),
  registration_id uuid NOT NULL REFERENCES tournament_registrations(id) ON DELETE CASCADE,
  rank int NOT NULL,
  -- 'UOS', or 'UNIQ:<chain factory id>': one payment per recipient and slot.
  asset_slot text NOT NULL,
  uos_units numeric(40, 0) NOT NULL DEFAULT 0,
  factory_id text,
  -- The escrowed Uniq token ids this payment transfers (chosen when the distribution is computed).
  token_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'CONFIRMED', 'FAILED', 'MISSING_WALLET', 'CANCELED')),
  to_account text,
  -- Stored with the signed transaction before the push; cleared only once the chain can no longer include it.
  transaction_id text UNIQUE,
  signed_trx jsonb,
  -- Transactions signed earlier for this payment that expired without being included (kept for the audit).
  expired_transaction_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  attempts int NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  sent_at timestamptz,
  confirmed_at timestamptz,
  UNIQUE (tournament_id, recipient_id, asset_slot)
);
CREATE INDEX prize_payments_open ON prize_payments (tournament_id) WHERE status IN ('PENDING', 'SENT', 'FAILED');
CREATE INDEX prize_payments_missing_wallet ON prize_payments (recipient_id) WHERE status = 'MISSING_WALLET';

-- Prize escrow (issue 6 §1): the organizer's transfer of a tournament's UOS and Uniq prizes to the platform
-- escrow account, verified on chain before publishing, and its return (reversal or cancellation).
-- One chain transaction can fund one escrow only, ever: transaction_id is unique across all escrows, returned
-- ones included. A return is signed first and stored (RETURNING) before it is pushed, so a crash or a second
-- caller re-pushes the same transaction instead of returning the assets twice.
CREATE TABLE tournament_escrows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'HELD' CHECK (status IN ('HELD', 'RETURNING', 'RETURNED')),
  transaction_id text NOT NULL UNIQUE,
  from_account text NOT NULL,
  -- UOS base units (8 decimals) as received, returned exactly.
  uos_units numeric(30, 0) NOT NULL CHECK (uos_units >= 0),
  -- [{tokenId, factoryId}] as received.
  uniqs jsonb NOT NULL DEFAULT '[]'::jsonb,
  return_transaction_id text,
  -- The signed return transaction (signatures, packed_trx, expiration) while RETURNING.
  return_trx jsonb,
  held_at timestamptz NOT NULL DEFAULT now(),
  returned_at timestamptz
);
-- At most one escrow that still holds (or is returning) assets per tournament.
CREATE UNIQUE INDEX tournament_escrows_live ON tournament_escrows (tournament_id) WHERE status IN ('HELD', 'RETURNING');
CREATE INDEX tournament_escrows_tournament ON tournament_escrows (tournament_id);

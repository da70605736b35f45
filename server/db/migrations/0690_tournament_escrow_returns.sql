-- A tournament escrow's return (what is left going back to the organizer, or a cancelled tournament's whole
-- escrow) becomes a payment of the one ledger, paid by its one runner: source 'TOURNAMENT_ESCROW', purpose 'RETURN',
-- source_id the tournament, escrow_id the escrow it empties. Its own source rather than a RETURN of the 'TOURNAMENT'
-- source because the runner decides per source whether payments may be signed: prizes only while the tournament is
-- finished with its escrow held, a return precisely when it is cancelled or a draft; and cancelling a tournament's
-- prizes must not cancel the return of what they leave. The ledger's unique key allows one RETURN per escrow.
--
-- The returns tournament_escrows signed and pushed itself (0310: return_transaction_id, return_trx) move here as
-- they are: a RETURNED escrow whose return went on chain becomes a CONFIRMED payment, a RETURNING one a SENT
-- payment with its stored transaction (or PENDING without one), so the ledger pushes that very transaction again.
-- The amounts are what the old return gave back: the escrow less the tournament's confirmed prizes taken from it.

ALTER TABLE payments DROP CONSTRAINT payments_source_check;
ALTER TABLE payments ADD CONSTRAINT payments_source_check
  CHECK (source IN ('TOURNAMENT', 'LEADERBOARD', 'TOURNAMENT_ESCROW'));

-- The old table recorded neither when a return was decided nor when it was pushed: created_at is the escrow's
-- held_at (the latest instant known before it), sent_at stays unknown, confirmed_at is returned_at.
INSERT INTO payments (source, source_id, escrow_id, purpose, prize_id, recipient_id, participant_key, rank,
  asset_slot, uos_units, factory_id, token_ids, status, to_account, transaction_id, signed_trx, created_at,
  updated_at, sent_at, confirmed_at)
SELECT 'TOURNAMENT_ESCROW', e.tournament_id, e.id, 'RETURN', NULL, NULL, NULL, NULL, 'RETURN',
  e.uos_units - (
    SELECT coalesce(sum(p.uos_units), 0) FROM payments p
    WHERE p.escrow_id = e.id AND p.source = 'TOURNAMENT' AND p.status = 'CONFIRMED'),
  NULL,
  coalesce((
    SELECT jsonb_agg(u.uniq -> 'tokenId' ORDER BY u.position)
    FROM jsonb_array_elements(e.uniqs) WITH ORDINALITY AS u (uniq, position)
    WHERE NOT EXISTS (
      SELECT 1 FROM payments p
      WHERE p.escrow_id = e.id AND p.source = 'TOURNAMENT' AND p.status = 'CONFIRMED'
        AND p.token_ids @> jsonb_build_array(u.uniq -> 'tokenId'))), '[]'::jsonb),
  CASE WHEN e.status = 'RETURNED' THEN 'CONFIRMED' WHEN e.return_trx IS NULL THEN 'PENDING' ELSE 'SENT' END,
  e.from_account,
  CASE WHEN e.status = 'RETURNED' OR e.return_trx IS NOT NULL THEN e.return_transaction_id END,
  CASE WHEN e.status = 'RETURNING' THEN e.return_trx END,
  e.held_at,
  coalesce(e.returned_at, e.held_at),
  NULL,
  e.returned_at
FROM tournament_escrows e
WHERE e.status = 'RETURNING' OR (e.status = 'RETURNED' AND e.return_transaction_id IS NOT NULL);

-- Nothing is dropped unless every return arrived.
DO $$
BEGIN
  IF (SELECT count(*) FROM payments WHERE source = 'TOURNAMENT_ESCROW') <> (
    SELECT count(*) FROM tournament_escrows
    WHERE status = 'RETURNING' OR (status = 'RETURNED' AND return_transaction_id IS NOT NULL)) THEN
    RAISE EXCEPTION 'tournament escrow returns migration: a return did not arrive';
  END IF;
END $$;

-- The signed return lives on its payment now; return_transaction_id stays, the id of the confirmed return shown
-- with the escrow.
ALTER TABLE tournament_escrows DROP COLUMN return_trx;

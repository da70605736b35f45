-- Issue 26 §3: match check-in ("ready up") and a stream or VOD link per match.
-- check_in_ends_at: set by the play clock when a duel becomes available in a tournament with check-in on; a side
--   not in checked_in_seeds by then loses by walkover (no_show_seeds records who missed it, so the organizer can
--   undo exactly that decision). Null: no check-in for this match (off, an FFA lobby, not available yet).
ALTER TABLE matches ADD COLUMN check_in_ends_at timestamptz;
ALTER TABLE matches ADD COLUMN checked_in_seeds jsonb NOT NULL DEFAULT '[]';
ALTER TABLE matches ADD COLUMN no_show_seeds jsonb NOT NULL DEFAULT '[]';
-- An https link to the match's stream or VOD, set by the organizer.
ALTER TABLE matches ADD COLUMN stream_url text;
-- The play clock looks for open check-in windows whose deadline passed.
CREATE INDEX matches_check_in_due ON matches (tournament_id, check_in_ends_at)
  WHERE status = 'READY' AND check_in_ends_at IS NOT NULL;

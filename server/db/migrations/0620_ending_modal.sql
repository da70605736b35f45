-- The tournament ending modal (SPEC §2, §4): one row per participant (each player of a team) and tournament,
-- queued when the final results exist. An amendment rewrites the rows still shown; a row the player accepted
-- (closed the modal) keeps accepted_at and is never shown again.
CREATE TABLE ending_modals (
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rank integer,
  -- The planned UOS prize in base units (8 decimals); 0 without a cash prize.
  uos_units numeric NOT NULL DEFAULT 0,
  -- The Uniq reward cards as the modal shows them (factory data taken when queued).
  uniqs jsonb NOT NULL DEFAULT '[]',
  queued_at timestamptz NOT NULL,
  accepted_at timestamptz,
  PRIMARY KEY (tournament_id, user_id)
);
-- The registered list reads a player's pending modals.
CREATE INDEX ending_modals_pending ON ending_modals (user_id) WHERE accepted_at IS NULL;

-- Ticket offers (issue 6 §2, single use of key): the ticket Uniqs the gated access check offered a player for a
-- tournament, with their factory as read from the chain then. Once a Uniq is burned, nothing on chain says which
-- factory it came from, so a burned ticket is judged by its offer. An offer never admits by itself: the burn, by
-- the same account, must be on chain. A token's factory never changes and token ids are never reused, so an
-- offer stays true; each check refreshes it.
CREATE TABLE tournament_ticket_offers (
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The linked wallet the token was read in.
  account text NOT NULL,
  -- Uniq token id (uint64) as decimal text.
  token_id text NOT NULL,
  factory_id text NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tournament_id, user_id, token_id)
);

-- Gated access tickets (issue 6 §2): which Uniqs admitted which registration, so one Uniq admits once per
-- tournament and one consuming transaction admits once. A use groups the tokens of one registration.

CREATE TABLE tournament_ticket_uses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  registration_id uuid NOT NULL REFERENCES tournament_registrations(id) ON DELETE CASCADE,
  -- The chain account that held (or consumed) the tickets: the player's, or the captain's for a team.
  account text NOT NULL,
  -- With single use of key: the transaction that transferred or burned the tickets. NULL when the tickets
  -- were only shown; such a use is freed when the registration is cancelled.
  transaction_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tournament_ticket_uses_registration ON tournament_ticket_uses (registration_id);

CREATE TABLE tournament_ticket_tokens (
  use_id uuid NOT NULL REFERENCES tournament_ticket_uses(id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  -- Uniq token id (uint64) as decimal text.
  token_id text NOT NULL,
  factory_id text NOT NULL,
  -- The last line of defence behind the locked check: a Uniq admits once per tournament.
  CONSTRAINT tournament_ticket_tokens_once UNIQUE (tournament_id, token_id)
);
CREATE INDEX tournament_ticket_tokens_use ON tournament_ticket_tokens (use_id);

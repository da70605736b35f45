-- The playing half of a tournament (issue 11): seeded entrants, rounds, matches, score reports and the audit
-- trail. Matches are the system of record; the engine's state is rebuilt from them whenever a round is paired
-- or a result amended.

-- Where a tournament's play stands: its AUTO seeding draw (stored so it can be replayed), when the seeds were
-- frozen, pauses, the end, and the next instant the play clock must look at it (the sweep's index).
CREATE TABLE tournament_play (
  tournament_id uuid PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
  random_seed int NOT NULL,
  seeded_at timestamptz,
  -- Entrants when the seeds were frozen: the bracket's layout follows from it.
  entrant_count int NOT NULL DEFAULT 0,
  paused_at timestamptz,
  -- Total time spent paused: every later phase moved by it (the stored schedule is shifted on resume).
  paused_ms bigint NOT NULL DEFAULT 0,
  finished_at timestamptz,
  next_due_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tournament_play_due ON tournament_play (next_due_at) WHERE next_due_at IS NOT NULL;

-- The seeded participants. `seed` is 1-based; the engines index participants by seed - 1.
CREATE TABLE tournament_entrants (
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  seed int NOT NULL,
  registration_id uuid NOT NULL REFERENCES tournament_registrations(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'ELIMINATED', 'DISQUALIFIED', 'BANNED')),
  -- Disqualified or banned from this round on (not paired again, walkover in their open match).
  left_at_round int,
  final_rank int,
  PRIMARY KEY (tournament_id, seed),
  UNIQUE (tournament_id, registration_id)
);

CREATE TABLE tournament_rounds (
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  round_index int NOT NULL,
  status text NOT NULL DEFAULT 'IN_PROGRESS' CHECK (status IN ('IN_PROGRESS', 'COMPLETE', 'SKIPPED')),
  generated_at timestamptz NOT NULL,
  completed_at timestamptz,
  PRIMARY KEY (tournament_id, round_index)
);

CREATE TABLE matches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  round_index int NOT NULL,
  -- Single elimination: the engine's match id; Swiss: the pair index; FFA: the lobby index.
  position int NOT NULL,
  kind text NOT NULL CHECK (kind IN ('DUEL', 'FFA')),
  best_of int NOT NULL DEFAULT 1,
  third_place boolean NOT NULL DEFAULT false,
  -- Seeds of the sides in bracket order; single elimination uses -1 (not known yet) and -2 (bye).
  participants jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'READY', 'REPORTED', 'DISPUTED', 'COMPLETED', 'WALKOVER', 'BYE', 'SCORE_MISSING')),
  -- The final result in the engine's shape (DuelResult over seeds, or the FFA results by seed).
  result jsonb,
  winner int,
  resolution text CHECK (resolution IN ('CONFIRMED', 'BUFFER_ENDED', 'ORGANIZER', 'WALKOVER', 'BYE')),
  reported_at timestamptz,
  buffer_ends_at timestamptz,
  disputed_at timestamptz,
  resolved_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tournament_id, round_index, position)
);
-- The play clock looks for reports whose dispute buffer is over.
CREATE INDEX matches_buffer_due ON matches (buffer_ends_at) WHERE status = 'REPORTED';
CREATE INDEX matches_open ON matches (tournament_id, round_index) WHERE status IN ('PENDING', 'READY', 'REPORTED', 'DISPUTED', 'SCORE_MISSING');

-- Reports: one per side (duel) or per side and game (FFA). The unique key makes a report count once, whatever
-- retries or concurrent submissions arrive.
CREATE TABLE match_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  match_id uuid NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL,
  seed int NOT NULL,
  game_index int NOT NULL DEFAULT 0,
  reporter_id uuid NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('DUEL', 'FFA')),
  payload jsonb NOT NULL,
  screenshots jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL,
  UNIQUE (match_id, seed, game_index)
);

-- The audit trail of every report, confirmation, dispute, decision, amendment and issue.
CREATE TABLE match_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  match_id uuid NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL,
  actor_id uuid REFERENCES users(id),
  kind text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL
);
CREATE INDEX match_events_match ON match_events (match_id, at);

-- In-app notices for players (an amendment changed their match, a dispute was resolved…).
CREATE TABLE player_notices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tournament_id uuid REFERENCES tournaments(id) ON DELETE CASCADE,
  kind text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX player_notices_unread ON player_notices (user_id, created_at) WHERE read_at IS NULL;

-- Live updates: a match change notifies its tournament like registrations do (coalesced by the feed).
CREATE TRIGGER matches_notify_changed
  AFTER INSERT OR UPDATE OR DELETE ON matches
  FOR EACH ROW EXECUTE FUNCTION arena_notify_tournament_changed();
CREATE TRIGGER tournament_entrants_notify_changed
  AFTER INSERT OR UPDATE OR DELETE ON tournament_entrants
  FOR EACH ROW EXECUTE FUNCTION arena_notify_tournament_changed();

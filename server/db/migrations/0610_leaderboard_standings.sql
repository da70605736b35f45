-- Leaderboard standings (issue 13 §1). What each linked tournament contributed per participant is kept, so a
-- tournament folded again (an amendment) replaces its own part and never counts twice; the ranked standings
-- are stored beside it, rewritten by each fold, so pages read them without recomputing.

CREATE TABLE leaderboard_contributions (
  leaderboard_id uuid NOT NULL REFERENCES leaderboards(id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  -- 'user:<id>' for a solo player, 'team:<id>' for a team.
  participant_key text NOT NULL,
  placement integer,
  points_earned numeric NOT NULL DEFAULT 0,
  checked_in_at timestamptz,
  PRIMARY KEY (leaderboard_id, tournament_id, participant_key)
);

CREATE TABLE leaderboard_standings (
  leaderboard_id uuid NOT NULL REFERENCES leaderboards(id) ON DELETE CASCADE,
  participant_key text NOT NULL,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  team_id uuid REFERENCES teams(id) ON DELETE SET NULL,
  name text NOT NULL,
  avatar_url text,
  rank integer NOT NULL,
  -- 1…N without gaps: the row's place in the list (ranks repeat when ties are allowed); paging reads by it.
  position integer NOT NULL,
  points numeric NOT NULL,
  best_placement integer,
  tournaments_played integer NOT NULL,
  PRIMARY KEY (leaderboard_id, participant_key)
);
CREATE UNIQUE INDEX leaderboard_standings_position ON leaderboard_standings (leaderboard_id, position);
CREATE INDEX leaderboard_standings_user ON leaderboard_standings (user_id) WHERE user_id IS NOT NULL;

-- Rounds at the players' pace (issue 26 §2): when a tournament's rounds start as soon as ready, the play clock
-- stores the window it set for a round once every earlier round is resolved (its start after the organizer's
-- break, never later than planned). A row per round moved; a round without one is played in its planned window.
-- Apart from tournament_rounds because a Swiss round's window is set before the round is drawn.
CREATE TABLE tournament_round_windows (
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  round_index int NOT NULL,
  -- From when players may join and report: the start, or the planned join window when that opens earlier.
  opens_at timestamptz NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- When the previous round was resolved: what the window was derived from.
  previous_resolved_at timestamptz NOT NULL,
  PRIMARY KEY (tournament_id, round_index),
  CHECK (opens_at <= starts_at AND starts_at < ends_at)
);

-- A moved round opens for its players when the play clock stores its window: tell open pages.
CREATE TRIGGER tournament_round_windows_notify_changed
  AFTER INSERT OR UPDATE ON tournament_round_windows
  FOR EACH ROW EXECUTE FUNCTION arena_notify_tournament_changed();

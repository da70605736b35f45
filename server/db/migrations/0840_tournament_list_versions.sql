-- Issue 28: the version of every page of the public tournament list, in one read of a few small rows.
-- A list copy (tournaments/spectator-versions.ts) was checked by a digest of each of its 200 tournaments' row versions
-- and play, 0.4 ms of PostgreSQL per read. Instead, every write that changes what a visitor sees of any listed
-- tournament bumps one of these counters in its own transaction, so any committed change moves one of them, and
-- the next read on any process sees it. Time alone (a round starting, a tournament entering the "live" filter) is the
-- copy's own instant to change, as before.
--
-- Why stripes and not one counter: a registration updates its tournament's row (the counter of 0350), and one row
-- bumped by every registration would make registrations in different tournaments wait for each other's commit. A
-- writer bumps the stripe chosen by its backend, or, when another transaction holds that one, the next free one
-- (SKIP LOCKED): it never waits for a stripe, so a stripe never adds a wait or a deadlock to a write.
CREATE TABLE tournament_list_versions (
  stripe int PRIMARY KEY,
  bumps bigint NOT NULL DEFAULT 0
);
INSERT INTO tournament_list_versions (stripe) SELECT generate_series(0, 63);

-- The tournaments module's face in SQL: the owner of each table the list shows calls it from its own trigger.
CREATE FUNCTION arena_bump_tournament_lists() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  preferred int := pg_backend_pid() % 64;
BEGIN
  UPDATE tournament_list_versions SET bumps = bumps + 1
    WHERE stripe = (SELECT stripe FROM tournament_list_versions WHERE stripe = preferred FOR UPDATE SKIP LOCKED);
  IF NOT FOUND THEN
    -- Another transaction holds it: the next free one, or (all 64 held at once) wait for the preferred one.
    UPDATE tournament_list_versions SET bumps = bumps + 1 WHERE stripe = coalesce(
      (SELECT stripe FROM tournament_list_versions ORDER BY (stripe - preferred + 64) % 64 LIMIT 1 FOR UPDATE SKIP LOCKED),
      preferred);
  END IF;
  RETURN NULL;
END;
$$;

-- What a list element shows (versionOf in spectator-versions.ts): the tournament row, its game, organization and
-- leaderboard rows, and play as a visitor sees it (the matches module's visitorPlayVersionSql: the play row's
-- existence and pause, the rounds' windows, the rounds completed).
CREATE TRIGGER tournaments_bump_lists AFTER INSERT OR UPDATE OR DELETE ON tournaments
  FOR EACH ROW EXECUTE FUNCTION arena_bump_tournament_lists();
CREATE TRIGGER disciplines_bump_tournament_lists AFTER INSERT OR UPDATE OR DELETE ON disciplines
  FOR EACH ROW EXECUTE FUNCTION arena_bump_tournament_lists();
CREATE TRIGGER organizations_bump_tournament_lists AFTER INSERT OR UPDATE OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION arena_bump_tournament_lists();
CREATE TRIGGER leaderboards_bump_tournament_lists AFTER INSERT OR UPDATE OR DELETE ON leaderboards
  FOR EACH ROW EXECUTE FUNCTION arena_bump_tournament_lists();
CREATE TRIGGER tournament_play_bump_lists AFTER INSERT OR DELETE ON tournament_play
  FOR EACH ROW EXECUTE FUNCTION arena_bump_tournament_lists();
-- The play clock moves next_due_at during a report rush; only a pause is shown.
CREATE TRIGGER tournament_play_paused_bump_lists AFTER UPDATE OF paused_at ON tournament_play
  FOR EACH ROW WHEN (OLD.paused_at IS DISTINCT FROM NEW.paused_at) EXECUTE FUNCTION arena_bump_tournament_lists();
CREATE TRIGGER tournament_round_windows_bump_lists AFTER INSERT OR UPDATE OR DELETE ON tournament_round_windows
  FOR EACH ROW EXECUTE FUNCTION arena_bump_tournament_lists();
CREATE TRIGGER tournament_rounds_bump_lists AFTER INSERT OR UPDATE OR DELETE ON tournament_rounds
  FOR EACH ROW EXECUTE FUNCTION arena_bump_tournament_lists();

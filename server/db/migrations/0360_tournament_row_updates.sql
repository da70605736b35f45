-- Every registration now updates its tournament's row (the active_registrations counter of 0350). Two things
-- keep that cheap during a registration rush:
-- 1. Room on every page of tournaments, so PostgreSQL can write the new row version next to the old one as a
--    HOT update, without a new entry in each of the table's indexes (a full page forbids that). Applies to
--    pages written from now on.
ALTER TABLE tournaments SET (fillfactor = 50);

-- 2. The counter only ever moves together with a registration, whose own trigger already announces the
--    change; announcing the tournament row again would run the notify function twice per registration.
DROP TRIGGER tournaments_notify_changed ON tournaments;
CREATE TRIGGER tournaments_notify_changed
  AFTER INSERT OR DELETE ON tournaments
  FOR EACH ROW EXECUTE FUNCTION arena_notify_tournament_changed();
CREATE TRIGGER tournaments_notify_updated
  AFTER UPDATE ON tournaments
  FOR EACH ROW WHEN (OLD.active_registrations IS NOT DISTINCT FROM NEW.active_registrations)
  EXECUTE FUNCTION arena_notify_tournament_changed();

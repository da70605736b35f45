-- Issue 28: a statement that inserts several registrations (the registration rush's batch, solo-registrations.ts)
-- counts them and adds their member rows once, not once per row. Measured with pg_stat_statements tracking nested
-- statements (bench:registration): per registration, the row trigger of 0350 ran an UPDATE of its tournament
-- (0.08 ms) and an INSERT of its member row (0.04 ms), and each of those UPDATEs bumped a list version again
-- (0.03 ms, 0840), a quarter of PostgreSQL's time per registration.
--
-- Inserts now go through a statement trigger over the inserted rows: one UPDATE of the tournaments concerned, by
-- how many active registrations each got, and one INSERT of all their member rows (a player already in an active
-- registration of the tournament still breaks the members' primary key: 23505, "already registered"). Updates and
-- deletes keep the row trigger of 0350. A statement inserting into several tournaments finds them locked already:
-- the rush's batch locks them in id order first; every other insert is of one registration.
DROP TRIGGER tournament_registrations_counters ON tournament_registrations;
CREATE TRIGGER tournament_registrations_counters
  AFTER UPDATE OF status, member_ids OR DELETE ON tournament_registrations
  FOR EACH ROW EXECUTE FUNCTION arena_registration_counters();

CREATE FUNCTION arena_registration_counters_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tournaments t SET active_registrations = t.active_registrations + added.registrations
    FROM (SELECT r.tournament_id, count(*)::int AS registrations FROM inserted_registrations r
          WHERE r.status IN ('REGISTERED', 'CHECKED_IN') GROUP BY r.tournament_id) AS added
    WHERE t.id = added.tournament_id;
  INSERT INTO tournament_registration_members (tournament_id, user_id, registration_id)
    SELECT r.tournament_id, m.user_id::uuid, r.id
    FROM inserted_registrations r, jsonb_array_elements_text(r.member_ids) AS m(user_id)
    WHERE r.status IN ('REGISTERED', 'CHECKED_IN');
  RETURN NULL;
END;
$$;
CREATE TRIGGER tournament_registrations_counters_on_insert
  AFTER INSERT ON tournament_registrations REFERENCING NEW TABLE AS inserted_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION arena_registration_counters_on_insert();

-- The list's version moves once per statement that changes tournament rows, not once per row: the UPDATE above
-- changes several in one statement. A statement that changes no row bumps nothing. (Transition tables need one
-- trigger per event.)
CREATE FUNCTION arena_bump_tournament_lists_if_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_tournaments) THEN PERFORM arena_bump_tournament_lists_now(); END IF;
  RETURN NULL;
END;
$$;

-- 0840's bump as a plain function, which its trigger function and the statement trigger above both call (a trigger
-- function cannot be called directly); the other tables' triggers of 0840 stay as they are.
CREATE FUNCTION arena_bump_tournament_lists_now() RETURNS void LANGUAGE plpgsql AS $$
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
END;
$$;
CREATE OR REPLACE FUNCTION arena_bump_tournament_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM arena_bump_tournament_lists_now();
  RETURN NULL;
END;
$$;

DROP TRIGGER tournaments_bump_lists ON tournaments;
CREATE TRIGGER tournaments_bump_lists_on_insert AFTER INSERT ON tournaments
  REFERENCING NEW TABLE AS changed_tournaments
  FOR EACH STATEMENT EXECUTE FUNCTION arena_bump_tournament_lists_if_rows();
CREATE TRIGGER tournaments_bump_lists_on_update AFTER UPDATE ON tournaments
  REFERENCING NEW TABLE AS changed_tournaments
  FOR EACH STATEMENT EXECUTE FUNCTION arena_bump_tournament_lists_if_rows();
CREATE TRIGGER tournaments_bump_lists_on_delete AFTER DELETE ON tournaments
  REFERENCING OLD TABLE AS changed_tournaments
  FOR EACH STATEMENT EXECUTE FUNCTION arena_bump_tournament_lists_if_rows();

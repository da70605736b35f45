-- Registration rush (issue 6 §6): the active registration count of a tournament and who takes part in its
-- active registrations, kept by a trigger on tournament_registrations so every path (solo, team, gated, cancel,
-- disqualification) stays exact without knowing about them. The count lets a solo registration check for room
-- on the tournament row it locks, in one statement; the members table makes "one active registration per player
-- per tournament" a database guarantee (its primary key), for solo and team registrations alike.

ALTER TABLE tournaments ADD COLUMN active_registrations int NOT NULL DEFAULT 0;
UPDATE tournaments t SET active_registrations = (
  SELECT count(*) FROM tournament_registrations r WHERE r.tournament_id = t.id AND r.status IN ('REGISTERED', 'CHECKED_IN')
);

CREATE TABLE tournament_registration_members (
  tournament_id uuid NOT NULL,
  user_id uuid NOT NULL,
  registration_id uuid NOT NULL REFERENCES tournament_registrations(id) ON DELETE CASCADE,
  PRIMARY KEY (tournament_id, user_id)
);
CREATE INDEX tournament_registration_members_registration ON tournament_registration_members (registration_id);
INSERT INTO tournament_registration_members (tournament_id, user_id, registration_id)
  SELECT DISTINCT ON (r.tournament_id, m.user_id) r.tournament_id, m.user_id::uuid, r.id
  FROM tournament_registrations r, jsonb_array_elements_text(r.member_ids) AS m(user_id)
  WHERE r.status IN ('REGISTERED', 'CHECKED_IN')
  ORDER BY r.tournament_id, m.user_id, r.registered_at;

CREATE FUNCTION arena_registration_counters() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_active boolean := false;
  is_active boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN was_active := OLD.status IN ('REGISTERED', 'CHECKED_IN'); END IF;
  IF TG_OP <> 'DELETE' THEN is_active := NEW.status IN ('REGISTERED', 'CHECKED_IN'); END IF;
  IF was_active AND NOT is_active THEN
    UPDATE tournaments SET active_registrations = active_registrations - 1 WHERE id = OLD.tournament_id;
    -- On DELETE the member rows go with the registration (ON DELETE CASCADE).
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM tournament_registration_members WHERE registration_id = OLD.id;
    END IF;
  ELSIF is_active AND NOT was_active THEN
    UPDATE tournaments SET active_registrations = active_registrations + 1 WHERE id = NEW.tournament_id;
    -- A player already in an active registration here breaks the primary key: 23505, "already registered".
    INSERT INTO tournament_registration_members (tournament_id, user_id, registration_id)
      SELECT NEW.tournament_id, m.user_id::uuid, NEW.id FROM jsonb_array_elements_text(NEW.member_ids) AS m(user_id);
  ELSIF is_active AND was_active AND NEW.member_ids IS DISTINCT FROM OLD.member_ids THEN
    DELETE FROM tournament_registration_members WHERE registration_id = OLD.id;
    INSERT INTO tournament_registration_members (tournament_id, user_id, registration_id)
      SELECT NEW.tournament_id, m.user_id::uuid, NEW.id FROM jsonb_array_elements_text(NEW.member_ids) AS m(user_id);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER tournament_registrations_counters
  AFTER INSERT OR UPDATE OF status, member_ids OR DELETE ON tournament_registrations
  FOR EACH ROW EXECUTE FUNCTION arena_registration_counters();

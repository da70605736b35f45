-- Issue 28: the version of a player's own fields in the tournament list, in one read of a few small rows.
-- A signed-in player's list copy was checked by a digest of the rows their fields are built from in each tournament
-- of the page they take part in (their registration, its member row, a disqualification naming them, their entrant
-- and every match it plays: spectator-versions.ts viewerListVersion), which for a player in 56 of a page's 200
-- tournaments cost 0.4 ms of PostgreSQL and most of the read. Instead, every write to one of those rows bumps a
-- counter of each player it concerns, in the writer's own transaction, so a committed change moves the player's
-- version and the next read on any process sees it (as 0840 does for what a visitor sees).
--
-- Why stripes: a player's counter is bumped by every write to their matches and registrations, and a write may bump
-- several players (both sides of a match, a team's members) in more than one statement of its transaction; one row
-- per player would make those transactions wait for each other, and waits taken in different orders deadlock. A
-- writer bumps the player's stripe chosen by its backend, or, when another transaction holds that one, the next free
-- one (SKIP LOCKED): it waits only when all four are held at once.
CREATE TABLE tournament_viewer_versions (
  user_id uuid NOT NULL,
  stripe int NOT NULL CHECK (stripe BETWEEN 0 AND 3),
  bumps bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, stripe)
);

-- The tournaments module's face in SQL: the owner of each table a player's own fields are built from calls it from
-- its own trigger, with the players the changed rows concern.
CREATE FUNCTION arena_bump_tournament_viewers(users uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  preferred int := pg_backend_pid() % 4;
  viewer uuid;
BEGIN
  -- In one order, so two writers bumping the same players never hold them crosswise. (One statement for all of them,
  -- a lateral SKIP LOCKED pick per player, measured slower: 0.29 against 0.13-0.2 ms for two players.)
  FOR viewer IN SELECT DISTINCT u FROM unnest(users) AS u WHERE u IS NOT NULL ORDER BY 1 LOOP
    UPDATE tournament_viewer_versions SET bumps = bumps + 1 WHERE user_id = viewer AND stripe = (
      SELECT stripe FROM tournament_viewer_versions WHERE user_id = viewer
        ORDER BY (stripe - preferred + 4) % 4 LIMIT 1 FOR UPDATE SKIP LOCKED);
    IF NOT FOUND THEN
      -- The player's first write (their stripes are made here, once), or all four held: wait for the preferred one.
      INSERT INTO tournament_viewer_versions (user_id, stripe) SELECT viewer, s FROM generate_series(0, 3) AS s
        ON CONFLICT DO NOTHING;
      UPDATE tournament_viewer_versions SET bumps = bumps + 1 WHERE user_id = viewer AND stripe = preferred;
    END IF;
  END LOOP;
END;
$$;

-- The players of a registration, and the players seated in a match: primary-key probes (scalar subqueries) in
-- PL/pgSQL, whose plans a session keeps. Written as joins, the planner (which expects a hundred seats) hashed every
-- entrant of the tournament and every registration; as SQL functions, they were planned again on every call: 0.6 and
-- 0.2 ms a match in a 1,024-player report rush.
CREATE FUNCTION arena_registration_players(registration uuid) RETURNS uuid[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN ARRAY(SELECT m::uuid FROM jsonb_array_elements_text(
    (SELECT r.member_ids FROM tournament_registrations r WHERE r.id = registration)) AS m);
END;
$$;
CREATE FUNCTION arena_seated_players(tournament uuid, participants jsonb) RETURNS uuid[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN ARRAY(SELECT unnest(arena_registration_players((SELECT e.registration_id FROM tournament_entrants e
      WHERE e.tournament_id = tournament AND e.seed = p.seed::int)))
    FROM jsonb_array_elements_text(participants) AS p(seed) WHERE p.seed ~ '^[0-9]+$');
END;
$$;

-- Registrations: a player's registration and its member row (kept from it, 0350), and a disqualification naming them
-- (member_ids keeps its players when the member rows go). Old and new members both, when a team changes.
CREATE FUNCTION arena_registrations_bump_viewers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM arena_bump_tournament_viewers(ARRAY(
      SELECT m::uuid FROM new_registrations r, jsonb_array_elements_text(r.member_ids) AS m));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM arena_bump_tournament_viewers(ARRAY(
      SELECT m::uuid FROM new_registrations r, jsonb_array_elements_text(r.member_ids) AS m
      UNION SELECT m::uuid FROM old_registrations r, jsonb_array_elements_text(r.member_ids) AS m));
  ELSE
    PERFORM arena_bump_tournament_viewers(ARRAY(
      SELECT m::uuid FROM old_registrations r, jsonb_array_elements_text(r.member_ids) AS m));
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER tournament_registrations_bump_viewers_on_insert AFTER INSERT ON tournament_registrations
  REFERENCING NEW TABLE AS new_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION arena_registrations_bump_viewers();
CREATE TRIGGER tournament_registrations_bump_viewers_on_update AFTER UPDATE ON tournament_registrations
  REFERENCING OLD TABLE AS old_registrations NEW TABLE AS new_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION arena_registrations_bump_viewers();
CREATE TRIGGER tournament_registrations_bump_viewers_on_delete AFTER DELETE ON tournament_registrations
  REFERENCING OLD TABLE AS old_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION arena_registrations_bump_viewers();

-- Entrants (the matches module's): a player's seed, whether they are out, their final rank.
CREATE FUNCTION arena_entrants_bump_viewers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM arena_bump_tournament_viewers(ARRAY(
      SELECT unnest(arena_registration_players(e.registration_id)) FROM new_entrants e));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM arena_bump_tournament_viewers(ARRAY(SELECT unnest(arena_registration_players(e.registration_id))
      FROM (SELECT registration_id FROM new_entrants UNION SELECT registration_id FROM old_entrants) e));
  ELSE
    -- Entrants removed with their registration are that registration's bump.
    PERFORM arena_bump_tournament_viewers(ARRAY(
      SELECT unnest(arena_registration_players(e.registration_id)) FROM old_entrants e));
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER tournament_entrants_bump_viewers_on_insert AFTER INSERT ON tournament_entrants
  REFERENCING NEW TABLE AS new_entrants
  FOR EACH STATEMENT EXECUTE FUNCTION arena_entrants_bump_viewers();
CREATE TRIGGER tournament_entrants_bump_viewers_on_update AFTER UPDATE ON tournament_entrants
  REFERENCING OLD TABLE AS old_entrants NEW TABLE AS new_entrants
  FOR EACH STATEMENT EXECUTE FUNCTION arena_entrants_bump_viewers();
CREATE TRIGGER tournament_entrants_bump_viewers_on_delete AFTER DELETE ON tournament_entrants
  REFERENCING OLD TABLE AS old_entrants
  FOR EACH STATEMENT EXECUTE FUNCTION arena_entrants_bump_viewers();

-- Matches (the matches module's): what a player's play relation reads of each match they are seated in (its round,
-- status, seats, whether it is the third-place decider, its winner: viewer-play-relations.ts). A report that changes
-- none of them (the scores of a first report kept on its own row) bumps nobody.
CREATE FUNCTION arena_matches_bump_viewers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM arena_bump_tournament_viewers(ARRAY(
      SELECT unnest(arena_seated_players(x.tournament_id, x.participants)) FROM new_matches x));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM arena_bump_tournament_viewers(ARRAY(
      SELECT unnest(arena_seated_players(n.tournament_id, n.participants || o.participants))
      FROM new_matches n JOIN old_matches o ON o.id = n.id
      WHERE (n.round_index, n.status, n.participants, n.third_place, n.winner)
        IS DISTINCT FROM (o.round_index, o.status, o.participants, o.third_place, o.winner)));
  ELSE
    PERFORM arena_bump_tournament_viewers(ARRAY(
      SELECT unnest(arena_seated_players(x.tournament_id, x.participants)) FROM old_matches x));
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER matches_bump_viewers_on_insert AFTER INSERT ON matches
  REFERENCING NEW TABLE AS new_matches
  FOR EACH STATEMENT EXECUTE FUNCTION arena_matches_bump_viewers();
CREATE TRIGGER matches_bump_viewers_on_update AFTER UPDATE ON matches
  REFERENCING OLD TABLE AS old_matches NEW TABLE AS new_matches
  FOR EACH STATEMENT EXECUTE FUNCTION arena_matches_bump_viewers();
CREATE TRIGGER matches_bump_viewers_on_delete AFTER DELETE ON matches
  REFERENCING OLD TABLE AS old_matches
  FOR EACH STATEMENT EXECUTE FUNCTION arena_matches_bump_viewers();

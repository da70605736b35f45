-- The live feed of a public tournament (issue 27 §3): a bounded log of its events (what webhooks announce of it,
-- registrations aside), numbered per tournament so a reconnecting reader resumes after the last id it saw, from
-- whichever process it reconnects to, and after a restart.

CREATE TABLE tournament_feed_heads (
  tournament_id uuid PRIMARY KEY,
  last_seq bigint NOT NULL
);

CREATE TABLE tournament_feed_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id uuid NOT NULL,
  -- Null until the transaction that recorded the event commits (the trigger below): readers never see it before.
  seq bigint,
  type text NOT NULL,
  version int NOT NULL,
  data jsonb NOT NULL,
  occurred_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX tournament_feed_events_order ON tournament_feed_events (tournament_id, seq);

-- Numbered at commit, not at insert: a sequence value taken at insert would let a transaction that commits later
-- show an id lower than one a reader already passed, and a resuming reader would skip it. Taking the tournament's
-- head row at commit orders the numbers as the commits; the lock is held only for the commit itself and is the
-- last one the transaction asks for, so it cannot close a deadlock with the locks its work took. The log keeps
-- the last 1000 events of each tournament, and the commit notifies tournament_changed, so the processes' live
-- feeds read what is new.
CREATE FUNCTION arena_number_tournament_feed_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_seq bigint;
BEGIN
  INSERT INTO tournament_feed_heads AS h (tournament_id, last_seq) VALUES (NEW.tournament_id, 1)
    ON CONFLICT (tournament_id) DO UPDATE SET last_seq = h.last_seq + 1
    RETURNING h.last_seq INTO next_seq;
  UPDATE tournament_feed_events SET seq = next_seq WHERE id = NEW.id;
  DELETE FROM tournament_feed_events WHERE tournament_id = NEW.tournament_id AND seq <= next_seq - 1000;
  PERFORM pg_notify('tournament_changed', NEW.tournament_id::text);
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER tournament_feed_events_number
  AFTER INSERT ON tournament_feed_events
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION arena_number_tournament_feed_event();

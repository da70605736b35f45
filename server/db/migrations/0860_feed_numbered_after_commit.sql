-- Issue 28: a tournament's feed events are numbered after their transaction commits, by a pass, no longer at the
-- commit itself. Numbering at commit (0780) held the tournament's head row from the trigger until the commit's WAL
-- flush, so every transaction that recorded an event for a tournament waited for the one before it: in a report
-- rush the head's INSERT … ON CONFLICT was PostgreSQL's largest item (1.75 a report, 1.8–5.9 ms each, nearly all of
-- it waiting), and one tournament's reports committed one at a time.
--
-- Now an event enters unnumbered (seq null), in its entry order, and the statement that records it notifies
-- tournament_changed at commit (the trigger below), as the old trigger did, so live pages refresh as before. The same
-- statement records webhook events, whose NOTIFY wakes the numbering pass (integrations/feed-numbering.ts). The pass
-- takes the heads of the tournaments with unnumbered events, then, in a statement that starts after it holds them,
-- numbers the committed ones in entry order, trims each log to its last 1000 and notifies tournament_changed again,
-- for the feed streams. A number is given only to a committed event and only above the head, under the head's lock:
-- so numbers appear in the order readers can see them, and a reader resuming after an id never skips one.
DROP TRIGGER tournament_feed_events_number ON tournament_feed_events;
DROP FUNCTION arena_number_tournament_feed_event();

ALTER TABLE tournament_feed_events ADD COLUMN entry bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX tournament_feed_events_unnumbered ON tournament_feed_events (tournament_id, entry) WHERE seq IS NULL;

CREATE FUNCTION arena_notify_feed_tournaments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tournament_changed', d.tournament_id::text) FROM (SELECT DISTINCT tournament_id FROM added) d;
  RETURN NULL;
END;
$$;
CREATE TRIGGER tournament_feed_events_notify
  AFTER INSERT ON tournament_feed_events REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION arena_notify_feed_tournaments();

-- Issue 28: the webhook outbox keeps only the events some endpoint will hear. Most organizations have no endpoint,
-- yet every report, result and registration wrote its event here, and each process's fan-out then read it back and
-- marked it (the partial index of the events not fanned out filled with dead entries between vacuums: 2,766 buffers
-- a pass in a report rush, for 14 events that went nowhere). An event an endpoint subscribes to (enabled or not: a
-- disabled one's deliveries wait for it) is kept, and a test event for its endpoint; the others are not written.
-- The fan-out delivers to the endpoints subscribed when it runs, as before; an endpoint hears the events recorded
-- after it was saved (its commit seen by the recording statement).
-- The rule lives here, beside the table, so that every way of recording (one event, a batch of reports, a batch
-- of registrations) keeps to it.
CREATE FUNCTION arena_webhook_event_heard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.endpoint_id IS NOT NULL OR EXISTS (
    SELECT 1 FROM webhook_endpoints e
    WHERE e.organization_id = coalesce(NEW.organization_id,
                                       (SELECT t.organization_id FROM tournaments t WHERE t.id = NEW.tournament_id))
      AND e.events ? NEW.type) THEN
    RETURN NEW;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER webhook_events_heard
  BEFORE INSERT ON webhook_events
  FOR EACH ROW EXECUTE FUNCTION arena_webhook_event_heard();

-- The dispatchers are told only when an event was kept (a statement whose events nobody hears wakes nobody).
DROP TRIGGER webhook_events_notify ON webhook_events;
CREATE OR REPLACE FUNCTION arena_notify_webhook_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM kept_events) THEN
    PERFORM pg_notify('webhook_events', '');
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER webhook_events_notify
  AFTER INSERT ON webhook_events
  REFERENCING NEW TABLE AS kept_events
  FOR EACH STATEMENT EXECUTE FUNCTION arena_notify_webhook_events();

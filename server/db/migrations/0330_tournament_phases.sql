-- Time-driven phases of published tournaments (issue 6 §3) and live-update notifications (§4).

-- One row per phase applied to a tournament. The primary key makes each phase happen once, whichever
-- process (or retry) applies it; `details` says what it did (disqualified count, cancellation reason).
CREATE TABLE tournament_phase_events (
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  phase text NOT NULL CHECK (phase IN ('REGISTRATION_CLOSED', 'CHECKIN_OPENED', 'CHECKIN_CLOSED', 'SEEDING_OPENED')),
  -- The schedule instant the phase belongs to, and when it was actually applied (later after downtime).
  due_at timestamptz NOT NULL,
  applied_at timestamptz NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (tournament_id, phase)
);

-- Where each published tournament stands for the sweep: the next instant a phase is due (null: none left),
-- and a cancellation whose follow-up (escrow return) has not succeeded yet, so it is retried.
CREATE TABLE tournament_phase_state (
  tournament_id uuid PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
  next_due_at timestamptz,
  canceled_at timestamptz,
  cancel_followed_up_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tournament_phase_state_due ON tournament_phase_state (next_due_at) WHERE next_due_at IS NOT NULL;
CREATE INDEX tournament_phase_state_follow_up ON tournament_phase_state (canceled_at) WHERE canceled_at IS NOT NULL AND cancel_followed_up_at IS NULL;
-- The sweep also looks for published tournaments the scheduler has never seen (a crash right after publish).
CREATE INDEX tournaments_published_status ON tournaments (status) WHERE status = 'PUBLISHED';

-- Live updates: every change to a tournament or its registrations notifies 'tournament_changed' with the
-- tournament id. NOTIFY is delivered at commit (and not at all on rollback), from whichever process wrote,
-- so no service has to remember to publish; PostgreSQL folds identical payloads of one transaction into one.
CREATE FUNCTION arena_notify_tournament_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'tournaments' THEN
    PERFORM pg_notify('tournament_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  ELSE
    PERFORM pg_notify('tournament_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD.tournament_id ELSE NEW.tournament_id END)::text);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER tournaments_notify_changed
  AFTER INSERT OR UPDATE OR DELETE ON tournaments
  FOR EACH ROW EXECUTE FUNCTION arena_notify_tournament_changed();
CREATE TRIGGER tournament_registrations_notify_changed
  AFTER INSERT OR UPDATE OR DELETE ON tournament_registrations
  FOR EACH ROW EXECUTE FUNCTION arena_notify_tournament_changed();

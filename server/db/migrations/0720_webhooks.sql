-- Webhooks (issue 27 §2): an organization's endpoints, the outbox of events (one row inserted in the transaction
-- of the change that caused it, so a rolled-back change announces nothing), each endpoint's deliveries of those
-- events and every attempt made, for the delivery log.

CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  url text NOT NULL,
  -- STANDARD: the signed JSON payload; DISCORD: a message formatted for a Discord webhook.
  format text NOT NULL CHECK (format IN ('STANDARD', 'DISCORD')),
  events jsonb NOT NULL,
  secret text NOT NULL,
  -- After a rotation the old secret still signs (a second signature) until previous_secret_until.
  previous_secret text,
  previous_secret_until timestamptz,
  enabled boolean NOT NULL DEFAULT true,
  -- Set on the first failure of a streak, cleared by a success: a day of failures disables the endpoint.
  failing_since timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX webhook_endpoints_organization ON webhook_endpoints (organization_id);

CREATE TABLE webhook_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The order events happened in; deliveries of one tournament to one endpoint follow it.
  seq bigserial NOT NULL UNIQUE,
  -- Whose endpoints hear it; a tournament's event may leave it null (the fan-out looks the organizer up), so the
  -- modules that play tournaments need not read who organizes one just to announce a match.
  organization_id uuid,
  tournament_id uuid,
  -- A test event goes to this endpoint only; other events to every endpoint subscribed to their type.
  endpoint_id uuid REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  type text NOT NULL,
  version int NOT NULL,
  data jsonb NOT NULL,
  occurred_at timestamptz NOT NULL,
  fanned_out boolean NOT NULL DEFAULT false
);
CREATE INDEX webhook_events_to_fan_out ON webhook_events (seq) WHERE NOT fanned_out;

-- Told at commit (NOTIFY is transactional), once per statement: a dispatcher starts delivering at once, whichever
-- statement recorded the events (one insert, or a batch of registrations).
CREATE FUNCTION arena_notify_webhook_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('webhook_events', '');
  RETURN NULL;
END;
$$;
CREATE TRIGGER webhook_events_notify
  AFTER INSERT ON webhook_events
  FOR EACH STATEMENT EXECUTE FUNCTION arena_notify_webhook_events();

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
  -- Copied from the event: the ordering key (endpoint, tournament, seq) without a join.
  tournament_id uuid,
  seq bigint NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED')),
  attempts int NOT NULL DEFAULT 0,
  -- When it may be tried next; a claimed attempt moves it ahead by a lease, so a crashed sender's work comes back.
  next_attempt_at timestamptz NOT NULL,
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'PENDING';
CREATE INDEX webhook_deliveries_order ON webhook_deliveries (endpoint_id, tournament_id, seq) WHERE status = 'PENDING';
CREATE INDEX webhook_deliveries_log ON webhook_deliveries (endpoint_id, seq DESC);

CREATE TABLE webhook_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  endpoint_id uuid NOT NULL,
  attempted_at timestamptz NOT NULL,
  succeeded boolean NOT NULL,
  response_status int,
  -- The first 512 bytes of the answer, or why there was none (refused address, timeout).
  response_body text,
  error text
);
CREATE INDEX webhook_attempts_endpoint ON webhook_attempts (endpoint_id, attempted_at DESC);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id);

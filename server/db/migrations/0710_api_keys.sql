-- An organization's API keys (issue 27 §1). The secret is never stored: only its SHA-256 in hex (the secret
-- is 32 random bytes, so a plain hash is not open to guessing) and its first characters for the list.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  scopes text[] NOT NULL,
  secret_hash text NOT NULL,
  prefix text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  -- Every request made with the key: its count gives the request's slot in the log (count mod 100).
  request_count bigint NOT NULL DEFAULT 0,
  -- The rate window running (fixed windows, counted in the row so every server process shares them).
  window_started_at timestamptz,
  window_count integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX api_keys_secret_hash ON api_keys (secret_hash);
CREATE INDEX api_keys_organization ON api_keys (organization_id, created_at DESC);

-- The last 100 requests of each key: a ring of slots, each request overwriting the one 100 before it, so the
-- log never grows past 100 rows a key whatever the traffic.
CREATE TABLE api_key_requests (
  key_id uuid NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
  slot smallint NOT NULL,
  seq bigint NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  status smallint NOT NULL,
  at timestamptz NOT NULL,
  PRIMARY KEY (key_id, slot)
);

-- Built-in identity provider (/idp): its accounts, every oidc-provider artefact (sessions, grants, codes,
-- tokens, interactions) in one keyed table, and its generated-once secrets (signing keys, cookie keys,
-- client secret) so restarts keep sessions and refresh tokens valid.
CREATE TABLE idp_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- stored trimmed and lower-cased: one account per mailbox whatever the spelling at sign-up
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  nickname text NOT NULL,
  full_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE idp_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX idp_payloads_grant_id ON idp_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX idp_payloads_uid ON idp_payloads (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX idp_payloads_user_code ON idp_payloads (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX idp_payloads_expires_at ON idp_payloads (expires_at) WHERE expires_at IS NOT NULL;

CREATE TABLE idp_secrets (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

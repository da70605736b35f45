-- Uniq factories of organizations: the metadata Arena stores (draft, before the organizer signs create.b)
-- and the factories confirmed on chain.
CREATE TABLE uniq_factory_drafts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  created_by uuid NOT NULL REFERENCES users (id),
  asset_creator text NOT NULL,
  name text NOT NULL,
  subname text,
  author text,
  description text,
  square_image_url text,
  factory_uri text NOT NULL UNIQUE,
  factory_hash text NOT NULL,
  default_token_uri text NOT NULL,
  default_token_hash text NOT NULL,
  create_action jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE uniq_factories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  draft_id uuid NOT NULL UNIQUE REFERENCES uniq_factory_drafts (id),
  chain_factory_id bigint NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uniq_factories_organization ON uniq_factories (organization_id);

-- Core platform tables: users (one row per identity-provider subject) and disciplines (games).
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  issuer text NOT NULL,
  subject text NOT NULL,
  email text,
  full_name text,
  nickname text NOT NULL,
  role text NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'organizer', 'admin')),
  linked_accounts jsonb NOT NULL DEFAULT '{}'::jsonb,
  discipline_accounts jsonb NOT NULL DEFAULT '{}'::jsonb,
  profile_picture_url text,
  wallet_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (issuer, subject)
);
CREATE INDEX users_email_lower ON users (lower(email));
CREATE UNIQUE INDEX users_wallet_id ON users (wallet_id) WHERE wallet_id IS NOT NULL;

CREATE TABLE disciplines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  platforms text[] NOT NULL DEFAULT '{}',
  image_url text,
  created_at timestamptz NOT NULL DEFAULT now()
);

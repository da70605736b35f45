-- Teams, organizations, the dev mailbox, analytics events and the per-player results that stats read.

CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  avatar_url text,
  owner_id uuid NOT NULL REFERENCES users(id),
  -- The leader who checks the team in and submits its scores; the owner unless designated otherwise.
  captain_id uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Team names are unique regardless of case: "Nova" and "NOVA" are the same team to players.
CREATE UNIQUE INDEX teams_name_unique ON teams (lower(name));

CREATE TABLE team_members (
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, user_id)
);
CREATE INDEX team_members_user ON team_members (user_id);

-- Invitations are by e-mail (lower-cased) so they reach people who have no account yet.
CREATE TABLE team_invitations (
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  email text NOT NULL,
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, email)
);
CREATE INDEX team_invitations_email ON team_invitations (email);

-- Filled by the tournament capability: a team with a row whose finished_at is null cannot change.
CREATE TABLE team_tournament_participations (
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  tournament_id text NOT NULL,
  registered_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (team_id, tournament_id)
);

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  owner_id uuid NOT NULL REFERENCES users(id),
  discord text,
  locked boolean NOT NULL DEFAULT false,
  locked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX organizations_name_unique ON organizations (lower(name));
-- SPEC §6: a user can be admin of only one organization.
CREATE UNIQUE INDEX organizations_owner_unique ON organizations (owner_id);

CREATE TABLE organization_members (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, user_id)
);
-- One organization per organizer, so "my organization" is never ambiguous.
CREATE UNIQUE INDEX organization_members_one_per_user ON organization_members (user_id);

-- Every mail the dev mailer "sent" (no SMTP_URL): the embedded default shows them at /dev/mailbox.
CREATE TABLE dev_mailbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sender text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  body_html text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_mailbox_created ON dev_mailbox (created_at DESC);

CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  guest_id text,
  path text,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_name_time ON analytics_events (name, occurred_at);

-- One row per player and finished tournament, written by the tournament capability when results are final.
CREATE TABLE player_results (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  discipline_code text NOT NULL,
  tournament_id text NOT NULL,
  team_id uuid REFERENCES teams(id) ON DELETE SET NULL,
  placement integer CHECK (placement IS NULL OR placement >= 1),
  wins integer NOT NULL DEFAULT 0 CHECK (wins >= 0),
  losses integer NOT NULL DEFAULT 0 CHECK (losses >= 0),
  points numeric NOT NULL DEFAULT 0,
  metrics jsonb NOT NULL DEFAULT '{}'::jsonb,
  finished_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, tournament_id)
);
CREATE INDEX player_results_user_discipline ON player_results (user_id, discipline_code, finished_at);

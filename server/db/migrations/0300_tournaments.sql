-- Tournaments (SPEC §3, §4) and their registrations. Each organizer section is one jsonb column so it can be
-- saved and validated on its own; a null section has not been saved yet and blocks publishing.

CREATE TABLE tournaments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  discipline_id uuid NOT NULL REFERENCES disciplines(id),
  name text NOT NULL,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED', 'CANCELED', 'FINISHED')),
  main_information jsonb,
  settings jsonb,
  format jsonb,
  schedule jsonb,
  prizepool jsonb,
  -- Set by the platform (not the organizer): shown on GET /tournaments/promoted.
  promoted boolean NOT NULL DEFAULT false,
  -- Copied from the settings section so lists can filter without reading jsonb.
  hidden boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tournaments_organization ON tournaments (organization_id, created_at DESC);
CREATE INDEX tournaments_listed ON tournaments (published_at DESC) WHERE published_at IS NOT NULL;

CREATE TABLE tournament_registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('SOLO', 'TEAM')),
  -- SOLO: the player. TEAM: the captain who registered the team.
  user_id uuid NOT NULL REFERENCES users(id),
  team_id uuid REFERENCES teams(id),
  -- The players who take part (SOLO: the player alone; TEAM: the chosen members).
  member_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  discord_nickname text NOT NULL,
  game_nickname text NOT NULL,
  is_old_enough boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'REGISTERED' CHECK (status IN ('REGISTERED', 'CHECKED_IN', 'CANCELED', 'DISQUALIFIED')),
  registered_at timestamptz NOT NULL DEFAULT now(),
  checked_in_at timestamptz,
  canceled_at timestamptz,
  CHECK ((kind = 'SOLO' AND team_id IS NULL) OR (kind = 'TEAM' AND team_id IS NOT NULL))
);
-- The last line of defence behind the service's locked checks: one active registration per player or team.
CREATE UNIQUE INDEX tournament_registrations_active_solo ON tournament_registrations (tournament_id, user_id)
  WHERE kind = 'SOLO' AND status IN ('REGISTERED', 'CHECKED_IN');
CREATE UNIQUE INDEX tournament_registrations_active_team ON tournament_registrations (tournament_id, team_id)
  WHERE kind = 'TEAM' AND status IN ('REGISTERED', 'CHECKED_IN');
CREATE INDEX tournament_registrations_tournament ON tournament_registrations (tournament_id, status);
CREATE INDEX tournament_registrations_user ON tournament_registrations (user_id);

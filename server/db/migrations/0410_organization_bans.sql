-- Bans (SPEC §6: "ban team or player, irreversible"): stronger than a disqualification, a ban keeps the player
-- or team out of every later tournament of the organization that banned them. One row per banned user or team;
-- the tournament is where it happened (kept for the organizer's record).
CREATE TABLE organization_bans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams(id) ON DELETE CASCADE,
  tournament_id uuid REFERENCES tournaments(id) ON DELETE SET NULL,
  reason text,
  created_at timestamptz NOT NULL,
  CHECK ((user_id IS NULL) <> (team_id IS NULL))
);
CREATE UNIQUE INDEX organization_bans_user ON organization_bans (organization_id, user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX organization_bans_team ON organization_bans (organization_id, team_id) WHERE team_id IS NOT NULL;

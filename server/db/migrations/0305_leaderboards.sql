-- Season leaderboards (SPEC §3) as far as tournaments need them: an organization's leaderboards, which a
-- tournament's "leaderboard settings" section links to. Standings, prizes and privacy come with the
-- leaderboards issue; the columns here are the ones the link and its format rule (SPEC §5) read.

CREATE TABLE leaderboards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  name text NOT NULL,
  subname text,
  kind text NOT NULL CHECK (kind IN ('POINTS', 'RANK')),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'ACTIVE', 'ENDED', 'DELETED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, name)
);

-- Kept out of the jsonb sections so a leaderboard can find its tournaments with an index.
ALTER TABLE tournaments ADD COLUMN leaderboard_id uuid REFERENCES leaderboards(id);
CREATE INDEX tournaments_leaderboard ON tournaments (leaderboard_id) WHERE leaderboard_id IS NOT NULL;

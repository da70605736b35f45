-- Leaderboards as a whole feature (issue 13): the settings an organizer edits in /create-leaderboard/{id}, the
-- lifecycle instants, and the partner organizations a private leaderboard is shown to. Standings live in their
-- own tables (0610), folded from finished tournaments.

ALTER TABLE leaderboards
  -- The game its tournaments are played in (optional: a leaderboard may span games).
  ADD COLUMN discipline_code text,
  -- POINTS: points from the placement scale, or the points participants earned (MATCHUPS tournaments).
  ADD COLUMN points_source text NOT NULL DEFAULT 'PLACEMENT_SCALE' CHECK (points_source IN ('PLACEMENT_SCALE', 'POINTS_EARNED')),
  -- RankRange[] ({ startRank, endRank, points }), the same shape as a tournament's scoring rank ranges.
  ADD COLUMN points_scale jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- When true, participants level on points (or best placement) share a rank (1, 2, 2, 4).
  ADD COLUMN ties boolean NOT NULL DEFAULT false,
  -- The last tie-break: CHECK_IN_DATE, RANDOM (with its stored seed) or CUSTOM_REASON (organizer's order).
  ADD COLUMN tie_break text NOT NULL DEFAULT 'CHECK_IN_DATE' CHECK (tie_break IN ('CHECK_IN_DATE', 'RANDOM', 'CUSTOM_REASON')),
  ADD COLUMN tie_break_seed integer NOT NULL DEFAULT 0,
  ADD COLUMN tie_break_reason text,
  -- The prize pool by rank: { rewards: [{ id, rankFrom, rankTo, uos, uniqs: [{ factoryId, quantity }] }] }.
  ADD COLUMN prizepool jsonb NOT NULL DEFAULT '{"rewards": []}'::jsonb,
  ADD COLUMN private_access boolean NOT NULL DEFAULT false,
  ADD COLUMN published_at timestamptz,
  ADD COLUMN ended_at timestamptz,
  ADD COLUMN rewards_sent_at timestamptz,
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Whitelisted partner organizations of a private leaderboard (added by an organizer's e-mail).
CREATE TABLE leaderboard_partners (
  leaderboard_id uuid NOT NULL REFERENCES leaderboards(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  added_at timestamptz NOT NULL,
  PRIMARY KEY (leaderboard_id, organization_id)
);
CREATE INDEX leaderboard_partners_organization ON leaderboard_partners (organization_id);

-- A CUSTOM_REASON tie-break's order: participants the organizer placed, best first.
CREATE TABLE leaderboard_custom_order (
  leaderboard_id uuid NOT NULL REFERENCES leaderboards(id) ON DELETE CASCADE,
  participant_key text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (leaderboard_id, participant_key)
);

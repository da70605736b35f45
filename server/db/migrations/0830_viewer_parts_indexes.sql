-- A signed-in viewer's parts in a page of the public list (spectator-versions.ts), found set-wise: their member rows
-- by user (the primary key leads with the tournament), and the disqualified registrations naming them (few rows, so
-- a partial index; member_ids is a JSON array of user ids).
CREATE INDEX tournament_registration_members_user ON tournament_registration_members (user_id, tournament_id);
CREATE INDEX tournament_registrations_disqualified_members ON tournament_registrations
  USING gin (member_ids jsonb_path_ops) WHERE status = 'DISQUALIFIED';

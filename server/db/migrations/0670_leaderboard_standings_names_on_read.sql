-- A standing's name and picture are its player's or team's as they are now, read with the few entries shown
-- (standings-queries.ts), instead of copied into every standing a fold touches: a 16,384-player fold looked up
-- 16,384 users for them, and a renamed player kept their old name on the board until their next tournament.
ALTER TABLE leaderboard_standings DROP COLUMN name, DROP COLUMN avatar_url;

-- A notice that calls a player to act on one match (it is ready, it starts soon, the opponent reported) names that
-- match, so the notices served can leave out calls that are over (the match is final, the tournament finished):
-- a finished tournament's page must not ask its players to play.
ALTER TABLE player_notices ADD COLUMN match_id uuid;

-- Notices written before this column: their notification's key names the match (match-ready:<id>,
-- match-soon:<id>, reported:<id>:<instant>), and the notice was written with the notification's user, kind and instant.
UPDATE player_notices p SET match_id = split_part(n.key, ':', 2)::uuid
FROM notifications n
WHERE n.user_id = p.user_id AND n.kind = p.kind AND n.created_at = p.created_at
  AND n.tournament_id IS NOT DISTINCT FROM p.tournament_id
  AND n.key ~ '^(match-ready|match-soon|reported):[0-9a-f-]{36}(:|$)';

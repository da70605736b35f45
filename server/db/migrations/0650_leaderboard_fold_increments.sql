-- A fold updates the standings it touches by what the tournament adds and takes back (issue 13 §5), instead of
-- summing each touched participant's contributions across the board again. Looking those up needed an index by
-- participant, and entering 16,384 keys scattered over a million-entry index was the costliest part of a fold
-- (one leaf page each, and a full-page image of it in the WAL after every checkpoint).

-- The earliest check-in of the standing's contributions, kept so that taking a contribution back knows whether it
-- was the one that counted (leaderboard-fold.ts); the best placement is kept already.
ALTER TABLE leaderboard_standings ADD COLUMN first_check_in timestamptz;

UPDATE leaderboard_standings s
   SET first_check_in = c.first
  FROM (SELECT leaderboard_id, participant_key, min(checked_in_at) AS first
          FROM leaderboard_contributions GROUP BY leaderboard_id, participant_key) c
 WHERE c.leaderboard_id = s.leaderboard_id AND c.participant_key = s.participant_key AND c.first IS NOT NULL;

-- Only a contribution whose minimum counted and got worse makes the fold read that participant's others: rare
-- enough to scan the board's contributions for (one statement for all such participants of the fold).
DROP INDEX leaderboard_contributions_participant;

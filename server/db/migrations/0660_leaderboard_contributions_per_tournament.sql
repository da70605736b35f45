-- What a tournament contributes to a leaderboard becomes one row per (leaderboard, tournament) holding its
-- participants' results side by side in arrays, instead of one row per participant (issue 13 §5). The fold writes
-- and takes back a tournament's contributions as a whole; per participant rows cost a 16,384-player fold a heap
-- tuple, a primary-key entry and two foreign-key checks each (140 ms of its 1.1 s), for rows that are only read
-- back as a whole (an amendment) or summed per participant (a re-ranking, or a minimum taken back), which unnest.
ALTER TABLE leaderboard_contributions RENAME TO leaderboard_contributions_0650;
ALTER INDEX leaderboard_contributions_pkey RENAME TO leaderboard_contributions_0650_pkey;
ALTER TABLE leaderboard_contributions_0650 DROP CONSTRAINT leaderboard_contributions_leaderboard_id_fkey,
                                           DROP CONSTRAINT leaderboard_contributions_tournament_id_fkey;

CREATE TABLE leaderboard_contributions (
  leaderboard_id uuid NOT NULL REFERENCES leaderboards(id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  -- Side by side, one element per participant ('user:<id>' or 'team:<id>', each once).
  participant_keys text[] NOT NULL,
  placements integer[] NOT NULL,
  points_earned numeric[] NOT NULL,
  checked_in_at timestamptz[] NOT NULL,
  PRIMARY KEY (leaderboard_id, tournament_id)
);
-- Random keys do not compress: storing them as they are saves compressing them on every fold.
ALTER TABLE leaderboard_contributions ALTER COLUMN participant_keys SET STORAGE EXTERNAL;

INSERT INTO leaderboard_contributions (leaderboard_id, tournament_id, participant_keys, placements, points_earned,
                                       checked_in_at)
SELECT leaderboard_id, tournament_id, array_agg(participant_key ORDER BY participant_key),
       array_agg(placement ORDER BY participant_key), array_agg(points_earned ORDER BY participant_key),
       array_agg(checked_in_at ORDER BY participant_key)
  FROM leaderboard_contributions_0650
 GROUP BY leaderboard_id, tournament_id;

DROP TABLE leaderboard_contributions_0650;

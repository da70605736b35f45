-- Leaderboard standings ranked on read (issue 13 §5). A stored dense position had to be rewritten for the
-- whole board on every fold (a million rows for one 16,384-player tournament); now each standing keeps only
-- its sort keys, a fold rewrites the standings it touches, and the rank and position are read from an index:
-- a per-key bucket table says how many entries are ahead of each rank key, and inside one key the entries
-- ahead are counted on the sort index.

ALTER TABLE leaderboard_standings
  -- Lower ranks first: minus the points on a POINTS leaderboard, the best placement on a RANK one.
  ADD COLUMN rank_key numeric NOT NULL DEFAULT 0,
  -- The tie-break inside equal rank keys, lower first: the earliest check-in (epoch ms), the organizer's custom
  -- position or the seeded random draw; the largest bigint when missing (ranks last); 0 when ties are kept.
  ADD COLUMN tie_key bigint NOT NULL DEFAULT 0;

-- The old rows get the keys a fold now gives (leaderboard-fold.ts says the same in TypeScript).
UPDATE leaderboard_standings s
   SET rank_key = CASE WHEN l.kind = 'RANK' THEN coalesce(s.best_placement, 2147483647) ELSE -s.points END,
       tie_key = CASE
         WHEN l.ties THEN 0
         WHEN l.tie_break = 'RANDOM' THEN hashtextextended(s.participant_key, l.tie_break_seed)
         WHEN l.tie_break = 'CUSTOM_REASON' THEN coalesce(
           (SELECT o.position FROM leaderboard_custom_order o
             WHERE o.leaderboard_id = s.leaderboard_id AND o.participant_key = s.participant_key),
           9223372036854775807)
         ELSE coalesce(
           (SELECT floor(extract(epoch FROM min(c.checked_in_at)) * 1000)::bigint FROM leaderboard_contributions c
             WHERE c.leaderboard_id = s.leaderboard_id AND c.participant_key = s.participant_key),
           9223372036854775807)
       END
  FROM leaderboards l
 WHERE l.id = s.leaderboard_id;

DROP INDEX leaderboard_standings_position;
ALTER TABLE leaderboard_standings DROP COLUMN rank, DROP COLUMN position;

-- A fold rewrites every standing it touches, and each index is one more write per row: the viewer's own entry is
-- found by its participant key (the primary key), so the index by user goes.
DROP INDEX leaderboard_standings_user;

-- The board's order; ties inside a tie key fall back to the participant key (the order aggregation used).
CREATE INDEX leaderboard_standings_order ON leaderboard_standings (leaderboard_id, rank_key, tie_key, participant_key);

-- How many entries share each rank key, and how many are ahead of it: a rank is one lookup here plus a count
-- inside the key. A fold rewrites only the buckets its participants leave or enter, then the running totals.
CREATE TABLE leaderboard_rank_buckets (
  leaderboard_id uuid NOT NULL REFERENCES leaderboards(id) ON DELETE CASCADE,
  rank_key numeric NOT NULL,
  entries integer NOT NULL,
  ahead integer NOT NULL,
  PRIMARY KEY (leaderboard_id, rank_key)
);

INSERT INTO leaderboard_rank_buckets (leaderboard_id, rank_key, entries, ahead)
SELECT leaderboard_id, rank_key, entries,
       (sum(entries) OVER (PARTITION BY leaderboard_id ORDER BY rank_key) - entries)::int
  FROM (SELECT leaderboard_id, rank_key, count(*)::int AS entries
          FROM leaderboard_standings GROUP BY leaderboard_id, rank_key) b;

-- A fold reads every contribution of the participants it touches, across the board's tournaments.
CREATE INDEX leaderboard_contributions_participant ON leaderboard_contributions (leaderboard_id, participant_key);
-- A deep page starts at the bucket holding its first position: the last one with at most that many ahead.
CREATE INDEX leaderboard_rank_buckets_ahead ON leaderboard_rank_buckets (leaderboard_id, ahead);

-- The first page as JSON, rewritten by every fold (100 rows read off the order index): the most read page of a
-- board is one row, not a hundred (issue 13 §5 compares it with Redis ZREVRANGE). A board without one (never
-- folded since this migration) is read off the index.
CREATE TABLE leaderboard_top_standings (
  leaderboard_id uuid PRIMARY KEY REFERENCES leaderboards(id) ON DELETE CASCADE,
  entries text NOT NULL
);

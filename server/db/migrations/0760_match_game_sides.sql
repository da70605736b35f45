-- Sides of a duel's games (issue 30): when the format declares two sides (White/Black, Blue/Red, Home/Away), per
-- game of the match, the seed that played the first side (the other seed played the second); a best-of alternates.
-- Written when the match is drawn (a round paired, a bracket stored) or its second entrant arrives; null when the
-- format has no sides, or while an entrant is not known yet. Swiss reads its colour history from the pairs' order.
ALTER TABLE matches ADD COLUMN game_sides jsonb;

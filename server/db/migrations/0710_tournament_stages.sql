-- The stages of a multi-stage event (issue 31 §2), stored once its entrants are known: stage 1 when the seeds
-- freeze, each later stage when the play clock moves the event on from the one before. Matches keep the event's
-- seeds (tournament_entrants.seed) and rounds are numbered through the whole event, so every match path works
-- unchanged; a stage's matches are its rounds first_round … (the next stage's first_round - 1). A single-stage
-- tournament has no rows here.
CREATE TABLE tournament_stages (
  tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  -- 0-based, in the Format section's order (0 = the section's own format).
  stage_index int NOT NULL,
  -- The event round that is this stage's round 0.
  first_round int NOT NULL,
  -- The event seeds playing this stage, in this stage's seed order: stage seed i + 1 is entrant_seeds[i].
  entrant_seeds jsonb NOT NULL,
  started_at timestamptz NOT NULL,
  -- When the stage was resolved and the next one drawn (null while played, and for the last stage until the end).
  resolved_at timestamptz,
  -- The event seeds who went on to the next stage, in its seed order (null until resolved, and for the last stage).
  qualified_seeds jsonb,
  PRIMARY KEY (tournament_id, stage_index)
);

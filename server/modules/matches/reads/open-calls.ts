// What a player's call to act still concerns (the notices module leaves out the calls that are over): a notice that
// asks to play a match, or to confirm or dispute its report, stands only while that match is open in a tournament
// still in play; one that asks to check in, only until the seeds are frozen. Handed to the notices module as
// subqueries (it cannot import this module: this one tells players through it).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { publishedSchedules } from '../../tournaments/tournaments-module.js';

/** Published tournaments whose play has not finished, and whether their seeds are frozen (check-in is over). */
export function tournamentsInPlay(db: Kysely<Database>) {
  return sql<{ tournament_id: string; seeded: boolean }>`(
    SELECT t.id AS tournament_id, p.seeded_at IS NOT NULL AS seeded
    FROM ${publishedSchedules(db)} t
    LEFT JOIN tournament_play p ON p.tournament_id = t.id
    WHERE p.finished_at IS NULL)`;
}

/** The matches of tournamentsInPlay that are not over yet (no final result, walkover or bye), with their status. */
export function openMatchesInPlay(db: Kysely<Database>) {
  return sql<{ match_id: string; status: string }>`(
    SELECT m.id AS match_id, m.status
    FROM matches m
    JOIN ${tournamentsInPlay(db)} t ON t.tournament_id = m.tournament_id
    WHERE m.status IN ('PENDING', 'READY', 'REPORTED', 'DISPUTED', 'SCORE_MISSING'))`;
}

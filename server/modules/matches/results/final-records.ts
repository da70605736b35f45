// What a finished tournament leaves behind for each participant: the final place, wins and losses, points and
// the FFA in-game metrics summed over the tournament, with the people it counts for (the solo player, or the
// team's roster that played). The standings table computes the same numbers; reading them from it keeps the
// profile, the leaderboards and the tournament page in agreement.
import type { Kysely } from 'kysely';
import { rosterOf } from '../../../../src/domain/roster.js';
import type { Database } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import { disciplineCards } from '../../disciplines/disciplines-module.js';
import { tournamentPlaySettings } from '../../tournaments/tournaments-module.js';
import { MatchesReader } from '../reads/matches-reader.js';
import { isFinal, type StoredFfaResult } from '../stages/stored-play.js';
import * as repo from '../play/play-repository.js';
import type { FinalResults } from '../../results-final-event.js';

export async function finalResults(db: Kysely<Database>, clock: Clock, tournamentId: string): Promise<FinalResults> {
  const tournament = await db
    .selectFrom(tournamentPlaySettings(db).as('t'))
    .innerJoin(disciplineCards(db).as('d'), 'd.id', 't.discipline_id')
    .innerJoin('tournament_play as p', 'p.tournament_id', 't.id')
    .select(['d.code', 'p.finished_at', 't.format'])
    .where('t.id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  const [standings, entrants, matches] = await Promise.all([
    new MatchesReader(db, clock).standings(tournamentId, null),
    repo.entrantsWithPeople(db, tournamentId),
    repo.matchesOf(db, tournamentId),
  ]);
  const labels = (
    (tournament.format as { scoringSystem?: { ingameMetrics?: { label: string }[] } } | null)?.scoringSystem
      ?.ingameMetrics ?? []
  ).map((metric) => metric.label);
  const metrics = metricTotals(matches, labels);
  const bySeed = new Map(entrants.map((entrant) => [entrant.seed, entrant]));
  return {
    disciplineCode: tournament.code,
    finishedAt: new Date(tournament.finished_at ?? clock.now()),
    records: standings.rows.map((row) => {
      const entrant = bySeed.get(row.seed)!;
      return {
        registrationId: entrant.registration_id,
        seed: row.seed,
        teamId: entrant.team_id,
        players: rosterOf(entrant.team_id ? 'TEAM' : 'SOLO', entrant.user_id, entrant.member_ids),
        rank: row.rank,
        wins: row.wins,
        losses: row.losses,
        points: row.points,
        metrics: metrics.get(row.seed) ?? {},
      };
    }),
  };
}

/** Sums each seed's reported in-game metrics over the FFA lobbies that are final. */
function metricTotals(matches: repo.MatchRow[], labels: readonly string[]): Map<number, Record<string, number>> {
  const totals = new Map<number, Record<string, number>>();
  if (labels.length === 0) return totals;
  for (const match of matches) {
    if (match.kind !== 'FFA' || !isFinal(match.status) || !match.result) continue;
    for (const entry of match.result as StoredFfaResult) {
      const sums = totals.get(entry.seed) ?? Object.fromEntries(labels.map((label) => [label, 0]));
      for (const game of entry.results) {
        (game.ingameMetricScores ?? []).slice(0, labels.length).forEach((metric, m) => {
          sums[labels[m]] = (sums[labels[m]] ?? 0) + metric.score;
        });
      }
      totals.set(entry.seed, sums);
    }
  }
  return totals;
}

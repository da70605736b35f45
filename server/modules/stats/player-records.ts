// Writes the profile's player records when a tournament's placements become final (or are amended): one row
// per player and tournament, so a team's result counts for every member of the roster that played.
import type { ResultsFinalListener } from '../results-final-event.js';
import { upsertPlayerResults } from './stats-repository.js';

export const recordPlayerResults: ResultsFinalListener = async (trx, event) => {
  const { disciplineCode, finishedAt, records } = await event.results();
  await upsertPlayerResults(
    trx,
    records.flatMap((record) =>
      record.players.map((userId) => ({
        userId,
        disciplineCode,
        tournamentId: event.tournamentId,
        teamId: record.teamId,
        placement: record.rank,
        wins: record.wins,
        losses: record.losses,
        points: record.points,
        metrics: record.metrics,
        finishedAt,
      })),
    ),
  );
};

// The result an organizer sets (SetResultBody, SPEC §6) read against the match it is for: a duel's winner, scores
// or forfeit, a lobby's results per member. What does not fit the match is a 400 RESULT-INVALID-SCORES naming the
// field, before anything is written.
import type { DuelResult } from '../../../../src/domain/index.js';
import type { SetResultBody } from '../../../../src/contract/matches.js';
import { HttpError } from '../../../http-error.js';
import type { StoredFfaResult } from '../stages/stored-play.js';
import type * as repo from '../play/play-repository.js';

export function duelBody(match: repo.MatchRow, body: SetResultBody): DuelResult {
  const [a, b] = match.participants;
  const sides = (seed: number | undefined, field: string) => {
    if (seed !== undefined && seed !== a && seed !== b)
      throw new HttpError(400, 'RESULT-INVALID-SCORES', { [field]: 'Choose one of the two sides' });
    return seed;
  };
  const forfeit = sides(body.forfeitSeed, 'forfeitSeed');
  if (forfeit !== undefined) return { participants: [a, b], forfeit };
  const winner = sides(body.winnerSeed, 'winnerSeed');
  const games = (body.games ?? []).map((game) => ({ score: [game.scores[0], game.scores[1]] as [number, number] }));
  if (games.length > match.best_of)
    throw new HttpError(400, 'RESULT-INVALID-SCORES', { games: 'More games than the best-of allows' });
  if (winner === undefined && games.length === 0)
    throw new HttpError(400, 'RESULT-INVALID-SCORES', { winnerSeed: 'Choose the winner or enter the scores' });
  return {
    participants: [a, b],
    ...(games.length > 0 ? { games } : {}),
    ...(winner !== undefined ? { decision: winner } : {}),
  };
}

export function ffaBody(match: repo.MatchRow, body: SetResultBody): StoredFfaResult {
  if (!body.ffaResults)
    throw new HttpError(400, 'RESULT-INVALID-SCORES', { ffaResults: 'Enter the results of the lobby' });
  for (const entry of body.ffaResults) {
    if (!match.participants.includes(entry.seed))
      throw new HttpError(400, 'RESULT-INVALID-SCORES', { ffaResults: 'Every seed must be a member of this lobby' });
  }
  return match.participants.map((seed) => ({
    seed,
    results: (body.ffaResults!.find((entry) => entry.seed === seed)?.results ?? []).map((result) =>
      result.isForfeit ? { gameIndex: result.gameIndex, isForfeit: true } : result,
    ),
  }));
}

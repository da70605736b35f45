// The standings table of a bracket (single or double elimination): placements as far as they are known, wins and
// losses counted from the decided matches, points from the format's scoring system (issue 26 §5.9), no tie-break
// columns.
import type { StageStandings, StandingEntrant } from './stage-format.js';
import type { StoredMatch } from './stored-play.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';

export function eliminationStandings(
  entrants: readonly StandingEntrant[],
  matches: readonly StoredMatch[],
  rankOf: (entrant: StandingEntrant) => number | null,
  scoring: Pick<FormatSection['scoringSystem'], 'winPoints' | 'lossPoints'>,
): StageStandings {
  const wins = new Map<number, number>();
  const losses = new Map<number, number>();
  for (const match of matches) {
    if (match.status !== 'COMPLETED' && match.status !== 'WALKOVER') continue;
    const loser = match.participants.find((seed) => seed > 0 && seed !== match.winner);
    if (match.winner) wins.set(match.winner, (wins.get(match.winner) ?? 0) + 1);
    if (loser) losses.set(loser, (losses.get(loser) ?? 0) + 1);
  }
  const rows = entrants
    .map((entrant) => ({
      rank: rankOf(entrant),
      seed: entrant.seed,
      name: entrant.name,
      status: entrant.status,
      points: (wins.get(entrant.seed) ?? 0) * scoring.winPoints + (losses.get(entrant.seed) ?? 0) * scoring.lossPoints,
      wins: wins.get(entrant.seed) ?? 0,
      losses: losses.get(entrant.seed) ?? 0,
      gamesPlayed: (wins.get(entrant.seed) ?? 0) + (losses.get(entrant.seed) ?? 0),
      tieBreaks: [] as number[],
    }))
    .sort(
      (a, b) =>
        (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || b.wins - a.wins || a.seed - b.seed,
    );
  return { columns: [], rows };
}

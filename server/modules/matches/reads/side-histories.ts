// Each entrant's sides round by round (issue 30), as the Swiss standings show them ("WBW"): read from the stored
// duels' game_sides (game 1's first side), "-" for a round without a game (a bye, a walkover, not paired).
import { sideHistoryText } from '../../../../src/domain/index.js';
import type { MatchRow } from '../play/play-repository.js';

/** By seed, the history text over rounds 0 … the last stored one. */
export function sideHistories(matches: readonly MatchRow[], names: readonly [string, string]): Map<number, string> {
  const rounds = matches.reduce((most, match) => Math.max(most, match.round_index + 1), 0);
  const sides = new Map<number, (0 | 1 | -1)[]>();
  const of = (seed: number) => {
    let list = sides.get(seed);
    if (!list) sides.set(seed, (list = new Array<0 | 1 | -1>(rounds).fill(0)));
    return list;
  };
  for (const match of matches) {
    for (const seed of match.participants) if (seed > 0) of(seed);
    const first = match.game_sides?.[0];
    // A walkover or a bye had no game: no side, as FIDE's colour history counts only games played.
    if (first === undefined || match.status === 'WALKOVER' || match.status === 'BYE') continue;
    for (const seed of match.participants) of(seed)[match.round_index] = seed === first ? 1 : -1;
  }
  return new Map([...sides].map(([seed, list]) => [seed, sideHistoryText(list, names)]));
}

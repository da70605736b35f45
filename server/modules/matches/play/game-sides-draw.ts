// Sides of the stored matches (issue 30, migration 0760): which seed plays the first side in each game, written when
// a match is drawn or its second entrant arrives. The rule is the format's (higher seed or a toss); rows the engine
// already put in side order (Swiss pairs, round robin's home first) keep their order. Tosses replay from the
// tournament's stored random seed, so the organizer's audit can redo every one of them.
import { coinToss, duelGameSides, SWISS_TOSS_KEY, type FirstGameRule } from '../../../../src/domain/index.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import type { NewMatch } from '../stages/stored-play.js';

export interface SidesDraw {
  firstGame: FirstGameRule;
  randomSeed: number;
}

/** The format's sides rule with the tournament's random seed, or null when its games have no sides. */
export function sidesDraw(format: FormatSection, randomSeed: number | null | undefined): SidesDraw | null {
  if (!format.sides || format.matchType !== 'DUEL') return null;
  return { firstGame: format.sides.firstGame, randomSeed: randomSeed ?? 0 };
}

/** The Swiss first round's side for the top seed: the first side, or the toss's. */
export function swissInitialSide(format: FormatSection, randomSeed: number | undefined): 1 | -1 {
  return format.sides?.firstGame === 'TOSS' ? coinToss(randomSeed ?? 0, SWISS_TOSS_KEY) : 1;
}

/** game_sides of a duel row (its stored participants, best-of and place), as the column stores it. */
export function gameSidesColumn(
  draw: SidesDraw | null,
  row: Pick<NewMatch, 'kind' | 'participants' | 'best_of' | 'round_index' | 'position' | 'sidesInOrder'>,
): string | null {
  if (!draw || row.kind !== 'DUEL' || row.participants.length !== 2) return null;
  const [a, b] = row.participants;
  const sides = duelGameSides(a, b, row.best_of, {
    rule: row.sidesInOrder ? 'ORDER' : draw.firstGame,
    randomSeed: draw.randomSeed,
    round: row.round_index,
    position: row.position,
  });
  return sides ? JSON.stringify(sides) : null;
}

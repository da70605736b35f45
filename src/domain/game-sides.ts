// Sides of a game (issue 30 §1): White/Black, Blue/Red, Home/Away… A format that declares two sides records, per
// match and per game, which entrant played the first side. Game 1's first side goes to the higher seed (the lower
// seed number, or whoever the engine put first: Swiss pairs first side first, round robin home first) unless the
// organizer chose a toss; the games of a best-of then alternate. Tosses come from the tournament's stored random
// seed and the match's place, so every toss can be replayed and audited.

import { seededKey } from './seeded-random.js';

export const FIRST_GAME_RULES = ['HIGHER_SEED', 'TOSS'] as const;
export type FirstGameRule = (typeof FIRST_GAME_RULES)[number];

export interface GameSides {
  /** The first side's name, then the second's. */
  names: [string, string];
  firstGame: FirstGameRule;
}

/** The longest side name the contract accepts. */
export const SIDE_NAME_MAX = 32;

/** Disciplines whose games have sides by nature: their formats start with these (the organizer may change them). */
const DISCIPLINE_SIDES: Record<string, [string, string]> = {
  chess: ['White', 'Black'],
};

/** The sides a new tournament of discipline `code` starts with, or null when its games have none. */
export function disciplineSides(code: string): GameSides | null {
  const names = DISCIPLINE_SIDES[code];
  return names ? { names: [...names], firstGame: 'HIGHER_SEED' } : null;
}

/**
 * A fair coin for one decision of a tournament: 1 (the first side) or -1, from its random seed and a key naming
 * the decision (a match's round and position, or the Swiss first round).
 */
export function coinToss(randomSeed: number, key: number): 1 | -1 {
  return (seededKey(randomSeed, key) & 1) === 0 ? 1 : -1;
}

/** The key of match (round, position)'s toss; -1 is the Swiss event's own toss of its first round. */
export const matchTossKey = (round: number, position: number) => round * 65_536 + position;
export const SWISS_TOSS_KEY = -1;

/**
 * Per game of a best-of-`bestOf` between `first` (the first side in game 1) and `second`, the one playing the first
 * side: first, second, first, …
 */
export function alternatingSides(first: number, second: number, bestOf: number): number[] {
  const games = Math.max(1, bestOf);
  return Array.from({ length: games }, (_, g) => (g % 2 === 0 ? first : second));
}

export interface DuelSidesDraw {
  /** 'ORDER': the pair is already in side order (Swiss, round robin's home first); else the tournament's rule. */
  rule: FirstGameRule | 'ORDER';
  randomSeed: number;
  round: number;
  position: number;
}

/**
 * Who plays the first side per game of a duel between seeds `a` and `b` (1-based, in stored order), by `draw`;
 * null while a side is not known yet (a bracket slot waiting, a bye).
 */
export function duelGameSides(a: number, b: number, bestOf: number, draw: DuelSidesDraw): number[] | null {
  if (a < 1 || b < 1) return null;
  let first = a;
  if (draw.rule === 'HIGHER_SEED') first = Math.min(a, b);
  else if (draw.rule === 'TOSS')
    first = coinToss(draw.randomSeed, matchTossKey(draw.round, draw.position)) === 1 ? a : b;
  return alternatingSides(first, first === a ? b : a, bestOf);
}

/** A participant's sides as a history string ("WBW"): the sides' initials, "-" for a round without a game. */
export function sideHistoryText(history: readonly (0 | 1 | -1)[], names: readonly [string, string]): string {
  const initial = (name: string) => (name.trim().charAt(0) || '?').toUpperCase();
  const [first, second] = [initial(names[0]), initial(names[1])];
  return history.map((side) => (side === 1 ? first : side === -1 ? second : '-')).join('');
}

// Sides ("colours") in a Swiss event, as FIDE's Dutch system allocates them (C.04.3, articles A.6, A.7, C.3,
// C.12, C.13 and E). The first side (White, Blue, Home…) is 1, the second -1; a round without a game is 0.
//
// A participant's colour difference is games with the first side less games with the second (played games
// only: byes and walkovers have no side). Their preference for the next game:
//   absolute: the difference is beyond ±1, or the last two games played had the same side: the other side;
//   strong:   the difference is ±1: the side that evens it;
//   mild:     the difference is 0: the side other than in the last game played;
//   none:     no game played yet.
// Two participants with the same absolute preference may not meet (except topscorers, those over half the
// maximum score, when the final round is paired); the pairing then satisfies as many preferences as its
// quality allows, strong ones first. Each pair's sides: grant both preferences; else the stronger (two
// absolute: the wider difference); else alternate from the last round in which they had different sides;
// else the higher ranked's preference; else the higher ranked gets the initial side when their pairing number
// (the seed, from 1) is odd, the other side when even.

export type Side = 1 | -1;

export const STRENGTH = { NONE: 0, MILD: 1, STRONG: 2, ABSOLUTE: 3 } as const;
export type Strength = (typeof STRENGTH)[keyof typeof STRENGTH];

export interface ColourPreference {
  /** The side wanted, 0 when none. */
  side: 0 | Side;
  strength: Strength;
  /** Games with the first side less games with the second. */
  difference: number;
}

/**
 * The preference of participant `p` from their sides so far: colours[p * rounds + r] is 1, -1 or 0 (no game).
 */
export function colourPreference(colours: Int8Array, rounds: number, p: number): ColourPreference {
  let difference = 0;
  let last = 0;
  let beforeLast = 0;
  for (let i = p * rounds, end = i + rounds; i < end; i++) {
    const c = colours[i];
    if (c === 0) continue;
    difference += c;
    beforeLast = last;
    last = c;
  }
  if (last === 0) return { side: 0, strength: STRENGTH.NONE, difference };
  const other = -last as Side;
  if (difference > 1 || difference < -1)
    return { side: difference > 0 ? -1 : 1, strength: STRENGTH.ABSOLUTE, difference };
  if (beforeLast === last) return { side: other, strength: STRENGTH.ABSOLUTE, difference };
  if (difference !== 0) return { side: difference > 0 ? -1 : 1, strength: STRENGTH.STRONG, difference };
  return { side: other, strength: STRENGTH.MILD, difference };
}

/** Every participant's preference, as two arrays the pairing reads per edge. */
export function colourPreferences(colours: Int8Array, rounds: number, participantCount: number) {
  const side = new Int8Array(participantCount);
  const strength = new Uint8Array(participantCount);
  const difference = new Int16Array(participantCount);
  for (let p = 0; p < participantCount; p++) {
    const preference = colourPreference(colours, rounds, p);
    side[p] = preference.side;
    strength[p] = preference.strength;
    difference[p] = preference.difference;
  }
  return { side, strength, difference };
}

export type ColourPreferences = ReturnType<typeof colourPreferences>;

/** How a pair weighs against the colour criteria: an absolute clash (C.3), an unmet preference, an unmet strong one. */
export function colourCost(preferences: ColourPreferences, a: number, b: number, exempt: boolean) {
  const { side, strength } = preferences;
  const same = side[a] !== 0 && side[a] === side[b];
  return {
    clash: same && !exempt && strength[a] === STRENGTH.ABSOLUTE && strength[b] === STRENGTH.ABSOLUTE ? 1 : 0,
    unmet: same ? 1 : 0,
    strongUnmet: same && strength[a] >= STRENGTH.STRONG && strength[b] >= STRENGTH.STRONG ? 1 : 0,
  };
}

/** Sides, when the games have them: each participant's preference, and who is exempt from C.3. */
export interface SwissColourInput {
  preferences: ColourPreferences;
  /** Topscorers when the final round is paired: they may meet despite the same absolute preference. */
  exempt?: Uint8Array;
}

/** colourCost of a pair in a round's pairing, the exemption applied. */
export function pairColourCost(input: SwissColourInput, a: number, b: number) {
  const exempt = input.exempt !== undefined && (input.exempt[a] === 1 || input.exempt[b] === 1);
  return colourCost(input.preferences, a, b, exempt);
}

/**
 * The side of `higher` (the higher ranked of the pair) against `lower`, by the allocation rules (article E).
 * `seedOf` gives a participant's pairing number from 1.
 */
export function sideOfHigher(
  colours: Int8Array,
  rounds: number,
  higher: number,
  lower: number,
  initialSide: Side,
  seedOf: (p: number) => number,
): Side {
  const a = colourPreference(colours, rounds, higher);
  const b = colourPreference(colours, rounds, lower);
  // E.1: both preferences can be granted (different sides, or one without a preference).
  if (a.side !== 0 && a.side !== b.side) return a.side;
  if (a.side === 0 && b.side !== 0) return -b.side as Side;
  // E.2: the stronger preference; two absolute ones: the wider difference.
  if (a.side !== 0 && a.strength !== b.strength) return a.strength > b.strength ? a.side : (-b.side as Side);
  if (a.side !== 0 && a.strength === STRENGTH.ABSOLUTE && Math.abs(a.difference) !== Math.abs(b.difference)) {
    return Math.abs(a.difference) > Math.abs(b.difference) ? a.side : (-b.side as Side);
  }
  // E.3: alternate from the most recent round in which they had different sides.
  for (let r = rounds - 1; r >= 0; r--) {
    const ca = colours[higher * rounds + r];
    const cb = colours[lower * rounds + r];
    if (ca !== 0 && cb !== 0 && ca !== cb) return -ca as Side;
  }
  // E.4: the higher ranked's preference.
  if (a.side !== 0) return a.side;
  // E.5: by the higher ranked's pairing number.
  return seedOf(higher) % 2 === 1 ? initialSide : (-initialSide as Side);
}

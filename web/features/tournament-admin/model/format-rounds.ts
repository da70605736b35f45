// How many rounds a format plays and which of them the organizer sets a best-of for, from the Format section's
// numbers at the maximum field: single elimination halves the field each round; double elimination plays its
// winners rounds, the losers rounds in between and the grand final (and reset) after them, with a best-of per
// winners round (the losers bracket plays the first value, the grand final the winners final's: the server's
// doubleEliminationOptionsOf); round robin plays its largest group's rounds (roundRobinRoundsOf, src/domain).
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import { bracketSize } from '../../../../src/domain/seeding-order.js';
import { roundRobinRoundsOf } from '../../../../src/domain/validators/stage-format-rules.js';

export type FormatRoundFields = Pick<FormatSection, 'format' | 'maxParticipants' | 'numberOfRounds'> &
  Partial<Pick<FormatSection, 'grandFinal' | 'groupCount' | 'roundRobinLegs'>>;

export interface FormatRounds {
  /** Rounds the schedule needs windows for. */
  rounds: number;
  /** The best-of list's entries, each with the name the form labels it with. */
  bestOfNames: string[];
}

const field = (value: number, fallback: number) => (Number.isInteger(value) && value >= 1 ? value : fallback);

export function formatRounds(format: FormatRoundFields): FormatRounds {
  const max = field(format.maxParticipants, 2);
  const numbered = (count: number, name = 'Round') => Array.from({ length: count }, (_, i) => `${name} ${i + 1}`);
  if (format.format === 'SINGLE_ELIMINATION') {
    const rounds = Math.max(1, Math.ceil(Math.log2(Math.max(2, max))));
    return { rounds, bestOfNames: numbered(rounds) };
  }
  if (format.format === 'DOUBLE_ELIMINATION') {
    // At least 3 entrants, in a winners bracket of at least 4.
    const k = Math.log2(Math.max(4, bracketSize(Math.max(3, max))));
    const grandFinal = format.grandFinal ?? 'RESET';
    const rounds = 2 * k - 1 + (grandFinal === 'NONE' ? 0 : grandFinal === 'SINGLE' ? 1 : 2);
    return { rounds, bestOfNames: numbered(k, 'Winners round') };
  }
  if (format.format === 'ROUND_ROBIN') {
    const groups = field(format.groupCount ?? 1, 1);
    const legs = format.roundRobinLegs === 2 ? 2 : 1;
    const rounds = Math.max(1, roundRobinRoundsOf(Math.max(2, Math.ceil(max / groups)), legs));
    return { rounds, bestOfNames: numbered(rounds) };
  }
  const rounds = Math.max(1, format.numberOfRounds);
  return { rounds, bestOfNames: numbered(rounds) };
}

// The TRF import's rules that need no database (issue 30 §2): which entrant each file player is (by name, once),
// and which rounds were played (a last round drawn but not played is left to the engine to draw again).
import { describe, expect, it } from 'vitest';
import type { TrfHistory } from '../../src/domain/index.js';
import { HttpError } from '../../server/http-error.js';
import { matchTrfPlayers, playedRounds } from '../../server/modules/matches/rounds/trf-import.js';

const entrants = [
  { registration_id: 'r-ann', name: 'Ann Lee' },
  { registration_id: 'r-bob', name: 'Bob' },
  { registration_id: 'r-cy', name: 'Cy' },
];

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('matchTrfPlayers', () => {
  it('gives each pairing number its entrant, names compared without case or padding', () => {
    expect(matchTrfPlayers(['cy', 'ANN  LEE', 'Bob                '], entrants)).toEqual(['r-cy', 'r-ann', 'r-bob']);
  });

  it('names the player who is no entrant, the entrant missing from the file and a name used twice', () => {
    const unknown = refusal(() => matchTrfPlayers(['Ann Lee', 'Bob', 'Dee'], entrants));
    expect(unknown.code).toBe('TRF-PLAYERS-MISMATCH');
    expect(unknown.formFieldErrors?.trf).toContain('Dee');
    const missing = refusal(() => matchTrfPlayers(['Ann Lee', 'Bob'], entrants));
    expect(missing.formFieldErrors?.trf).toContain('Cy');
    const twice = refusal(() => matchTrfPlayers(['Ann Lee', 'Bob', 'bob'], entrants));
    expect(twice.formFieldErrors?.trf).toContain('bob');
    const homonyms = [...entrants.slice(0, 2), { registration_id: 'r-bob2', name: 'Bob' }];
    expect(refusal(() => matchTrfPlayers(['Ann Lee', 'Bob', 'Bob'], homonyms)).code).toBe('TRF-PLAYERS-MISMATCH');
  });
});

describe('playedRounds', () => {
  const history = (rounds: TrfHistory['rounds']): TrfHistory => ({
    name: 'T',
    names: ['A', 'B'],
    numberOfRounds: 3,
    initialSide: 1,
    rounds,
  });
  const won = { games: [{ white: 0, black: 1, winner: 1 as const, forfeit: false }], bye: -1 };
  const drawn = { games: [{ white: 1, black: 0, forfeit: false }], bye: -1 };

  it('leaves out a last round paired but not played, and only that one', () => {
    expect(playedRounds(history([won, drawn]))).toEqual([won]);
    expect(playedRounds(history([won, won]))).toEqual([won, won]);
    expect(playedRounds(history([]))).toEqual([]);
  });
});

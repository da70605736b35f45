// The FIDE Tournament Report File (issue 30 §2): a Swiss event written as TRF-16 (the columns the reference pairing
// programs read), read back into the same history, and continued with the same next round.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TrfError,
  createSwiss,
  pairNextRound,
  readTrf,
  recordSwissResults,
  swissFromTrf,
  writeTrf,
  type SwissTournament,
} from '../../src/domain/index.js';
import { forfeit, win } from './builders.js';

const SCORING = { winPoints: 1, lossPoints: 0, byePoints: 1, forfeitPenalty: 0 };

/** A Swiss with sides, each round's winners chosen by `pick` (pair index → the first or second side wins). */
function play(n: number, rounds: number, pick: (round: number, pair: number) => 0 | 1 | 'forfeit'): SwissTournament {
  let t = createSwiss({ participantCount: n, numberOfRounds: rounds, scoring: SCORING, sides: { initialSide: 1 } });
  for (let r = 0; r < rounds; r++) {
    t = pairNextRound(t);
    const pairs = t.rounds[r].pairs;
    const entries = [];
    for (let k = 0; k < pairs.length; k += 2) {
      const choice = pick(r, k >> 1);
      const [white, black] = [pairs[k], pairs[k + 1]];
      const result =
        choice === 'forfeit' ? forfeit(white, black, black) : choice === 0 ? win(white, black) : win(black, white);
      entries.push({ pair: k >> 1, result });
    }
    t = recordSwissResults(t, r, entries).tournament;
  }
  return t;
}

/** A round's games as "white-black:winner" texts, sorted. */
function gamesOf(pairs: Int32Array, results: SwissTournament['rounds'][number]['results']): string[] {
  const out: string[] = [];
  for (let k = 0; k < pairs.length; k += 2) {
    const result = results[k >> 1];
    const winner = result ? (result.forfeit !== undefined ? `forfeit ${result.forfeit}` : result.participants[0]) : '-';
    out.push(`${pairs[k]}-${pairs[k + 1]}:${winner}`);
  }
  return out.sort();
}

/** A TRF player line built by columns: pairing number, name, points, rank, then each round's "oooo c r". */
function playerLine(number: number, name: string, points: string, cells: string[]): string {
  const head = `001 ${String(number).padStart(4)}      ${name.padEnd(33)}`.padEnd(80);
  return `${head}${points.padStart(4)} ${String(number).padStart(4)}  ${cells.join('  ')}`;
}

describe('writing a TRF', () => {
  it('puts every field in its columns', () => {
    // 5 players, 2 rounds, White always wins. Round 1 (Dutch, seeds 1–3 against 4–5… with the bye to seed 5).
    const t = play(5, 2, () => 0);
    const text = writeTrf(t, { name: 'Spring Open', names: ['Ann', 'Bob', 'Cy', 'Di', 'Ed'], startDate: '2030-01-01' });
    const lines = text.trimEnd().split('\n');
    expect(lines.slice(0, 7)).toEqual([
      '012 Spring Open',
      '042 2030/01/01',
      '062 5',
      '092 Individual: Swiss-System (Dutch)',
      'XXR 2',
      'XXC white1',
      'XXS W=1.0 L=0.0 FW=1.0 FL=0.0 PAB=1.0',
    ]);
    const players = lines.filter((line) => line.startsWith('001'));
    expect(players).toHaveLength(5);
    const ann = players[0];
    expect(ann.slice(4, 8)).toBe('   1');
    expect(ann.slice(14, 47).trimEnd()).toBe('Ann');
    // Each round: the opponent in 92–95, the colour in 97, the result in 99; the bye reads 0000 - U.
    const cells = players.map((line) => [line.slice(91, 99), line.slice(101, 109)]);
    const round1 = t.rounds[0];
    const white = round1.pairs[0];
    expect(cells[white][0]).toBe(`${String(round1.pairs[1] + 1).padStart(4)} w 1`);
    expect(cells[round1.pairs[1]][0]).toBe(`${String(white + 1).padStart(4)} b 0`);
    expect(cells[round1.bye][0]).toBe('0000 - U');
    // Points in 81–84 and the rank in 86–89 agree with the standings: every line's points sum to the games' points.
    const total = players.reduce((sum, line) => sum + Number(line.slice(80, 84)), 0);
    expect(total).toBe(2 * 2 + 2 * 1);
  });
});

describe('reading a TRF back', () => {
  it('gives the same history and the same next round, on random events (forfeits included)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 15 }), fc.integer({ min: 1, max: 4 }), fc.integer(), (n, played, seed) => {
        let state = seed >>> 0 || 1;
        const random = () => {
          state ^= state << 13;
          state ^= state >>> 17;
          state ^= state << 5;
          return (state >>> 0) % 7;
        };
        const original = play(n, played, () => {
          const roll = random();
          return roll === 0 ? 'forfeit' : roll % 2 === 0 ? 0 : 1;
        });
        const names = Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
        const history = readTrf(writeTrf(original, { name: 'Random', names }));
        expect(history.names).toEqual(names);
        const copy = swissFromTrf(history, SCORING);
        // The same games (White first, the same winner) and byes; TRF lists a round's games by White's number.
        const games = (t: SwissTournament) =>
          t.rounds.map((round) => ({ bye: round.bye, games: gamesOf(round.pairs, round.results) }));
        expect(games(copy)).toEqual(games(original));
        // Continued one round further, both pair the same way.
        const more = (t: SwissTournament) => {
          const next = pairNextRound({ ...t, options: { ...t.options, numberOfRounds: played + 1 } }).rounds[played];
          return gamesOf(next.pairs, next.results);
        };
        expect(more(copy)).toEqual(more(original));
      }),
      { numRuns: 120 },
    );
  });

  it.each([
    [
      'an opponent who does not meet back',
      [
        playerLine(1, 'A', '1.0', ['   2 w 1']),
        playerLine(2, 'B', '0.0', ['   3 b 0']),
        playerLine(3, 'C', '1.0', ['0000 - U']),
      ],
      /meets 2, who does not meet 1/,
    ],
    ['a draw', [playerLine(1, 'A', '0.5', ['   2 w =']), playerLine(2, 'B', '0.5', ['   1 b ='])], /draw/],
    ['a missing pairing number', [playerLine(2, 'B', '0.0', [])], /1 is missing/],
    ['two Whites', [playerLine(1, 'A', '1.0', ['   2 w 1']), playerLine(2, 'B', '0.0', ['   1 w 0'])], /both w/],
  ])('refuses %s, saying where', (_, lines, message) => {
    const text = lines.join('\n');
    expect(() => readTrf(text)).toThrow(TrfError);
    expect(() => readTrf(text)).toThrow(message);
  });
});

// Reads a FIDE Tournament Report File (TRF-16 with the TRFx XXR/XXC lines, as trf-writer.ts writes and the
// reference pairing programs read) into a Swiss history Arena can continue: players by pairing number, and per
// round the games (White first), the pairing-allocated bye and who did not play. Refuses what it cannot read with
// the line and what was wrong.

import type { DuelScoring, SwissRound, SwissTournament } from './swiss-standings.js';
import { createSwiss, dropParticipant } from './swiss-tournament.js';
import type { DuelResult } from './types.js';

export interface TrfGame {
  white: number;
  black: number;
  /** 1 White won, -1 Black won, by forfeit when `forfeit`; undefined when not decided yet. */
  winner?: 1 | -1;
  forfeit: boolean;
}

export interface TrfHistory {
  name: string;
  /** Names by participant index (pairing number − 1). */
  names: string[];
  numberOfRounds: number;
  initialSide: 1 | -1;
  rounds: { games: TrfGame[]; bye: number }[];
}

export class TrfError extends Error {}

const RESULTS = new Set(['1', '0', '+', '-', '=', 'U', 'Z', 'H', 'F', ' ', '']);

export function readTrf(text: string): TrfHistory {
  let name = '';
  let numberOfRounds = 0;
  let initialSide: 1 | -1 = 1;
  const players = new Map<number, { name: string; cells: { opponent: number; colour: string; result: string }[] }>();
  text.split(/\r?\n/).forEach((line, index) => {
    const where = `line ${index + 1}`;
    if (line.startsWith('012 ')) name = line.slice(4).trim();
    else if (line.startsWith('XXR ')) numberOfRounds = Number(line.slice(4).trim());
    else if (line.startsWith('XXC ')) initialSide = line.slice(4).trim().toLowerCase().startsWith('black') ? -1 : 1;
    else if (line.startsWith('001 ')) {
      const number = Number(line.slice(4, 8));
      if (!Number.isInteger(number) || number < 1) throw new TrfError(`${where}: no pairing number in columns 5–8`);
      if (players.has(number)) throw new TrfError(`${where}: pairing number ${number} appears twice`);
      const cells = [];
      for (let at = 91; at < line.length; at += 10) {
        const cell = line.slice(at, at + 8);
        const opponent = Number(cell.slice(0, 4));
        const colour = cell.charAt(5) || '-';
        const result = cell.charAt(7).trim();
        if (!Number.isInteger(opponent) || !RESULTS.has(result) || !'wb-'.includes(colour)) {
          throw new TrfError(`${where}: round ${cells.length + 1} reads "${cell}"`);
        }
        if (result === '=' || result === 'H' || result === 'F') {
          throw new TrfError(
            `${where}: round ${cells.length + 1} has a draw or a requested bye, which Arena's duels do not have`,
          );
        }
        cells.push({ opponent, colour, result });
      }
      players.set(number, { name: line.slice(14, 47).trim(), cells });
    }
  });
  const n = players.size;
  for (let number = 1; number <= n; number++) {
    if (!players.has(number)) throw new TrfError(`pairing numbers must run from 1 to ${n}: ${number} is missing`);
  }
  const played = Math.max(0, ...[...players.values()].map((player) => player.cells.length));
  numberOfRounds ||= played;
  if (numberOfRounds < played) throw new TrfError(`XXR says ${numberOfRounds} rounds but ${played} are written`);
  const rounds: TrfHistory['rounds'] = [];
  for (let r = 0; r < played; r++) {
    const games: TrfGame[] = [];
    let bye = -1;
    for (let number = 1; number <= n; number++) {
      const cell = players.get(number)!.cells[r];
      if (!cell || cell.opponent === 0) {
        if (cell?.result === 'U') {
          if (bye >= 0) throw new TrfError(`round ${r + 1} has two pairing-allocated byes`);
          bye = number - 1;
        }
        continue;
      }
      const other = players.get(cell.opponent)?.cells[r];
      if (!other || other.opponent !== number) {
        throw new TrfError(`round ${r + 1}: ${number} meets ${cell.opponent}, who does not meet ${number}`);
      }
      if (cell.colour !== 'w') continue;
      if (other.colour !== 'b')
        throw new TrfError(`round ${r + 1}: ${number} and ${cell.opponent} are both ${cell.colour}`);
      const winner =
        cell.result === '1' || cell.result === '+' ? 1 : other.result === '1' || other.result === '+' ? -1 : undefined;
      games.push({
        white: number - 1,
        black: cell.opponent - 1,
        winner,
        forfeit: cell.result === '+' || cell.result === '-',
      });
    }
    rounds.push({ games, bye });
  }
  return {
    name,
    names: Array.from({ length: n }, (_, i) => players.get(i + 1)!.name),
    numberOfRounds,
    initialSide,
    rounds,
  };
}

/** A game as the Swiss engine records it (White first, as with sides on). */
export function trfGameResult(game: TrfGame): DuelResult | undefined {
  if (game.winner === undefined) return undefined;
  const [winner, loser] = game.winner === 1 ? [game.white, game.black] : [game.black, game.white];
  return game.forfeit
    ? { participants: [game.white, game.black], forfeit: loser }
    : { participants: [winner, loser], games: [{ score: [1, 0] }] };
}

/**
 * The Swiss tournament a TRF history describes, with sides on (White is the first side), ready for its next
 * round: a player absent from some round to the last written one is taken as having left then.
 */
export function swissFromTrf(history: TrfHistory, scoring: DuelScoring): SwissTournament {
  const n = history.names.length;
  const met = new Set<string>();
  const rounds: SwissRound[] = history.rounds.map(({ games, bye }) => {
    let repeats = 0;
    const pairs = new Int32Array(games.length * 2);
    games.forEach((game, k) => {
      pairs[2 * k] = game.white;
      pairs[2 * k + 1] = game.black;
      const key = `${Math.min(game.white, game.black)}-${Math.max(game.white, game.black)}`;
      if (met.has(key)) repeats++;
      met.add(key);
    });
    return { pairs, bye, repeats, results: games.map(trfGameResult) };
  });
  let t: SwissTournament = {
    ...createSwiss({
      participantCount: n,
      numberOfRounds: history.numberOfRounds,
      scoring,
      sides: { initialSide: history.initialSide },
    }),
    rounds,
  };
  for (let p = 0; p < n; p++) {
    let left = rounds.length;
    while (left > 0 && !inRound(rounds[left - 1], p)) left--;
    if (left < rounds.length) {
      t = dropParticipant({ ...t, rounds: rounds.slice(0, left) }, p, 'DROPPED');
      t = { ...t, rounds };
    }
  }
  return t;
}

function inRound(round: SwissRound, p: number): boolean {
  return round.bye === p || round.pairs.includes(p);
}

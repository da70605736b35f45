// A Swiss tournament as a FIDE Tournament Report File (TRF-16, with the TRFx lines the reference pairing programs
// bbpPairings and JaVaFo read: XXR the number of rounds, XXC the initial colour, XXS the points of each result),
// so an arbiter can check Arena's pairings with them, or continue the event elsewhere.
//
// Player lines ("001") are fixed columns: pairing number 5–8, name 15–47, points 81–84, rank 86–89, then per round
// ten columns from 92: the opponent's pairing number (4 columns, 0000 for none), a space, the colour (w, b or -),
// a space, the result: 1 win, 0 loss, + win by forfeit, - loss by forfeit, U the pairing-allocated bye, Z a round
// not played after leaving; blank when the game is not decided yet. Pairing numbers are Arena's seeds (index + 1).
// Without sides the pair's first player is written as White (the order Arena pairs in: the higher ranked first).

import { computeSwissTable, OUTCOME, swissStandings, type SwissTournament } from './swiss-standings.js';

export interface TrfEvent {
  name: string;
  /** Names by participant index. */
  names: readonly string[];
  /** ISO dates (YYYY-MM-DD) of the start and the end, when known. */
  startDate?: string;
  endDate?: string;
}

const RESULT_OF: Record<number, string> = {
  [OUTCOME.WIN]: '1',
  [OUTCOME.LOSS]: '0',
  [OUTCOME.WALKOVER_WIN]: '+',
  [OUTCOME.FORFEIT_LOSS]: '-',
  [OUTCOME.BYE]: 'U',
};

const right = (value: string | number, width: number) => String(value).padStart(width).slice(-width);
/** Points as TRF writes them: one decimal, right-aligned in four columns. */
const pointsText = (points: number) => right(points.toFixed(1), 4);
/** Names are ASCII-safe and bounded: the 33 columns hold them. */
const nameText = (name: string) =>
  name
    .replace(/[\r\n]/g, ' ')
    .slice(0, 33)
    .padEnd(33);

export function writeTrf(t: SwissTournament, event: TrfEvent): string {
  const n = t.options.participantCount;
  const rounds = t.rounds.length;
  const table = computeSwissTable(t);
  const rankOf = new Int32Array(n);
  for (const standing of swissStandings(t)) rankOf[standing.participant] = standing.rank;
  const { winPoints, lossPoints, byePoints } = t.options.scoring;
  const lines = [
    `012 ${event.name.replace(/[\r\n]/g, ' ')}`,
    ...(event.startDate ? [`042 ${event.startDate.replace(/-/g, '/')}`] : []),
    ...(event.endDate ? [`052 ${event.endDate.replace(/-/g, '/')}`] : []),
    `062 ${n}`,
    '092 Individual: Swiss-System (Dutch)',
    `XXR ${t.options.numberOfRounds}`,
    `XXC ${(t.options.sides?.initialSide ?? 1) === 1 ? 'white1' : 'black1'}`,
    `XXS W=${winPoints.toFixed(1)} L=${lossPoints.toFixed(1)} FW=${winPoints.toFixed(1)} FL=${lossPoints.toFixed(1)} PAB=${byePoints.toFixed(1)}`,
  ];
  for (let p = 0; p < n; p++) {
    let line = `001 ${right(p + 1, 4)}      ${nameText(event.names[p] ?? `Player ${p + 1}`)}`;
    line = line.padEnd(80) + pointsText(table.points[p]) + ' ' + right(rankOf[p], 4) + '  ';
    for (let r = 0; r < rounds; r++) line += roundCell(t, table.outcomes[p * rounds + r], p, r) + '  ';
    lines.push(line.trimEnd());
  }
  return lines.join('\n') + '\n';
}

/** The eight columns of one round of participant `p`: "oooo c r". */
function roundCell(t: SwissTournament, outcome: number, p: number, r: number): string {
  const round = t.rounds[r];
  if (round.bye === p) return '0000 - U';
  const at = round.pairs.indexOf(p);
  if (at < 0) return '0000 - Z';
  const opponent = round.pairs[at ^ 1];
  const colour = at % 2 === 0 ? 'w' : 'b';
  return `${right(opponent + 1, 4)} ${colour} ${RESULT_OF[outcome] ?? ' '}`;
}

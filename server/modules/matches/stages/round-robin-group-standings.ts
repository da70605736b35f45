// Round-robin standings as the API shows them: one table per group (points, then the named tie-breaks), and the
// overall order in which the groups' places are tied across groups (every group winner shares 1st, every runner-up
// the place after them, …), which is also the stage's final placement.
import {
  DEFAULT_ROUND_ROBIN_TIE_BREAKS,
  roundRobinStandings,
  type RoundRobinStage,
  type RoundRobinStandingRow,
} from '../../../../src/domain/index.js';
import type { StandingRow } from '../../../../src/contract/matches.js';
import type { StageStandings, StandingEntrant } from './stage-format.js';

/** "Group A" … "Group Z", then "Group 27", … */
export const groupName = (index: number) => `Group ${index < 26 ? String.fromCharCode(65 + index) : String(index + 1)}`;

/** Overall place by seed: 1 + the entrants of every group ranked better within their own group. */
function placesFrom(tables: readonly RoundRobinStandingRow[][]): Map<number, number> {
  const better = new Map<number, number>();
  for (const table of tables) for (const row of table) better.set(row.rank, (better.get(row.rank) ?? 0) + 1);
  const placeOfRank = new Map<number, number>();
  let before = 0;
  for (const rank of [...better.keys()].sort((a, b) => a - b)) {
    placeOfRank.set(rank, before + 1);
    before += better.get(rank)!;
  }
  const bySeed = new Map<number, number>();
  for (const table of tables) for (const row of table) bySeed.set(row.participant + 1, placeOfRank.get(row.rank)!);
  return bySeed;
}

export function overallPlaces(stage: RoundRobinStage): Map<number, number> {
  return placesFrom(roundRobinStandings(stage, { tieBreaks: DEFAULT_ROUND_ROBIN_TIE_BREAKS }));
}

export function groupTables(
  stage: RoundRobinStage,
  entrants: readonly StandingEntrant[],
  started: boolean,
): StageStandings {
  const tables = roundRobinStandings(stage, { tieBreaks: DEFAULT_ROUND_ROBIN_TIE_BREAKS });
  const places = placesFrom(tables);
  const bySeed = new Map(entrants.map((entrant) => [entrant.seed, entrant]));
  const columns = [...DEFAULT_ROUND_ROBIN_TIE_BREAKS];
  const toRow = (group: number, row: RoundRobinStandingRow, rank: number | null): StandingRow => {
    const entrant = bySeed.get(row.participant + 1)!;
    return {
      rank,
      seed: entrant.seed,
      name: entrant.name,
      status: entrant.status,
      points: row.points,
      wins: row.wins,
      losses: row.losses,
      draws: row.draws,
      gamesPlayed: row.played,
      group,
      tieBreaks: row.tieBreaks.map((value) => value.value ?? 0),
    };
  };
  const groups = tables.map((table, index) => ({
    index,
    name: groupName(index),
    columns,
    rows: table.map((row) => toRow(index, row, started ? row.rank : null)),
  }));
  const rows = tables
    .flatMap((table, group) =>
      table.map((row) => {
        const entrant = bySeed.get(row.participant + 1)!;
        return {
          order: [row.rank, group],
          row: toRow(group, row, started ? (entrant.final_rank ?? places.get(entrant.seed)!) : null),
        };
      }),
    )
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
    .map((entry) => entry.row);
  return { columns, rows, groups };
}

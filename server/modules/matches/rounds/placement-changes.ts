// Which placements an amendment moves (issue 26 §5.8): the organizer sees who would place where before confirming.
// A finished tournament's placements are its entrants' final ranks (prizes and leaderboards follow them); before
// the finish they are the standings of a single-stage tournament (a multi-stage one says who qualifies instead).
import type { Kysely } from 'kysely';
import type { AmendmentPreview } from '../../../../src/contract/matches.js';
import type { Database } from '../../../db/schema.js';
import type { PlayContext } from '../play/play-context.js';
import * as repo from '../play/play-repository.js';
import { isFinal } from '../stages/stored-play.js';

type Db = Kysely<Database>;
type Placements = Map<number, number | null>;
export type PlacementChange = AmendmentPreview['placementChanges'][number];

/** Each entrant's place as it stands in `trx` (read before and after the amendment is applied). */
export async function currentPlacements(trx: Db, ctx: PlayContext, finished: boolean): Promise<Placements | null> {
  if (finished) {
    const entrants = await repo.entrants(trx, ctx.tournamentId);
    return new Map(
      entrants.map((entrant) => [entrant.seed, entrant.final_rank === null ? null : Number(entrant.final_rank)]),
    );
  }
  if (ctx.stages.multi) return null;
  const stage = ctx.stages.current;
  const [entrants, matches] = await Promise.all([
    repo.entrantsWithPeople(trx, ctx.tournamentId),
    repo.matchesOf(trx, ctx.tournamentId),
  ]);
  const started = matches.some((match) => isFinal(match.status) && match.status !== 'BYE');
  const { rows } = stage.adapter.standings(stage.format, stage.entrantCount, entrants, matches, started);
  return new Map(rows.map((row) => [row.seed, row.rank]));
}

/** The entrants whose place differs, best new place first (those left without one last). */
export function placementChanges(before: Placements | null, after: Placements | null): PlacementChange[] {
  if (!before || !after) return [];
  const seeds = new Set([...before.keys(), ...after.keys()]);
  return [...seeds]
    .map((seed) => ({ seed, from: before.get(seed) ?? null, to: after.get(seed) ?? null }))
    .filter((change) => change.from !== change.to)
    .sort((a, b) => (a.to ?? Infinity) - (b.to ?? Infinity) || a.seed - b.seed);
}

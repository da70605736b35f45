// What else an amended result changes (SPEC §6), beyond the stage's own matches: Swiss and FFA rounds paired from
// the old standings are paired again, a finished tournament's final ranks follow the new results, and the players
// whose matches changed are told. Part of the organizer's setting of a result (organizer-result.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { postNotifiedNotices } from '../../notifications/notifications-module.js';
import type { PlayContext } from '../play/play-context.js';
import * as repo from '../play/play-repository.js';
import { sidesDraw } from '../play/game-sides-draw.js';
import type { StagePlay } from '../stages/event-stages.js';

type Db = Kysely<Database>;

/** Swiss/FFA: later rounds nobody has reported in yet are paired again from the corrected standings. */
export async function repairLaterRounds(
  trx: Db,
  ctx: PlayContext,
  played: StagePlay,
  round: number,
  at: Date,
): Promise<void> {
  const nextRound = played.adapter.nextRound!;
  // Only the stage's own rounds: a later stage is redrawn from the qualification (stage-amendment.ts).
  const end = played.endRound ?? Infinity;
  const all = await repo.matchesOf(trx, ctx.tournamentId);
  const later = [
    ...new Set(all.filter((row) => row.round_index > round && row.round_index < end).map((row) => row.round_index)),
  ].sort((a, b) => a - b);
  for (const r of later) {
    const inRound = all.filter((row) => row.round_index === r);
    const reported = inRound.some((row) => row.status !== 'READY' && row.status !== 'BYE');
    if (reported) return;
    await trx
      .deleteFrom('matches')
      .where('tournament_id', '=', ctx.tournamentId)
      .where('round_index', '>=', r)
      .execute();
    await trx
      .deleteFrom('tournament_rounds')
      .where('tournament_id', '=', ctx.tournamentId)
      .where('round_index', '>', r)
      .execute();
    const entrants = await repo.entrants(trx, ctx.tournamentId);
    const kept = await repo.matchesOf(trx, ctx.tournamentId);
    const randomSeed = ctx.play?.random_seed;
    const rows = nextRound(played.format, entrants, kept, randomSeed);
    await repo.insertMatches(trx, ctx.tournamentId, rows, at, sidesDraw(played.format, randomSeed));
    return;
  }
}

/** A finished tournament: the final ranks of those the last stage places, read again from the amended matches. */
export async function restoreFinalRanks(trx: Db, ctx: PlayContext, matches: repo.MatchRow[]): Promise<void> {
  const entrants = await repo.entrants(trx, ctx.tournamentId);
  // The last stage places those who reached it; the stages before placed the others (stage-amendment.ts).
  const last = ctx.stages.current;
  const ranks = last.adapter.placements(last.format, last.entrantCount, entrants, matches);
  const placed = new Set(ctx.stages.multi ? last.entrantSeeds : entrants.map((entrant) => entrant.seed));
  for (const entrant of entrants) {
    if (!placed.has(entrant.seed)) continue;
    const rank = ranks.get(entrant.seed) ?? null;
    if (rank !== entrant.final_rank)
      await trx
        .updateTable('tournament_entrants')
        .set({ final_rank: rank })
        .where('tournament_id', '=', ctx.tournamentId)
        .where('seed', '=', entrant.seed)
        .execute();
  }
}

/** Players whose matches an amendment changed are told in the app. */
export async function noticeAffected(trx: Db, ctx: PlayContext, seeds: number[], at: Date): Promise<void> {
  const real = [...new Set(seeds.filter((seed) => seed > 0))];
  if (real.length === 0) return;
  const people = await repo.entrantsWithPeople(trx, ctx.tournamentId);
  const users = people
    .filter((entrant) => real.includes(entrant.seed))
    .flatMap((entrant) => [entrant.user_id, ...entrant.member_ids]);
  await postNotifiedNotices(
    trx,
    users,
    ctx.tournamentId,
    'RESULT_AMENDED',
    'The organizer amended a result; your matches in this tournament may have changed.',
    at,
  );
}

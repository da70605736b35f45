// The organizer undoes a check-in no-show (issue 26 §3): a walkover (or a double no-show waiting for a ruling) the
// play clock decided at the deadline goes back to a playable match with a fresh check-in window, audited. Only
// while nothing was built on it: the matches the walkover fed are not played yet and, where the next round is
// paired from results (Swiss, round robin), the round is still in progress; otherwise the organizer amends.
import type { Kysely } from 'kysely';
import { checkInDeadline } from '../../../../src/domain/index.js';
import type { Database } from '../../../db/schema.js';
import { conflict, notFound } from '../../../http-error.js';
import type { UserRow } from '../../users/users-module.js';
import { lockTournament } from '../../tournaments/tournaments-module.js';
import { checkInMinutes } from '../play/check-in-setting.js';
import type { PlayContext } from '../play/play-context.js';
import * as repo from '../play/play-repository.js';
import { loadEventStages } from '../stages/event-stages.js';
import type { FeedTarget } from '../stages/stage-format.js';
import { SEED_TBD } from '../stages/stored-play.js';
import { reportingOpen, roundWindow } from './round-windows.js';

type Db = Kysely<Database>;

export async function undoNoShow(trx: Db, ctx: PlayContext, user: UserRow, matchId: string, now: number) {
  const at = new Date(now);
  await lockTournament(trx, ctx.tournamentId);
  if (ctx.play?.finished_at) throw conflict('TOURNAMENT-FINISHED');
  const minutes = checkInMinutes(ctx.format);
  if (minutes === null) throw conflict('MATCH-CHECK-IN-DISABLED');
  const match = await repo.lockMatch(trx, ctx.tournamentId, matchId);
  if (!match) throw notFound('MATCH-NOT-FOUND');
  const noShow = match.no_show_seeds;
  const byClock =
    (match.status === 'WALKOVER' && match.resolution === 'WALKOVER') ||
    (match.status === 'SCORE_MISSING' && match.resolution === null);
  if (noShow.length === 0 || !byClock) throw conflict('MATCH-NO-SHOW-NOT-UNDOABLE');
  // A fresh window must fit in the round: after its end the clock would mark the score missing at once.
  if (!reportingOpen(roundWindow(ctx.schedule, match.round_index), now)) throw conflict('MATCH-NO-SHOW-UNDO-TOO-LATE');

  const stages = await loadEventStages(trx, ctx.tournamentId, ctx.format, ctx.play!.entrant_count);
  const stage = stages.at(match.round_index);
  const round = await trx
    .selectFrom('tournament_rounds')
    .select('status')
    .where('tournament_id', '=', ctx.tournamentId)
    .where('round_index', '=', match.round_index)
    .executeTakeFirst();
  const roundClosed = round?.status !== 'IN_PROGRESS';
  if (match.status === 'WALKOVER' && match.winner !== null) {
    const winnerSlot = match.participants[0] === match.winner ? 0 : 1;
    const feed = stage.adapter.duelFeed(stage.format, stage.entrantCount, match.position, winnerSlot);
    // Paired from results (no feed): a closed round has had the next one drawn from this walkover.
    if (roundClosed && (!feed || stages.current.index !== stage.index)) throw conflict('MATCH-NO-SHOW-UNDO-TOO-LATE');
    for (const target of [feed?.winnerTo, feed?.loserTo]) if (target) await takeBack(trx, ctx, target, at);
    const loser = match.participants.find((seed) => seed !== match.winner)!;
    await trx
      .updateTable('tournament_entrants')
      .set({ status: 'ACTIVE' })
      .where('tournament_id', '=', ctx.tournamentId)
      .where('seed', '=', loser)
      .where('status', '=', 'ELIMINATED')
      .execute();
  }
  if (roundClosed) {
    await trx
      .updateTable('tournament_rounds')
      .set({ status: 'IN_PROGRESS', completed_at: null })
      .where('tournament_id', '=', ctx.tournamentId)
      .where('round_index', '=', match.round_index)
      .execute();
  }
  const endsAt = new Date(checkInDeadline(now, minutes));
  await repo.updateMatch(
    trx,
    match.id,
    {
      status: 'READY',
      result: null,
      winner: null,
      resolution: null,
      resolved_at: null,
      no_show_seeds: [],
      check_in_ends_at: endsAt,
    },
    at,
  );
  await repo.recordEvent(trx, {
    matchId,
    tournamentId: ctx.tournamentId,
    actorId: user.id,
    kind: 'NO_SHOW_UNDONE',
    details: { noShowSeeds: noShow },
    at,
  });
  await repo.wakePlayClockBy(trx, ctx.tournamentId, endsAt);
}

/** The side the walkover wrote into a later match leaves it again; refused once that match was played. */
async function takeBack(trx: Db, ctx: PlayContext, target: FeedTarget, at: Date): Promise<void> {
  const next = await repo.lockMatchAt(trx, ctx.tournamentId, target.round, target.position);
  if (!next) return;
  if (next.status !== 'PENDING' && next.status !== 'READY') throw conflict('MATCH-NO-SHOW-UNDO-TOO-LATE');
  const participants = [...next.participants];
  participants[target.slot] = SEED_TBD;
  await repo.updateMatch(
    trx,
    next.id,
    { participants, status: 'PENDING', check_in_ends_at: null, checked_in_seeds: [] },
    at,
  );
}

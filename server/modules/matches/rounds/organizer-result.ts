// The organizer sets a match's result (issue 11 §4; SPEC §6): an open match (a dispute, a missing score, a forfeit)
// is resolved; a final one is amended and everything built on it recomputed: the stage replayed or its later rounds
// paired again, the next stage requalified, final ranks restored, the affected players told. The answer says what
// changed; a preview computes it the same way in a transaction its caller rolls back.
import type { Kysely } from 'kysely';
import type { AmendmentPreview, SetResultBody } from '../../../../src/contract/matches.js';
import type { Database } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import { HttpError, conflict, notFound } from '../../../http-error.js';
import type { UserRow } from '../../users/users-module.js';
import { lockTournament } from '../../tournaments/tournaments-module.js';
import { finalizeDuel, finalizeFfa } from '../play/match-finalizer.js';
import { toMatchView } from '../reads/match-views.js';
import type { PlayContext } from '../play/play-context.js';
import { loadEventStages } from '../stages/event-stages.js';
import { isFinal } from '../stages/stored-play.js';
import * as repo from '../play/play-repository.js';
import { announceResultsFinal, type ResultsFinalListener } from '../results/results-final.js';
import { requalify } from './stage-amendment.js';
import { currentPlacements, placementChanges } from './placement-changes.js';
import { organizerFinalizeContext } from './organizer-context.js';
import { duelBody, ffaBody } from './result-body.js';
import { reflowStage } from './stage-reflow.js';
import { noticeAffected, repairLaterRounds, restoreFinalRanks } from './amendment-consequences.js';

type Db = Kysely<Database>;

export interface ResultSetting {
  /** A preview: the next stage is requalified as it would be, not reset (stage-amendment.ts). */
  preview: boolean;
  clock: Clock;
  /** Told when a finished tournament's results change (results-final.ts). */
  resultsFinal: readonly ResultsFinalListener[];
}

/** Sets the result under the tournament's lock (taken here, first) and says what it changed. */
export async function applyOrganizerResult(
  trx: Db,
  ctx: PlayContext,
  user: UserRow,
  matchId: string,
  body: SetResultBody,
  { preview, clock, resultsFinal }: ResultSetting,
): Promise<AmendmentPreview> {
  await lockTournament(trx, ctx.tournamentId);
  // Under the lock: the stages as the play clock left them (a stage may have moved on since ctx was read).
  const stages = await loadEventStages(trx, ctx.tournamentId, ctx.format, ctx.play!.entrant_count);
  ctx = { ...ctx, stages };
  const before = await repo.lockMatches(trx, ctx.tournamentId);
  const match = before.find((row) => row.id === matchId);
  if (!match) throw notFound('MATCH-NOT-FOUND');
  if (match.status === 'PENDING' || match.status === 'BYE') throw conflict('MATCH-NOT-PLAYABLE');
  const finished = Boolean(ctx.play!.finished_at);
  const placedBefore = await currentPlacements(trx, ctx, finished);
  const at = new Date(clock.now());
  const fctx = organizerFinalizeContext(ctx, user, at);
  const amending = isFinal(match.status);
  const details = { reason: body.reason ?? null };
  const played = stages.at(match.round_index);
  const stage = played.adapter;
  if (match.kind === 'FFA') {
    const results = ffaBody(match, body);
    await finalizeFfa(trx, fctx, match, results, 'ORGANIZER', { kind: amending ? 'AMENDED' : 'RESULT_SET', details });
  } else {
    const result = duelBody(match, body);
    if (!amending) {
      const done = await finalizeDuel(trx, fctx, match, result, 'ORGANIZER', {
        kind: body.forfeitSeed ? 'FORFEITED' : 'RESULT_SET',
        details,
      });
      if (done.state !== 'FINAL')
        throw new HttpError(400, 'RESULT-INVALID-SCORES', { winnerSeed: 'Choose the winner of a level series' });
    } else if (stage.reflow) {
      await reflowStage(trx, ctx, fctx, played, before, match, result, details);
    } else {
      await repo.updateMatch(trx, match.id, { result, winner: null, resolution: 'ORGANIZER' }, at);
      const redone = await finalizeDuel(trx, fctx, { ...match, result }, result, 'ORGANIZER', {
        kind: 'AMENDED',
        details,
      });
      if (redone.state !== 'FINAL')
        throw new HttpError(400, 'RESULT-INVALID-SCORES', { winnerSeed: 'Choose the winner of a level series' });
    }
  }
  if (amending && stage.nextRound) await repairLaterRounds(trx, ctx, played, match.round_index, at);
  const qualification = amending
    ? await requalify(trx, {
        tournamentId: ctx.tournamentId,
        format: ctx.format,
        stages,
        stage: played,
        matchId: match.id,
        actorId: user.id,
        at,
        finished: Boolean(ctx.play!.finished_at),
        resetNextStage: body.resetNextStage === true,
        preview,
      })
    : null;
  const after = await repo.matchesOf(trx, ctx.tournamentId);
  if (ctx.play!.finished_at) {
    await restoreFinalRanks(trx, ctx, after);
    await announceResultsFinal(resultsFinal, trx, clock, {
      tournamentId: ctx.tournamentId,
      at,
      kind: 'AMENDED',
    });
  }
  const changed = after.filter((row) => {
    const old = before.find((b) => b.id === row.id);
    return (
      !old ||
      JSON.stringify([old.participants, old.status, old.winner, old.result]) !==
        JSON.stringify([row.participants, row.status, row.winner, row.result])
    );
  });
  const invalidated = before
    .filter((row) => row.result !== null && after.find((a) => a.id === row.id)?.result === null)
    .map((row) => row.id);
  const removed = before.filter((row) => !after.some((a) => a.id === row.id)).map((row) => row.id);
  if (amending)
    await noticeAffected(trx, ctx, [...changed.flatMap((row) => row.participants), ...match.participants], at);
  const current = await loadEventStages(trx, ctx.tournamentId, ctx.format, ctx.play!.entrant_count);
  return {
    changedMatches: changed.map((row) => toMatchView(row, ctx.format, current)),
    invalidatedMatchIds: [...invalidated, ...removed],
    placementChanges: placementChanges(placedBefore, await currentPlacements(trx, ctx, finished)),
    ...(qualification ? { qualification } : {}),
  };
}

// After a report (issue 11 §3; SPEC §5): the other side confirms it or disputes it within the buffer, and any side
// may send the organizer an issue about the match at any time.
import { conflict, notFound } from '../../../http-error.js';
import type { UserRow } from '../../users/users-module.js';
import { finalizeDuel } from '../play/match-finalizer.js';
import { reporterSeedOrMember } from './match-sides.js';
import { loadPlayContext } from '../play/play-context.js';
import * as repo from '../play/play-repository.js';
import type { MatchAfterCall, ReportSteps } from './report-steps.js';

/** The other side accepts the reported score: the match is final at once. */
export async function confirm(
  steps: ReportSteps,
  user: UserRow,
  tournamentId: string,
  matchId: string,
): Promise<MatchAfterCall> {
  const ctx = await steps.playing(tournamentId, user);
  const final = await steps.onMatch(ctx, matchId, async (trx, settled) => {
    const now = steps.clock.now();
    const at = new Date(now);
    const { match, seed } = await steps.lockReported(trx, ctx, matchId, user, now, settled);
    const reports = await trx.selectFrom('match_reports').selectAll().where('match_id', '=', match.id).execute();
    if (match.kind !== 'DUEL' || reports.length === 0 || reports.some((row) => row.seed === seed))
      throw conflict('RESULT-NOTHING-TO-CONFIRM');
    await repo.recordEvent(trx, {
      matchId: match.id,
      tournamentId,
      actorId: user.id,
      kind: 'CONFIRMED',
      details: { seed },
      at,
    });
    const done = await finalizeDuel(
      trx,
      steps.finalizeContext(ctx, at, user.id),
      match,
      (reports[0].payload as { result: never }).result,
      'CONFIRMED',
    );
    return done.state === 'FINAL';
  });
  return steps.after(ctx, matchId, final);
}

/** "Report incorrect score": within the buffer, a side (not the reporter) sends the match to the organizer. */
export async function dispute(
  steps: ReportSteps,
  user: UserRow,
  tournamentId: string,
  matchId: string,
  message: string | undefined,
): Promise<MatchAfterCall> {
  const ctx = await steps.playing(tournamentId, user);
  await steps.onMatch(ctx, matchId, async (trx, settled) => {
    const now = steps.clock.now();
    const at = new Date(now);
    const { match, seed } = await steps.lockReported(trx, ctx, matchId, user, now, settled);
    const reports = await trx.selectFrom('match_reports').select('seed').where('match_id', '=', match.id).execute();
    if (match.kind === 'DUEL' && reports.every((row) => row.seed === seed)) throw conflict('RESULT-NOTHING-TO-CONFIRM');
    await repo.markDisputed(trx, {
      matchId: match.id,
      tournamentId,
      actorId: user.id,
      details: { seed, reason: 'INCORRECT_SCORE', ...(message ? { message } : {}) },
      at,
    });
  });
  return steps.after(ctx, matchId, false);
}

/** "Report an issue": a message to the organizer, kept with the match; any side may send it at any time. */
export async function reportIssue(
  steps: ReportSteps,
  user: UserRow,
  tournamentId: string,
  matchId: string,
  message: string,
): Promise<MatchAfterCall> {
  const ctx = await loadPlayContext(steps.db, tournamentId, user.id);
  await steps.inTransaction(async (trx) => {
    const match = await repo.lockMatch(trx, ctx.tournamentId, matchId);
    if (!match) throw notFound('MATCH-NOT-FOUND');
    const seed = await reporterSeedOrMember(trx, ctx.tournamentId, match, user);
    await repo.recordEvent(trx, {
      matchId: match.id,
      tournamentId,
      actorId: user.id,
      kind: 'ISSUE_REPORTED',
      details: { seed, message },
      at: new Date(steps.clock.now()),
    });
  });
  return steps.after(ctx, matchId, false);
}

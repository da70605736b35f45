// "Ready up" (issue 26 §3): a side of an available duel confirms it is present, before the check-in deadline.
// Under the match row lock, which the play clock's deadline decision also takes (play/match-check-ins.ts): a click
// that commits first counts, a click after the walkover is refused, and the match never gets both outcomes.
import { checkInDeadline } from '../../../../src/domain/index.js';
import { conflict } from '../../../http-error.js';
import type { UserRow } from '../../users/users-module.js';
import { checkInMinutes } from '../play/check-in-setting.js';
import * as repo from '../play/play-repository.js';
import { reporterSeed } from './match-sides.js';
import type { MatchAfterCall, ReportSteps } from './report-steps.js';

export async function readyUp(
  steps: ReportSteps,
  user: UserRow,
  tournamentId: string,
  matchId: string,
): Promise<MatchAfterCall> {
  const ctx = await steps.playing(tournamentId, user);
  const minutes = checkInMinutes(ctx.format);
  if (minutes === null) throw conflict('MATCH-CHECK-IN-DISABLED');
  await steps.onMatch(ctx, matchId, async (trx) => {
    const now = steps.clock.now();
    const at = new Date(now);
    const match = await steps.lockMatch(trx, ctx, matchId);
    const seed = await reporterSeed(trx, tournamentId, match, user);
    if (match.status === 'PENDING') throw conflict('MATCH-NOT-PLAYABLE');
    if (match.status !== 'READY') throw conflict('MATCH-CHECK-IN-CLOSED');
    const ready = match.checked_in_seeds;
    if (ready.includes(seed)) return;
    let endsAt = match.check_in_ends_at ? new Date(match.check_in_ends_at).getTime() : null;
    const opening = endsAt === null;
    if (endsAt === null) {
      // The play clock opens windows when it runs (a match made ready by a result a moment ago may not have one
      // yet): a side clicking in the round's join window opens it the same way, never before.
      if (!steps.roundOpen(ctx, match, now)) throw conflict('MATCH-CHECK-IN-NOT-OPEN');
      endsAt = checkInDeadline(now, minutes);
    }
    if (now >= endsAt) throw conflict('MATCH-CHECK-IN-CLOSED');
    const readySeeds = [...ready, seed];
    const complete = match.participants.every((side) => readySeeds.includes(side));
    await repo.updateMatch(trx, match.id, { checked_in_seeds: readySeeds, check_in_ends_at: new Date(endsAt) }, at);
    await repo.recordEvent(trx, { matchId, tournamentId, actorId: user.id, kind: 'CHECKED_IN', details: { seed }, at });
    // Both present: the match is playable now, which is what the webhook's match.ready announces.
    if (complete) await repo.recordEvent(trx, { matchId, tournamentId, actorId: null, kind: 'CHECK_IN_COMPLETE', at });
    // A window the clock opened is already in its plan; one opened here must wake it at the deadline.
    else if (opening) await repo.wakePlayClockBy(trx, tournamentId, new Date(endsAt));
  });
  return steps.after(ctx, matchId, false);
}

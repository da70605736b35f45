// Free-for-all score reports (issue 11 §3; SPEC §5): each lobby member reports their own rank and metrics per game;
// every report restarts the buffer, the lobby is final once all members reported every game, and two members
// claiming one rank in a game dispute it.
import { validationMessages as msg, type FfaGameResult } from '../../../../src/domain/index.js';
import { ERROR_CATALOGUE } from '../../../../src/contract/error-catalogue.js';
import { HttpError, conflict } from '../../../http-error.js';
import type { UserRow } from '../../users/users-module.js';
import { finalizeFfa } from '../play/match-finalizer.js';
import { storeScreenshot } from './match-screenshots.js';
import * as repo from '../play/play-repository.js';
import { ffaResultsFromReports } from '../play/play-service.js';
import type { MatchAfterCall, ReportSteps } from './report-steps.js';
import type { FfaReportForm } from './score-report-form.js';

export async function reportFfa(
  steps: ReportSteps,
  user: UserRow,
  tournamentId: string,
  matchId: string,
  form: FfaReportForm,
): Promise<MatchAfterCall> {
  const ctx = await steps.playing(tournamentId, user);
  const metrics = ctx.format.scoringSystem.ingameMetrics;
  const errors: Record<string, string> = {};
  if (form.gameIndex >= Math.max(1, ctx.format.numberOfGames))
    errors.gameIndex = msg.maxValue(Math.max(1, ctx.format.numberOfGames) - 1);
  if (!form.isForfeit && ctx.format.scoringSystem.rankRanges.length > 0 && form.ingameRank === undefined)
    errors.ingameRank = msg.REQUIRED;
  if (!form.isForfeit && metrics.length > 0 && (form.ingameMetricScores?.length ?? 0) !== metrics.length)
    errors.ingameMetricScores = msg.INGAME_RANK_AND_METRIC_MANDATORY;
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'RESULT-INVALID-SCORES', errors);
  if (ctx.settings.scoreScreenshotRequired && !form.screenshot && !form.screenshotUrl) {
    throw new HttpError(400, 'RESULT-MISSING-SCREENSHOT', {
      screenshot: ERROR_CATALOGUE['RESULT-MISSING-SCREENSHOT'],
    });
  }
  const screenshots = form.screenshot
    ? [{ gameIndex: form.gameIndex, url: await storeScreenshot(steps.storage, form.screenshot, 'screenshot') }]
    : form.screenshotUrl
      ? [{ gameIndex: form.gameIndex, url: form.screenshotUrl }]
      : [];
  // SPEC §5: a forfeit drops rank and metrics.
  const result: FfaGameResult = form.isForfeit
    ? { gameIndex: form.gameIndex, isForfeit: true }
    : {
        gameIndex: form.gameIndex,
        isForfeit: false,
        ...(form.ingameRank !== undefined ? { ingameRank: form.ingameRank } : {}),
        ...(form.ingameMetricScores ? { ingameMetricScores: form.ingameMetricScores } : {}),
      };
  const outcome = await steps.onMatch(ctx, matchId, async (trx, settled) => {
    const now = steps.clock.now();
    const at = new Date(now);
    const { match, seed } = await steps.lockForReport(trx, ctx, matchId, user, now, settled);
    if (match.kind !== 'FFA') throw conflict('RESULT-SUBMIT-ERROR');
    if (form.ingameRank !== undefined && form.ingameRank > match.participants.length) {
      throw new HttpError(400, 'RESULT-INVALID-SCORES', { ingameRank: msg.maxValue(match.participants.length) });
    }
    await steps.insertReport(trx, {
      match,
      seed,
      gameIndex: form.gameIndex,
      user,
      kind: 'FFA',
      payload: { result },
      screenshots,
      at,
    });
    await repo.recordEvent(trx, {
      matchId: match.id,
      tournamentId,
      actorId: user.id,
      kind: 'REPORTED',
      details: { seed, result },
      at,
    });
    const reports = await trx
      .selectFrom('match_reports')
      .select(['seed', 'payload'])
      .where('match_id', '=', match.id)
      .execute();
    const games = Math.max(1, ctx.format.numberOfGames);
    if (reports.length < match.participants.length * games) {
      // Every new report restarts the buffer: the lobby settles once its members stop reporting.
      const bufferEnds = new Date(now + steps.bufferMs);
      await repo.updateMatch(
        trx,
        match.id,
        { status: 'REPORTED', reported_at: match.reported_at ?? at, buffer_ends_at: bufferEnds },
        at,
      );
      await repo.wakePlayClockBy(trx, tournamentId, bufferEnds);
      return { final: false };
    }
    const results = ffaResultsFromReports(match.participants, reports);
    if (ranksConflict(results, games)) {
      await repo.markDisputed(trx, {
        matchId: match.id,
        tournamentId,
        actorId: null,
        details: { reason: 'CONFLICTING_RANKS' },
        at,
      });
      return { final: false };
    }
    await finalizeFfa(trx, steps.finalizeContext(ctx, at, user.id), match, results, 'CONFIRMED');
    return { final: true };
  });
  return steps.after(ctx, matchId, outcome.final);
}

/** Two lobby members claiming the same in-game rank in one game cannot both be right. */
export function ranksConflict(results: ReturnType<typeof ffaResultsFromReports>, games: number): boolean {
  for (let g = 0; g < games; g++) {
    const seen = new Set<number>();
    for (const entry of results) {
      const result = entry.results.find((r) => r.gameIndex === g);
      if (!result || result.isForfeit || result.ingameRank === undefined) continue;
      if (seen.has(result.ingameRank)) return true;
      seen.add(result.ingameRank);
    }
  }
  return false;
}

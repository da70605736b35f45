// Duel score reports (issue 11 §3; SPEC §5, §7): a side reports the series; the other side's agreeing report makes
// it final, a conflicting one disputes it, and an unopposed one becomes final when its buffer ends. A rush takes
// the fast paths (first-reports.ts, agreeing-reports.ts: one shared statement, no lock of the match); anything
// they do not admit takes the locked path, which decides every case.
import {
  checkDuelReport,
  evaluateDuel,
  type DuelResult,
  reportsAgree,
  toDuelResult,
  toSideOrder,
  validationMessages as msg,
  type DuelReportProblem,
  type SideOrderedReport,
} from '../../../../src/domain/index.js';
import { ERROR_CATALOGUE } from '../../../../src/contract/error-catalogue.js';
import { HttpError, conflict } from '../../../http-error.js';
import type { UserRow } from '../../users/users-module.js';
import { AgreeingReports } from './agreeing-reports.js';
import { checkInMinutes } from '../play/check-in-setting.js';
import { FirstReports } from './first-reports.js';
import type { ReportTarget } from '../reads/match-reads.js';
import { finalizeDuel } from '../play/match-finalizer.js';
import { storeScreenshot } from './match-screenshots.js';
import { toPlayContext, type PlayContext } from '../play/play-context.js';
import { resultToEngine } from '../stages/stored-play.js';
import * as repo from '../play/play-repository.js';
import { bufferOver, checkPlaying, type MatchAfterCall, type ReportSteps } from './report-steps.js';
import { reportingOpen, roundWindow } from '../rounds/round-windows.js';
import { awaitsCheckIn } from '../play/match-check-ins.js';
import type { DuelReportForm } from './score-report-form.js';

const PROBLEM_FIELDS: Record<DuelReportProblem, [string, string]> = {
  NOT_A_SIDE: ['winner', msg.INVALID_VALUE],
  NO_GAMES: ['scoreParticipant', msg.REQUIRED],
  TOO_MANY_GAMES: ['scoreParticipant', 'More games than the best-of allows'],
  BAD_SCORE: ['scoreParticipant', msg.INVALID_VALUE],
  WINNER_NOT_A_SIDE: ['winner', 'The winner must be one of the two sides'],
  WINNER_MISMATCH: ['winner', 'The scores do not make this side the winner'],
  UNDECIDED: ['scoreParticipant', 'These games do not decide the series'],
};

export class DuelReports {
  private readonly firstReports: FirstReports;
  private readonly agreeingReports: AgreeingReports;

  constructor(private readonly steps: ReportSteps) {
    this.firstReports = new FirstReports(steps.db);
    this.agreeingReports = new AgreeingReports(steps.db);
  }

  /**
   * A duel report. Answers the tournament context it was checked against and the match as the report left it (the
   * view sent back is built from both, without reading them again).
   */
  async report(user: UserRow, tournamentId: string, matchId: string, form: DuelReportForm): Promise<MatchAfterCall> {
    // The match is read (unlocked, for the fast paths) in the same statement as the tournament.
    const read = await this.steps.reads.target({ tournamentId, matchId, userId: user.id });
    const ctx = checkPlaying(toPlayContext(read.context, user.id));
    const target = read.target;
    if (ctx.settings.scoreScreenshotRequired) {
      const missing: Record<string, string> = {};
      form.scoreParticipant.forEach((_, g) => {
        if (!form.screenshots.has(g)) missing[`${g}-game-screenshot`] = ERROR_CATALOGUE['RESULT-MISSING-SCREENSHOT'];
      });
      if (Object.keys(missing).length > 0) throw new HttpError(400, 'RESULT-MISSING-SCREENSHOT', missing);
    }
    // Files are checked and stored before the match is locked: the lock is held for milliseconds, not uploads.
    const screenshots: { gameIndex: number; url: string }[] = [];
    for (const [gameIndex, bytes] of [...form.screenshots].sort((a, b) => a[0] - b[0])) {
      if (gameIndex < form.scoreParticipant.length)
        screenshots.push({
          gameIndex,
          url: await storeScreenshot(this.steps.storage, bytes, `${gameIndex}-game-screenshot`),
        });
    }
    const fast = await this.fastDuelReport(ctx, user, form, screenshots, target);
    if (fast) return this.steps.after(ctx, matchId, fast.final);
    const outcome = await this.steps.onMatch(ctx, matchId, async (trx, settled) => {
      const now = this.steps.clock.now();
      const at = new Date(now);
      const { match, seed } = await this.steps.lockForReport(trx, ctx, matchId, user, now, settled);
      if (match.kind !== 'DUEL') throw conflict('RESULT-SUBMIT-ERROR');
      const { report, result } = duelReport(match, seed, form);
      const previous = await trx.selectFrom('match_reports').selectAll().where('match_id', '=', match.id).execute();
      if (previous.some((row) => row.seed === seed)) throw conflict('RESULT-ALREADY-SUBMITTED');
      await this.steps.insertReport(trx, {
        match,
        seed,
        gameIndex: 0,
        user,
        kind: 'DUEL',
        payload: { ...report, result },
        screenshots,
        at,
      });
      await repo.recordEvent(trx, {
        matchId: match.id,
        tournamentId,
        actorId: user.id,
        kind: 'REPORTED',
        details: { seed, games: report.games, winnerSeed: report.winner },
        at,
      });
      const other = previous.find((row) => row.seed !== seed);
      if (!other) {
        const bufferEnds = new Date(now + this.steps.bufferMs);
        await repo.updateMatch(trx, match.id, { status: 'REPORTED', reported_at: at, buffer_ends_at: bufferEnds }, at);
        await repo.wakePlayClockBy(trx, tournamentId, bufferEnds);
        return { final: false };
      }
      if (reportsAgree(other.payload as SideOrderedReport, report)) {
        const done = await finalizeDuel(trx, this.steps.finalizeContext(ctx, at, user.id), match, result, 'CONFIRMED');
        return { final: done.state === 'FINAL' };
      }
      await repo.markDisputed(trx, {
        matchId: match.id,
        tournamentId,
        // Arena opens this dispute, not the player whose report happened to come second (issue 26 §5.8).
        actorId: null,
        details: { reason: 'CONFLICTING_REPORTS' },
        at,
      });
      return { final: false };
    });
    return this.steps.after(ctx, matchId, outcome.final);
  }

  /**
   * The fast paths of a rush: the first report of a READY duel (first-reports.ts, a statement shared with the other
   * first reports of the moment) and the other side's agreeing report (agreeing-reports.ts). Checked here against
   * the match as read without a lock (the checks lockForReport makes, in its order, and the domain's rules for the
   * result); each statement admits the report only if the match is still as it needs it. Null when the report is
   * anything else (a conflicting or duplicate report, too early or late, not a side, a level series…) or was not
   * admitted: the locked path decides, nothing having been written.
   */
  private async fastDuelReport(
    ctx: PlayContext,
    user: UserRow,
    form: DuelReportForm,
    screenshots: { gameIndex: number; url: string }[],
    match: ReportTarget | undefined,
  ): Promise<{ final: boolean } | null> {
    const now = this.steps.clock.now();
    if (!match || match.kind !== 'DUEL' || match.reporter_seed === null) return null;
    if (match.status !== 'READY' && (match.status !== 'REPORTED' || bufferOver(match, now))) return null;
    const window = roundWindow(ctx.schedule, match.round_index);
    if (now >= window.end || !reportingOpen(window, now)) return null;
    // Waiting for check-in can only end (never start again) while READY: read without the lock, it is safe to send on.
    if (awaitsCheckIn(ctx.format, match)) return null;
    const seed = match.reporter_seed;
    const { report, result } = duelReport(match, seed, form);
    const at = new Date(now);
    const reportedDetails = { seed, games: report.games, winnerSeed: report.winner };
    if (match.status === 'READY') {
      if (match.reports.length > 0) return null;
      const stored = await this.firstReports.store({
        match,
        seed,
        userId: user.id,
        payload: { ...report, result },
        screenshots,
        eventDetails: reportedDetails,
        at,
        bufferEndsAt: new Date(now + this.steps.bufferMs),
      });
      if (stored) return { final: false };
      // Both sides of a match tend to report at the same moment, and this one lost the race: the other side's
      // first report is in. Rather than read the match again, this report goes straight to the agreeing statement,
      // which checks that report agrees with it (a conflicting one is refused, and the locked path disputes).
    } else {
      const [other] = match.reports;
      if (
        match.reports.length !== 1 ||
        other.seed === seed ||
        !reportsAgree(other.payload as SideOrderedReport, report)
      )
        return null;
    }
    const settled = settledDuel(ctx, match, result);
    if (!settled) return null;
    const stored = await this.agreeingReports.store({
      match,
      seed,
      userId: user.id,
      payload: { ...report, result },
      screenshots,
      reportedDetails,
      finalizedDetails: { resolution: 'CONFIRMED', winnerSeed: settled.winner },
      at,
      result,
      ...settled,
      announceReady: checkInMinutes(ctx.format) === null,
    });
    return stored ? { final: true } : null;
  }
}

/** `seed`'s duel report on `match` in side order, with the result it claims; a 400 when the scores do not hold. */
function duelReport(match: repo.MatchRow | ReportTarget, seed: number, form: DuelReportForm) {
  const sides = [match.participants[0], match.participants[1]] as const;
  const input = {
    reporter: seed,
    games: form.scoreParticipant.map((mine, g) => [mine, form.scoreOpponent[g]] as const),
    winner: form.winner,
  };
  const problem = checkDuelReport(sides, match.best_of as never, input);
  if (problem) {
    const [field, text] = PROBLEM_FIELDS[problem];
    throw new HttpError(400, 'RESULT-INVALID-SCORES', { [field]: text });
  }
  const report = toSideOrder(sides, input);
  return { report, result: toDuelResult(sides, report) };
}

/**
 * What finalizeDuel would write for `result` on `match`: its status, the winner, the loser when the bracket has no
 * match for it, and the match the winner moves on to. Null when the result does not decide the series or the
 * bracket sends the loser on (a third-place decider, the losers bracket) or closes a match (a bracket reset not
 * needed) or the format has sides to draw for the match fed: the locked path (match-finalizer.ts) handles those.
 */
function settledDuel(ctx: PlayContext, match: ReportTarget, result: DuelResult) {
  const [a, b] = match.participants;
  const outcome = evaluateDuel(a - 1, b - 1, resultToEngine(result), match.best_of as never);
  if (outcome.winner < 0) return null;
  const winner = outcome.winner + 1;
  const loser = outcome.loser + 1;
  const status: 'COMPLETED' | 'WALKOVER' = outcome.state === 'WALKOVER' ? 'WALKOVER' : 'COMPLETED';
  const winnerSlot = match.participants[0] === winner ? 0 : 1;
  const stage = ctx.stages.at(match.round_index);
  const feed = stage.adapter.duelFeed(stage.format, stage.entrantCount, match.position, winnerSlot);
  if (!feed) return { status, winner, eliminated: null, next: null };
  if (feed.loserTo || feed.byeTo) return null;
  // With sides (issue 30) the match fed draws its games' sides once both entrants are known: the locked path does.
  if (ctx.format.sides) return null;
  return { status, winner, eliminated: loser > 0 ? loser : null, next: feed.winnerTo };
}

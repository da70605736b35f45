// Score reports (issue 11 §3; SPEC §3, §5, §7): a participant of a match reports, the other side confirms by
// reporting the same or by "confirm", or disputes; an unopposed report becomes final when its dispute buffer
// ends (play-service.ts). Each call locks only its match row, so a rush of reports across a tournament never
// queues on the tournament; the report's unique key makes a retried or concurrent duplicate count once.
import type { Kysely } from 'kysely';
import {
  bracketFeed,
  bracketLayout,
  checkDuelReport,
  evaluateDuel,
  roundOfMatch,
  type DuelResult,
  DEFAULT_DISPUTE_BUFFER_MS,
  reportsAgree,
  toDuelResult,
  toSideOrder,
  validationMessages as msg,
  type DuelReportProblem,
  type FfaGameResult,
  type SideOrderedReport,
} from '../../../src/domain/index.js';
import { ERROR_CATALOGUE } from '../../../src/contract/error-catalogue.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { HttpError, conflict, forbidden, notFound } from '../../http-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { UserRow } from '../users/users-module.js';
import { AgreeingReports } from './agreeing-reports.js';
import { FirstReports, readReportTarget, type ReportTarget } from './first-reports.js';
import { finalizeDuel, finalizeFfa, type FinalizeContext } from './match-finalizer.js';
import { storeScreenshot } from './match-screenshots.js';
import { loadPlayContext, type PlayContext } from './play-context.js';
import { isFinal, playFormat, resultToEngine } from './play-engine.js';
import * as repo from './play-repository.js';
import { endBuffer, ffaResultsFromReports } from './play-service.js';
import { reportingOpen, roundWindow } from './round-windows.js';
import type { DuelReportForm, FfaReportForm } from './score-report-form.js';

type Db = Kysely<Database>;

export interface ReportServiceOptions {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** After a match became final (committed): the play clock may complete the round or the tournament. */
  onMatchFinal: (tournamentId: string) => void;
  disputeBufferMs?: number;
}

const PROBLEM_FIELDS: Record<DuelReportProblem, [string, string]> = {
  NOT_A_SIDE: ['winner', msg.INVALID_VALUE],
  NO_GAMES: ['scoreParticipant', msg.REQUIRED],
  TOO_MANY_GAMES: ['scoreParticipant', 'More games than the best-of allows'],
  BAD_SCORE: ['scoreParticipant', msg.INVALID_VALUE],
  WINNER_NOT_A_SIDE: ['winner', 'The winner must be one of the two sides'],
  WINNER_MISMATCH: ['winner', 'The scores do not make this side the winner'],
  UNDECIDED: ['scoreParticipant', 'These games do not decide the series'],
};

/** Which side of `match` the user plays for, checked the way SPEC §5/§6 say. */
async function reporterSeed(db: Db, tournamentId: string, match: repo.MatchRow, user: UserRow): Promise<number> {
  const seeds = match.participants.filter((seed) => seed > 0);
  const rows = await db
    .selectFrom('tournament_entrants as e')
    .innerJoin('tournament_registrations as r', 'r.id', 'e.registration_id')
    .select(['e.seed', 'e.status', 'r.user_id', 'r.member_ids'])
    .where('e.tournament_id', '=', tournamentId)
    .where('e.seed', 'in', seeds.length > 0 ? seeds : [0])
    .execute();
  const own = rows.find((row) => row.user_id === user.id);
  if (own) {
    if (own.status === 'DISQUALIFIED' || own.status === 'BANNED') throw forbidden('RESULT-NOT-CHECKED-IN');
    return own.seed;
  }
  if (rows.some((row) => (row.member_ids as string[]).includes(user.id))) throw forbidden('RESULT-CAPTAIN-ONLY');
  // Not a side of this match: a registered player who never checked in is told so; anyone else is not a participant.
  const registration = await db
    .selectFrom('tournament_registration_members as m')
    .innerJoin('tournament_registrations as r', 'r.id', 'm.registration_id')
    .select('r.status')
    .where('m.tournament_id', '=', tournamentId)
    .where('m.user_id', '=', user.id)
    .executeTakeFirst();
  const disqualified = await db
    .selectFrom('tournament_registrations')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', user.id)
    .where('status', '=', 'DISQUALIFIED')
    .executeTakeFirst();
  if ((registration && registration.status === 'REGISTERED') || disqualified) throw forbidden('RESULT-NOT-CHECKED-IN');
  throw forbidden('RESULT-NOT-A-PARTICIPANT');
}

export class ReportService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly bufferMs: number;
  private readonly firstReports: FirstReports;
  private readonly agreeingReports: AgreeingReports;

  constructor(private readonly options: ReportServiceOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.bufferMs = options.disputeBufferMs ?? DEFAULT_DISPUTE_BUFFER_MS;
    this.firstReports = new FirstReports(options.db);
    this.agreeingReports = new AgreeingReports(options.db);
  }

  private finalizeContext(ctx: PlayContext, at: Date, actorId: string | null): FinalizeContext {
    return {
      tournamentId: ctx.tournamentId,
      format: ctx.format,
      entrantCount: ctx.play?.entrant_count ?? 0,
      at,
      actorId,
    };
  }

  /** The tournament must be in its rounds and not paused; returns the context. */
  private async playing(tournamentId: string, user: UserRow): Promise<ViewedPlayContext> {
    const ctx = await loadPlayContext(this.db, tournamentId, user.id);
    if (ctx.status === 'FINISHED') throw conflict('TOURNAMENT-FINISHED');
    if (ctx.status !== 'PUBLISHED' || !ctx.play?.seeded_at) throw conflict('TOURNAMENT-NOT-RUNNING');
    if (ctx.play.paused_at) throw conflict('TOURNAMENT-PAUSED');
    return ctx;
  }

  /**
   * Locks the match and checks it takes a report from `seed` now. A report whose buffer is over is made final
   * first, so nothing is accepted against a result that is already settled.
   */
  private async lockForReport(
    trx: Db,
    ctx: PlayContext,
    matchId: string,
    user: UserRow,
    now: number,
    settled: boolean,
  ) {
    const match = await repo.lockMatch(trx, ctx.tournamentId, matchId);
    if (!match) throw notFound('MATCH-NOT-FOUND');
    if (!settled && bufferOver(match, now)) throw new BufferOver();
    const seed = await reporterSeed(trx, ctx.tournamentId, match, user);
    if (match.status === 'PENDING') throw conflict('MATCH-NOT-PLAYABLE');
    if (isFinal(match.status) || match.status === 'DISPUTED') throw conflict('RESULT-ALREADY-SUBMITTED');
    const window = roundWindow(ctx.schedule, match.round_index);
    if (match.status === 'SCORE_MISSING' || now >= window.end) throw conflict('RESULT-SUBMISSION-PERIOD-MISSED');
    if (!reportingOpen(window, now)) throw conflict('RESULT-MATCH-NOT-OPEN');
    return { match, seed };
  }

  /**
   * A duel report. Answers whether the match became final, and the tournament context it was checked against
   * (the match view sent back reuses it rather than reading the tournament again).
   */
  async reportDuel(
    user: UserRow,
    tournamentId: string,
    matchId: string,
    form: DuelReportForm,
  ): Promise<{ final: boolean; context: ViewedPlayContext }> {
    // The match is read (unlocked, for the fast paths) in the same round trip as the tournament.
    const [ctx, target] = await Promise.all([
      this.playing(tournamentId, user),
      readReportTarget(this.db, tournamentId, matchId, user.id),
    ]);
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
          url: await storeScreenshot(this.options.storage, bytes, `${gameIndex}-game-screenshot`),
        });
    }
    const fast = await this.fastDuelReport(ctx, matchId, user, form, screenshots, target);
    if (fast) {
      if (fast.final) await this.matchFinal(tournamentId);
      return { ...fast, context: ctx };
    }
    const outcome = await this.onMatch(ctx, matchId, async (trx, settled) => {
      const now = this.clock.now();
      const at = new Date(now);
      const { match, seed } = await this.lockForReport(trx, ctx, matchId, user, now, settled);
      if (match.kind !== 'DUEL') throw conflict('RESULT-SUBMIT-ERROR');
      const { report, result } = duelReport(match, seed, form);
      const previous = await trx.selectFrom('match_reports').selectAll().where('match_id', '=', match.id).execute();
      if (previous.some((row) => row.seed === seed)) throw conflict('RESULT-ALREADY-SUBMITTED');
      await this.insertReport(trx, {
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
        const bufferEnds = new Date(now + this.bufferMs);
        await repo.updateMatch(trx, match.id, { status: 'REPORTED', reported_at: at, buffer_ends_at: bufferEnds }, at);
        await repo.wakePlayClockBy(trx, tournamentId, bufferEnds);
        return { final: false };
      }
      if (reportsAgree(other.payload as SideOrderedReport, report)) {
        const done = await finalizeDuel(trx, this.finalizeContext(ctx, at, user.id), match, result, 'CONFIRMED');
        return { final: done.state === 'FINAL' };
      }
      await repo.updateMatch(trx, match.id, { status: 'DISPUTED', disputed_at: at }, at);
      await repo.recordEvent(trx, {
        matchId: match.id,
        tournamentId,
        actorId: user.id,
        kind: 'DISPUTED',
        details: { reason: 'CONFLICTING_REPORTS' },
        at,
      });
      return { final: false };
    });
    if (outcome.final) await this.matchFinal(tournamentId);
    return { ...outcome, context: ctx };
  }

  /**
   * The fast paths of a rush: the first report of a READY duel (first-reports.ts, a statement shared with the other
   * first reports of the moment) and the other side's agreeing report (agreeing-reports.ts). Checked here against
   * the match as read without a lock (the checks lockForReport makes, in its order, and the domain's rules for the
   * result); each statement admits the report only if the match is still as read. Null when the report is anything
   * else (a conflicting or duplicate report, too early or late, not a side, a level series…) or was not admitted:
   * the locked path decides, nothing having been written.
   */
  private async fastDuelReport(
    ctx: PlayContext,
    matchId: string,
    user: UserRow,
    form: DuelReportForm,
    screenshots: { gameIndex: number; url: string }[],
    target: ReportTarget | undefined,
  ): Promise<{ final: boolean } | null> {
    const first = await this.fastDuelAttempt(ctx, matchId, user, form, screenshots, true, target);
    // Both sides of a match tend to report at the same moment: the one whose first report lost the race reads the
    // match again and settles it as the agreeing side, rather than paying for the locked path.
    if (first !== 'RACED') return first;
    const again = await this.fastDuelAttempt(ctx, matchId, user, form, screenshots, false);
    return again === 'RACED' ? null : again;
  }

  private async fastDuelAttempt(
    ctx: PlayContext,
    matchId: string,
    user: UserRow,
    form: DuelReportForm,
    screenshots: { gameIndex: number; url: string }[],
    mayOpen = true,
    read?: ReportTarget,
  ): Promise<{ final: boolean } | 'RACED' | null> {
    const match = read ?? (await readReportTarget(this.db, ctx.tournamentId, matchId, user.id));
    const now = this.clock.now();
    if (!match || match.kind !== 'DUEL' || match.reporter_seed === null) return null;
    if (match.status !== 'READY' && (match.status !== 'REPORTED' || bufferOver(match, now))) return null;
    const window = roundWindow(ctx.schedule, match.round_index);
    if (now >= window.end || !reportingOpen(window, now)) return null;
    const seed = match.reporter_seed;
    const { report, result } = duelReport(match, seed, form);
    const at = new Date(now);
    const reportedDetails = { seed, games: report.games, winnerSeed: report.winner };
    if (match.status === 'READY') {
      if (match.reports.length > 0 || !mayOpen) return null;
      const stored = await this.firstReports.store({
        match,
        seed,
        userId: user.id,
        payload: { ...report, result },
        screenshots,
        eventDetails: reportedDetails,
        at,
        bufferEndsAt: new Date(now + this.bufferMs),
      });
      return stored ? { final: false } : 'RACED';
    }
    const [other] = match.reports;
    if (match.reports.length !== 1 || other.seed === seed || !reportsAgree(other.payload as SideOrderedReport, report))
      return null;
    const settled = settledDuel(ctx, match, result);
    if (!settled) return null;
    const stored = await this.agreeingReports.store({
      match,
      otherReportId: other.id,
      seed,
      userId: user.id,
      payload: { ...report, result },
      screenshots,
      reportedDetails,
      finalizedDetails: { resolution: 'CONFIRMED', winnerSeed: settled.winner },
      at,
      result,
      ...settled,
    });
    return stored ? { final: true } : null;
  }

  async reportFfa(
    user: UserRow,
    tournamentId: string,
    matchId: string,
    form: FfaReportForm,
  ): Promise<{ final: boolean }> {
    const ctx = await this.playing(tournamentId, user);
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
      ? [{ gameIndex: form.gameIndex, url: await storeScreenshot(this.options.storage, form.screenshot, 'screenshot') }]
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
    const outcome = await this.onMatch(ctx, matchId, async (trx, settled) => {
      const now = this.clock.now();
      const at = new Date(now);
      const { match, seed } = await this.lockForReport(trx, ctx, matchId, user, now, settled);
      if (match.kind !== 'FFA') throw conflict('RESULT-SUBMIT-ERROR');
      if (form.ingameRank !== undefined && form.ingameRank > match.participants.length) {
        throw new HttpError(400, 'RESULT-INVALID-SCORES', { ingameRank: msg.maxValue(match.participants.length) });
      }
      await this.insertReport(trx, {
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
        const bufferEnds = new Date(now + this.bufferMs);
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
        await repo.updateMatch(trx, match.id, { status: 'DISPUTED', disputed_at: at }, at);
        await repo.recordEvent(trx, {
          matchId: match.id,
          tournamentId,
          actorId: null,
          kind: 'DISPUTED',
          details: { reason: 'CONFLICTING_RANKS' },
          at,
        });
        return { final: false };
      }
      await finalizeFfa(trx, this.finalizeContext(ctx, at, user.id), match, results, 'CONFIRMED');
      return { final: true };
    });
    if (outcome.final) await this.matchFinal(tournamentId);
    return outcome;
  }

  /** The other side accepts the reported score: the match is final at once. */
  async confirm(user: UserRow, tournamentId: string, matchId: string): Promise<void> {
    const ctx = await this.playing(tournamentId, user);
    const final = await this.onMatch(ctx, matchId, async (trx, settled) => {
      const now = this.clock.now();
      const at = new Date(now);
      const { match, seed } = await this.lockReported(trx, ctx, matchId, user, now, settled);
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
        this.finalizeContext(ctx, at, user.id),
        match,
        (reports[0].payload as { result: never }).result,
        'CONFIRMED',
      );
      return done.state === 'FINAL';
    });
    if (final) await this.matchFinal(tournamentId);
  }

  /** "Report incorrect score": within the buffer, a side (not the reporter) sends the match to the organizer. */
  async dispute(user: UserRow, tournamentId: string, matchId: string, message: string | undefined): Promise<void> {
    const ctx = await this.playing(tournamentId, user);
    await this.onMatch(ctx, matchId, async (trx, settled) => {
      const now = this.clock.now();
      const at = new Date(now);
      const { match, seed } = await this.lockReported(trx, ctx, matchId, user, now, settled);
      const reports = await trx.selectFrom('match_reports').select('seed').where('match_id', '=', match.id).execute();
      if (match.kind === 'DUEL' && reports.every((row) => row.seed === seed))
        throw conflict('RESULT-NOTHING-TO-CONFIRM');
      await repo.updateMatch(trx, match.id, { status: 'DISPUTED', disputed_at: at }, at);
      await repo.recordEvent(trx, {
        matchId: match.id,
        tournamentId,
        actorId: user.id,
        kind: 'DISPUTED',
        details: { seed, reason: 'INCORRECT_SCORE', ...(message ? { message } : {}) },
        at,
      });
    });
  }

  /** "Report an issue": a message to the organizer, kept with the match; any side may send it at any time. */
  async reportIssue(user: UserRow, tournamentId: string, matchId: string, message: string): Promise<void> {
    const ctx = await loadPlayContext(this.db, tournamentId, user.id);
    await this.inTransaction(async (trx) => {
      const match = await repo.lockMatch(trx, ctx.tournamentId, matchId);
      if (!match) throw notFound('MATCH-NOT-FOUND');
      const seed = await reporterSeedOrMember(trx, ctx.tournamentId, match, user);
      await repo.recordEvent(trx, {
        matchId: match.id,
        tournamentId,
        actorId: user.id,
        kind: 'ISSUE_REPORTED',
        details: { seed, message },
        at: new Date(this.clock.now()),
      });
    });
  }

  /**
   * `work` in one transaction on the locked match. A report whose dispute buffer is over is made final first,
   * in its own transaction (committed even when the call that found it is then refused), so nothing is
   * accepted against a result that is already settled. That is rare: `work` finds it under its lock and
   * gives way, rather than every call paying a transaction of its own to look.
   */
  private async onMatch<T>(
    ctx: PlayContext,
    matchId: string,
    work: (trx: Db, settled: boolean) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.inTransaction((trx) => work(trx, false));
    } catch (error) {
      if (!(error instanceof BufferOver)) throw error;
    }
    await this.settleBuffer(ctx, matchId);
    return this.inTransaction((trx) => work(trx, true));
  }

  /**
   * After a result became final (committed): the play clock is poked only when a round may now be complete.
   * Most results leave their round open, and a full advance under the tournament lock after each of them would
   * have a rush queue thousands of advances. Checked after commit, so of two last results committing together,
   * the later one sees the other and pokes.
   */
  private async matchFinal(tournamentId: string): Promise<void> {
    if (await repo.hasResolvedRoundInProgress(this.db, tournamentId)) this.options.onMatchFinal(tournamentId);
  }

  private async settleBuffer(ctx: PlayContext, matchId: string): Promise<void> {
    const now = this.clock.now();
    const ended = await this.inTransaction((trx) =>
      endBuffer(trx, this.finalizeContext(ctx, new Date(now), null), matchId, now),
    );
    if (ended) this.options.onMatchFinal(ctx.tournamentId);
  }

  private async lockReported(trx: Db, ctx: PlayContext, matchId: string, user: UserRow, now: number, settled: boolean) {
    const match = await repo.lockMatch(trx, ctx.tournamentId, matchId);
    if (!match) throw notFound('MATCH-NOT-FOUND');
    if (!settled && bufferOver(match, now)) throw new BufferOver();
    const seed = await reporterSeed(trx, ctx.tournamentId, match, user);
    if (isFinal(match.status) && match.resolution === 'BUFFER_ENDED') throw conflict('RESULT-DISPUTE-PERIOD-OVER');
    if (match.status !== 'REPORTED') throw conflict('RESULT-NOTHING-TO-CONFIRM');
    return { match, seed };
  }

  private async insertReport(
    trx: Db,
    values: {
      match: repo.MatchRow;
      seed: number;
      gameIndex: number;
      user: UserRow;
      kind: 'DUEL' | 'FFA';
      payload: unknown;
      screenshots: { gameIndex: number; url: string }[];
      at: Date;
    },
  ): Promise<void> {
    try {
      await trx
        .insertInto('match_reports')
        .values({
          match_id: values.match.id,
          tournament_id: values.match.tournament_id,
          seed: values.seed,
          game_index: values.gameIndex,
          reporter_id: values.user.id,
          kind: values.kind,
          payload: JSON.stringify(values.payload),
          screenshots: JSON.stringify(values.screenshots),
          created_at: values.at,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('RESULT-ALREADY-SUBMITTED');
      throw error;
    }
  }

  /** One transaction, retried once when PostgreSQL breaks a lock cycle (an amendment against a report). */
  private async inTransaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction().execute(work);
      } catch (error) {
        if ((error as { code?: string }).code === '40P01' && attempt < 2) continue;
        throw error;
      }
    }
  }
}

type ViewedPlayContext = Awaited<ReturnType<typeof loadPlayContext>>;

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
 * bracket sends the loser on (a third-place decider): the locked path (match-finalizer.ts) handles those.
 */
function settledDuel(ctx: PlayContext, match: repo.MatchRow, result: DuelResult) {
  const [a, b] = match.participants;
  const outcome = evaluateDuel(a - 1, b - 1, resultToEngine(result), match.best_of as never);
  if (outcome.winner < 0) return null;
  const winner = outcome.winner + 1;
  const loser = outcome.loser + 1;
  const status: 'COMPLETED' | 'WALKOVER' = outcome.state === 'WALKOVER' ? 'WALKOVER' : 'COMPLETED';
  if (playFormat(ctx.format) !== 'BRACKET') return { status, winner, eliminated: null, next: null };
  const layout = bracketLayout(ctx.play?.entrant_count ?? 0, ctx.format.thirdPlaceDecider);
  const feed = bracketFeed(layout, match.position);
  if (feed.loserTo) return null;
  const next = feed.winnerTo
    ? { round: roundOfMatch(layout, feed.winnerTo.matchId), position: feed.winnerTo.matchId, slot: feed.winnerTo.slot }
    : null;
  return { status, winner, eliminated: loser > 0 ? loser : null, next };
}

/** Thrown (and caught by onMatch) when the locked match still waits for its ended buffer to be settled. */
class BufferOver extends Error {}

const bufferOver = (match: repo.MatchRow, now: number) =>
  match.status === 'REPORTED' && match.buffer_ends_at !== null && new Date(match.buffer_ends_at).getTime() <= now;

/** Issue reports: the side's player, or any member of a team side. */
async function reporterSeedOrMember(
  db: Db,
  tournamentId: string,
  match: repo.MatchRow,
  user: UserRow,
): Promise<number> {
  const seeds = match.participants.filter((seed) => seed > 0);
  const rows = await db
    .selectFrom('tournament_entrants as e')
    .innerJoin('tournament_registrations as r', 'r.id', 'e.registration_id')
    .select(['e.seed', 'r.user_id', 'r.member_ids'])
    .where('e.tournament_id', '=', tournamentId)
    .where('e.seed', 'in', seeds.length > 0 ? seeds : [0])
    .execute();
  const own = rows.find((row) => row.user_id === user.id || (row.member_ids as string[]).includes(user.id));
  if (!own) throw forbidden('RESULT-NOT-A-PARTICIPANT');
  return own.seed;
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

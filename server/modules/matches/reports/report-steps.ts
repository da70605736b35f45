// The steps every score-report call is made of (report-service.ts and the files it delegates to: duel-reports.ts,
// ffa-reports.ts, report-reviews.ts): the tournament must be playing; the match is locked and checked to take the
// call now; the work runs in one transaction on it, a report whose dispute buffer is over being made final first;
// and after a result became final, the play clock is poked when its round may be complete.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import { conflict, notFound } from '../../../http-error.js';
import type { FileStorage } from '../../../storage/file-storage.js';
import type { UserRow } from '../../users/users-module.js';
import type { FinalizeContext } from '../play/match-finalizer.js';
import { loadPlayContext, type PlayContext } from '../play/play-context.js';
import { isFinal } from '../stages/stored-play.js';
import * as repo from '../play/play-repository.js';
import { endBuffer } from '../play/play-service.js';
import { MatchReads, type DetailAnswer } from '../reads/match-reads.js';
import { reporterSeed } from './match-sides.js';
import { awaitsCheckIn } from '../play/match-check-ins.js';
import { reportingOpen, roundWindow } from '../rounds/round-windows.js';
import { DEFAULT_DISPUTE_BUFFER_MS } from '../../../../src/domain/index.js';

type Db = Kysely<Database>;

export interface ReportServiceOptions {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** After a match became final (committed): the play clock may complete the round or the tournament. */
  onMatchFinal: (tournamentId: string) => void;
  disputeBufferMs?: number;
  /** The batched reads, shared with the match reads of the same process (a new set when not given). */
  reads?: MatchReads;
}

export type ViewedPlayContext = Awaited<ReturnType<typeof loadPlayContext>>;

/** What a call on a match answers with: the tournament it was checked against and the match as the call left it. */
export interface MatchAfterCall {
  context: ViewedPlayContext;
  read: DetailAnswer;
}

/** Thrown (and caught by onMatch) when the locked match still waits for its ended buffer to be settled. */
class BufferOver extends Error {}

export const bufferOver = (match: Pick<repo.MatchRow, 'status' | 'buffer_ends_at'>, now: number) =>
  match.status === 'REPORTED' && match.buffer_ends_at !== null && new Date(match.buffer_ends_at).getTime() <= now;

export class ReportSteps {
  readonly db: Db;
  readonly clock: Clock;
  readonly storage: FileStorage;
  /** How long a report waits for the other side before it becomes final on its own. */
  readonly bufferMs: number;
  readonly reads: MatchReads;

  constructor(private readonly options: ReportServiceOptions) {
    this.reads = options.reads ?? new MatchReads(options.db);
    this.db = options.db;
    this.clock = options.clock;
    this.storage = options.storage;
    this.bufferMs = options.disputeBufferMs ?? DEFAULT_DISPUTE_BUFFER_MS;
  }

  finalizeContext(ctx: PlayContext, at: Date, actorId: string | null): FinalizeContext {
    return {
      tournamentId: ctx.tournamentId,
      format: ctx.format,
      entrantCount: ctx.play?.entrant_count ?? 0,
      stages: ctx.stages,
      randomSeed: ctx.play?.random_seed ?? 0,
      at,
      actorId,
    };
  }

  /** The tournament must be in its rounds and not paused; returns the context. */
  async playing(tournamentId: string, user: UserRow): Promise<ViewedPlayContext> {
    return checkPlaying(await loadPlayContext(this.db, tournamentId, user.id));
  }

  /**
   * Locks the match and checks it takes a report from `seed` now. A report whose buffer is over is made final
   * first, so nothing is accepted against a result that is already settled.
   */
  async lockForReport(trx: Db, ctx: PlayContext, matchId: string, user: UserRow, now: number, settled: boolean) {
    const match = await repo.lockMatch(trx, ctx.tournamentId, matchId);
    if (!match) throw notFound('MATCH-NOT-FOUND');
    if (!settled && bufferOver(match, now)) throw new BufferOver();
    const seed = await reporterSeed(trx, ctx.tournamentId, match, user);
    if (match.status === 'PENDING') throw conflict('MATCH-NOT-PLAYABLE');
    if (isFinal(match.status) || match.status === 'DISPUTED') throw conflict('RESULT-ALREADY-SUBMITTED');
    const window = roundWindow(ctx.schedule, match.round_index);
    if (match.status === 'SCORE_MISSING' || now >= window.end) throw conflict('RESULT-SUBMISSION-PERIOD-MISSED');
    if (!reportingOpen(window, now)) throw conflict('RESULT-MATCH-NOT-OPEN');
    if (awaitsCheckIn(ctx.format, match)) throw conflict('MATCH-CHECK-IN-PENDING');
    return { match, seed };
  }

  /** Locks the match; 404 when the tournament has no such match. */
  async lockMatch(trx: Db, ctx: PlayContext, matchId: string): Promise<repo.MatchRow> {
    const match = await repo.lockMatch(trx, ctx.tournamentId, matchId);
    if (!match) throw notFound('MATCH-NOT-FOUND');
    return match;
  }

  /** Whether the match's round is in its join window (SPEC §9) now. */
  roundOpen(ctx: PlayContext, match: repo.MatchRow, now: number): boolean {
    return reportingOpen(roundWindow(ctx.schedule, match.round_index), now);
  }

  /**
   * `work` in one transaction on the locked match. A report whose dispute buffer is over is made final first,
   * in its own transaction (committed even when the call that found it is then refused), so nothing is
   * accepted against a result that is already settled. That is rare: `work` finds it under its lock and
   * gives way, rather than every call paying a transaction of its own to look.
   */
  async onMatch<T>(ctx: PlayContext, matchId: string, work: (trx: Db, settled: boolean) => Promise<T>): Promise<T> {
    try {
      return await this.inTransaction((trx) => work(trx, false));
    } catch (error) {
      if (!(error instanceof BufferOver)) throw error;
    }
    await this.settleBuffer(ctx, matchId);
    return this.inTransaction((trx) => work(trx, true));
  }

  /**
   * The match as a call on it left it (committed), for the view the call answers with. After a result became final,
   * the same statement tells whether its round is now resolved, and only then is the play clock poked: most results
   * leave their round open, and a full advance under the tournament lock after each of them would have a rush
   * queue thousands of advances. Read after the commit, so of two last results committing together, the later one
   * sees the other and pokes.
   */
  async after(ctx: ViewedPlayContext, matchId: string, final: boolean): Promise<MatchAfterCall> {
    const read = await this.reads.detail({ tournamentId: ctx.tournamentId, matchId, checkRound: final });
    if (read.roundResolved) this.options.onMatchFinal(ctx.tournamentId);
    return { context: ctx, read };
  }

  private async settleBuffer(ctx: PlayContext, matchId: string): Promise<void> {
    const now = this.clock.now();
    const ended = await this.inTransaction((trx) =>
      endBuffer(trx, this.finalizeContext(ctx, new Date(now), null), matchId, now),
    );
    if (ended) this.options.onMatchFinal(ctx.tournamentId);
  }

  /** Locks a REPORTED match for its other side's confirm or dispute. */
  async lockReported(trx: Db, ctx: PlayContext, matchId: string, user: UserRow, now: number, settled: boolean) {
    const match = await repo.lockMatch(trx, ctx.tournamentId, matchId);
    if (!match) throw notFound('MATCH-NOT-FOUND');
    if (!settled && bufferOver(match, now)) throw new BufferOver();
    const seed = await reporterSeed(trx, ctx.tournamentId, match, user);
    if (isFinal(match.status) && match.resolution === 'BUFFER_ENDED') throw conflict('RESULT-DISPUTE-PERIOD-OVER');
    if (match.status !== 'REPORTED') throw conflict('RESULT-NOTHING-TO-CONFIRM');
    return { match, seed };
  }

  async insertReport(
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
  async inTransaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
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

/** `ctx`, if its tournament is in its rounds and not paused; the catalogue's 409 otherwise. */
export function checkPlaying(ctx: ViewedPlayContext): ViewedPlayContext {
  if (ctx.status === 'FINISHED') throw conflict('TOURNAMENT-FINISHED');
  if (ctx.status !== 'PUBLISHED' || !ctx.play?.seeded_at) throw conflict('TOURNAMENT-NOT-RUNNING');
  if (ctx.play.paused_at) throw conflict('TOURNAMENT-PAUSED');
  return ctx;
}

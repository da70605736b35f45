// Moves a tournament's play forward as time passes (issue 11 §2, §4): seeds the checked-in participants when
// seeding opens, freezes the seeds and generates the first round when seeding closes, ends dispute buffers,
// marks missing scores when a round's window ends, generates the next Swiss/FFA round once the previous one is
// resolved, and finishes the tournament with its final placements. Everything runs in one transaction under
// the tournament's row lock and only acts on what is due, so any number of processes, retries and sweeps may
// call advance() for the same tournament and the outcome is the same.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { seedOrder, type DuelResult, type TournamentSchedule } from '../../../../src/domain/index.js';
import type { FormatSection, ScheduleSection } from '../../../../src/contract/tournaments.js';
import type { Database } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import {
  checkedInRegistrationIds,
  hasSeedingOpened,
  lockTournament,
  markTournamentFinished,
  markTournamentStarted,
  registeredTeamIds,
  toDomainSchedule,
} from '../../tournaments/tournaments-module.js';
import { finishTeamParticipation } from '../../teams/teams-module.js';
import { finalizeDuel, finalizeFfa, type FinalizeContext } from './match-finalizer.js';
import { eventStagesOf, loadEventStages } from '../stages/event-stages.js';
import { isMultiStageFormat } from '../stages/stage-plan.js';
import { stageFormatOf } from '../stages/stage-formats.js';
import { startNextStage } from '../stages/stage-transition-service.js';
import { isFinal, type StoredFfaResult } from '../stages/stored-play.js';
import * as repo from './play-repository.js';
import { sidesDraw } from './game-sides-draw.js';
import { roundWindow, seedingClosesAt } from '../rounds/round-windows.js';
import { announcePacedWakeUp, loadPlayedSchedule, paceNextRound } from '../rounds/round-pace.js';

import { announceResultsFinal, type ResultsFinalListener } from '../results/results-final.js';
import { decideCheckIns, nextCheckInDeadline, openCheckIns } from './match-check-ins.js';

type Db = Kysely<Database>;

export interface PlayAdvanceResult {
  tournamentId: string;
  /** What happened, for logs and tests: 'SEEDED', 'ROUND_GENERATED:n', 'SCORES_MISSING:n', 'FINISHED'… */
  steps: string[];
  nextAt: number | null;
}

/** A stable AUTO-seeding draw per tournament, so a replay (or a second process) draws the same order. */
export function seedingDraw(tournamentId: string): number {
  return createHash('sha256').update(`seeding:${tournamentId}`).digest().readInt32BE(0);
}

export class PlayService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly resultsFinal: readonly ResultsFinalListener[] = [],
  ) {}

  async advance(tournamentId: string): Promise<PlayAdvanceResult> {
    return this.db.transaction().execute(async (trx) => {
      const steps: string[] = [];
      const none = (nextAt: number | null = null): PlayAdvanceResult => ({ tournamentId, steps, nextAt });
      const row = await lockTournament(trx, tournamentId);
      if (!row || row.status !== 'PUBLISHED' || !row.schedule || !row.format) return none();
      const now = this.clock.now();
      const at = new Date(now);
      const format = row.format as FormatSection;
      const schedule = await loadPlayedSchedule(trx, tournamentId, toDomainSchedule(row.schedule as ScheduleSection));
      if (!(await hasSeedingOpened(trx, tournamentId))) return none(null);

      let play = await repo.findPlay(trx, tournamentId);
      if (!play) {
        await this.seed(trx, tournamentId, format, at);
        steps.push('SEEDED');
        play = (await repo.findPlay(trx, tournamentId))!;
      }
      if (play.finished_at) return none();
      if (!play.seeded_at) {
        const closesAt = seedingClosesAt(schedule);
        if (now < closesAt) return none(closesAt);
        const count = await this.freezeAndGenerate(trx, tournamentId, format, at);
        steps.push(`ROUND_GENERATED:0`);
        play = { ...play, seeded_at: at, entrant_count: count };
      }
      if (play.paused_at) return none(null);
      await announcePacedWakeUp(trx, tournamentId, schedule, play.next_due_at, now);

      // Read under the tournament lock: a stage moved on by another process is seen here, never drawn twice.
      const stages = await loadEventStages(trx, tournamentId, format, play.entrant_count);
      const ctx: FinalizeContext = {
        tournamentId,
        format,
        entrantCount: play.entrant_count,
        stages,
        randomSeed: play.random_seed,
        at,
        actorId: null,
      };
      await this.endBuffers(trx, ctx, now, steps);
      await decideCheckIns(trx, ctx, now, steps);
      const finished = await this.progressRounds(trx, ctx, schedule, now, steps);
      if (finished) return none(null);
      // The event's rounds so far: the current stage's, and the next stage's first round once it is drawn.
      const current = stages.current;
      const planned =
        current.firstRound +
        stageFormatOf(current.format).plannedRounds(current.format, current.entrantCount) +
        (current.index + 1 < stages.planned ? 1 : 0);
      const played = await paceNextRound(trx, tournamentId, schedule, planned);
      await openCheckIns(trx, ctx, played, now, steps);
      return none(await this.nextInstant(trx, tournamentId, played, now));
    });
  }

  /** Entrants from the checked-in registrations: AUTO by the stored draw, MANUAL in check-in order until edited. */
  private async seed(trx: Db, tournamentId: string, format: FormatSection, at: Date): Promise<void> {
    const checkedIn = await checkedInRegistrationIds(trx, tournamentId);
    const randomSeed = seedingDraw(tournamentId);
    const order =
      format.seeding === 'AUTO'
        ? seedOrder(checkedIn.length, { mode: 'AUTO', randomSeed })
        : checkedIn.map((_, i) => i);
    await trx
      .insertInto('tournament_play')
      .values({ tournament_id: tournamentId, random_seed: randomSeed, updated_at: at })
      .execute();
    if (checkedIn.length > 0) {
      await trx
        .insertInto('tournament_entrants')
        .values(
          order.map((slot, k) => ({ tournament_id: tournamentId, seed: k + 1, registration_id: checkedIn[slot] })),
        )
        .execute();
    }
  }

  /** Seeds frozen: the first round (a bracket: all of it) is generated. Returns the number of entrants. */
  private async freezeAndGenerate(trx: Db, tournamentId: string, format: FormatSection, at: Date): Promise<number> {
    const entrants = await repo.entrants(trx, tournamentId);
    const count = entrants.length;
    await trx
      .updateTable('tournament_play')
      .set({ seeded_at: at, entrant_count: count, updated_at: at })
      .where('tournament_id', '=', tournamentId)
      .execute();
    if (count < 2) return count;
    const stage = eventStagesOf(format, count, []).current;
    if (isMultiStageFormat(format)) {
      await trx
        .insertInto('tournament_stages')
        .values({
          tournament_id: tournamentId,
          stage_index: 0,
          first_round: 0,
          entrant_seeds: JSON.stringify(entrants.map((entrant) => entrant.seed)),
          started_at: at,
        })
        .execute();
    }
    const randomSeed = (await repo.findPlay(trx, tournamentId))?.random_seed;
    const { matches: rows, rounds } = stage.adapter.start(stage.format, entrants, randomSeed);
    await markTournamentStarted(trx, tournamentId, at);
    await repo.insertMatches(trx, tournamentId, rows, at, sidesDraw(stage.format, randomSeed));
    await trx
      .insertInto('tournament_rounds')
      .values(
        Array.from({ length: rounds }, (_, r) => ({ tournament_id: tournamentId, round_index: r, generated_at: at })),
      )
      .execute();
    return count;
  }

  /** Reports nobody disputed before their buffer ended become final. */
  private async endBuffers(trx: Db, ctx: FinalizeContext, now: number, steps: string[]): Promise<void> {
    const due = await trx
      .selectFrom('matches')
      .select('id')
      .where('tournament_id', '=', ctx.tournamentId)
      .where('status', '=', 'REPORTED')
      .where('buffer_ends_at', '<=', new Date(now))
      .orderBy('round_index')
      .orderBy('position')
      .execute();
    for (const { id } of due) {
      if (await endBuffer(trx, ctx, id, now)) steps.push(`BUFFER_ENDED:${id}`);
    }
  }

  /**
   * Round by round: a round whose window ended marks its unreported matches SCORE_MISSING; a resolved round is
   * complete, and the next Swiss/FFA round is generated; after the last round the tournament finishes.
   */
  private async progressRounds(
    trx: Db,
    ctx: FinalizeContext,
    schedule: TournamentSchedule,
    now: number,
    steps: string[],
  ): Promise<boolean> {
    const { tournamentId } = ctx;
    for (;;) {
      const stage = ctx.stages.current;
      const planned = stage.adapter.plannedRounds(stage.format, stage.entrantCount);
      const rounds = await trx
        .selectFrom('tournament_rounds')
        .selectAll()
        .where('tournament_id', '=', tournamentId)
        .orderBy('round_index')
        .execute();
      const open = rounds.filter((round) => round.status === 'IN_PROGRESS');
      if (open.length === 0 && rounds.length === 0) return false;
      let changed = false;
      for (const round of open) {
        const window = roundWindow(schedule, round.round_index);
        const matches = await repo.matchesOf(trx, tournamentId, round.round_index);
        if (now >= window.end) {
          const missing = matches.filter((match) => match.status === 'READY');
          for (const match of missing) {
            await repo.updateMatch(trx, match.id, { status: 'SCORE_MISSING' }, ctx.at);
            await repo.recordEvent(trx, {
              matchId: match.id,
              tournamentId,
              actorId: null,
              kind: 'SCORE_MISSING',
              at: ctx.at,
            });
          }
          if (missing.length > 0) steps.push(`SCORES_MISSING:${round.round_index}:${missing.length}`);
        }
        if (matches.length > 0 && matches.every((match) => isFinal(match.status))) {
          await trx
            .updateTable('tournament_rounds')
            .set({ status: 'COMPLETE', completed_at: ctx.at })
            .where('tournament_id', '=', tournamentId)
            .where('round_index', '=', round.round_index)
            .execute();
          steps.push(`ROUND_COMPLETE:${round.round_index}`);
          changed = true;
        }
      }
      if (!changed) return false;
      const complete = (
        await trx
          .selectFrom('tournament_rounds')
          .select(['round_index', 'status'])
          .where('tournament_id', '=', tournamentId)
          .where('round_index', '>=', stage.firstRound)
          .execute()
      ).filter((round) => round.status !== 'IN_PROGRESS').length;
      if (complete >= planned) {
        if (stage.index + 1 >= ctx.stages.planned) return this.finish(trx, ctx, steps);
        await startNextStage(trx, tournamentId, ctx.format, ctx.stages, ctx.at);
        ctx.stages = await loadEventStages(trx, tournamentId, ctx.format, ctx.entrantCount);
        steps.push(`STAGE_STARTED:${ctx.stages.current.index}`);
        continue;
      }
      // A format that stored the whole stage at the start (a bracket) has nothing to pair.
      if (!stage.adapter.nextRound) continue;
      // Swiss and FFA pair the next round from the standings of the resolved ones.
      const entrants = await repo.entrants(trx, tournamentId);
      const matches = await repo.matchesOf(trx, tournamentId);
      const { randomSeed } = ctx;
      const rows = stage.adapter.nextRound(stage.format, entrants, matches, randomSeed);
      const r = rows[0]?.round_index ?? stage.firstRound + complete;
      await repo.insertMatches(trx, tournamentId, rows, ctx.at, sidesDraw(stage.format, randomSeed));
      await trx
        .insertInto('tournament_rounds')
        .values({ tournament_id: tournamentId, round_index: r, generated_at: ctx.at })
        .execute();
      steps.push(`ROUND_GENERATED:${r}`);
    }
  }

  /** Final placements stored on the entrants; the tournament is finished (prizes are another module's). */
  private async finish(trx: Db, ctx: FinalizeContext, steps: string[]): Promise<true> {
    const { tournamentId } = ctx;
    const entrants = await repo.entrants(trx, tournamentId);
    const matches = await repo.matchesOf(trx, tournamentId);
    // The last stage places those who reached it; the stages before placed the others as they went out.
    const stage = ctx.stages.current;
    const ranks = stage.adapter.placements(stage.format, stage.entrantCount, entrants, matches);
    for (const [seed, rank] of ranks) {
      await trx
        .updateTable('tournament_entrants')
        .set({ final_rank: rank })
        .where('tournament_id', '=', tournamentId)
        .where('seed', '=', seed)
        .execute();
    }
    await trx
      .updateTable('tournament_play')
      .set({ finished_at: ctx.at, next_due_at: null, updated_at: ctx.at })
      .where('tournament_id', '=', tournamentId)
      .execute();
    await markTournamentFinished(trx, tournamentId, ctx.at);
    // Teams are free to change again once their tournament is over.
    for (const teamId of await registeredTeamIds(trx, tournamentId))
      await finishTeamParticipation(trx, teamId, tournamentId, ctx.at);
    await announceResultsFinal(this.resultsFinal, trx, this.clock, { tournamentId, at: ctx.at, kind: 'FINISHED' });
    steps.push('FINISHED');
    return true;
  }

  /** The next instant something is due: a round's join window or end, a dispute buffer's or check-in's end. */
  private async nextInstant(
    trx: Db,
    tournamentId: string,
    schedule: TournamentSchedule,
    now: number,
  ): Promise<number | null> {
    const candidates: number[] = [];
    const buffer = await trx
      .selectFrom('matches')
      .select((eb) => eb.fn.min('buffer_ends_at').as('at'))
      .where('tournament_id', '=', tournamentId)
      .where('status', '=', 'REPORTED')
      .executeTakeFirst();
    if (buffer?.at) candidates.push(new Date(buffer.at).getTime());
    const checkIn = await nextCheckInDeadline(trx, tournamentId, now);
    if (checkIn !== null) candidates.push(checkIn);
    const rounds = await trx
      .selectFrom('tournament_rounds')
      .select('round_index')
      .where('tournament_id', '=', tournamentId)
      .where('status', '=', 'IN_PROGRESS')
      .execute();
    for (const { round_index } of rounds) {
      const window = roundWindow(schedule, round_index);
      // The join window opening is a visible change (MATCH_AVAILABLE): wake up to notify open pages.
      for (const instant of [window.opensAt, window.start, window.end]) if (instant > now) candidates.push(instant);
    }
    const next = candidates.length > 0 ? Math.min(...candidates) : null;
    await trx
      .updateTable('tournament_play')
      .set({ next_due_at: next === null ? null : new Date(next), updated_at: new Date(now) })
      .where('tournament_id', '=', tournamentId)
      .execute();
    return next;
  }
}

/** Ends one match's dispute buffer if it is over: the lone report becomes the result. Under the match lock. */
export async function endBuffer(trx: Db, ctx: FinalizeContext, matchId: string, now: number): Promise<boolean> {
  const match = await repo.lockMatch(trx, ctx.tournamentId, matchId);
  if (!match || match.status !== 'REPORTED' || !match.buffer_ends_at || new Date(match.buffer_ends_at).getTime() > now)
    return false;
  if (match.kind === 'FFA') {
    const reports = await trx.selectFrom('match_reports').selectAll().where('match_id', '=', matchId).execute();
    const results = missingGamesForfeited(
      ffaResultsFromReports(match.participants, reports),
      Math.max(1, ctx.format.numberOfGames),
    );
    await finalizeFfa(trx, ctx, match, results, 'BUFFER_ENDED');
    return true;
  }
  const report = await trx
    .selectFrom('match_reports')
    .selectAll()
    .where('match_id', '=', matchId)
    .orderBy('created_at')
    .executeTakeFirst();
  if (!report) return false;
  await finalizeDuel(trx, ctx, match, (report.payload as { result: DuelResult }).result, 'BUFFER_ENDED');
  return true;
}

/** The lobby's results from its members' reports (each member reports their own games). */
export function ffaResultsFromReports(
  members: readonly number[],
  reports: readonly { seed: number; payload: unknown }[],
): StoredFfaResult {
  return members.map((seed) => ({
    seed,
    results: reports
      .filter((report) => report.seed === seed)
      .map((report) => (report.payload as { result: StoredFfaResult[number]['results'][number] }).result),
  }));
}

/**
 * When a lobby's buffer ends, a member who reported nothing for a game forfeits it: the forfeit penalty and the
 * bottom of the lobby, never the 0 points of "no result" that could rank above those who played and reported.
 */
export function missingGamesForfeited(results: StoredFfaResult, games: number): StoredFfaResult {
  return results.map(({ seed, results: own }) => ({
    seed,
    results: Array.from(
      { length: games },
      (_, gameIndex) => own.find((r) => r.gameIndex === gameIndex) ?? { gameIndex, isForfeit: true },
    ),
  }));
}

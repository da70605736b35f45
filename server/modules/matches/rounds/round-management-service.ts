// The organizer's round management (issue 11 §4; SPEC §4, §6): set a result (resolve a dispute or a missing
// score, forfeit a side), amend a final result with everything downstream recomputed by the engine (and a
// preview of what changes), disqualify or ban a participant (irreversible: the opponent advances by walkover),
// pause, resume and skip a round. Every call locks the tournament row first, then the matches it touches.
import type { Kysely } from 'kysely';
import { roundSkipWindow, shiftSchedule, type DuelResult } from '../../../../src/domain/index.js';
import type { AmendmentPreview, SetResultBody } from '../../../../src/contract/matches.js';
import type { ScheduleSection } from '../../../../src/contract/tournaments.js';
import type { Database } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import { HttpError, conflict, notFound } from '../../../http-error.js';
import type { UserRow } from '../../users/users-module.js';
import {
  announceTournamentChanged,
  disqualifyRegistration,
  lockTournament,
  rescheduleTournament,
} from '../../tournaments/tournaments-module.js';
import { banFromOrganization } from '../../organizations/organizations-module.js';
import { postNotifiedNotices } from '../../notifications/notifications-module.js';
import { finalizeDuel, finalizeFfa, walkoverIfSideOut, type FinalizeContext } from '../play/match-finalizer.js';
import { toMatchView } from '../reads/match-views.js';
import { loadPlayContext, type PlayContext } from '../play/play-context.js';
import { loadEventStages, type StagePlay } from '../stages/event-stages.js';
import { requalify } from './stage-amendment.js';
import { isFinal, type StoredFfaResult } from '../stages/stored-play.js';
import * as repo from '../play/play-repository.js';
import { gameSidesColumn, sidesDraw } from '../play/game-sides-draw.js';
import { roundWindow } from './round-windows.js';
import { shiftPlayedRounds } from './round-pace.js';
import { currentPlacements, placementChanges } from './placement-changes.js';
import { undoNoShow } from './no-show-undo.js';
import { setStreamUrl } from './match-stream-links.js';

import { announceResultsFinal, type ResultsFinalListener } from '../results/results-final.js';

type Db = Kysely<Database>;

/** Thrown inside a transaction to roll back a preview after computing it. */
class PreviewRollback extends Error {
  constructor(readonly preview: AmendmentPreview) {
    super('preview');
  }
}

/** Pausing is allowed while the rounds are on; a pause may last at most this long before resuming is refused. */
export const RESUMING_PERIOD_MS = 24 * 60 * 60 * 1000;

export class RoundManagementService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly onChanged: (tournamentId: string) => void,
    private readonly resultsFinal: readonly ResultsFinalListener[] = [],
  ) {}

  private async organizerContext(tournamentId: string, user: UserRow): Promise<PlayContext> {
    const ctx = await loadPlayContext(this.db, tournamentId, user.id);
    if (!ctx.viewerIsOrganizer) throw notFound('TOURNAMENT-NOT-FOUND');
    if (!ctx.play?.seeded_at) throw conflict('TOURNAMENT-NOT-RUNNING');
    return ctx;
  }

  /** Sets the result of a match: final ones are amended (with their consequences), open ones resolved. */
  async setResult(
    user: UserRow,
    tournamentId: string,
    matchId: string,
    body: SetResultBody,
  ): Promise<AmendmentPreview> {
    const ctx = await this.organizerContext(tournamentId, user);
    const preview = await this.db
      .transaction()
      .execute((trx) => this.applyResult(trx, ctx, user, matchId, body, false));
    this.onChanged(tournamentId);
    return preview;
  }

  /** What setResult would change, computed in a transaction that is rolled back. */
  async previewResult(
    user: UserRow,
    tournamentId: string,
    matchId: string,
    body: SetResultBody,
  ): Promise<AmendmentPreview> {
    const ctx = await this.organizerContext(tournamentId, user);
    try {
      await this.db.transaction().execute(async (trx) => {
        throw new PreviewRollback(await this.applyResult(trx, ctx, user, matchId, body, true));
      });
    } catch (error) {
      if (error instanceof PreviewRollback) return error.preview;
      throw error;
    }
    throw new Error('unreachable');
  }

  private async applyResult(
    trx: Db,
    ctx: PlayContext,
    user: UserRow,
    matchId: string,
    body: SetResultBody,
    preview: boolean,
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
    const at = new Date(this.clock.now());
    const fctx: FinalizeContext = {
      tournamentId: ctx.tournamentId,
      format: ctx.format,
      entrantCount: ctx.play!.entrant_count,
      stages: ctx.stages,
      randomSeed: ctx.play!.random_seed,
      at,
      actorId: user.id,
    };
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
        await this.reflowStage(trx, ctx, fctx, played, before, match, result, details);
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
    if (amending && stage.nextRound) await this.repairLaterRounds(trx, ctx, played, match.round_index, at);
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
      await this.restoreFinalRanks(trx, ctx, after);
      await announceResultsFinal(this.resultsFinal, trx, this.clock, {
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
      await this.noticeAffected(trx, ctx, [...changed.flatMap((row) => row.participants), ...match.participants], at);
    const current = await loadEventStages(trx, ctx.tournamentId, ctx.format, ctx.play!.entrant_count);
    return {
      changedMatches: changed.map((row) => toMatchView(row, ctx.format, current)),
      invalidatedMatchIds: [...invalidated, ...removed],
      placementChanges: placementChanges(placedBefore, await currentPlacements(trx, ctx, finished)),
      ...(qualification ? { qualification } : {}),
    };
  }

  /**
   * Amendment of a stage stored whole (single elimination): the engine replays it with the new result; every match
   * whose opponents, state or winner change is rewritten, and results recorded for opponents who no longer play are
   * cleared (those matches are played again).
   */
  private async reflowStage(
    trx: Db,
    ctx: PlayContext,
    fctx: FinalizeContext,
    played: StagePlay,
    before: repo.MatchRow[],
    match: repo.MatchRow,
    result: DuelResult,
    details: Record<string, unknown>,
  ) {
    const at = fctx.at;
    const reflow = played.adapter.reflow!;
    const stored = before.map((row) => (row.id === match.id ? { ...row, result } : row));
    const diffs = reflow.diff(played.format, played.entrantCount, stored);
    await repo.updateMatch(trx, match.id, { result, resolution: 'ORGANIZER' }, at);
    await repo.recordEvent(trx, {
      matchId: match.id,
      tournamentId: ctx.tournamentId,
      actorId: fctx.actorId,
      kind: 'AMENDED',
      details,
      at,
    });
    for (const diff of diffs) {
      const row = stored.find(
        (r) =>
          r.round_index >= played.firstRound &&
          (played.endRound === null || r.round_index < played.endRound) &&
          r.position === diff.position,
      )!;
      const sidesChanged = diff.participants[0] !== row.participants[0] || diff.participants[1] !== row.participants[1];
      const keepsResult = isFinal(diff.status) && !sidesChanged;
      await repo.updateMatch(
        trx,
        row.id,
        {
          participants: diff.participants,
          game_sides: gameSidesColumn(sidesDraw(played.format, ctx.play!.random_seed), {
            ...row,
            participants: diff.participants,
          }),
          status: diff.status,
          winner: diff.winner,
          ...(keepsResult || row.id === match.id
            ? {}
            : {
                result: null,
                resolution: null,
                reported_at: null,
                buffer_ends_at: null,
                disputed_at: null,
                resolved_at: null,
              }),
          ...(isFinal(diff.status) && row.id === match.id ? { resolved_at: at, resolution: 'ORGANIZER' as const } : {}),
          // New opponents check in afresh: the old sides' readiness (and a window they had) says nothing of them.
          ...(sidesChanged ? { check_in_ends_at: null, checked_in_seeds: [], no_show_seeds: [] } : {}),
        },
        at,
      );
      if (sidesChanged) await trx.deleteFrom('match_reports').where('match_id', '=', row.id).execute();
      if (row.id !== match.id)
        await repo.recordEvent(trx, {
          matchId: row.id,
          tournamentId: ctx.tournamentId,
          actorId: fctx.actorId,
          kind: 'AMENDED',
          details: { cause: match.id },
          at,
        });
    }
    // Who is still in, as the stage format reads it from the rewritten matches.
    const after = await repo.matchesOf(trx, ctx.tournamentId);
    const eliminated = reflow.eliminated(played.format, played.entrantCount, after);
    const entrants = await repo.entrants(trx, ctx.tournamentId);
    const inStage = new Set(ctx.stages.multi ? played.entrantSeeds : entrants.map((entrant) => entrant.seed));
    for (const entrant of entrants) {
      if (entrant.status === 'DISQUALIFIED' || entrant.status === 'BANNED' || !inStage.has(entrant.seed)) continue;
      const status = eliminated.has(entrant.seed) ? 'ELIMINATED' : 'ACTIVE';
      if (status !== entrant.status)
        await trx
          .updateTable('tournament_entrants')
          .set({ status })
          .where('tournament_id', '=', ctx.tournamentId)
          .where('seed', '=', entrant.seed)
          .execute();
    }
    for (const row of after) if (row.status === 'READY') await walkoverIfSideOut(trx, fctx, row);
  }

  /** Swiss/FFA: later rounds nobody has reported in yet are paired again from the corrected standings. */
  private async repairLaterRounds(
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

  private async restoreFinalRanks(trx: Db, ctx: PlayContext, matches: repo.MatchRow[]): Promise<void> {
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
  private async noticeAffected(trx: Db, ctx: PlayContext, seeds: number[], at: Date): Promise<void> {
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

  /** Undoes a walkover the play clock gave for a missed check-in: the match is playable again, with a fresh window. */
  async undoNoShow(user: UserRow, tournamentId: string, matchId: string): Promise<void> {
    const ctx = await this.organizerContext(tournamentId, user);
    await this.db.transaction().execute((trx) => undoNoShow(trx, ctx, user, matchId, this.clock.now()));
    this.onChanged(tournamentId);
  }

  /** Sets (or removes, with null) the match's stream or VOD link. */
  async setStreamUrl(user: UserRow, tournamentId: string, matchId: string, streamUrl: string | null): Promise<void> {
    const ctx = await this.organizerContext(tournamentId, user);
    const at = new Date(this.clock.now());
    await this.db.transaction().execute((trx) => setStreamUrl(trx, ctx, user, matchId, streamUrl, at));
  }

  /** Disqualifies (or bans) a participant for the rest of the tournament; their open match is a walkover. */
  async disqualify(
    user: UserRow,
    tournamentId: string,
    registrationId: string,
    ban: boolean,
    reason: string | undefined,
  ): Promise<void> {
    const ctx = await this.organizerContext(tournamentId, user);
    await this.db.transaction().execute(async (trx) => {
      const tournament = await lockTournament(trx, tournamentId);
      const entrant = await trx
        .selectFrom('tournament_entrants')
        .selectAll()
        .where('tournament_id', '=', tournamentId)
        .where('registration_id', '=', registrationId)
        .executeTakeFirst();
      if (!entrant) throw notFound('ENTRANT-NOT-FOUND');
      if (entrant.status === 'DISQUALIFIED' || entrant.status === 'BANNED') throw conflict('ENTRANT-ALREADY-OUT');
      const at = new Date(this.clock.now());
      const matches = await repo.lockMatches(trx, tournamentId);
      const current = Math.max(0, ...matches.map((row) => row.round_index));
      await trx
        .updateTable('tournament_entrants')
        .set({ status: ban ? 'BANNED' : 'DISQUALIFIED', left_at_round: current + 1 })
        .where('tournament_id', '=', tournamentId)
        .where('seed', '=', entrant.seed)
        .execute();
      const registration = await disqualifyRegistration(trx, registrationId);
      // The player (every registered player of a team) is told in the app why they are out.
      const told = registration.team_id ? registration.member_ids : [registration.user_id];
      await postNotifiedNotices(
        trx,
        told,
        tournamentId,
        ban ? 'BANNED' : 'DISQUALIFIED',
        ban
          ? "The organizer banned you from this tournament and from the organization's later tournaments."
          : 'The organizer disqualified you from this tournament.',
        at,
      );
      // A ban also keeps the player (a team and its players) out of the organization's later tournaments.
      if (ban) {
        await banFromOrganization(trx, {
          organizationId: tournament!.organization_id,
          tournamentId,
          userIds: told,
          teamId: registration.team_id,
          reason: reason ?? null,
          at,
        });
      }
      const fctx: FinalizeContext = {
        tournamentId,
        format: ctx.format,
        entrantCount: ctx.play!.entrant_count,
        stages: ctx.stages,
        randomSeed: ctx.play!.random_seed,
        at,
        actorId: user.id,
      };
      for (const row of matches) {
        if (!row.participants.includes(entrant.seed) || isFinal(row.status) || row.status === 'PENDING') continue;
        await repo.recordEvent(trx, {
          matchId: row.id,
          tournamentId,
          actorId: user.id,
          kind: 'DISQUALIFIED',
          details: { seed: entrant.seed, ban, reason: reason ?? null },
          at,
        });
        if (row.kind === 'DUEL') {
          const [a, b] = row.participants;
          await finalizeDuel(trx, fctx, row, { participants: [a, b], disqualified: entrant.seed }, 'WALKOVER', {
            kind: 'WALKOVER',
          });
        }
      }
    });
    this.onChanged(tournamentId);
  }

  /** Pauses the rounds; every later phase moves by the time spent paused (applied on resume). */
  async pause(user: UserRow, tournamentId: string): Promise<void> {
    const ctx = await this.organizerContext(tournamentId, user);
    await this.db.transaction().execute(async (trx) => {
      await lockTournament(trx, tournamentId);
      const play = (await repo.findPlay(trx, tournamentId))!;
      if (play.paused_at) throw conflict('TOURNAMENT-ALREADY-PAUSED');
      if (play.finished_at) throw conflict('TOURNAMENT-FINISHED');
      const now = this.clock.now();
      const first = roundWindow(ctx.schedule, 0);
      const last = ctx.schedule.rounds[ctx.schedule.rounds.length - 1];
      if (now < first.start || now >= last.end) throw conflict('TOURNAMENT-NOT-IN-PAUSING-WINDOW');
      await trx
        .updateTable('tournament_play')
        .set({ paused_at: new Date(now), next_due_at: null, updated_at: new Date(now) })
        .where('tournament_id', '=', tournamentId)
        .execute();
      // tournament_play has no trigger (the play clock writes it all the time): open pages must stop offering play.
      await announceTournamentChanged(trx, tournamentId);
    });
    this.onChanged(tournamentId);
  }

  async resume(user: UserRow, tournamentId: string): Promise<void> {
    await this.organizerContext(tournamentId, user);
    await this.db.transaction().execute(async (trx) => {
      const row = await lockTournament(trx, tournamentId);
      const play = (await repo.findPlay(trx, tournamentId))!;
      if (!play.paused_at) throw conflict('TOURNAMENT-NOT-PAUSED');
      const now = this.clock.now();
      const pausedAt = new Date(play.paused_at).getTime();
      if (now - pausedAt > RESUMING_PERIOD_MS) throw conflict('TOURNAMENT-NOT-IN-RESUMING-WINDOW');
      const paused = now - pausedAt;
      const schedule = row!.schedule as ScheduleSection;
      await rescheduleTournament(trx, tournamentId, shiftScheduleSection(schedule, pausedAt, paused), new Date(now));
      await shiftPlayedRounds(trx, tournamentId, new Date(pausedAt), paused);
      // Buffers running when the pause began get the paused time back too.
      const reported = await trx
        .selectFrom('matches')
        .select(['id', 'buffer_ends_at'])
        .where('tournament_id', '=', tournamentId)
        .where('status', '=', 'REPORTED')
        .execute();
      for (const match of reported) {
        if (match.buffer_ends_at)
          await repo.updateMatch(
            trx,
            match.id,
            { buffer_ends_at: new Date(new Date(match.buffer_ends_at).getTime() + paused) },
            new Date(now),
          );
      }
      await trx
        .updateTable('tournament_play')
        .set({ paused_at: null, paused_ms: Number(play.paused_ms) + paused, updated_at: new Date(now) })
        .where('tournament_id', '=', tournamentId)
        .execute();
    });
    this.onChanged(tournamentId);
  }

  /** Ends the current round early (its scores resolved, its minimum time played): later rounds move earlier. */
  async skipRound(user: UserRow, tournamentId: string, round: number): Promise<void> {
    const ctx = await this.organizerContext(tournamentId, user);
    await this.db.transaction().execute(async (trx) => {
      const row = await lockTournament(trx, tournamentId);
      const play = (await repo.findPlay(trx, tournamentId))!;
      if (play.paused_at) throw conflict('TOURNAMENT-PAUSED');
      const now = this.clock.now();
      const window = roundWindow(ctx.schedule, round);
      if (now < window.start || now >= window.end) throw conflict('TOURNAMENT-NOT-IN-SKIPPING-WINDOW');
      if (now < roundSkipWindow(window).start) throw conflict('ROUND-MINIMUM-TIME-NOT-PLAYED');
      const matches = await repo.matchesOf(trx, tournamentId, round);
      if (matches.length === 0 || !matches.every((match) => isFinal(match.status)))
        throw conflict('TOURNAMENT-SCORES-UNRESOLVED');
      const schedule = row!.schedule as ScheduleSection;
      const shifted = shiftScheduleSection(schedule, window.end, now - window.end);
      await rescheduleTournament(trx, tournamentId, shifted, new Date(now));
      await shiftPlayedRounds(trx, tournamentId, new Date(window.end), now - window.end);
    });
    this.onChanged(tournamentId);
  }
}

/** shiftSchedule over the stored (ISO) schedule. */
function shiftScheduleSection(schedule: ScheduleSection, from: number, delta: number): ScheduleSection {
  const ms = (iso: string) => Date.parse(iso);
  const toIso = (value: number) => new Date(value).toISOString();
  const domain = shiftSchedule(
    {
      registration: { start: ms(schedule.registration.start), end: ms(schedule.registration.end) },
      checkIn: { start: ms(schedule.checkIn.start), end: ms(schedule.checkIn.end) },
      seeding: schedule.seeding && { start: ms(schedule.seeding.start), end: ms(schedule.seeding.end) },
      rounds: schedule.rounds.map((r) => ({ start: ms(r.start), end: ms(r.end) })),
      prizepoolDistribution: schedule.prizepoolDistribution && {
        start: ms(schedule.prizepoolDistribution.start),
        end: ms(schedule.prizepoolDistribution.end),
      },
    },
    from,
    delta,
  );
  return {
    ...schedule,
    registration: { start: toIso(domain.registration.start), end: toIso(domain.registration.end) },
    checkIn: { start: toIso(domain.checkIn.start), end: toIso(domain.checkIn.end) },
    ...(domain.seeding ? { seeding: { start: toIso(domain.seeding.start), end: toIso(domain.seeding.end) } } : {}),
    rounds: schedule.rounds.map((r, i) => ({
      ...r,
      start: toIso(domain.rounds[i].start),
      end: toIso(domain.rounds[i].end),
    })),
    ...(domain.prizepoolDistribution
      ? {
          prizepoolDistribution: {
            start: toIso(domain.prizepoolDistribution.start),
            end: toIso(domain.prizepoolDistribution.end),
          },
        }
      : {}),
  };
}

function duelBody(match: repo.MatchRow, body: SetResultBody): DuelResult {
  const [a, b] = match.participants;
  const sides = (seed: number | undefined, field: string) => {
    if (seed !== undefined && seed !== a && seed !== b)
      throw new HttpError(400, 'RESULT-INVALID-SCORES', { [field]: 'Choose one of the two sides' });
    return seed;
  };
  const forfeit = sides(body.forfeitSeed, 'forfeitSeed');
  if (forfeit !== undefined) return { participants: [a, b], forfeit };
  const winner = sides(body.winnerSeed, 'winnerSeed');
  const games = (body.games ?? []).map((game) => ({ score: [game.scores[0], game.scores[1]] as [number, number] }));
  if (games.length > match.best_of)
    throw new HttpError(400, 'RESULT-INVALID-SCORES', { games: 'More games than the best-of allows' });
  if (winner === undefined && games.length === 0)
    throw new HttpError(400, 'RESULT-INVALID-SCORES', { winnerSeed: 'Choose the winner or enter the scores' });
  return {
    participants: [a, b],
    ...(games.length > 0 ? { games } : {}),
    ...(winner !== undefined ? { decision: winner } : {}),
  };
}

function ffaBody(match: repo.MatchRow, body: SetResultBody): StoredFfaResult {
  if (!body.ffaResults)
    throw new HttpError(400, 'RESULT-INVALID-SCORES', { ffaResults: 'Enter the results of the lobby' });
  for (const entry of body.ffaResults) {
    if (!match.participants.includes(entry.seed))
      throw new HttpError(400, 'RESULT-INVALID-SCORES', { ffaResults: 'Every seed must be a member of this lobby' });
  }
  return match.participants.map((seed) => ({
    seed,
    results: (body.ffaResults!.find((entry) => entry.seed === seed)?.results ?? []).map((result) =>
      result.isForfeit ? { gameIndex: result.gameIndex, isForfeit: true } : result,
    ),
  }));
}

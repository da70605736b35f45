// The organizer's hold on the rounds' clock (issue 11 §4; SPEC §4): pause the rounds (for at most a day), resume
// them with every later phase moved by the time spent paused, or end a round early once its scores are resolved and
// its minimum time played, moving the later rounds earlier. Each takes the tournament's lock first.
import type { Kysely } from 'kysely';
import { roundSkipWindow } from '../../../../src/domain/index.js';
import type { ScheduleSection } from '../../../../src/contract/tournaments.js';
import type { Database } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import { conflict } from '../../../http-error.js';
import {
  announceTournamentChanged,
  lockTournament,
  rescheduleTournament,
} from '../../tournaments/tournaments-module.js';
import type { PlayContext } from '../play/play-context.js';
import * as repo from '../play/play-repository.js';
import { isFinal } from '../stages/stored-play.js';
import { roundWindow } from './round-windows.js';
import { shiftPlayedRounds } from './round-pace.js';
import { shiftScheduleSection } from './schedule-shift.js';

type Db = Kysely<Database>;

/** Pausing is allowed while the rounds are on; a pause may last at most this long before resuming is refused. */
export const RESUMING_PERIOD_MS = 24 * 60 * 60 * 1000;

/** Pauses the rounds; every later phase moves by the time spent paused (applied on resume). */
export async function pauseRounds(trx: Db, ctx: PlayContext, clock: Clock): Promise<void> {
  const tournamentId = ctx.tournamentId;
  await lockTournament(trx, tournamentId);
  const play = (await repo.findPlay(trx, tournamentId))!;
  if (play.paused_at) throw conflict('TOURNAMENT-ALREADY-PAUSED');
  if (play.finished_at) throw conflict('TOURNAMENT-FINISHED');
  const now = clock.now();
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
}

/** Resumes paused rounds within the resuming period: the schedule, played rounds and running buffers move on. */
export async function resumeRounds(trx: Db, tournamentId: string, clock: Clock): Promise<void> {
  const row = await lockTournament(trx, tournamentId);
  const play = (await repo.findPlay(trx, tournamentId))!;
  if (!play.paused_at) throw conflict('TOURNAMENT-NOT-PAUSED');
  const now = clock.now();
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
}

/** Ends the current round early (its scores resolved, its minimum time played): later rounds move earlier. */
export async function skipRound(trx: Db, ctx: PlayContext, round: number, clock: Clock): Promise<void> {
  const tournamentId = ctx.tournamentId;
  const row = await lockTournament(trx, tournamentId);
  const play = (await repo.findPlay(trx, tournamentId))!;
  if (play.paused_at) throw conflict('TOURNAMENT-PAUSED');
  const now = clock.now();
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
}

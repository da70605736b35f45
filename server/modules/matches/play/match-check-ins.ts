// Match check-in on the play clock (issue 26 §3): a duel that became available (READY, its round's join window
// open) in a tournament with check-in on gets its window; at the deadline a side that did not ready up loses by
// walkover. Runs inside PlayService.advance (tournament row lock), and each decision re-reads its match under the
// match row lock that a player's "ready" also takes, so a click racing the deadline and two processes advancing
// together end in exactly one outcome.
import { sql, type Kysely } from 'kysely';
import { checkInDeadline, checkInOutcome, type TournamentSchedule } from '../../../../src/domain/index.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import type { Database } from '../../../db/schema.js';
import { checkInMinutes } from './check-in-setting.js';
import { finalizeDuel, type FinalizeContext } from './match-finalizer.js';
import * as repo from './play-repository.js';
import { reportingOpen, roundWindow } from '../rounds/round-windows.js';

type Db = Kysely<Database>;

/** Whether `match` still waits for a side to ready up before it takes reports. */
export function awaitsCheckIn(format: FormatSection, match: repo.MatchRow): boolean {
  if (checkInMinutes(format) === null || match.kind !== 'DUEL' || match.status !== 'READY') return false;
  const ready = match.checked_in_seeds ?? [];
  return !match.participants.every((seed) => ready.includes(seed));
}

/** Opens the window of every available duel that has none yet: it closes `minutes` from now. */
export async function openCheckIns(
  trx: Db,
  ctx: FinalizeContext,
  schedule: TournamentSchedule,
  now: number,
  steps: string[],
): Promise<void> {
  const minutes = checkInMinutes(ctx.format);
  if (minutes === null) return;
  const waiting = await trx
    .selectFrom('matches')
    .select(['id', 'round_index'])
    .where('tournament_id', '=', ctx.tournamentId)
    .where('status', '=', 'READY')
    .where('kind', '=', 'DUEL')
    .where('check_in_ends_at', 'is', null)
    .execute();
  const open = waiting.filter((match) => reportingOpen(roundWindow(schedule, match.round_index), now));
  if (open.length === 0) return;
  await trx
    .updateTable('matches')
    .set({ check_in_ends_at: new Date(checkInDeadline(now, minutes)), updated_at: ctx.at })
    .where(
      'id',
      'in',
      open.map((match) => match.id),
    )
    .where('check_in_ends_at', 'is', null)
    .execute();
  steps.push(`CHECK_IN_OPENED:${open.length}`);
}

/** Decides every window whose deadline passed: a walkover, or the organizer's ruling for a double no-show. */
export async function decideCheckIns(trx: Db, ctx: FinalizeContext, now: number, steps: string[]): Promise<void> {
  if (checkInMinutes(ctx.format) === null) return;
  const due = await trx
    .selectFrom('matches')
    .select('id')
    .where('tournament_id', '=', ctx.tournamentId)
    .where('status', '=', 'READY')
    .where('check_in_ends_at', '<=', new Date(now))
    .where(sql<boolean>`jsonb_array_length(checked_in_seeds) < 2`)
    .orderBy('round_index')
    .orderBy('position')
    .execute();
  for (const { id } of due) {
    const decided = await decideCheckIn(trx, ctx, id, now);
    if (decided) steps.push(`${decided}:${id}`);
  }
}

async function decideCheckIn(trx: Db, ctx: FinalizeContext, matchId: string, now: number): Promise<string | null> {
  const match = await repo.lockMatch(trx, ctx.tournamentId, matchId);
  if (!match || match.status !== 'READY' || !match.check_in_ends_at) return null;
  const [a, b] = match.participants;
  const outcome = checkInOutcome([a, b], match.checked_in_seeds, new Date(match.check_in_ends_at).getTime(), now);
  if (outcome.kind === 'WAITING' || outcome.kind === 'PLAYABLE') return null;
  if (outcome.kind === 'DOUBLE_NO_SHOW') {
    await repo.updateMatch(trx, match.id, { status: 'SCORE_MISSING', no_show_seeds: outcome.absent }, ctx.at);
    await repo.recordEvent(trx, {
      matchId: match.id,
      tournamentId: ctx.tournamentId,
      actorId: null,
      kind: 'NO_SHOW',
      details: { noShowSeeds: outcome.absent },
      at: ctx.at,
    });
    return 'DOUBLE_NO_SHOW';
  }
  await repo.updateMatch(trx, match.id, { no_show_seeds: [outcome.loser] }, ctx.at);
  await finalizeDuel(
    trx,
    { ...ctx, actorId: null },
    match,
    { participants: [a, b], disqualified: outcome.loser },
    'WALKOVER',
    { kind: 'WALKOVER', details: { reason: 'NO_SHOW', noShowSeeds: [outcome.loser] } },
  );
  return 'NO_SHOW_WALKOVER';
}

/** The earliest check-in deadline still to come with a side missing (the play clock wakes then), or null. */
export async function nextCheckInDeadline(trx: Db, tournamentId: string, now: number): Promise<number | null> {
  const row = await trx
    .selectFrom('matches')
    .select((eb) => eb.fn.min('check_in_ends_at').as('at'))
    .where('tournament_id', '=', tournamentId)
    .where('status', '=', 'READY')
    .where('check_in_ends_at', '>', new Date(now))
    .where(sql<boolean>`jsonb_array_length(checked_in_seeds) < 2`)
    .executeTakeFirst();
  return row?.at ? new Date(row.at).getTime() : null;
}

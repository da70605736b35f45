// Which match events (play-repository recordEvent) its players are notified of (issue 26 §4), in the transaction
// that records the event: a report tells the other sides to confirm or dispute before the buffer ends, a dispute
// tells every side, and a disputed match's final result tells them it was resolved.
import type { Kysely } from 'kysely';
import type { NotificationKind } from '../../../../src/contract/notifications.js';
import type { Database } from '../../../db/schema.js';
import { recordNotifications } from '../../notifications/notifications-module.js';
import { registrationMembers } from '../../tournaments/tournaments-module.js';

type Db = Kysely<Database>;

/** The opponent's notice of a report around its round number (also built in SQL by the batched first reports). */
export const OPPONENT_REPORTED_TEXT = [
  'Your opponent reported the score of your round ',
  ' match: confirm it or dispute it before the confirmation window ends.',
] as const;

// Every way a match's result becomes final: agreed, confirmed, by walkover, set or amended by the organizer.
const FINAL_KINDS = new Set(['FINALIZED', 'CONFIRMED', 'WALKOVER', 'RESULT_SET', 'FORFEITED', 'AMENDED']);

/** Each side's players (a team's registered members), by registration. */
async function sidesOf(trx: Db, tournamentId: string, seeds: readonly number[]): Promise<string[][]> {
  const real = seeds.filter((seed) => seed > 0);
  if (real.length === 0) return [];
  const rows = await trx
    .selectFrom('tournament_entrants as e')
    .innerJoin(registrationMembers(trx).as('m'), 'm.registration_id', 'e.registration_id')
    .select(['e.registration_id', 'm.user_id'])
    .where('e.tournament_id', '=', tournamentId)
    .where('e.seed', 'in', real)
    .execute();
  const sides = new Map<string, string[]>();
  for (const row of rows) sides.set(row.registration_id, [...(sides.get(row.registration_id) ?? []), row.user_id]);
  return [...sides.values()];
}

export async function notifyMatchEvent(
  trx: Db,
  event: { matchId: string; tournamentId: string; actorId: string | null; kind: string; at: Date },
): Promise<void> {
  const reported = event.kind === 'REPORTED';
  const disputed = event.kind === 'DISPUTED';
  if (!reported && !disputed && !FINAL_KINDS.has(event.kind) && event.kind !== 'CHECK_IN_COMPLETE') return;
  const match = await trx
    .selectFrom('matches')
    .select(['round_index', 'participants', 'disputed_at'])
    .where('id', '=', event.matchId)
    .executeTakeFirst();
  if (!match) return;
  const resolved = FINAL_KINDS.has(event.kind);
  if (resolved && match.disputed_at === null) return;
  const sides = await sidesOf(trx, event.tournamentId, match.participants);
  const round = match.round_index + 1;
  // A call to act on this match (play it, confirm or dispute its report) names it: stale once the match is over.
  const tell = (userIds: string[], kind: NotificationKind, key: string, text: string, calls = false) =>
    recordNotifications(trx, {
      userIds,
      kind,
      tournamentId: event.tournamentId,
      key,
      text,
      at: event.at,
      ...(calls ? { matchId: event.matchId } : {}),
    });
  const stamp = event.at.getTime();
  if (reported) {
    const others = sides.filter((side) => !side.includes(event.actorId ?? '')).flat();
    await tell(
      others,
      'OPPONENT_REPORTED',
      `reported:${event.matchId}:${stamp}`,
      `${OPPONENT_REPORTED_TEXT[0]}${round}${OPPONENT_REPORTED_TEXT[1]}`,
      true,
    );
  } else if (disputed) {
    await tell(
      sides.flat(),
      'DISPUTE',
      `disputed:${event.matchId}:${stamp}`,
      `A dispute was opened on your round ${round} match: the organizer will decide the result.`,
    );
  } else if (resolved) {
    await tell(
      sides.flat(),
      'DISPUTE',
      `dispute-resolved:${event.matchId}:${stamp}`,
      `The dispute on your round ${round} match was resolved: its result is final.`,
    );
  } else {
    // Match check-in complete (both sides ready): the same key as the time sweep's, so it is told once.
    await tell(
      sides.flat(),
      'MATCH_READY',
      `match-ready:${event.matchId}`,
      `Your round ${round} match is ready: open the tournament to play it.`,
      true,
    );
  }
}

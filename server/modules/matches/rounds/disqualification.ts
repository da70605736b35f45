// The organizer disqualifies or bans a participant (issue 11 §4; SPEC §4): irreversible, for the rest of the
// tournament. Their open matches are walkovers for the opponents; they (every registered player of a team) are told
// why in the app; a ban also keeps them out of the organization's later tournaments.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import { conflict, notFound } from '../../../http-error.js';
import type { UserRow } from '../../users/users-module.js';
import { disqualifyRegistration, lockTournament } from '../../tournaments/tournaments-module.js';
import { banFromOrganization } from '../../organizations/organizations-module.js';
import { postNotifiedNotices } from '../../notifications/notifications-module.js';
import { finalizeDuel } from '../play/match-finalizer.js';
import type { PlayContext } from '../play/play-context.js';
import * as repo from '../play/play-repository.js';
import { isFinal } from '../stages/stored-play.js';
import { organizerFinalizeContext } from './organizer-context.js';

type Db = Kysely<Database>;

export interface Disqualification {
  registrationId: string;
  /** A ban: out of the organization's later tournaments too. */
  ban: boolean;
  reason: string | undefined;
}

/** Takes the tournament's lock first, then its matches'. */
export async function disqualifyEntrant(
  trx: Db,
  ctx: PlayContext,
  user: UserRow,
  { registrationId, ban, reason }: Disqualification,
  clock: Clock,
): Promise<void> {
  const tournamentId = ctx.tournamentId;
  const tournament = await lockTournament(trx, tournamentId);
  const entrant = await trx
    .selectFrom('tournament_entrants')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();
  if (!entrant) throw notFound('ENTRANT-NOT-FOUND');
  if (entrant.status === 'DISQUALIFIED' || entrant.status === 'BANNED') throw conflict('ENTRANT-ALREADY-OUT');
  const at = new Date(clock.now());
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
  const fctx = organizerFinalizeContext(ctx, user, at);
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
}

// The audit trail of the organizer's acts on a tournament's participants (table tournament_participant_events,
// migration 0705): written inside the act's transaction, read by the participants table.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ParticipantEvent } from '../../../src/contract/participant-management.js';
import { teamCards } from '../teams/teams-module.js';
import { userProfiles } from '../users/users-module.js';
import type { ParticipantEventKind } from './tournament-tables.js';

type Db = Kysely<Database>;

export interface NewParticipantEvent {
  tournamentId: string;
  registrationId: string | null;
  actorId: string;
  kind: ParticipantEventKind;
  details?: Record<string, unknown>;
  at: Date;
}

export async function recordParticipantEvent(trx: Db, event: NewParticipantEvent): Promise<void> {
  await trx
    .insertInto('tournament_participant_events')
    .values({
      tournament_id: event.tournamentId,
      registration_id: event.registrationId,
      actor_id: event.actorId,
      kind: event.kind,
      details: JSON.stringify(event.details ?? {}),
      at: event.at,
    })
    .execute();
}

/** Newest first: what the organizer's team did to the participants, and who did it. */
export async function participantEvents(db: Db, tournamentId: string): Promise<ParticipantEvent[]> {
  const rows = await db
    .selectFrom('tournament_participant_events as e')
    .leftJoin('tournament_registrations as r', 'r.id', 'e.registration_id')
    .leftJoin(userProfiles(db).as('player'), 'player.id', 'r.user_id')
    .leftJoin(teamCards(db).as('team'), 'team.id', 'r.team_id')
    .leftJoin(userProfiles(db).as('actor'), 'actor.id', 'e.actor_id')
    .select([
      'e.id',
      'e.kind',
      'e.details',
      'e.at',
      'r.kind as registration_kind',
      'player.nickname as player_name',
      'team.name as team_name',
      'actor.nickname as actor_name',
    ])
    .where('e.tournament_id', '=', tournamentId)
    .orderBy('e.at', 'desc')
    .orderBy('e.seq', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    participant: (row.registration_kind === 'TEAM' ? row.team_name : row.player_name) ?? null,
    actor: row.actor_name ?? null,
    details: row.details,
    at: new Date(row.at).toISOString(),
  }));
}

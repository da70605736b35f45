// Who the organizer means when adding a participant (issue 26 §1): a player by e-mail or nickname, or a team by its
// name or its captain's nickname or e-mail. Nicknames are not unique, so a nickname two players share is refused
// rather than guessed.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AddParticipantBody } from '../../../src/contract/participant-management.js';
import { badRequest, notFound } from '../../http-error.js';
import { teamByName, teamMemberIds, teamsCaptainedBy } from '../teams/teams-module.js';
import { findUserById, userIdByEmail, userIdsByNickname, type UserRow } from '../users/users-module.js';

type Db = Kysely<Database>;

export interface ParticipantToAdd {
  /** The player (solo) or the team's captain: whose registration it is, whose wallet shows a gated ticket. */
  registrant: UserRow;
  teamId: string | null;
  /** Team: the members who play, before the team-size check. */
  memberIds: string[];
}

async function userNamed(db: Db, text: string): Promise<UserRow | undefined> {
  const byEmail = text.includes('@') ? await userIdByEmail(db, text.toLowerCase()) : undefined;
  if (byEmail) return findUserById(db, byEmail);
  const ids = await userIdsByNickname(db, text);
  if (ids.length > 1) throw badRequest('PARTICIPANT-PLAYER-AMBIGUOUS');
  return ids.length === 1 ? findUserById(db, ids[0]) : undefined;
}

export async function findParticipantToAdd(
  db: Db,
  participantType: 'SOLO_MATCH' | 'TEAM_MATCH',
  body: AddParticipantBody,
): Promise<ParticipantToAdd> {
  const text = body.player.trim();
  if (participantType === 'SOLO_MATCH') {
    const user = await userNamed(db, text);
    if (!user) throw notFound('PARTICIPANT-PLAYER-UNKNOWN');
    return { registrant: user, teamId: null, memberIds: [user.id] };
  }
  let team = await teamByName(db, text);
  if (!team) {
    const captain = await userNamed(db, text);
    if (!captain) throw notFound('PARTICIPANT-PLAYER-UNKNOWN');
    [team] = await teamsCaptainedBy(db, captain.id);
    if (!team) throw badRequest('PARTICIPANT-NO-TEAM');
  }
  const registrant = await findUserById(db, team.captain_id);
  if (!registrant) throw notFound('PARTICIPANT-PLAYER-UNKNOWN');
  const members = await teamMemberIds(db, team.id);
  return { registrant, teamId: team.id, memberIds: body.userIds ?? members };
}

// The participants of a tournament as the participants tab shows them to signed-in users, and as the
// organizer's participants table shows them (with the contact details players gave when registering).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Participant } from '../../../src/contract/tournaments.js';
import { teamCards } from '../teams/teams-module.js';
import { nicknamesOf, userProfiles, type UserRow } from '../users/users-module.js';
import { organizationOfUser } from '../organizations/organizations-module.js';
import type { TournamentReader } from './tournament-reader.js';

type Db = Kysely<Database>;

export class TournamentParticipants {
  constructor(
    private readonly db: Db,
    private readonly reader: TournamentReader,
  ) {}

  async list(viewer: UserRow, tournamentId: string): Promise<Participant[]> {
    // Same visibility as the tournament itself: drafts only for its organization.
    const tournament = await this.reader.visibleRow(this.db, tournamentId, viewer.id);
    const isOrganizer = (await organizationOfUser(this.db, viewer.id)) === tournament.organization_id;
    const rows = await this.db
      .selectFrom('tournament_registrations as r')
      .innerJoin(userProfiles(this.db).as('captain'), 'captain.id', 'r.user_id')
      .leftJoin(teamCards(this.db).as('teams'), 'teams.id', 'r.team_id')
      .select([
        'r.id',
        'r.kind',
        'r.team_id',
        'r.member_ids',
        'r.status',
        'r.registered_at',
        'r.checked_in_at',
        'r.discord_nickname',
        'r.game_nickname',
        'captain.id as captain_id',
        'captain.nickname as captain_nickname',
        'captain.email as captain_email',
        'teams.name as team_name',
      ])
      .where('r.tournament_id', '=', tournamentId)
      .where('r.status', 'in', ['REGISTERED', 'CHECKED_IN', 'DISQUALIFIED'])
      .orderBy('r.registered_at')
      .orderBy('r.id')
      .execute();
    const memberIds = [...new Set(rows.flatMap((row) => row.member_ids))];
    const nicknames = await nicknamesOf(this.db, memberIds);
    return rows.map((row) => {
      const participant: Participant = {
        registrationId: row.id,
        kind: row.kind,
        name: row.kind === 'TEAM' ? (row.team_name ?? '') : row.captain_nickname,
        teamId: row.team_id,
        captain: { id: row.captain_id, nickname: row.captain_nickname },
        members: row.member_ids.map((id) => ({ id, nickname: nicknames.get(id) ?? '' })),
        status: row.status as Participant['status'],
        registeredAt: new Date(row.registered_at).toISOString(),
        checkedInAt: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
      };
      if (isOrganizer) {
        participant.email = row.captain_email ?? '';
        participant.discordNickname = row.discord_nickname;
        participant.gameNickname = row.game_nickname;
      }
      return participant;
    });
  }
}

// The organizer's participants table (issue 26 §1): checking a participant in or out on their behalf, removing one
// with a reason they are told, the CSV export of participants and results, and the audit trail of these acts.
// Adding a participant is the registration service's (addByOrganizer), so its rules stay in one place. Every write
// is one transaction that locks the tournament row; only the organization that runs the tournament gets past it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Participant, ScheduleSection, SettingsSection } from '../../../src/contract/tournaments.js';
import type { ParticipantEvent } from '../../../src/contract/participant-management.js';
import {
  organizerCheckIn,
  organizerRemovalRefusal,
  organizerUndoCheckIn,
  toCsv,
  type OrganizerRegistrationStatus,
} from '../../../src/domain/index.js';
import { conflict, notFound } from '../../http-error.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Clock } from '../../clock.js';
import { finishTeamParticipation } from '../teams/teams-module.js';
import { organizationOfUser } from '../organizations/organizations-module.js';
import type { UserRow } from '../users/users-module.js';
import type { GatedAccessService } from './gated-access/gated-access-service.js';
import { participantEvents, recordParticipantEvent } from './participant-events.js';
import type { TournamentParticipants } from './tournament-participants.js';
import * as repo from './tournaments-repository.js';

type Db = Kysely<Database>;

/** What the participants table needs of play (the matches module's face, handed in: it depends on this module). */
export interface ParticipantsPlay {
  seedingFrozen(db: Db, tournamentId: string): Promise<boolean>;
  /** After a check-in changed, under the tournament lock: the unfrozen entrant list follows. */
  syncUnfrozenEntrants(trx: Db, tournamentId: string): Promise<void>;
  entrantPlacements(db: Db, tournamentId: string): Promise<Map<string, { seed: number; finalRank: number | null }>>;
}

/** Posts an in-app notice inside the caller's transaction (the notices module's face, handed in likewise). */
export type PostNotices = (
  trx: Db,
  userIds: readonly string[],
  tournamentId: string,
  kind: string,
  text: string,
  at: Date,
) => Promise<void>;

export class ParticipantManagementService {
  constructor(
    private readonly db: Db,
    private readonly participants: TournamentParticipants,
    private readonly gatedAccess: GatedAccessService,
    private readonly play: ParticipantsPlay,
    private readonly postNotices: PostNotices,
    private readonly clock: Clock,
  ) {}

  /** The tournament locked, when `user` organizes for its organization; otherwise 404. */
  private async lockOwned(trx: Db, tournamentId: string, user: UserRow) {
    const row = await repo.lockTournament(trx, tournamentId);
    if (!row || (await organizationOfUser(trx, user.id)) !== row.organization_id)
      throw notFound('TOURNAMENT-NOT-FOUND');
    if (row.status === 'CANCELED') throw conflict('TOURNAMENT-CANCELED');
    return row;
  }

  private async assertOwned(tournamentId: string, user: UserRow) {
    const row = await repo.findTournament(this.db, tournamentId);
    if (!row || (await organizationOfUser(this.db, user.id)) !== row.organization_id)
      throw notFound('TOURNAMENT-NOT-FOUND');
    return row;
  }

  /** A registration of this tournament the table shows (registered, checked in, or out for not checking in). */
  private async registration(trx: Db, tournamentId: string, registrationId: string) {
    const row = await trx
      .selectFrom('tournament_registrations')
      .selectAll()
      .where('id', '=', registrationId)
      .where('tournament_id', '=', tournamentId)
      .where('status', 'in', ['REGISTERED', 'CHECKED_IN', 'DISQUALIFIED'])
      .executeTakeFirst();
    if (!row) throw notFound('PARTICIPANT-NOT-FOUND');
    return { ...row, status: row.status as OrganizerRegistrationStatus };
  }

  private async context(trx: Db, tournamentId: string, schedule: unknown) {
    const { checkIn } = schedule as ScheduleSection;
    return {
      checkIn: { start: Date.parse(checkIn.start), end: Date.parse(checkIn.end) },
      seedingFrozen: await this.play.seedingFrozen(trx, tournamentId),
    };
  }

  async checkIn(user: UserRow, tournamentId: string, registrationId: string): Promise<Participant[]> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.lockOwned(trx, tournamentId, user);
      const registration = await this.registration(trx, tournamentId, registrationId);
      const now = this.clock.now();
      const answer = organizerCheckIn(await this.context(trx, tournamentId, row.schedule), registration.status, now);
      if (answer.refusal) throw conflict(answer.refusal);
      // A late arrival let back in takes a place again: the room check of a registration applies.
      if (registration.status === 'DISQUALIFIED') {
        const room = await repo.roomFor(trx, tournamentId, []);
        const max = (row.format as { maxParticipants: number }).maxParticipants;
        if (room.active >= max) throw conflict('TOURNAMENT-REGISTRATION-FULL');
      }
      try {
        await trx
          .updateTable('tournament_registrations')
          .set({ status: 'CHECKED_IN', checked_in_at: new Date(now) })
          .where('id', '=', registrationId)
          .execute();
      } catch (error) {
        // Let back in while one of its players took part in another registration meanwhile (the members' key).
        if (isUniqueViolation(error)) throw conflict('USER-ALREADY-REGISTERED');
        throw error;
      }
      await this.play.syncUnfrozenEntrants(trx, tournamentId);
      await recordParticipantEvent(trx, {
        tournamentId,
        registrationId,
        actorId: user.id,
        kind: 'CHECKED_IN',
        at: new Date(now),
      });
    });
    return this.participants.list(user, tournamentId);
  }

  async undoCheckIn(user: UserRow, tournamentId: string, registrationId: string): Promise<Participant[]> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.lockOwned(trx, tournamentId, user);
      const registration = await this.registration(trx, tournamentId, registrationId);
      const now = this.clock.now();
      const answer = organizerUndoCheckIn(
        await this.context(trx, tournamentId, row.schedule),
        registration.status,
        now,
      );
      if (answer.refusal) throw conflict(answer.refusal);
      await trx
        .updateTable('tournament_registrations')
        .set({ status: answer.status, checked_in_at: null })
        .where('id', '=', registrationId)
        .execute();
      await this.play.syncUnfrozenEntrants(trx, tournamentId);
      await recordParticipantEvent(trx, {
        tournamentId,
        registrationId,
        actorId: user.id,
        kind: 'CHECK_IN_UNDONE',
        details: { status: answer.status },
        at: new Date(now),
      });
    });
    return this.participants.list(user, tournamentId);
  }

  /**
   * Removes a participant until the seeds freeze: their place is freed, a shown ticket released, their team free to
   * change again, and they (every player of a team) are told why in their notices.
   */
  async remove(user: UserRow, tournamentId: string, registrationId: string, reason: string): Promise<Participant[]> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.lockOwned(trx, tournamentId, user);
      const registration = await this.registration(trx, tournamentId, registrationId);
      const refusal = organizerRemovalRefusal(await this.context(trx, tournamentId, row.schedule));
      if (refusal) throw conflict(refusal);
      const at = new Date(this.clock.now());
      await repo.markCanceled(trx, registrationId, at);
      await this.gatedAccess.release(trx, row.settings as SettingsSection, registrationId);
      if (registration.team_id) await finishTeamParticipation(trx, registration.team_id, tournamentId, at);
      await this.play.syncUnfrozenEntrants(trx, tournamentId);
      const told = registration.kind === 'TEAM' ? registration.member_ids : [registration.user_id];
      await this.postNotices(
        trx,
        told,
        tournamentId,
        'REMOVED',
        `The organizer removed you from this tournament. Reason: ${reason}`,
        at,
      );
      await recordParticipantEvent(trx, {
        tournamentId,
        registrationId,
        actorId: user.id,
        kind: 'REMOVED',
        details: { reason },
        at,
      });
    });
    return this.participants.list(user, tournamentId);
  }

  async events(user: UserRow, tournamentId: string): Promise<ParticipantEvent[]> {
    await this.assertOwned(tournamentId, user);
    return participantEvents(this.db, tournamentId);
  }

  /** The participants and their results, one row per entrant (registration), as a spreadsheet reads it. */
  async exportCsv(user: UserRow, tournamentId: string, bom: boolean): Promise<{ name: string; csv: string }> {
    const tournament = await this.assertOwned(tournamentId, user);
    const [list, placements] = await Promise.all([
      this.participants.list(user, tournamentId),
      this.play.entrantPlacements(this.db, tournamentId),
    ]);
    const header = [
      'Name',
      'Type',
      'Captain',
      'Members',
      'E-mail',
      'Discord',
      'In-game nickname',
      'Status',
      'Registered at',
      'Checked in at',
      'Seed',
      'Final rank',
    ];
    const rows = list.map((participant) => {
      const placement = placements.get(participant.registrationId);
      return [
        participant.name,
        participant.kind,
        participant.captain.nickname,
        participant.members.map((member) => member.nickname).join('; '),
        participant.email ?? '',
        participant.discordNickname ?? '',
        participant.gameNickname ?? '',
        participant.status,
        participant.registeredAt,
        participant.checkedInAt ?? '',
        placement?.seed ?? null,
        placement?.finalRank ?? null,
      ];
    });
    const name = `${tournament.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'tournament'}-participants.csv`;
    return { name, csv: toCsv(header, rows, { bom }) };
  }
}

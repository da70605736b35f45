// The player's side (SPEC §4, §5, §7): solo and team registration, cancelling it, and check-in. Each is one
// transaction that first locks the tournament row, then counts and checks, then writes, so a full tournament
// stays full and a player racing themself is registered once. Each answers with the updated tournament.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  FormatSection,
  ScheduleSection,
  SettingsSection,
  SoloRegistrationBody,
  TeamRegistrationBody,
  TournamentView,
} from '../../../src/contract/tournaments.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http-error.js';
import {
  finishTeamParticipation,
  lockTeam,
  isTeamCaptain,
  recordTeamParticipation,
  teamMemberIds,
} from '../teams/teams-module.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { isBannedBy } from '../organizations/organizations-module.js';
import type { UserRow } from '../users/users-module.js';
import type { GatedAccessService } from './gated-access/gated-access-service.js';
import type { PublishedSectionsCache, PublishedSections } from './published-sections.js';
import type { TournamentReader } from './tournament-reader.js';
import * as repo from './tournaments-repository.js';
import { toTournamentView } from './tournament-views.js';
import { SoloRegistrations, type SoloRegistrationResult } from './solo-registrations.js';
import { findParticipantToAdd } from './participant-lookup.js';
import { recordParticipantEvent } from './participant-events.js';
import { organizationOfUser } from '../organizations/organizations-module.js';
import type { AddParticipantBody } from '../../../src/contract/participant-management.js';
import type { Clock } from '../../clock.js';
import {
  checkInRefusal,
  checkInWindowRefusal,
  registrationWindowRefusal,
  roomRefusal,
  withdrawalRefusal,
  type ParticipationTournament,
} from '../../../src/domain/participation-rules.js';

type Db = Kysely<Database>;

interface OpenTournament {
  row: repo.TournamentRow;
  settings: SettingsSection;
  format: FormatSection;
  schedule: ScheduleSection;
}

/** The facts the participation rules read, from the locked row. */
function participationOf(open: OpenTournament): ParticipationTournament {
  const window = ({ start, end }: { start: string; end: string }) => ({
    start: Date.parse(start),
    end: Date.parse(end),
  });
  return {
    published: open.row.status === 'PUBLISHED',
    registration: window(open.schedule.registration),
    checkIn: window(open.schedule.checkIn),
  };
}

export class TournamentRegistrationService {
  private readonly soloRegistrations: SoloRegistrations;

  constructor(
    private readonly db: Db,
    private readonly reader: TournamentReader,
    private readonly gatedAccess: GatedAccessService,
    /** Shared with the gated-access service: one copy of each published tournament's locked sections. */
    private readonly published: PublishedSectionsCache,
    private readonly clock: Clock,
  ) {
    this.soloRegistrations = new SoloRegistrations(db, clock);
  }

  /** Locks a published tournament players may act on; drafts and locked organizations do not exist for them. */
  private async lockPublished(trx: Db, id: string, mode: 'update' | 'share' = 'update'): Promise<OpenTournament> {
    // The organization's lock flag comes with the locked row: one round trip less on every player call.
    const row = await repo.lockTournamentForPlayers(trx, id, mode);
    if (!row || row.published_at === null || row.organization_locked) throw notFound('TOURNAMENT-NOT-FOUND');
    if (row.status === 'CANCELED') throw conflict('TOURNAMENT-CANCELED');
    return {
      row,
      settings: row.settings as SettingsSection,
      format: row.format as FormatSection,
      schedule: row.schedule as ScheduleSection,
    };
  }

  /** Checks shared by solo and team registration, in the order a player would fix them. */
  private assertMayRegister(
    open: OpenTournament,
    body: SoloRegistrationBody,
    participantType: SettingsSection['participantType'],
    now: number,
  ) {
    if (open.settings.participantType !== participantType) throw badRequest('TOURNAMENT-WRONG-PARTICIPANT-TYPE');
    const closed = registrationWindowRefusal(participationOf(open), now);
    if (closed) throw conflict(closed);
    if (!body.acceptedArenaTermsOfUse || !body.acceptedTournamentTermsOfUse)
      throw badRequest('TOURNAMENT-TERMS-NOT-ACCEPTED');
    // Every tournament has a minimum age (at least 13, SPEC §9), so the player always confirms it.
    if (body.isOldEnough !== true) throw badRequest('TOURNAMENT-MINIMUM-AGE');
  }

  private async assertRoomFor(trx: Db, open: OpenTournament, memberIds: string[]) {
    // Both answers in one query; "already registered" still wins over "full".
    const room = await repo.roomFor(trx, open.row.id, memberIds);
    const refusal = roomRefusal(room.anyRegistered, { active: room.active, max: open.format.maxParticipants });
    if (refusal) throw conflict(refusal);
  }

  /** The unique indexes back the locked checks up; should one ever fire, it is the same answer. */
  private async insert(trx: Db, registration: repo.NewRegistration) {
    try {
      await repo.insertRegistration(trx, registration, new Date(this.clock.now()));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('USER-ALREADY-REGISTERED');
      throw error;
    }
  }

  /**
   * The registration rush (issue 6 §6): an OPEN solo tournament whose locked sections admit the player is
   * registered by SoloRegistrations, in one statement shared with the other registrations arriving at the same
   * time, and answered from what it returned: with the sign-in, well under two round trips a request instead of
   * seven. Anything else, and every refusal, takes the locked transaction below, which alone decides the error and
   * its order; a retry there is harmless, since nothing was written.
   */
  private async registerSoloFast(
    user: UserRow,
    tournamentId: string,
    body: SoloRegistrationBody,
  ): Promise<TournamentView | null> {
    const sections = await this.published.get(tournamentId);
    if (!sections || !this.admitsSolo(sections, body)) return null;
    let registered: SoloRegistrationResult | undefined;
    try {
      registered = await this.soloRegistrations.register({
        tournamentId,
        maxParticipants: sections.format.maxParticipants,
        userId: user.id,
        discordNickname: body.discordNickname,
        gameNickname: body.gameNickname,
      });
    } catch (error) {
      // The members' primary key: the player already takes part, and there was room.
      if (isUniqueViolation(error)) throw conflict('USER-ALREADY-REGISTERED');
      throw error;
    }
    if (!registered) return null;
    const { viewer_organization_id: viewerOrganization, ...tournament } = registered.tournament;
    // An organizer of this organization registering in its tournament is answered as an organizer (with escrow).
    if (viewerOrganization === tournament.organization_id) return this.reader.view(tournamentId, user.id);
    const full = {
      ...tournament,
      main_information: sections.mainInformation,
      settings: sections.settings,
      format: sections.format,
    };
    return toTournamentView(
      full,
      registered.participants,
      { role: 'PARTICIPANT', registration: 'REGISTERED' },
      this.clock.now(),
    );
  }

  /** assertMayRegister's checks that need no database, for an OPEN solo tournament: true when all pass. */
  private admitsSolo(sections: PublishedSections, body: SoloRegistrationBody): boolean {
    return (
      sections.settings.accessType === 'OPEN' &&
      sections.settings.participantType === 'SOLO_MATCH' &&
      body.acceptedArenaTermsOfUse === true &&
      body.acceptedTournamentTermsOfUse === true &&
      body.isOldEnough === true
    );
  }

  async registerSolo(user: UserRow, tournamentId: string, body: SoloRegistrationBody): Promise<TournamentView> {
    const fast = await this.registerSoloFast(user, tournamentId, body);
    if (fast) return fast;
    // Gated tournaments: the wallet is read from the chain here, before the lock (OPEN ones: a cached no-op).
    const claim = await this.gatedAccess.prepare(user, tournamentId, body.ticketTransactionId);
    await this.db.transaction().execute(async (trx) => {
      const open = await this.lockPublished(trx, tournamentId);
      this.assertMayRegister(open, body, 'SOLO_MATCH', this.clock.now());
      if (await isBannedBy(trx, open.row.organization_id, { userIds: [user.id] }))
        throw forbidden('TOURNAMENT-PARTICIPANT-BANNED');
      await this.assertRoomFor(trx, open, [user.id]);
      // The ticket comes last: an already registered player hears that, not that their ticket is used.
      const admission = await this.gatedAccess.admit(trx, tournamentId, open.settings, claim);
      await this.insert(trx, {
        tournamentId,
        kind: 'SOLO',
        userId: user.id,
        teamId: null,
        memberIds: [user.id],
        discordNickname: body.discordNickname,
        gameNickname: body.gameNickname,
        isOldEnough: body.isOldEnough === true,
      });
      if (admission) {
        const [registration] = await repo.activeRegistrationsOfAny(trx, tournamentId, [user.id]);
        await this.gatedAccess.record(trx, tournamentId, registration.id, admission);
      }
    });
    return this.reader.view(tournamentId, user.id);
  }

  async registerTeam(user: UserRow, tournamentId: string, body: TeamRegistrationBody): Promise<TournamentView> {
    // The captain's linked wallet holds (or consumed) the team's ticket.
    const claim = await this.gatedAccess.prepare(user, tournamentId, body.ticketTransactionId);
    await this.db.transaction().execute(async (trx) => {
      const open = await this.lockPublished(trx, tournamentId);
      this.assertMayRegister(open, body, 'TEAM_MATCH', this.clock.now());
      // Locked after the tournament (the teams service never takes a tournament lock), so no deadlock, and a
      // roster change racing this registration waits and then sees the team as taking part.
      if (!(await lockTeam(trx, body.teamId))) throw notFound('TEAM-NOT-FOUND');
      if (!(await isTeamCaptain(trx, body.teamId, user.id))) throw forbidden('TEAM-CAPTAIN-ONLY');
      const members = new Set(await teamMemberIds(trx, body.teamId));
      const players = [...new Set(body.userIds)];
      if (players.some((id) => !members.has(id))) throw badRequest('TEAM-NOT-MEMBER');
      const options = open.settings.teamOptions;
      if (!options || players.length < options.minPlayers || players.length > options.maxPlayers)
        throw badRequest('TOURNAMENT-TEAM-SIZE-INVALID');
      if (await isBannedBy(trx, open.row.organization_id, { userIds: players, teamId: body.teamId }))
        throw forbidden('TOURNAMENT-PARTICIPANT-BANNED');
      if (await repo.activeTeamRegistration(trx, tournamentId, body.teamId)) throw conflict('USER-ALREADY-REGISTERED');
      await this.assertRoomFor(trx, open, players);
      const admission = await this.gatedAccess.admit(trx, tournamentId, open.settings, claim);
      await this.insert(trx, {
        tournamentId,
        kind: 'TEAM',
        userId: user.id,
        teamId: body.teamId,
        memberIds: players,
        discordNickname: body.discordNickname,
        gameNickname: body.gameNickname,
        isOldEnough: body.isOldEnough === true,
      });
      if (admission) {
        const registration = await repo.activeTeamRegistration(trx, tournamentId, body.teamId);
        await this.gatedAccess.record(trx, tournamentId, registration!.id, admission);
      }
      await recordTeamParticipation(trx, body.teamId, tournamentId);
    });
    return this.reader.view(tournamentId, user.id);
  }

  /**
   * The organizer adds a player or team (issue 26 §1) with the registration's own locked checks: participant type,
   * bans, one registration per player, team size, room (a full tournament stays full however many adds race) and the
   * gated ticket, read from the player's (the captain's) wallet. What the organizer cannot give for the player are
   * their consents, so those are not asked; and the organizer may add until check-in closes, also outside the
   * registration window. The added player is registered, not checked in. Audited as ADDED.
   */
  async addByOrganizer(organizer: UserRow, tournamentId: string, body: AddParticipantBody): Promise<void> {
    // Ownership first: to anyone else the tournament does not exist, whatever player they name.
    const organizationId = await organizationOfUser(this.db, organizer.id);
    const row = await repo.findTournament(this.db, tournamentId);
    if (!row || !organizationId || row.organization_id !== organizationId || !row.settings)
      throw notFound('TOURNAMENT-NOT-FOUND');
    const participantType = (row.settings as SettingsSection).participantType;
    const target = await findParticipantToAdd(this.db, participantType, body);
    const claim = await this.gatedAccess.prepare(target.registrant, tournamentId, undefined);
    await this.db.transaction().execute(async (trx) => {
      const open = await this.lockPublished(trx, tournamentId);
      if (open.row.organization_id !== organizationId) throw notFound('TOURNAMENT-NOT-FOUND');
      const now = this.clock.now();
      if (now >= participationOf(open).checkIn.end) throw conflict('PARTICIPANT-ADD-CLOSED');
      const players = [...new Set(target.memberIds)];
      if (target.teamId) {
        if (!(await lockTeam(trx, target.teamId))) throw notFound('TEAM-NOT-FOUND');
        const members = new Set(await teamMemberIds(trx, target.teamId));
        if (players.some((id) => !members.has(id))) throw badRequest('TEAM-NOT-MEMBER');
        const options = open.settings.teamOptions;
        if (!options || players.length < options.minPlayers || players.length > options.maxPlayers)
          throw badRequest('TOURNAMENT-TEAM-SIZE-INVALID');
        if (await repo.activeTeamRegistration(trx, tournamentId, target.teamId))
          throw conflict('USER-ALREADY-REGISTERED');
      }
      if (await isBannedBy(trx, open.row.organization_id, { userIds: players, teamId: target.teamId ?? undefined }))
        throw forbidden('TOURNAMENT-PARTICIPANT-BANNED');
      await this.assertRoomFor(trx, open, players);
      const admission = await this.gatedAccess.admit(trx, tournamentId, open.settings, claim);
      await this.insert(trx, {
        tournamentId,
        kind: target.teamId ? 'TEAM' : 'SOLO',
        userId: target.registrant.id,
        teamId: target.teamId,
        memberIds: players,
        discordNickname: '',
        gameNickname: '',
        isOldEnough: false,
      });
      const [registration] = await repo.activeRegistrationsOfAny(trx, tournamentId, [target.registrant.id]);
      if (admission) await this.gatedAccess.record(trx, tournamentId, registration.id, admission);
      if (target.teamId) await recordTeamParticipation(trx, target.teamId, tournamentId);
      await recordParticipantEvent(trx, {
        tournamentId,
        registrationId: registration.id,
        actorId: organizer.id,
        kind: 'ADDED',
        at: new Date(now),
      });
    });
  }

  /** The registration `user` acts for: their own solo one, or their team's when they are its captain. */
  private async registrationOf(
    trx: Db,
    tournamentId: string,
    user: UserRow,
    notRegistered: HttpError,
    captainOnly: HttpError,
  ): Promise<repo.RegistrationRow> {
    const [registration] = await repo.activeRegistrationsOfAny(trx, tournamentId, [user.id]);
    if (!registration) throw notRegistered;
    if (
      registration.kind === 'TEAM' &&
      !(registration.team_id && (await isTeamCaptain(trx, registration.team_id, user.id)))
    ) {
      throw captainOnly;
    }
    return registration;
  }

  async cancelRegistration(user: UserRow, tournamentId: string): Promise<TournamentView> {
    await this.db.transaction().execute(async (trx) => {
      const open = await this.lockPublished(trx, tournamentId);
      const registration = await this.registrationOf(
        trx,
        tournamentId,
        user,
        conflict('TOURNAMENT-NOT-REGISTERED'),
        forbidden('TEAM-CAPTAIN-ONLY'),
      );
      // Withdrawing stays possible until check-in closes; after that the bracket is being built on it.
      const refusal = withdrawalRefusal(participationOf(open), registration.status, this.clock.now());
      if (refusal) throw conflict(refusal);
      const now = new Date(this.clock.now());
      await repo.markCanceled(trx, registration.id, now);
      await this.gatedAccess.release(trx, open.settings, registration.id);
      if (registration.team_id) await finishTeamParticipation(trx, registration.team_id, tournamentId, now);
    });
    return this.reader.view(tournamentId, user.id);
  }

  async checkIn(user: UserRow, tournamentId: string): Promise<TournamentView> {
    await this.db.transaction().execute(async (trx) => {
      // A check-in changes its own registration only: check-ins share the tournament's lock (no queue of 2,000
      // behind one row), and closing check-in, which takes it for update, waits for those under way.
      const open = await this.lockPublished(trx, tournamentId, 'share');
      const rules = participationOf(open);
      const closed = checkInWindowRefusal(rules, this.clock.now());
      if (closed) throw conflict(closed);
      const registration = await this.registrationOf(
        trx,
        tournamentId,
        user,
        conflict('CHECKIN-NOT-REGISTERED'),
        forbidden('CHECKIN-CAPTAIN-ONLY'),
      );
      const refusal = checkInRefusal(rules, registration.status, this.clock.now());
      if (refusal) throw conflict(refusal);
      if (!(await repo.markCheckedIn(trx, registration.id, new Date(this.clock.now()))))
        throw conflict('CHECKIN-ALREADY-CHECKED-IN');
    });
    return this.reader.view(tournamentId, user.id);
  }
}

// The organizer's side of a tournament (SPEC §2, §4): the wizard's draft, each section saved on its own,
// publishing and cancelling. Every write is one transaction that first locks the tournament row, and only
// members of the owning organization get past that lock; everyone else is told it does not exist.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  CreateTournamentBody,
  FormatSection,
  LeaderboardSection,
  PrizepoolSection,
  ScheduleSection,
  SettingsSection,
  TournamentSection,
  TournamentView,
} from '../../../src/contract/tournaments.js';
import { sectionsErasedByUnlocking, validateMainInformation } from '../../../src/domain/index.js';
import { validateFormatAgainstLink, validateLeaderboardSection } from './tournament-leaderboard-link.js';
import { badRequest, conflict, fieldErrors, forbidden, notFound } from '../../http-error.js';
import { isOrganizationLocked, organizationOfUser } from '../organizations/organizations-module.js';
import { findDisciplineByCode } from '../disciplines/disciplines-module.js';
import { finishTeamParticipation } from '../teams/teams-module.js';
import type { UserRow } from '../users/users-module.js';
import { SECTION_COLUMNS, validateSection } from './tournament-sections.js';
import type { TournamentReader } from './tournament-reader.js';
import * as repo from './tournaments-repository.js';
import { escrowCoversPrizepool } from './escrow/escrow-service.js';
import { liveEscrow } from './escrow/escrow-repository.js';
import type { Clock } from '../../clock.js';

type Db = Kysely<Database>;

export class TournamentOrganizerService {
  constructor(
    private readonly db: Db,
    private readonly reader: TournamentReader,
    /** Gives escrowed prizes back when the organizer cancels (escrow/escrow-service.ts). */
    private readonly escrow: { returnEscrow(tournamentId: string): Promise<void> } | undefined,
    /** Plans the tournament's time-driven phases once it is published (phases/phase-scheduler.ts). */
    private readonly onPublished: ((tournamentId: string) => Promise<void>) | undefined,
    private readonly clock: Clock,
  ) {}

  /** The tournament locked, when `user` organizes for its organization; otherwise 404. */
  private async lockOwned(trx: Db, id: string, user: UserRow): Promise<repo.TournamentRow> {
    const row = await repo.lockTournament(trx, id);
    if (!row || (await organizationOfUser(trx, user.id)) !== row.organization_id)
      throw notFound('TOURNAMENT-NOT-FOUND');
    return row;
  }

  async create(user: UserRow, body: CreateTournamentBody): Promise<TournamentView> {
    const organizationId = await organizationOfUser(this.db, user.id);
    if (!organizationId) throw forbidden();
    const errors = validateMainInformation({ name: body.name });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const discipline = await findDisciplineByCode(this.db, body.disciplineCode);
    if (!discipline) throw badRequest('INVALID-DISCIPLINE-CODE');
    const id = await this.db
      .transaction()
      .execute((trx) =>
        repo.insertTournament(trx, { organizationId, disciplineId: discipline.id, name: body.name.trim() }),
      );
    return this.reader.view(id, user.id);
  }

  async listOwn(user: UserRow): Promise<TournamentView[]> {
    const organizationId = await organizationOfUser(this.db, user.id);
    if (!organizationId) throw forbidden();
    return this.reader.ofOrganization(organizationId, user.id);
  }

  async saveSection(user: UserRow, id: string, section: TournamentSection, body: unknown): Promise<TournamentView> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.lockOwned(trx, id, user);
      // SPEC §4: publishing locks the sections; a cancelled or finished tournament is closed for good.
      if (row.status !== 'DRAFT') throw conflict('TOURNAMENT-SECTION-LOCKED');
      // The escrowed prizes were verified against this prize pool: reversing the escrow unlocks it.
      if (section === 'prizepool' && (await liveEscrow(trx, id))) throw conflict('TOURNAMENT-SECTION-LOCKED');
      const errors = validateSection(section, body, row, this.clock.now());
      if (section === 'leaderboard')
        Object.assign(errors, await validateLeaderboardSection(trx, row, (body as LeaderboardSection).leaderboardId));
      if (section === 'format') Object.assign(errors, await validateFormatAgainstLink(trx, row, body as FormatSection));
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      if (section === 'leaderboard')
        return repo.saveLeaderboardLink(
          trx,
          id,
          (body as LeaderboardSection).leaderboardId,
          new Date(this.clock.now()),
        );
      const extra: { name?: string; hidden?: boolean } = {};
      if (section === 'main-information') extra.name = (body as { name: string }).name.trim();
      if (section === 'settings') extra.hidden = (body as SettingsSection).hidden;
      await repo.saveSection(
        trx,
        id,
        SECTION_COLUMNS[section] as repo.SectionColumn,
        body,
        extra,
        new Date(this.clock.now()),
      );
    });
    return this.reader.view(id, user.id);
  }

  /** Unlocking a saved section erases it and the sections built on it (SPEC §4); the web app confirms first. */
  async unlockSection(user: UserRow, id: string, section: TournamentSection): Promise<TournamentView> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.lockOwned(trx, id, user);
      if (row.status !== 'DRAFT') throw conflict('TOURNAMENT-SECTION-LOCKED');
      const erased = sectionsErasedByUnlocking(section);
      // Escrowed prizes stay on chain until the organizer reverses the escrow, which also resets the prize pool.
      if (erased.includes('prizepool') && (await liveEscrow(trx, id))) throw conflict('TOURNAMENT-SECTION-LOCKED');
      await repo.eraseSections(
        trx,
        id,
        erased.map((name) => SECTION_COLUMNS[name]),
        new Date(this.clock.now()),
      );
    });
    return this.reader.view(id, user.id);
  }

  async publish(user: UserRow, id: string): Promise<TournamentView> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.lockOwned(trx, id, user);
      if (row.status === 'PUBLISHED') throw conflict('TOURNAMENT-ALREADY-PUBLISHED');
      if (row.status !== 'DRAFT') throw conflict('TOURNAMENT-NOT-EDITABLE');
      if (await isOrganizationLocked(trx, row.organization_id)) throw forbidden('ORGANIZATION-LOCKED');
      if (!row.main_information) throw badRequest('TOURNAMENT-MAIN-INFO-INCOMPLETE');
      if (!row.settings) throw badRequest('TOURNAMENT-SETTINGS-INCOMPLETE');
      if (!row.format) throw badRequest('TOURNAMENT-FORMAT-INCOMPLETE');
      if (!row.schedule) throw badRequest('TOURNAMENT-SCHEDULE-INCOMPLETE');
      // The schedule was valid when saved; the tournament opens with registration, which must still lie ahead.
      const now = new Date(this.clock.now());
      if (Date.parse((row.schedule as ScheduleSection).registration.start) <= now.getTime())
        throw badRequest('TOURNAMENT-START-DATE-PASSED');
      // A prize pool of UOS or Uniqs publishes only with a HELD escrow, verified on chain, that covers it.
      if (!(await escrowCoversPrizepool(trx, id, row.prizepool as PrizepoolSection | null)))
        throw conflict('TOURNAMENT-ESCROW-REQUIRED');
      await repo.setStatus(trx, id, 'PUBLISHED', now);
    });
    // After commit, so the scheduler's job never sees the tournament unpublished.
    await this.onPublished?.(id);
    return this.reader.view(id, user.id);
  }

  async cancel(user: UserRow, id: string): Promise<TournamentView> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.lockOwned(trx, id, user);
      if (row.status === 'CANCELED') throw conflict('TOURNAMENT-CANCELED');
      // A finished tournament can still be cancelled while its prizes are in escrow (distribution not complete):
      // what was paid stays paid, the rest goes back (payouts/payout-service.ts tournamentCanceled).
      if (row.status === 'FINISHED' && !(await liveEscrow(trx, id))) throw conflict('TOURNAMENT-NOT-EDITABLE');
      const now = new Date(this.clock.now());
      await repo.setStatus(trx, id, 'CANCELED', now);
      // Teams registered here may change again once the tournament is off.
      for (const teamId of await repo.activeTeamIds(trx, id)) await finishTeamParticipation(trx, teamId, id, now);
    });
    // Once the cancellation is committed the prizes go back (idempotent; if the chain fails now, the escrow
    // stays HELD/RETURNING and DELETE …/escrow or the scheduler finishes the return).
    await this.escrow?.returnEscrow(id);
    return this.reader.view(id, user.id);
  }
}

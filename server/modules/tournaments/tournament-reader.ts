// Reads tournaments as a given viewer sees them: who may see which (drafts and locked organizations only
// to the owning organization's members), and each viewer's role, registration and derived state.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TournamentListQuery, TournamentView } from '../../../src/contract/tournaments.js';
import { notFound } from '../../http-error.js';
import { isOrganizationLocked, organizationOfUser } from '../organizations/organizations-module.js';
import * as repo from './tournaments-repository.js';
import { escrowSummaries } from './escrow/escrow-repository.js';
import { SPECTATOR, toTournamentView, type ViewerRelation } from './tournament-views.js';
import type { PlayRelations } from './play-relation.js';
import type { Clock } from '../../clock.js';
import { pendingEndingModals } from '../ending-modal/ending-modal-module.js';
import { nextVisibleInstant } from '../../../src/domain/tournament-phases.js';
import type { ScheduleSection } from '../../../src/contract/tournaments.js';
import { toDomainSchedule } from './tournament-sections.js';
import type { PlayRelation } from './play-relation.js';
import { earliestInstant, type BuiltAnswer } from '../../validated-answers.js';

type Db = Kysely<Database>;

/** When a tournament's view next changes with time alone: at its schedule's next visible instant, as played. */
function changesAt(row: repo.TournamentRow, play: PlayRelation | undefined, now: number): number | null {
  if (!row.schedule) return null;
  const schedule = { ...toDomainSchedule(row.schedule as ScheduleSection), playedRounds: play?.playedRounds };
  return nextVisibleInstant(schedule, now);
}

/**
 * The viewer's role: the organizers of its organization, a player with an active or disqualified registration
 * (told they are out, and why), or a spectator (a cancelled registration leaves no trace for the viewer).
 */
function relationOf(organizer: boolean, registrationStatus: repo.RegistrationRow['status'] | null): ViewerRelation {
  if (organizer) return { role: 'ORGANIZER', registration: 'NONE' };
  if (registrationStatus === 'CHECKED_IN' || registrationStatus === 'DISQUALIFIED') {
    return { role: 'PARTICIPANT', registration: registrationStatus };
  }
  if (registrationStatus === 'REGISTERED') return { role: 'PARTICIPANT', registration: 'REGISTERED' };
  return SPECTATOR;
}

export class TournamentReader {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** How the viewer stands in play (the matches module's face). */
    private readonly playRelations: PlayRelations,
  ) {}

  /** Same answer whether the tournament does not exist or the viewer may not see it. */
  async visibleRow(db: Db, id: string, viewerId: string | null): Promise<repo.TournamentWithGameRow> {
    const row = await repo.findTournament(db, id);
    if (!row) throw notFound('TOURNAMENT-NOT-FOUND');
    const member = viewerId !== null && (await organizationOfUser(db, viewerId)) === row.organization_id;
    if (member) return row;
    if (row.published_at === null || (await isOrganizationLocked(db, row.organization_id)))
      throw notFound('TOURNAMENT-NOT-FOUND');
    return row;
  }

  /** visibleRow + views for one tournament, in one query (plus the escrow for its organizers). */
  async view(id: string, viewerId: string | null, db: Db = this.db): Promise<TournamentView> {
    return (await this.timedView(id, viewerId, db)).view;
  }

  /** view, with the instant it next changes with time alone (null: only a write changes it). */
  async timedView(id: string, viewerId: string | null, db: Db = this.db): Promise<BuiltAnswer<TournamentView>> {
    const now = this.clock.now();
    const row = await repo.findTournamentForViewer(db, id, viewerId);
    if (!row) throw notFound('TOURNAMENT-NOT-FOUND');
    const organizer = viewerId !== null && row.viewer_organization_id === row.organization_id;
    if (!organizer && (row.published_at === null || row.organization_locked)) throw notFound('TOURNAMENT-NOT-FOUND');
    const escrows = await escrowSummaries(db, organizer ? [row.id] : []);
    const play =
      row.status === 'PUBLISHED' || row.status === 'FINISHED'
        ? (await this.playRelations(db, [row.id], viewerId)).get(row.id)
        : undefined;
    const relation = { ...relationOf(organizer, row.viewer_registration_status), play };
    const modal =
      viewerId !== null && row.status === 'FINISHED'
        ? (await pendingEndingModals(db, viewerId, [row.id])).get(row.id)
        : undefined;
    const view = {
      ...toTournamentView(row, row.participant_count, relation, now),
      escrow: escrows.get(row.id) ?? null,
      ...(modal ? { endTournamentModalData: modal } : {}),
    };
    return { view, changesAt: changesAt(row, play, now) };
  }

  async views(
    rows: repo.TournamentWithGameRow[],
    viewerId: string | null,
    db: Db = this.db,
  ): Promise<TournamentView[]> {
    return (await this.timedViews(rows, viewerId, db)).view;
  }

  /** views, with the first instant any of them changes with time alone. */
  private async timedViews(
    rows: repo.TournamentWithGameRow[],
    viewerId: string | null,
    db: Db = this.db,
  ): Promise<BuiltAnswer<TournamentView[]>> {
    const ids = rows.map((row) => row.id);
    const organizationId = viewerId ? await organizationOfUser(db, viewerId) : null;
    const registrations = viewerId
      ? await repo.viewerRegistrationsOfPlayer(db, viewerId, ids)
      : new Map<string, repo.RegistrationRow>();
    // The prize escrow is the organizers' business only.
    const escrows = await escrowSummaries(
      db,
      organizationId ? rows.filter((row) => row.organization_id === organizationId).map((row) => row.id) : [],
    );
    const now = this.clock.now();
    const plays = await this.playRelations(
      db,
      rows.filter((row) => row.status === 'PUBLISHED' || row.status === 'FINISHED').map((row) => row.id),
      viewerId,
    );
    let next: number | null = null;
    const view = rows.map((row) => {
      const relation = {
        ...relationOf(organizationId === row.organization_id, registrations.get(row.id)?.status ?? null),
        play: plays.get(row.id),
      };
      const at = changesAt(row, relation.play, now);
      next = earliestInstant(next, at);
      // The trigger-kept counter (migration 0350) came with the row, read in the same snapshot as the rest of it.
      return {
        ...toTournamentView(row, Number(row.active_registrations), relation, now),
        escrow: escrows.get(row.id) ?? null,
      };
    });
    return { view, changesAt: next };
  }

  async list(filters: TournamentListQuery, viewerId: string | null): Promise<TournamentView[]> {
    return (await this.timedList(filters, viewerId)).view;
  }

  /** The tournaments `ids` as `viewerId` sees them (the viewer's own elements of a list page), as timedViews. */
  async timedViewsOf(ids: readonly string[], viewerId: string | null): Promise<BuiltAnswer<TournamentView[]>> {
    return this.timedViews(await repo.findTournaments(this.db, ids), viewerId);
  }

  /** list, with the first instant its answer changes with time alone. */
  async timedList(filters: TournamentListQuery, viewerId: string | null): Promise<BuiltAnswer<TournamentView[]>> {
    const now = this.clock.now();
    const built = await this.timedViews(await repo.listPublicTournaments(this.db, filters, now), viewerId);
    // A page filtered by time ("live") also changes when a tournament not on it yet starts.
    const enters = await repo.nextListEntryInstant(this.db, filters, now);
    return { view: built.view, changesAt: earliestInstant(built.changesAt, enters) };
  }

  async promoted(viewerId: string | null): Promise<TournamentView[]> {
    return this.views(await repo.listPublicTournaments(this.db, { promoted: true }, this.clock.now()), viewerId);
  }

  /** The player's tournaments, each with the ending modal they have not closed yet (SPEC §4). */
  async registered(userId: string): Promise<TournamentView[]> {
    const rows = await repo.listTournamentsOfPlayer(this.db, userId);
    const modals = await pendingEndingModals(
      this.db,
      userId,
      rows.filter((row) => row.status === 'FINISHED').map((row) => row.id),
    );
    return (await this.views(rows, userId)).map((view) => {
      const modal = modals.get(view.id);
      return modal ? { ...view, endTournamentModalData: modal } : view;
    });
  }

  async ofOrganization(organizationId: string, viewerId: string): Promise<TournamentView[]> {
    return this.views(await repo.listOrganizationTournaments(this.db, organizationId), viewerId);
  }
}

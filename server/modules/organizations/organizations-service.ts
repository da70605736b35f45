// Rules for organizations (SPEC §2, §6, §8): admins create, edit, lock, unlock and hand over organizations;
// owners manage their organizers. Membership decides the organizer role. Each mutation is one transaction
// that locks the organization row (and the user rows it touches).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  CreateOrganizationBody,
  MyOrganization,
  Organization,
  OrganizationListQuery,
  OrganizationMember,
  OrganizationPage,
  UpdateOrganizationBody,
} from '../../../src/contract/organizations.js';
import { conflict, notFound, badRequest } from '../../http-error.js';
import { lockUserByEmail, type UserRow } from '../users/users-module.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { toOrganization, toOrganizationMember } from './organization-views.js';
import * as repo from './organizations-repository.js';
import type { Clock } from '../../clock.js';
import type { OrganizationMemberRole } from '../../../src/domain/staff-permissions.js';

type Db = Kysely<Database>;

const notFoundOrganization = () => notFound('ORGANIZATION-NOT-FOUND');
const nameExists = () => conflict('ORGANIZATION-NAME-EXISTS');
const alreadyAdmin = () => conflict('USER-ALREADY-ORGANIZATION-ADMIN');
// Ownership and membership by e-mail go only to a verified address (issue 29): an unverified one may be a stranger's.
const unverifiedEmail = () => conflict('ORGANIZATION-USER-EMAIL-NOT-VERIFIED');

function translateUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'organizations_name_unique')) throw nameExists();
  if (
    isUniqueViolation(error, 'organizations_owner_unique') ||
    isUniqueViolation(error, 'organization_members_one_per_user')
  )
    throw alreadyAdmin();
  throw error;
}

export class OrganizationsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private now(): Date {
    return new Date(this.clock.now());
  }

  private async summary(id: string): Promise<Organization> {
    const row = await repo.findOrganizationSummary(this.db, id);
    if (!row) throw notFoundOrganization();
    return toOrganization(row);
  }

  /** Admins see every organization; organizers only their own; everyone else gets the same 404. */
  private async assertCanRead(db: Db, organizationId: string, viewer: UserRow): Promise<void> {
    if (viewer.role === 'admin') return;
    const membership = await repo.findMembership(db, viewer.id);
    if (membership?.organization_id !== organizationId) throw notFoundOrganization();
  }

  private async lockManagedOrganization(
    trx: Db,
    organizationId: string,
    viewer: UserRow,
  ): Promise<repo.OrganizationRow> {
    const organization = await repo.lockOrganization(trx, organizationId);
    if (!organization || (viewer.role !== 'admin' && organization.owner_id !== viewer.id)) throw notFoundOrganization();
    return organization;
  }

  async list(query: OrganizationListQuery): Promise<OrganizationPage> {
    const { rows, total } = await repo.searchOrganizations(
      this.db,
      query.search || undefined,
      query.page,
      query.pageSize,
    );
    return { items: rows.map(toOrganization), total, page: query.page, pageSize: query.pageSize };
  }

  async get(id: string, viewer: UserRow): Promise<Organization> {
    await this.assertCanRead(this.db, id, viewer);
    return this.summary(id);
  }

  async create(body: CreateOrganizationBody): Promise<Organization> {
    let id: string;
    try {
      id = await this.db.transaction().execute(async (trx) => {
        if (await repo.organizationNameTaken(trx, body.name)) throw nameExists();
        const owner = await lockUserByEmail(trx, body.ownerEmail);
        if (!owner) throw notFound('ORGANIZATION-OWNER-NOT-FOUND');
        if (!owner.email_verified) throw unverifiedEmail();
        if (await repo.findMembership(trx, owner.id)) throw alreadyAdmin();
        const organization = await repo.insertOrganization(trx, {
          name: body.name,
          ownerId: owner.id,
          discord: body.discord || null,
        });
        await repo.insertOrganizationMember(trx, organization.id, owner.id);
        await repo.syncOrganizerRole(trx, owner.id, this.now());
        return organization.id;
      });
    } catch (error) {
      translateUniqueViolation(error);
    }
    return this.summary(id);
  }

  async update(id: string, body: UpdateOrganizationBody): Promise<Organization> {
    try {
      await this.db.transaction().execute(async (trx) => {
        if (!(await repo.lockOrganization(trx, id))) throw notFoundOrganization();
        if (body.name !== undefined && (await repo.organizationNameTaken(trx, body.name, id))) throw nameExists();
        await repo.updateOrganization(
          trx,
          id,
          { name: body.name, discord: body.discord === undefined ? undefined : body.discord || null },
          this.now(),
        );
      });
    } catch (error) {
      translateUniqueViolation(error);
    }
    return this.summary(id);
  }

  async setLocked(id: string, locked: boolean): Promise<Organization> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.lockOrganization(trx, id))) throw notFoundOrganization();
      await repo.updateOrganization(trx, id, { locked }, this.now());
    });
    return this.summary(id);
  }

  /** The new owner joins if needed; the previous owner stays on as an organizer of the organization. */
  async transferOwnership(id: string, email: string): Promise<Organization> {
    try {
      await this.db.transaction().execute(async (trx) => {
        const organization = await repo.lockOrganization(trx, id);
        if (!organization) throw notFoundOrganization();
        const user = await lockUserByEmail(trx, email);
        if (!user) throw notFound('ORGANIZATION-USER-NOT-FOUND-BY-EMAIL');
        if (user.id === organization.owner_id) return;
        if (!user.email_verified) throw unverifiedEmail();
        const membership = await repo.findMembership(trx, user.id);
        if (membership && membership.organization_id !== id) throw alreadyAdmin();
        if (!membership) await repo.insertOrganizationMember(trx, id, user.id);
        // The owner keeps every right: a referee handed the organization becomes a plain member.
        else await repo.updateOrganizationMemberRole(trx, id, user.id, 'MEMBER');
        await repo.updateOrganization(trx, id, { ownerId: user.id }, this.now());
        await repo.syncOrganizerRole(trx, user.id, this.now());
      });
    } catch (error) {
      translateUniqueViolation(error);
    }
    return this.summary(id);
  }

  async current(viewer: UserRow): Promise<MyOrganization> {
    const membership = await repo.findMembership(this.db, viewer.id);
    if (!membership) throw notFoundOrganization();
    const organization = await this.summary(membership.organization_id);
    return { organization, viewerRole: organization.ownerId === viewer.id ? 'OWNER' : membership.role };
  }

  /** The organization the viewer organizes for; 404 when they belong to none. */
  async currentId(viewer: UserRow): Promise<string> {
    const membership = await repo.findMembership(this.db, viewer.id);
    if (!membership) throw notFoundOrganization();
    return membership.organization_id;
  }

  async members(id: string, viewer: UserRow): Promise<OrganizationMember[]> {
    await this.assertCanRead(this.db, id, viewer);
    const organization = await this.summary(id);
    const rows = await repo.listOrganizationMembers(this.db, id);
    return rows.map((row) => toOrganizationMember(row, organization.ownerId));
  }

  async addMember(id: string, email: string, viewer: UserRow): Promise<OrganizationMember[]> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await this.lockManagedOrganization(trx, id, viewer);
        const user = await lockUserByEmail(trx, email);
        if (!user) throw notFound('ORGANIZATION-USER-NOT-FOUND-BY-EMAIL');
        if (!user.email_verified) throw unverifiedEmail();
        const membership = await repo.findMembership(trx, user.id);
        if (membership?.organization_id === id) throw conflict('ORGANIZATION-ALREADY-MEMBER');
        if (membership) throw alreadyAdmin();
        await repo.insertOrganizationMember(trx, id, user.id);
        await repo.syncOrganizerRole(trx, user.id, this.now());
      });
    } catch (error) {
      translateUniqueViolation(error);
    }
    return this.members(id, viewer);
  }

  /**
   * The owner (or an admin) makes a member a REFEREE or a plain MEMBER again (issue 26 §3). The owner's own role is
   * fixed: they keep every right until they hand the organization over.
   */
  async setMemberRole(
    id: string,
    userId: string,
    role: OrganizationMemberRole,
    viewer: UserRow,
  ): Promise<OrganizationMember[]> {
    await this.db.transaction().execute(async (trx) => {
      const organization = await this.lockManagedOrganization(trx, id, viewer);
      if (userId === organization.owner_id) throw badRequest('ORGANIZATION-OWNER-ROLE-FIXED');
      if (!(await repo.updateOrganizationMemberRole(trx, id, userId, role)))
        throw notFound('ORGANIZATION-MEMBER-NOT-FOUND');
    });
    return this.members(id, viewer);
  }

  async removeMember(id: string, userId: string, viewer: UserRow): Promise<OrganizationMember[]> {
    await this.db.transaction().execute(async (trx) => {
      const organization = await this.lockManagedOrganization(trx, id, viewer);
      if (userId === organization.owner_id) throw badRequest('ORGANIZATION-CANNOT-REMOVE-OWNER');
      if (!(await repo.deleteOrganizationMember(trx, id, userId))) throw notFound('ORGANIZATION-MEMBER-NOT-FOUND');
      await repo.syncOrganizerRole(trx, userId, this.now());
    });
    return this.members(id, viewer);
  }
}

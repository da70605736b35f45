// Rules for teams (SPEC §3, §5, §6, §8). Every mutation is one transaction that first locks the team row,
// so racing actions (a kick and a transfer, two accepts of one invitation) see each other's result.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Team, TeamMembers, PendingInvitation, RemoveMemberBody } from '../../../src/contract/teams.js';
import { EMAIL_PATTERN, TEAM_INVALID_EMAIL_TEXT } from '../../../src/contract/teams.js';
import { ERROR_CATALOGUE } from '../../../src/contract/error-catalogue.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { Mailer } from '../../mail/mailer.js';
import { consumeMailQuota } from '../../mail/mail-quota.js';
import type { Analytics } from '../analytics/analytics-module.js';
import { recordQuietly } from '../analytics/analytics-module.js';
import { userIdByEmail, type UserRow } from '../users/users-module.js';
import { prepareTeamAvatar, storeTeamAvatar } from './team-avatar.js';
import type { TeamForm } from './team-form.js';
import { teamInvitationMail } from './team-invitation-mail.js';
import { toPendingInvitation, toTeam, toTeamInvitation, toTeamMember } from './team-views.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import * as repo from './teams-repository.js';
import type { Clock } from '../../clock.js';
import type { MailQuotaLimits } from '../../../src/domain/mail-quota.js';

const TEAM_NAME_INDEX = 'teams_name_unique';

type Db = Kysely<Database>;
type Log = { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };

const notOwner = () => notFound('TEAM-NOT-FOUND-OR-NOT-OWNER');
const nameTaken = () => new HttpError(409, 'ALREADY_EXISTS', { name: ERROR_CATALOGUE.ALREADY_EXISTS });
const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface TeamsServiceDeps {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  analytics: Analytics;
  publicUrl: string;
  clock: Clock;
  /** The daily mail budgets (config MAIL_DAILY_LIMITS). */
  mailLimits: MailQuotaLimits;
  log?: Log;
}

export class TeamsService {
  constructor(private readonly deps: TeamsServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  private now(): Date {
    return new Date(this.deps.clock.now());
  }

  /** The team, locked, when `userId` owns it; otherwise the same answer whether it exists or not. */
  private async lockOwnedTeam(trx: Db, teamId: string, userId: string): Promise<repo.TeamRow> {
    const team = await repo.lockTeam(trx, teamId);
    if (!team || team.owner_id !== userId) throw notOwner();
    return team;
  }

  private async lockExistingTeam(trx: Db, teamId: string): Promise<repo.TeamRow> {
    const team = await repo.lockTeam(trx, teamId);
    if (!team) throw notFound('TEAM-NOT-FOUND');
    return team;
  }

  private async assertNotInTournament(trx: Db, teamId: string): Promise<void> {
    if (await repo.hasActiveParticipation(trx, teamId)) throw conflict('TEAM-IN-TOURNAMENT');
  }

  private async view(teamId: string, viewerId: string | null): Promise<Team> {
    const row = await repo.findTeamSummary(this.db, teamId);
    if (!row) throw notFound('TEAM-NOT-FOUND');
    const isMember = viewerId ? await repo.isMember(this.db, teamId, viewerId) : false;
    return toTeam(row, viewerId ? { id: viewerId, isMember } : null);
  }

  private track(name: 'team_create' | 'team_edit' | 'team_delete', userId: string, teamId: string) {
    recordQuietly(
      this.deps.analytics,
      [{ name, userId, guestId: null, path: null, properties: { teamId }, occurredAt: this.now() }],
      this.deps.log,
    );
  }

  async listTeamsOf(userId: string, viewerId: string | null): Promise<Team[]> {
    const rows = await repo.listTeamSummariesOfUser(this.db, userId);
    if (!viewerId) return rows.map((row) => toTeam(row, null));
    const viewerTeams =
      viewerId === userId
        ? new Set(rows.map((row) => row.id))
        : new Set((await repo.listTeamSummariesOfUser(this.db, viewerId)).map((row) => row.id));
    return rows.map((row) => toTeam(row, { id: viewerId, isMember: viewerTeams.has(row.id) }));
  }

  getTeam(teamId: string, viewerId: string | null): Promise<Team> {
    return this.view(teamId, viewerId);
  }

  async members(teamId: string, viewerId: string | null): Promise<TeamMembers> {
    const team = await this.db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirst();
    if (!team) throw notFound('TEAM-NOT-FOUND');
    const members = await repo.listMembers(this.db, teamId);
    // Pending e-mail addresses are the owner's business only.
    const invitations = viewerId === team.owner_id ? await repo.listTeamInvitations(this.db, teamId) : [];
    // The owner first, then the captain, then everyone in the order they joined.
    const rank = (userId: string) => (userId === team.owner_id ? 0 : userId === team.captain_id ? 1 : 2);
    const ordered = [...members].sort((a, b) => rank(a.user_id) - rank(b.user_id));
    return { members: ordered.map((row) => toTeamMember(row, team)), invitations: invitations.map(toTeamInvitation) };
  }

  async create(user: UserRow, form: TeamForm): Promise<Team> {
    if (form.name === undefined) throw badRequest('VALIDATION-FAILED', { name: 'This field is required.' });
    const name = form.name;
    const avatar = form.avatar ? await prepareTeamAvatar(form.avatar) : undefined;
    if (await repo.teamNameTaken(this.db, name)) throw nameTaken();
    const avatarUrl = avatar ? await storeTeamAvatar(this.deps.storage, avatar) : null;
    let teamId: string;
    try {
      teamId = await this.db.transaction().execute(async (trx) => {
        const team = await repo.insertTeam(trx, { name, avatarUrl, ownerId: user.id });
        await repo.insertMember(trx, team.id, user.id);
        return team.id;
      });
    } catch (error) {
      if (isUniqueViolation(error, TEAM_NAME_INDEX)) throw nameTaken();
      throw error;
    }
    this.track('team_create', user.id, teamId);
    return this.view(teamId, user.id);
  }

  async update(user: UserRow, teamId: string, form: TeamForm): Promise<Team> {
    // Checked before touching the image so a stranger learns nothing and costs us nothing.
    const owned = await this.db.selectFrom('teams').select(['owner_id']).where('id', '=', teamId).executeTakeFirst();
    if (!owned || owned.owner_id !== user.id) throw notOwner();
    const avatar = form.avatar ? await prepareTeamAvatar(form.avatar) : undefined;
    const avatarUrl = avatar ? await storeTeamAvatar(this.deps.storage, avatar) : undefined;
    let changed = false;
    try {
      changed = await this.db.transaction().execute(async (trx) => {
        const team = await this.lockOwnedTeam(trx, teamId, user.id);
        const renaming = form.name !== undefined && form.name !== team.name;
        if (renaming) {
          await this.assertNotInTournament(trx, teamId);
          if (await repo.teamNameTaken(trx, form.name!, teamId)) throw nameTaken();
        }
        if (!renaming && avatarUrl === undefined) return false;
        await repo.updateTeam(trx, teamId, { name: renaming ? form.name : undefined, avatarUrl }, this.now());
        return true;
      });
    } catch (error) {
      if (isUniqueViolation(error, TEAM_NAME_INDEX)) throw nameTaken();
      throw error;
    }
    if (changed) this.track('team_edit', user.id, teamId);
    return this.view(teamId, user.id);
  }

  async delete(user: UserRow, teamId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.lockOwnedTeam(trx, teamId, user.id);
      await this.assertNotInTournament(trx, teamId);
      await repo.deleteTeam(trx, teamId);
    });
    this.track('team_delete', user.id, teamId);
  }

  async leave(user: UserRow, teamId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const team = await this.lockExistingTeam(trx, teamId);
      if (!(await repo.isMember(trx, teamId, user.id))) throw forbidden('TEAM-NOT-MEMBER');
      if (team.owner_id === user.id) {
        // With others in the team the owner hands it over first; alone, the way out is deleting it.
        const others = (await repo.countMembers(trx, teamId)) - 1;
        throw conflict(others > 0 ? 'TEAM-APPOINT-OWNER-FIRST' : 'TEAM-OWNER-CANNOT-LEAVE');
      }
      await this.assertNotInTournament(trx, teamId);
      await repo.deleteMember(trx, teamId, user.id);
      if (team.captain_id === user.id) await repo.updateTeam(trx, teamId, { captainId: team.owner_id }, this.now());
    });
  }

  async transferOwnership(user: UserRow, teamId: string, memberId: string): Promise<Team> {
    await this.db.transaction().execute(async (trx) => {
      const team = await this.lockOwnedTeam(trx, teamId, user.id);
      if (memberId === user.id) throw badRequest('TEAM-CANNOT-PROMOTE-SELF');
      if (!(await repo.isMember(trx, teamId, memberId))) throw badRequest('TEAM-NOT-MEMBER');
      await this.assertNotInTournament(trx, teamId);
      // The captaincy follows ownership unless the old owner had handed it to someone else.
      await repo.updateTeam(
        trx,
        teamId,
        { ownerId: memberId, ...(team.captain_id === user.id ? { captainId: memberId } : {}) },
        this.now(),
      );
    });
    return this.view(teamId, user.id);
  }

  async designateCaptain(user: UserRow, teamId: string, memberId: string): Promise<Team> {
    await this.db.transaction().execute(async (trx) => {
      await this.lockOwnedTeam(trx, teamId, user.id);
      if (!(await repo.isMember(trx, teamId, memberId))) throw badRequest('TEAM-NOT-MEMBER');
      await this.assertNotInTournament(trx, teamId);
      await repo.updateTeam(trx, teamId, { captainId: memberId }, this.now());
    });
    return this.view(teamId, user.id);
  }

  async invite(user: UserRow, teamId: string, rawEmail: string): Promise<TeamMembers> {
    const email = normaliseEmail(rawEmail);
    let teamName = '';
    await this.db.transaction().execute(async (trx) => {
      const team = await this.lockOwnedTeam(trx, teamId, user.id);
      if (!EMAIL_PATTERN.test(email) || email.length > 254)
        throw new HttpError(400, 'TEAM-INVALID-EMAIL', { email: TEAM_INVALID_EMAIL_TEXT });
      if (await repo.isMemberByEmail(trx, teamId, email)) throw conflict('TEAM-ALREADY-MEMBER');
      if (await repo.isInvited(trx, teamId, email)) throw conflict('TEAM-ALREADY-INVITED');
      // The mail this invitation sends counts against the day's budgets (issue 29: not a mail relay); over one,
      // 429 and the transaction rolls back, so no invitation and no count is written.
      await consumeMailQuota(
        trx,
        { senderId: user.id, teamId, recipient: email },
        this.deps.clock.now(),
        this.deps.mailLimits,
      );
      if (!(await repo.insertInvitation(trx, teamId, email, user.id))) throw conflict('TEAM-ALREADY-INVITED');
      teamName = team.name;
    });
    // Sent after commit: a slow or failing mail server never holds the team lock or undoes the invitation.
    const mail = teamInvitationMail({
      to: email,
      teamName,
      inviterNickname: user.nickname,
      publicUrl: this.deps.publicUrl,
    });
    await this.deps.mailer
      .send(mail)
      .catch((error: unknown) => this.deps.log?.error({ err: error }, 'team invitation mail failed'));
    return this.members(teamId, user.id);
  }

  /** Accepting (PUT /accept) and joining (POST /member) both consume the invitation sent to the user's e-mail. */
  async accept(user: UserRow, teamId: string): Promise<Team> {
    await this.db.transaction().execute(async (trx) => {
      await this.lockExistingTeam(trx, teamId);
      if (await repo.isMember(trx, teamId, user.id)) throw conflict('TEAM-ALREADY-MEMBER');
      const email = await this.invitedEmail(trx, teamId, user);
      if (!(await repo.deleteInvitation(trx, teamId, email))) throw notFound('TEAM-NO-INVITATION');
      await this.assertNotInTournament(trx, teamId);
      await repo.insertMember(trx, teamId, user.id);
    });
    return this.view(teamId, user.id);
  }

  async reject(user: UserRow, teamId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.lockExistingTeam(trx, teamId);
      const email = await this.invitedEmail(trx, teamId, user);
      if (!(await repo.deleteInvitation(trx, teamId, email))) throw notFound('TEAM-NO-INVITATION');
    });
  }

  /**
   * The user's address when the team invited it, for them to accept or reject. An invitation binds only to a
   * verified address (issue 29): whoever signed up with the address without proving it gets EMAIL-NOT-VERIFIED,
   * and the invitation stays for its real owner. Without an invitation the answer is TEAM-NO-INVITATION either way.
   */
  private async invitedEmail(trx: Db, teamId: string, user: UserRow): Promise<string> {
    const email = user.email ? normaliseEmail(user.email) : null;
    if (!email || !(await repo.findInvitation(trx, teamId, email))) throw notFound('TEAM-NO-INVITATION');
    if (!user.email_verified) throw forbidden('EMAIL-NOT-VERIFIED');
    return email;
  }

  async pendingInvitations(user: UserRow): Promise<PendingInvitation[]> {
    // An unverified address may be a stranger's: they see no team names until they prove it.
    if (!user.email || !user.email_verified) return [];
    const rows = await repo.listInvitationsForEmail(this.db, normaliseEmail(user.email));
    return rows.map(toPendingInvitation);
  }

  /** Kicks a member (memberId) or withdraws a pending invitation (email). */
  async removeMember(user: UserRow, teamId: string, body: RemoveMemberBody): Promise<TeamMembers> {
    await this.db.transaction().execute(async (trx) => {
      const team = await this.lockOwnedTeam(trx, teamId, user.id);
      const email = body.email?.trim() ? normaliseEmail(body.email) : undefined;
      let memberId = body.memberId;
      if (!memberId && email) {
        if (await repo.deleteInvitation(trx, teamId, email)) return;
        const byEmail = await userIdByEmail(trx, email);
        if (!byEmail || !(await repo.isMember(trx, teamId, byEmail))) throw badRequest('TEAM-NOT-MEMBER');
        memberId = byEmail;
      }
      if (!memberId) throw badRequest('VALIDATION-FAILED', { memberId: 'This field is required.' });
      if (memberId === team.owner_id) throw conflict('TEAM-OWNER-CANNOT-LEAVE');
      if (!(await repo.isMember(trx, teamId, memberId))) throw badRequest('TEAM-NOT-MEMBER');
      await this.assertNotInTournament(trx, teamId);
      await repo.deleteMember(trx, teamId, memberId);
      if (team.captain_id === memberId) await repo.updateTeam(trx, teamId, { captainId: team.owner_id }, this.now());
    });
    return this.members(teamId, user.id);
  }
}

// SQL for teams, members, invitations and tournament participations. Every function takes the Kysely
// instance or a transaction; mutations run inside the service's transaction after lockTeam().
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TeamsTable } from './team-tables.js';
import { userProfiles } from '../users/users-module.js';

type Db = Kysely<Database>;
export type TeamRow = Selectable<TeamsTable>;
export interface TeamSummaryRow extends TeamRow {
  member_count: number;
  in_tournament: boolean;
}

export interface MemberRow {
  user_id: string;
  nickname: string;
  profile_picture_url: string | null;
  email: string | null;
  joined_at: Date;
}

export interface InvitationRow {
  team_id: string;
  email: string;
  invited_by: string | null;
  created_at: Date;
}

export interface PendingInvitationRow extends InvitationRow {
  team_name: string;
  team_avatar_url: string | null;
  inviter_nickname: string | null;
}

/** Locks the team row for the rest of the transaction: every team mutation starts here. */
export function lockTeam(trx: Db, id: string): Promise<TeamRow | undefined> {
  return trx.selectFrom('teams').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

function summaries(db: Db) {
  return db
    .selectFrom('teams')
    .selectAll('teams')
    .select((eb) => [
      eb
        .selectFrom('team_members')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('team_members.team_id', '=', 'teams.id')
        .as('member_count'),
      eb
        .exists(
          eb
            .selectFrom('team_tournament_participations as p')
            .select('p.team_id')
            .whereRef('p.team_id', '=', 'teams.id')
            .where('p.finished_at', 'is', null),
        )
        .as('in_tournament'),
    ]);
}

export async function findTeamSummary(db: Db, id: string): Promise<TeamSummaryRow | undefined> {
  const row = await summaries(db).where('teams.id', '=', id).executeTakeFirst();
  return row as TeamSummaryRow | undefined;
}

export async function listTeamSummariesOfUser(db: Db, userId: string): Promise<TeamSummaryRow[]> {
  const rows = await summaries(db)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('team_members as m')
          .select('m.team_id')
          .whereRef('m.team_id', '=', 'teams.id')
          .where('m.user_id', '=', userId),
      ),
    )
    .orderBy(sql`lower(teams.name)`)
    .execute();
  return rows as TeamSummaryRow[];
}

export function teamNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('teams')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst().then(Boolean);
}

export function insertTeam(
  db: Db,
  values: { name: string; avatarUrl: string | null; ownerId: string },
): Promise<TeamRow> {
  return db
    .insertInto('teams')
    .values({ name: values.name, avatar_url: values.avatarUrl, owner_id: values.ownerId, captain_id: values.ownerId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTeam(
  db: Db,
  id: string,
  changes: { name?: string; avatarUrl?: string; ownerId?: string; captainId?: string },
  at: Date,
): Promise<void> {
  await db
    .updateTable('teams')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.avatarUrl !== undefined ? { avatar_url: changes.avatarUrl } : {}),
      ...(changes.ownerId !== undefined ? { owner_id: changes.ownerId } : {}),
      ...(changes.captainId !== undefined ? { captain_id: changes.captainId } : {}),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteTeam(db: Db, id: string): Promise<void> {
  await db.deleteFrom('teams').where('id', '=', id).execute();
}

export function listMembers(db: Db, teamId: string): Promise<MemberRow[]> {
  return db
    .selectFrom('team_members as m')
    .innerJoin(userProfiles(db).as('u'), 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.nickname', 'u.profile_picture_url', 'u.email', 'm.joined_at'])
    .where('m.team_id', '=', teamId)
    .orderBy('m.joined_at')
    .orderBy('u.nickname')
    .execute();
}

export function isMember(db: Db, teamId: string, userId: string): Promise<boolean> {
  return db
    .selectFrom('team_members')
    .select('user_id')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
    .then(Boolean);
}

export function isMemberByEmail(db: Db, teamId: string, email: string): Promise<boolean> {
  return db
    .selectFrom('team_members as m')
    .innerJoin(userProfiles(db).as('u'), 'u.id', 'm.user_id')
    .select('m.user_id')
    .where('m.team_id', '=', teamId)
    .where(sql`lower(u.email)`, '=', email)
    .executeTakeFirst()
    .then(Boolean);
}

export async function insertMember(db: Db, teamId: string, userId: string): Promise<void> {
  await db
    .insertInto('team_members')
    .values({ team_id: teamId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteMember(db: Db, teamId: string, userId: string): Promise<void> {
  await db.deleteFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', userId).execute();
}

export async function countMembers(db: Db, teamId: string): Promise<number> {
  const row = await db
    .selectFrom('team_members')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findInvitation(db: Db, teamId: string, email: string): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('team_invitations')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Asked before the mail quota is counted, so inviting an address twice costs nothing (the team row is locked). */
export function isInvited(db: Db, teamId: string, email: string): Promise<boolean> {
  return db
    .selectFrom('team_invitations')
    .select('email')
    .where('team_id', '=', teamId)
    .where('email', '=', email)
    .executeTakeFirst()
    .then(Boolean);
}

export async function insertInvitation(db: Db, teamId: string, email: string, invitedBy: string): Promise<boolean> {
  const result = await db
    .insertInto('team_invitations')
    .values({ team_id: teamId, email, invited_by: invitedBy })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** True when an invitation was there to consume: the second of two racing accepts gets false. */
export async function deleteInvitation(db: Db, teamId: string, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom('team_invitations')
    .where('team_id', '=', teamId)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listTeamInvitations(db: Db, teamId: string): Promise<InvitationRow[]> {
  return db.selectFrom('team_invitations').selectAll().where('team_id', '=', teamId).orderBy('created_at').execute();
}

export function listInvitationsForEmail(db: Db, email: string): Promise<PendingInvitationRow[]> {
  return db
    .selectFrom('team_invitations as i')
    .innerJoin('teams as t', 't.id', 'i.team_id')
    .leftJoin(userProfiles(db).as('u'), 'u.id', 'i.invited_by')
    .select([
      'i.team_id',
      'i.email',
      'i.invited_by',
      'i.created_at',
      't.name as team_name',
      't.avatar_url as team_avatar_url',
      'u.nickname as inviter_nickname',
    ])
    .where('i.email', '=', email)
    .orderBy('i.created_at', 'desc')
    .execute();
}

/** A team taking part in a tournament that is not finished cannot change (SPEC §6). */
export function hasActiveParticipation(db: Db, teamId: string): Promise<boolean> {
  return db
    .selectFrom('team_tournament_participations')
    .select('team_id')
    .where('team_id', '=', teamId)
    .where('finished_at', 'is', null)
    .executeTakeFirst()
    .then(Boolean);
}

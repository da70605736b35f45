// Maps organization rows to the shapes of the contract.
import type { Organization, OrganizationMember } from '../../../src/contract/organizations.js';
import type { OrganizationMemberRow, OrganizationSummaryRow } from './organizations-repository.js';

export function toOrganization(row: OrganizationSummaryRow): Organization {
  return {
    id: row.id,
    name: row.name,
    ownerId: row.owner_id,
    ownerEmail: row.owner_email,
    ownerNickname: row.owner_nickname,
    discord: row.discord,
    locked: row.locked,
    memberCount: Number(row.member_count),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function toOrganizationMember(row: OrganizationMemberRow, ownerId: string): OrganizationMember {
  return {
    userId: row.user_id,
    nickname: row.nickname,
    email: row.email,
    profilePictureURL: row.profile_picture_url,
    role: row.user_id === ownerId ? 'OWNER' : row.role,
    joinedAt: new Date(row.joined_at).toISOString(),
  };
}

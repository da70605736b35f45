// Maps user rows to the shapes of the contract (SPEC §3).
import { derivePermissions } from '../../../src/domain/permissions.js';
import type { CurrentUser, PublicUser } from '../../../src/contract/users.js';
import type { UserRow } from './users-repository.js';

function record(value: unknown): Record<string, string> {
  if (typeof value === 'string') return JSON.parse(value) as Record<string, string>;
  return (value ?? {}) as Record<string, string>;
}

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    type: row.role,
    nickname: row.nickname,
    fullName: row.full_name,
    email: row.email,
    emailVerified: row.email_verified,
    linkedAccounts: record(row.linked_accounts),
    disciplineAccounts: record(row.discipline_accounts),
    profilePictureURL: row.profile_picture_url,
    permissions: derivePermissions(row.role),
    walletId: row.wallet_id,
  };
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    nickname: row.nickname,
    profilePictureURL: row.profile_picture_url,
    linkedAccounts: record(row.linked_accounts),
    disciplineAccounts: record(row.discipline_accounts),
    walletId: row.wallet_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

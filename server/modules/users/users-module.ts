// Profiles: the current user and public profiles. The users service itself is shared (the authentication
// plugin resolves every request's user with it), so app.ts builds it and hands it in.
import type { ServerModule } from '../server-module.js';
import { usersRoutes } from './users-routes.js';
import type { UsersService } from './users-service.js';

export function createUsersModule(options: { users: UsersService }): ServerModule {
  return {
    routes: async (api) => {
      await api.register(usersRoutes, { users: options.users });
    },
  };
}

// What other modules may use of this one (the import-boundaries lint rule: modules meet only here).
export type { UserRow } from './users-repository.js';
export type { UserRole } from './user-tables.js';
export type { UsersService } from './users-service.js';
export { lockUserByEmail, setOrganizerRole, setUserWalletAccount } from './user-account-changes.js';
export { seedDemoPlayers } from './demo-players.js';
export {
  countUsers,
  nicknamesAndWallets,
  usersOfIssuerByEmail,
  usersWithLinkedWallet,
  type NicknameAndWallet,
} from './user-lookups.js';
export { findUserById, upsertUserFromIdentity, usersOfIssuer } from './users-repository.js';
export {
  existingUserIdSql,
  nicknamesOf,
  userExists,
  userIdByEmail,
  userIdsByNickname,
  userNicknameSql,
  userPictureSql,
  userProfiles,
  usersNicknamedLike,
} from './user-profiles.js';

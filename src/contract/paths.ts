// Every API path, once. The server registers these; the web client calls them.
export const API_PREFIX = '/api/v1';

export const apiPaths = {
  authentication: '/authentication',
  authenticationLogout: '/authentication/logout',
  loginUrl: '/authentication/login-url',
  accountCreationUrl: '/authentication/account-creation-url',
  currentUser: '/users/current',
  currentUserLinkedAccounts: '/users/current/linkedAccounts',
  currentUserAvatar: '/users/current/avatar',
  publicUser: (id: string) => `/users/current/${encodeURIComponent(id)}`,
  walletLinkChallenge: '/wallet/link-challenge',
  walletLink: '/wallet/link',
  chainInfo: '/chain/info',
  chainAccounts: '/chain/accounts',
  chainFaucet: '/chain/faucet',
  uniqFactoryDrafts: '/uniq-factories/drafts',
  uniqFactories: '/uniq-factories',
  organizationUniqFactories: (organizationId: string) => `/organizations/${encodeURIComponent(organizationId)}/uniq-factories`,
  disciplines: '/disciplines',
  discipline: (id: string) => `/disciplines/${encodeURIComponent(id)}`,
  // Teams (SPEC §7)
  teams: '/teams',
  team: (id: string) => `/teams/${encodeURIComponent(id)}`,
  teamMembers: (id: string) => `/teams/${encodeURIComponent(id)}/members`,
  teamLeave: (id: string) => `/teams/${encodeURIComponent(id)}/leave`,
  teamOwner: (id: string) => `/teams/${encodeURIComponent(id)}/owner`,
  teamCaptain: (id: string) => `/teams/${encodeURIComponent(id)}/captain`,
  teamMemberInvite: (id: string) => `/teams/${encodeURIComponent(id)}/member-invite`,
  teamMember: (id: string) => `/teams/${encodeURIComponent(id)}/member`,
  teamPendingInvitations: '/teams/pending-invitations',
  teamAccept: (id: string) => `/teams/${encodeURIComponent(id)}/accept`,
  teamReject: (id: string) => `/teams/${encodeURIComponent(id)}/reject`,
  // Player statistics (SPEC §7)
  userStats: (userId: string) => `/tournaments/stats/user/${encodeURIComponent(userId)}`,
  userDisciplineMetrics: (userId: string, disciplineCode: string) =>
    `/tournaments/stats/user/${encodeURIComponent(userId)}/metrics/${encodeURIComponent(disciplineCode)}`,
  // Organizations and the admin backoffice
  organizations: '/organizations',
  organization: (id: string) => `/organizations/${encodeURIComponent(id)}`,
  organizationLock: (id: string) => `/organizations/${encodeURIComponent(id)}/lock`,
  organizationUnlock: (id: string) => `/organizations/${encodeURIComponent(id)}/unlock`,
  organizationOwner: (id: string) => `/organizations/${encodeURIComponent(id)}/owner`,
  organizationMembers: (id: string) => `/organizations/${encodeURIComponent(id)}/members`,
  organizationMember: (id: string, userId: string) => `/organizations/${encodeURIComponent(id)}/members/${encodeURIComponent(userId)}`,
  currentOrganization: '/organizations/current',
  // Analytics
  analyticsEvents: '/analytics/events',
} as const;

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
  disciplines: '/disciplines',
  discipline: (id: string) => `/disciplines/${encodeURIComponent(id)}`,
} as const;

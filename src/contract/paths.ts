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
  currentOrganizationOverview: '/organizations/current/overview',
  // Tournaments: organizer calls (our design) and player calls (SPEC §7)
  tournaments: '/tournaments',
  tournament: (id: string) => `/tournaments/${encodeURIComponent(id)}`,
  tournamentSection: (id: string, section: string) => `/tournaments/${encodeURIComponent(id)}/sections/${encodeURIComponent(section)}`,
  tournamentPublish: (id: string) => `/tournaments/${encodeURIComponent(id)}/publish`,
  tournamentCancel: (id: string) => `/tournaments/${encodeURIComponent(id)}/cancel`,
  tournamentEscrow: (id: string) => `/tournaments/${encodeURIComponent(id)}/escrow`,
  tournamentMedia: (id: string) => `/tournaments/${encodeURIComponent(id)}/media`,
  tournamentParticipants: (id: string) => `/tournaments/${encodeURIComponent(id)}/participants`,
  organizationLeaderboards: '/leaderboards/organization',
  organizationTournaments: '/organizations/current/tournaments',
  promotedTournaments: '/tournaments/promoted',
  registeredTournaments: '/tournaments/registered',
  /** Server-sent events: `tournament-changed` {id} for public tournaments (optionally ?ids=a,b). */
  tournamentEvents: '/tournaments/events',
  soloRegistration: (tournamentId: string) => `/participants/${encodeURIComponent(tournamentId)}/registrations/solo`,
  teamRegistration: (tournamentId: string) => `/participants/${encodeURIComponent(tournamentId)}/registrations/team`,
  registrations: (tournamentId: string) => `/participants/${encodeURIComponent(tournamentId)}/registrations`,
  checkIn: (tournamentId: string) => `/participants/${encodeURIComponent(tournamentId)}/check-in`,
  uniqCheckGatedAccess: (tournamentId: string) => `/participants/${encodeURIComponent(tournamentId)}/uniq-check-gated-access`,
  // Matches: seeding, rounds, reports and round management (SPEC §7 `/matches/{tournamentId}/…`; issue 11)
  brackets: (tournamentId: string) => `/matches/${encodeURIComponent(tournamentId)}/brackets`,
  tiebreakerLeaderboard: (tournamentId: string) => `/matches/${encodeURIComponent(tournamentId)}/tiebreaker-leaderboard`,
  myMatch: (tournamentId: string) => `/matches/${encodeURIComponent(tournamentId)}/my-match`,
  seeds: (tournamentId: string) => `/matches/${encodeURIComponent(tournamentId)}/seeds`,
  roundManagement: (tournamentId: string) => `/matches/${encodeURIComponent(tournamentId)}/round-management`,
  match: (tournamentId: string, matchId: string) => `/matches/${encodeURIComponent(tournamentId)}/${encodeURIComponent(matchId)}`,
  duelScore: (tournamentId: string, matchId: string) =>
    `/matches/${encodeURIComponent(tournamentId)}/${encodeURIComponent(matchId)}/duel/score`,
  ffaScore: (tournamentId: string, matchId: string) =>
    `/matches/${encodeURIComponent(tournamentId)}/${encodeURIComponent(matchId)}/ffa/score`,
  confirmScore: (tournamentId: string, matchId: string) =>
    `/matches/${encodeURIComponent(tournamentId)}/${encodeURIComponent(matchId)}/confirm`,
  disputeScore: (tournamentId: string, matchId: string) =>
    `/matches/${encodeURIComponent(tournamentId)}/${encodeURIComponent(matchId)}/dispute`,
  matchIssue: (tournamentId: string, matchId: string) =>
    `/matches/${encodeURIComponent(tournamentId)}/${encodeURIComponent(matchId)}/issue`,
  matchResult: (tournamentId: string, matchId: string) =>
    `/matches/${encodeURIComponent(tournamentId)}/${encodeURIComponent(matchId)}/result`,
  matchAmendmentPreview: (tournamentId: string, matchId: string) =>
    `/matches/${encodeURIComponent(tournamentId)}/${encodeURIComponent(matchId)}/result/preview`,
  disqualifyEntrant: (tournamentId: string, registrationId: string) =>
    `/matches/${encodeURIComponent(tournamentId)}/entrants/${encodeURIComponent(registrationId)}/disqualify`,
  pauseTournament: (tournamentId: string) => `/matches/${encodeURIComponent(tournamentId)}/pause`,
  resumeTournament: (tournamentId: string) => `/matches/${encodeURIComponent(tournamentId)}/resume`,
  skipRound: (tournamentId: string, round: number) => `/matches/${encodeURIComponent(tournamentId)}/rounds/${round}/skip`,
  // The viewer's in-app notices (issue 11 §4)
  notices: '/notices',
  noticesRead: '/notices/read',
  // Prize distribution: the organizer's rewards and closing (issue 12 §2)
  tournamentPayouts: (id: string) => `/tournaments/${encodeURIComponent(id)}/payouts`,
  tournamentPaymentRetry: (id: string, paymentId: string) =>
    `/tournaments/${encodeURIComponent(id)}/payouts/${encodeURIComponent(paymentId)}/retry`,
  // Analytics
  analyticsEvents: '/analytics/events',
} as const;

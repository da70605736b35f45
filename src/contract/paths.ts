// Every API path, once (issue 11 §0 "one path table"): the server registers each entry's `pattern` (Fastify's,
// with :params) and the web client and tests call `build(params)`, which fills in the values URI-encoded.
// tests/api/platform/api-paths.test.ts checks that the routes the server serves and this table agree.
export const API_PREFIX = '/api/v1';

/**
 * Every API answer carries the server's clock (ms since the epoch) in this header: windows are the server's
 * business, so the web app decides what a window allows by the server's time, not by the visitor's clock.
 */
export const SERVER_NOW_HEADER = 'x-arena-now';

/** The :param names of a route pattern, e.g. 'id' | 'userId' for '/organizations/:id/members/:userId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<P extends string> = Record<PathParamNames<P>, string | number>;

export interface ApiPath<P extends string = string> {
  /** The route pattern under API_PREFIX, as the server registers it. */
  readonly pattern: P;
  /** The concrete path for these parameter values (each URI-encoded); no argument for a pattern without any. */
  readonly build: [PathParamNames<P>] extends [never] ? () => string : (params: PathParams<P>) => string;
}

const PARAM = /:([A-Za-z][A-Za-z0-9]*)/g;

function fill(pattern: string, params: Record<string, string | number>, encode: (value: string) => string): string {
  return pattern.replace(PARAM, (whole, name: string) => (name in params ? encode(String(params[name])) : whole));
}

function path<const P extends string>(pattern: P): ApiPath<P> {
  const build = (params: Record<string, string | number> = {}) => fill(pattern, params, encodeURIComponent);
  return { pattern, build };
}

/**
 * A narrower route pattern with some parameters fixed, the others left as :params: for a server that registers
 * one route per value (each tournament section has its own PUT, with its own body schema).
 */
export function narrowPattern<P extends string>(path: ApiPath<P>, fixed: Partial<PathParams<P>>): string {
  return fill(path.pattern, fixed as Record<string, string | number>, (value) => value);
}

export const apiPaths = {
  authentication: path('/authentication'),
  authenticationLogout: path('/authentication/logout'),
  loginUrl: path('/authentication/login-url'),
  accountCreationUrl: path('/authentication/account-creation-url'),
  currentUser: path('/users/current'),
  currentUserLinkedAccounts: path('/users/current/linkedAccounts'),
  currentUserAvatar: path('/users/current/avatar'),
  currentUserEmailVerification: path('/users/current/email-verification'),
  publicUser: path('/users/current/:id'),
  walletLinkChallenge: path('/wallet/link-challenge'),
  walletLink: path('/wallet/link'),
  chainInfo: path('/chain/info'),
  chainAccounts: path('/chain/accounts'),
  chainFaucet: path('/chain/faucet'),
  uniqFactoryDrafts: path('/uniq-factories/drafts'),
  uniqFactories: path('/uniq-factories'),
  organizationUniqFactories: path('/organizations/:id/uniq-factories'),
  disciplines: path('/disciplines'),
  discipline: path('/disciplines/:id'),
  // Teams (SPEC §7)
  teams: path('/teams'),
  team: path('/teams/:id'),
  teamMembers: path('/teams/:id/members'),
  teamLeave: path('/teams/:id/leave'),
  teamOwner: path('/teams/:id/owner'),
  teamCaptain: path('/teams/:id/captain'),
  teamMemberInvite: path('/teams/:id/member-invite'),
  teamMember: path('/teams/:id/member'),
  teamPendingInvitations: path('/teams/pending-invitations'),
  teamAccept: path('/teams/:id/accept'),
  teamReject: path('/teams/:id/reject'),
  // Player statistics (SPEC §7)
  userStats: path('/tournaments/stats/user/:userId'),
  userDisciplineMetrics: path('/tournaments/stats/user/:userId/metrics/:disciplineCode'),
  // Organizations and the admin backoffice
  organizations: path('/organizations'),
  organization: path('/organizations/:id'),
  organizationLock: path('/organizations/:id/lock'),
  organizationUnlock: path('/organizations/:id/unlock'),
  organizationOwner: path('/organizations/:id/owner'),
  organizationMembers: path('/organizations/:id/members'),
  organizationMember: path('/organizations/:id/members/:userId'),
  currentOrganization: path('/organizations/current'),
  currentOrganizationOverview: path('/organizations/current/overview'),
  // Webhooks of the signed-in owner's organization (issue 27 §2)
  webhooks: path('/organizations/current/webhooks'),
  webhook: path('/organizations/current/webhooks/:endpointId'),
  webhookRotateSecret: path('/organizations/current/webhooks/:endpointId/rotate-secret'),
  webhookTest: path('/organizations/current/webhooks/:endpointId/test'),
  webhookDeliveries: path('/organizations/current/webhooks/:endpointId/deliveries'),
  webhookRedeliver: path('/organizations/current/webhooks/:endpointId/deliveries/:deliveryId/redeliver'),
  // The organization's API keys (issue 27 §1): the owner's only, never reachable with a key
  apiKeys: path('/organizations/current/api-keys'),
  apiKey: path('/organizations/current/api-keys/:keyId'),
  apiKeyRequests: path('/organizations/current/api-keys/:keyId/requests'),
  // Tournaments: organizer calls (our design) and player calls (SPEC §7)
  tournaments: path('/tournaments'),
  tournament: path('/tournaments/:id'),
  tournamentSection: path('/tournaments/:id/sections/:section'),
  tournamentPublish: path('/tournaments/:id/publish'),
  tournamentCancel: path('/tournaments/:id/cancel'),
  tournamentEscrow: path('/tournaments/:id/escrow'),
  tournamentMedia: path('/tournaments/:id/media'),
  tournamentParticipants: path('/tournaments/:id/participants'),
  /** The organizer's acts on one participant (issue 26 §1): check in or out on their behalf, remove. */
  participantCheckIn: path('/tournaments/:id/participants/:registrationId/check-in'),
  participantRemoval: path('/tournaments/:id/participants/:registrationId/removal'),
  participantsExport: path('/tournaments/:id/participants/export'),
  /** A Swiss tournament as a FIDE Tournament Report File (issue 30): GET exports, POST imports a history. */
  tournamentTrf: path('/tournaments/:id/trf'),
  participantEvents: path('/tournaments/:id/participants/events'),
  tournamentPromotion: path('/tournaments/:id/promotion'),
  organizationLeaderboards: path('/leaderboards/organization'),
  leaderboards: path('/leaderboards'),
  leaderboard: path('/leaderboards/:id'),
  leaderboardStandings: path('/leaderboards/:id/standings'),
  leaderboardPublish: path('/leaderboards/:id/publish'),
  leaderboardEnd: path('/leaderboards/:id/end'),
  leaderboardPartners: path('/leaderboards/:id/partners'),
  leaderboardPartner: path('/leaderboards/:id/partners/:organizationId'),
  leaderboardEscrow: path('/leaderboards/:id/escrow'),
  leaderboardRewards: path('/leaderboards/:id/rewards'),
  leaderboardRewardsSend: path('/leaderboards/:id/rewards/send'),
  organizationTournaments: path('/organizations/current/tournaments'),
  promotedTournaments: path('/tournaments/promoted'),
  registeredTournaments: path('/tournaments/registered'),
  /** Server-sent events: `tournament-changed` {id} for public tournaments (optionally ?ids=a,b). */
  tournamentEvents: path('/tournaments/events'),
  /** Server-sent events: a public tournament's own events, resumable with Last-Event-ID (tournament-feed.ts). */
  tournamentFeed: path('/tournaments/:id/feed'),
  soloRegistration: path('/participants/:tournamentId/registrations/solo'),
  teamRegistration: path('/participants/:tournamentId/registrations/team'),
  registrations: path('/participants/:tournamentId/registrations'),
  checkIn: path('/participants/:tournamentId/check-in'),
  uniqCheckGatedAccess: path('/participants/:tournamentId/uniq-check-gated-access'),
  acceptEndTournament: path('/participants/:tournamentId/accept-end-tournament'),
  // Matches: seeding, rounds, reports and round management (SPEC §7 `/matches/{tournamentId}/…`; issue 11)
  brackets: path('/matches/:tournamentId/brackets'),
  tiebreakerLeaderboard: path('/matches/:tournamentId/tiebreaker-leaderboard'),
  myMatch: path('/matches/:tournamentId/my-match'),
  seeds: path('/matches/:tournamentId/seeds'),
  seedingProposal: path('/matches/:tournamentId/seeds/proposal'),
  roundManagement: path('/matches/:tournamentId/round-management'),
  match: path('/matches/:tournamentId/:matchId'),
  duelScore: path('/matches/:tournamentId/:matchId/duel/score'),
  ffaScore: path('/matches/:tournamentId/:matchId/ffa/score'),
  confirmScore: path('/matches/:tournamentId/:matchId/confirm'),
  disputeScore: path('/matches/:tournamentId/:matchId/dispute'),
  matchIssue: path('/matches/:tournamentId/:matchId/issue'),
  matchReady: path('/matches/:tournamentId/:matchId/ready'),
  matchNoShowUndo: path('/matches/:tournamentId/:matchId/no-show/undo'),
  matchStream: path('/matches/:tournamentId/:matchId/stream'),
  matchResult: path('/matches/:tournamentId/:matchId/result'),
  matchAmendmentPreview: path('/matches/:tournamentId/:matchId/result/preview'),
  disqualifyEntrant: path('/matches/:tournamentId/entrants/:registrationId/disqualify'),
  pauseTournament: path('/matches/:tournamentId/pause'),
  resumeTournament: path('/matches/:tournamentId/resume'),
  skipRound: path('/matches/:tournamentId/rounds/:round/skip'),
  // The viewer's in-app notices (issue 11 §4)
  notices: path('/notices'),
  noticesRead: path('/notices/read'),
  // Notification choices and the one-click unsubscribe of an e-mail (issue 26 §4)
  notificationPreferences: path('/notifications/preferences'),
  notificationsUnsubscribe: path('/notifications/unsubscribe'),
  // Prize distribution: the organizer's rewards and closing (issue 12 §2)
  tournamentPayouts: path('/tournaments/:id/payouts'),
  tournamentPaymentRetry: path('/tournaments/:id/payouts/:paymentId/retry'),
  // Analytics
  analyticsEvents: path('/analytics/events'),
} as const;

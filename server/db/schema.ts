// The whole database as Kysely sees it: each area declares its tables next to its code and is merged here.
import type { UserTables } from '../modules/users/user-tables.js';
import type { DisciplineTables } from '../modules/disciplines/discipline-tables.js';
import type { IdpTables } from '../idp/idp-tables.js';
import type { WalletTables } from '../modules/wallet/wallet-tables.js';
import type { UniqTables } from '../modules/uniqs/uniq-tables.js';
import type { ChainTables } from '../chain/chain-tables.js';
import type { TeamTables } from '../modules/teams/team-tables.js';
import type { OrganizationTables } from '../modules/organizations/organization-tables.js';
import type { MailTables } from '../mail/mail-tables.js';
import type { AnalyticsTables } from '../modules/analytics/analytics-tables.js';
import type { StatsTables } from '../modules/stats/stats-tables.js';
import type { TournamentTables } from '../modules/tournaments/tournament-tables.js';
import type { EscrowTables } from '../modules/tournaments/escrow/escrow-tables.js';
import type { LeaderboardTables } from '../modules/leaderboards/leaderboard-tables.js';
import type { TicketTables } from '../modules/tournaments/gated-access/ticket-tables.js';
import type { PhaseTables } from '../modules/tournaments/phases/phase-tables.js';
import type { MatchTables } from '../modules/matches/match-tables.js';
import type { NoticeTables } from '../modules/notices/notice-tables.js';
import type { NotificationTables } from '../modules/notifications/notification-tables.js';
import type { PayoutTables } from '../modules/payouts/payout-tables.js';
import type { EndingModalTables } from '../modules/ending-modal/ending-modal-tables.js';
import type { LeaderboardRewardsTables } from '../modules/leaderboard-rewards/rewards-tables.js';
import type { PaymentTables } from '../modules/payments/payment-tables.js';
import type { WebhookTables } from '../modules/integrations/webhook-tables.js';
import type { ApiKeyTables } from '../modules/integrations/api-key-tables.js';
import type { TournamentFeedTables } from '../modules/integrations/tournament-feed-tables.js';

export interface Database
  extends
    UserTables,
    DisciplineTables,
    IdpTables,
    WalletTables,
    UniqTables,
    ChainTables,
    TeamTables,
    OrganizationTables,
    MailTables,
    AnalyticsTables,
    StatsTables,
    TournamentTables,
    LeaderboardTables,
    EscrowTables,
    TicketTables,
    PhaseTables,
    MatchTables,
    NoticeTables,
    NotificationTables,
    PayoutTables,
    EndingModalTables,
    LeaderboardRewardsTables,
    PaymentTables,
    ApiKeyTables,
    WebhookTables,
    TournamentFeedTables {}

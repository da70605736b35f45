// Kysely row types of the gated access ticket tables (migrations 0320 and 0340), merged in server/db/schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { TicketOfferTables } from './ticket-offer-tables.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TournamentTicketUsesTable {
  id: Generated<string>;
  tournament_id: string;
  registration_id: string;
  account: string;
  transaction_id: string | null;
  created_at: Timestamp;
}

export interface TournamentTicketTokensTable {
  use_id: string;
  tournament_id: string;
  token_id: string;
  factory_id: string;
}

export interface TicketTables extends TicketOfferTables {
  tournament_ticket_uses: TournamentTicketUsesTable;
  tournament_ticket_tokens: TournamentTicketTokensTable;
}

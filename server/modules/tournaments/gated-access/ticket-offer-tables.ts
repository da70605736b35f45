// Kysely row types of the ticket offers (migration 0340): tickets the check offered a player, for burns.
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TournamentTicketOffersTable {
  tournament_id: string;
  user_id: string;
  account: string;
  token_id: string;
  factory_id: string;
  read_at: Timestamp;
}

export interface TicketOfferTables {
  tournament_ticket_offers: TournamentTicketOffersTable;
}

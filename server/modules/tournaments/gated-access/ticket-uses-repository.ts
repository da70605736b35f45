// SQL for ticket uses. Writes run inside the registration transactions, after lockTournament().
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { HeldToken } from './ticket-rule.js';

type Db = Kysely<Database>;

/** Which of `tokenIds` already admitted someone to the tournament. */
export async function usedTokenIds(db: Db, tournamentId: string, tokenIds: readonly string[]): Promise<Set<string>> {
  if (tokenIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('tournament_ticket_tokens')
    .select('token_id')
    .where('tournament_id', '=', tournamentId)
    .where('token_id', 'in', tokenIds)
    .execute();
  return new Set(rows.map((row) => row.token_id));
}

export async function transactionAlreadyUsed(db: Db, transactionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tournament_ticket_uses')
    .select('id')
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewTicketUse {
  tournamentId: string;
  registrationId: string;
  account: string;
  transactionId: string | null;
  tokens: readonly HeldToken[];
}

export async function insertTicketUse(trx: Db, use: NewTicketUse): Promise<void> {
  const row = await trx
    .insertInto('tournament_ticket_uses')
    .values({
      tournament_id: use.tournamentId,
      registration_id: use.registrationId,
      account: use.account,
      transaction_id: use.transactionId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('tournament_ticket_tokens')
    .values(
      use.tokens.map((token) => ({
        use_id: row.id,
        tournament_id: use.tournamentId,
        token_id: token.tokenId,
        factory_id: token.factoryId,
      })),
    )
    .execute();
}

/** Frees the tickets a registration only showed; consumed ones (transaction set) are gone and stay used. */
export async function releaseShownTickets(trx: Db, registrationId: string): Promise<void> {
  await trx
    .deleteFrom('tournament_ticket_uses')
    .where('registration_id', '=', registrationId)
    .where('transaction_id', 'is', null)
    .execute();
}

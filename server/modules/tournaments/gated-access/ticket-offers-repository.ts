// SQL for ticket offers: what the check offered a player, so a burn of those tokens can be judged later.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { HeldToken } from './ticket-rule.js';

type Db = Kysely<Database>;

export interface NewTicketOffer {
  tournamentId: string;
  userId: string;
  account: string;
  tokens: readonly HeldToken[];
  /** When the check read the wallet. */
  at: Date;
}

/** Records (or refreshes) the offer of each token; concurrent checks of one player just both write it. */
export async function recordOffers(db: Db, offer: NewTicketOffer): Promise<void> {
  if (offer.tokens.length === 0) return;
  await db
    .insertInto('tournament_ticket_offers')
    .values(
      offer.tokens.map((token) => ({
        tournament_id: offer.tournamentId,
        user_id: offer.userId,
        account: offer.account,
        token_id: token.tokenId,
        factory_id: token.factoryId,
        read_at: offer.at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['tournament_id', 'user_id', 'token_id']).doUpdateSet((eb) => ({
        account: eb.ref('excluded.account'),
        factory_id: eb.ref('excluded.factory_id'),
        read_at: offer.at,
      })),
    )
    .execute();
}

/** Which of `tokenIds` were offered to `userId`, read in `account`, for the tournament, with their factory. */
export async function offeredTokens(
  db: Db,
  tournamentId: string,
  userId: string,
  account: string,
  tokenIds: readonly string[],
): Promise<HeldToken[]> {
  if (tokenIds.length === 0) return [];
  const rows = await db
    .selectFrom('tournament_ticket_offers')
    .select(['token_id', 'factory_id'])
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', userId)
    .where('account', '=', account)
    .where('token_id', 'in', tokenIds)
    .execute();
  return rows.map((row) => ({ tokenId: row.token_id, factoryId: row.factory_id }));
}

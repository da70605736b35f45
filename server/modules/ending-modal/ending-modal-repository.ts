// Reads and closes queued ending modals. uniqsToTransfer are the tokens the prize distribution picked for the
// player (none until it is computed), described by their factory.
import { sql, type Expression, type Kysely } from 'kysely';
import type { EndTournamentModalData, UniqToTransfer } from '../../../src/contract/ending-modal.js';
import { formatUosAmount } from '../../../src/domain/uos.js';
import type { Database } from '../../db/schema.js';
import { prizesWon } from '../payments/payments-module.js';
import { factoryCards } from '../uniqs/uniqs-module.js';

type Db = Kysely<Database>;

/**
 * Whether the user has a modal still to show for the tournament `tournamentId` (an SQL expression; the user an id, or
 * an expression of one for a statement that asks for many).
 */
export const pendingEndingModalSql = (
  userId: string | Expression<string>,
  tournamentId: Expression<string>,
) => sql<boolean>`EXISTS (
  SELECT 1 FROM ending_modals e
  WHERE e.user_id = ${userId}::uuid AND e.tournament_id = ${tournamentId} AND e.accepted_at IS NULL)`;

/**
 * The tournaments the user has a modal still to show for (an SQL subquery of tournament_id; the user an id, or an
 * expression of one).
 */
export const pendingEndingModalTournamentsSql = (userId: string | Expression<string>) => sql<{
  tournament_id: string;
}>`(
  SELECT e.tournament_id FROM ending_modals e WHERE e.user_id = ${userId}::uuid AND e.accepted_at IS NULL)`;

/** The user's modals still to show, by tournament id, among `tournamentIds`. */
export async function pendingEndingModals(
  db: Db,
  userId: string,
  tournamentIds: readonly string[],
): Promise<Map<string, EndTournamentModalData>> {
  const modals = new Map<string, EndTournamentModalData>();
  if (tournamentIds.length === 0) return modals;
  const rows = await db
    .selectFrom('ending_modals')
    .select(['tournament_id', 'rank', sql<string>`uos_units::text`.as('units'), 'uniqs'])
    .where('user_id', '=', userId)
    .where('tournament_id', 'in', [...tournamentIds])
    .where('accepted_at', 'is', null)
    .execute();
  if (rows.length === 0) return modals;
  const tokens = (
    await prizesWon(
      db,
      userId,
      'TOURNAMENT',
      rows.map((row) => row.tournament_id),
    )
  ).filter((prize) => prize.factoryId !== null);
  const cards = await factoryCards(
    db,
    tokens.map((t) => t.factoryId!),
  );
  for (const row of rows) {
    const uniqsToTransfer: UniqToTransfer[] = tokens
      .filter((t) => t.sourceId === row.tournament_id)
      .flatMap((t) => {
        const card = cards.get(t.factoryId!);
        return t.tokenIds.map((id) => ({
          id,
          factoryId: t.factoryId!,
          metadata: {
            content: {
              name: card?.name ?? `Uniq #${t.factoryId}`,
              subName: card?.subName ?? null,
              medias: { square: { uri: card?.squareImage ?? null } },
            },
          },
        }));
      });
    const units = BigInt(row.units.split('.')[0]);
    modals.set(row.tournament_id, {
      rank: row.rank,
      uos: units > 0n ? formatUosAmount(units) : null,
      uniqs: row.uniqs,
      uniqsToTransfer,
    });
  }
  return modals;
}

/** Closes the user's modal of the tournament; false when the user has none there (shown or not). */
export async function acceptEndingModal(db: Db, tournamentId: string, userId: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('ending_modals')
    .set({ accepted_at: sql`coalesce(accepted_at, ${at})` })
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

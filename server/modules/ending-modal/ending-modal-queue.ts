// Queues the ending modal when a tournament's final results are announced (results-final.ts): each player of
// each placed participant gets a row with their rank and their share of the rewards, as the payouts module's
// plan will split them (plannedShares: ties, ranges, teams split evenly over the roster that played). An
// amendment announces again: rows still shown are rewritten, a row already accepted stays closed for good.
import type { Kysely, Transaction } from 'kysely';
import type { EndingModalUniq } from '../../../src/contract/ending-modal.js';
import { DEFAULT_REWARD_AUTHOR } from '../../../src/domain/ending-modal-rewards.js';
import { plannedShares, type PlacedRegistration } from '../../../src/domain/prize-payout-plan.js';
import type { Reward } from '../../../src/domain/types.js';
import type { Database } from '../../db/schema.js';
import type { ResultsFinalListener } from '../results-final-event.js';
import { factoryCards } from '../uniqs/uniqs-module.js';

interface ModalRow {
  rank: number | null;
  uosUnits: bigint;
  uniqs: EndingModalUniq[];
}

/** What the ending modal asks of the tournaments module (handed in by app.ts: that module already uses this one). */
export interface EndingModalTournaments {
  /** The rewards of the tournament's prize pool, read in the caller's transaction. */
  prizepoolRewards(trx: Transaction<Database> | Kysely<Database>, tournamentId: string): Promise<Reward[]>;
  /** Whether the tournament exists, and whether the user is (or was) one of its players. */
  playerParticipation(
    db: Kysely<Database>,
    tournamentId: string,
    userId: string,
  ): Promise<{ exists: boolean; participant: boolean }>;
}

/** The listener that queues the modals, reading the prize pool through the tournaments module. */
export const queueEndingModals =
  (tournaments: Pick<EndingModalTournaments, 'prizepoolRewards'>): ResultsFinalListener =>
  async (trx, event) => {
    const { records } = await event.results();
    const rewards = await tournaments.prizepoolRewards(trx, event.tournamentId);
    const placed: PlacedRegistration[] = records
      .filter((record) => record.rank !== null)
      .map((record) => ({ registrationId: record.registrationId, rank: record.rank!, roster: record.players }));
    const shares = plannedShares(rewards, placed);
    const cards = await factoryCards(
      trx,
      shares.flatMap((share) => (share.factoryId ? [share.factoryId] : [])),
    );

    const rows = new Map<string, ModalRow>();
    for (const record of records)
      for (const userId of record.players) rows.set(userId, { rank: record.rank, uosUnits: 0n, uniqs: [] });
    for (const share of shares) {
      const row = rows.get(share.recipientId);
      if (!row) continue;
      if (share.factoryId === null) {
        row.uosUnits += share.uosUnits;
        continue;
      }
      const same = row.uniqs.find((uniq) => uniq.ultraId === share.factoryId);
      if (same) {
        same.quantity += share.quantity;
        continue;
      }
      const card = cards.get(share.factoryId);
      row.uniqs.push({
        ultraId: share.factoryId,
        name: card?.name ?? `Uniq #${share.factoryId}`,
        subName: card?.subName ?? null,
        author: card?.author || DEFAULT_REWARD_AUTHOR,
        squareImage: card?.squareImage ?? null,
        quantity: share.quantity,
      });
    }
    await writeRows(trx, event.tournamentId, event.at, rows);
  };

/** Rows per INSERT: a 16,384-player tournament is written in a handful of statements, not one per player. */
const INSERT_CHUNK = 2_000;

async function writeRows(
  trx: Transaction<Database> | Kysely<Database>,
  tournamentId: string,
  at: Date,
  rows: Map<string, ModalRow>,
): Promise<void> {
  const values = [...rows].map(([userId, row]) => ({
    tournament_id: tournamentId,
    user_id: userId,
    queued_at: at,
    rank: row.rank,
    uos_units: row.uosUnits.toString(),
    uniqs: JSON.stringify(row.uniqs),
  }));
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('ending_modals')
      .values(values.slice(i, i + INSERT_CHUNK))
      .onConflict((conflict) =>
        conflict
          .columns(['tournament_id', 'user_id'])
          .doUpdateSet((eb) => ({
            rank: eb.ref('excluded.rank'),
            uos_units: eb.ref('excluded.uos_units'),
            uniqs: eb.ref('excluded.uniqs'),
          }))
          .where('ending_modals.accepted_at', 'is', null),
      )
      .execute();
  }
}

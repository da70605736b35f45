// SQL of the prize distribution: the distribution row (computed once per tournament), the placements it is
// computed from, and the tournaments the sweep looks at. The payments themselves are the payments module's.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PlannedPayment } from '../../../src/domain/prize-payout-plan.js';
import { recordPayments } from '../payments/payments-module.js';

type Db = Kysely<Database>;

export interface DistributionRow {
  tournament_id: string;
  escrow_id: string;
  computed_at: Date;
  undistributedUosUnits: bigint;
  undistributed_uniqs: string[];
}

export async function distributionOf(db: Db, tournamentId: string): Promise<DistributionRow | undefined> {
  const row = await db
    .selectFrom('prize_distributions')
    .select([
      'tournament_id',
      'escrow_id',
      'computed_at',
      sql<string>`undistributed_uos_units::text`.as('units'),
      'undistributed_uniqs',
    ])
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { units, ...rest } = row;
  return { ...rest, computed_at: new Date(rest.computed_at), undistributedUosUnits: BigInt(units) };
}

/** Stores the distribution and all its payments (one transaction, the caller's). */
export async function insertDistribution(
  trx: Db,
  values: {
    tournamentId: string;
    escrowId: string;
    at: Date;
    leftoverUosUnits: bigint;
    leftoverTokenIds: string[];
    payments: PlannedPayment[];
  },
): Promise<void> {
  await trx
    .insertInto('prize_distributions')
    .values({
      tournament_id: values.tournamentId,
      escrow_id: values.escrowId,
      computed_at: values.at,
      undistributed_uos_units: values.leftoverUosUnits.toString(),
      undistributed_uniqs: JSON.stringify(values.leftoverTokenIds),
    })
    .execute();
  await recordPayments(
    trx,
    { source: 'TOURNAMENT', sourceId: values.tournamentId },
    values.escrowId,
    values.payments.map((p) => ({
      purpose: 'PRIZE',
      prizeId: null,
      recipientId: p.recipientId,
      participantKey: p.registrationId,
      rank: p.rank,
      assetSlot: p.assetSlot,
      uosUnits: p.uosUnits,
      factoryId: p.factoryId,
      tokenIds: p.tokenIds,
      toAccount: null,
    })),
    values.at,
  );
}

/**
 * Tournaments whose distribution needs a look now (the sweep): finished ones not computed yet, and those whose
 * escrow still holds after a distribution (its leftover to return, or a cancellation to settle). Payments due
 * are the payments module's sweep.
 */
export async function tournamentsToSweep(
  db: Db,
  limit: number,
): Promise<{ finishedUndistributed: string[]; held: string[]; canceled: string[] }> {
  const finished = await sql<{ id: string }>`
    SELECT t.id FROM tournaments t
      JOIN tournament_escrows e ON e.tournament_id = t.id AND e.status = 'HELD'
      LEFT JOIN prize_distributions d ON d.tournament_id = t.id
    WHERE t.status = 'FINISHED' AND d.tournament_id IS NULL
    LIMIT ${limit}`.execute(db);
  const held = await sql<{ id: string; status: string }>`
    SELECT t.id, t.status FROM tournaments t
      JOIN tournament_escrows e ON e.tournament_id = t.id AND e.status IN ('HELD', 'RETURNING')
      JOIN prize_distributions d ON d.tournament_id = t.id
    WHERE t.status IN ('FINISHED', 'CANCELED')
    LIMIT ${limit}`.execute(db);
  return {
    finishedUndistributed: finished.rows.map((r) => r.id),
    held: held.rows.filter((r) => r.status === 'FINISHED').map((r) => r.id),
    canceled: held.rows.filter((r) => r.status === 'CANCELED').map((r) => r.id),
  };
}

/** The placed registrations of a finished tournament, best rank first, ties in seed order. */
export async function placements(db: Db, tournamentId: string) {
  return db
    .selectFrom('tournament_entrants as e')
    .innerJoin('tournament_registrations as r', 'r.id', 'e.registration_id')
    .select(['e.registration_id', 'e.final_rank', 'e.seed', 'r.kind', 'r.user_id', 'r.member_ids'])
    .where('e.tournament_id', '=', tournamentId)
    .where('e.final_rank', 'is not', null)
    .orderBy('e.final_rank')
    .orderBy('e.seed')
    .execute();
}

// SQL of the prize distribution: the distribution row (computed once per tournament), the placements it is
// computed from, and the tournaments the sweep looks at. The payments themselves are the payments module's.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PlannedPayment } from '../../../src/domain/prize-payout-plan.js';
import { rosterOf } from '../../../src/domain/roster.js';
import { finalPlacements } from '../matches/matches-module.js';
import { recordPayments } from '../payments/payments-module.js';
import { registrationRosters, tournamentsHoldingEscrow } from '../tournaments/tournaments-module.js';

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
  // Few at any time: a tournament's escrow stops holding once its prizes are paid and the rest returned.
  const holding = await tournamentsHoldingEscrow(db, ['FINISHED', 'CANCELED']);
  const distributed = new Set(
    holding.length === 0
      ? []
      : (
          await db
            .selectFrom('prize_distributions')
            .select('tournament_id')
            .where(
              'tournament_id',
              'in',
              holding.map((t) => t.id),
            )
            .execute()
        ).map((row) => row.tournament_id),
  );
  const pick = (keep: (t: (typeof holding)[number]) => boolean) =>
    holding
      .filter(keep)
      .slice(0, limit)
      .map((t) => t.id);
  return {
    finishedUndistributed: pick((t) => t.status === 'FINISHED' && t.escrowStatus === 'HELD' && !distributed.has(t.id)),
    held: pick((t) => t.status === 'FINISHED' && distributed.has(t.id)),
    canceled: pick((t) => t.status === 'CANCELED' && distributed.has(t.id)),
  };
}

export interface Placement {
  registrationId: string;
  rank: number;
  /** The users the registration's prize goes to (a team's roster as it played). */
  roster: string[];
}

/** The placed registrations of a finished tournament, best rank first, ties in seed order. */
export async function placements(db: Db, tournamentId: string): Promise<Placement[]> {
  const placed = await finalPlacements(db, tournamentId);
  const rosters = await registrationRosters(
    db,
    placed.map((p) => p.registrationId),
  );
  return placed.flatMap((p) => {
    const registration = rosters.get(p.registrationId);
    if (!registration) return [];
    return [
      {
        registrationId: p.registrationId,
        rank: p.finalRank,
        roster: rosterOf(registration.kind, registration.userId, registration.memberIds),
      },
    ];
  });
}

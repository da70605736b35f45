// Prize distribution (issue 12 §1): the tournament's rules of who is owed what. When the distribution phase is
// due, the rewards are split over the final placements and every payment is recorded in the payments module's
// ledger in one transaction under the tournament lock (the prize_distributions row makes a second computation
// impossible). The ledger signs, sends and confirms them exactly once (payments/payment-runner.ts); the
// tournament tells it when they may be signed (finished, escrow held: a cancelled tournament signs nothing more)
// and, once every payment is confirmed, returns the escrow's leftover.
import type { Kysely } from 'kysely';
import type { PrizepoolSection, ScheduleSection } from '../../../src/contract/tournaments.js';
import { PRIZE_DISTRIBUTION_DELAY_MS } from '../../../src/domain/schedule.js';
import { paysPrizesAtFinish } from '../../../src/domain/round-pace.js';
import { planPayouts, type PlacedRegistration } from '../../../src/domain/prize-payout-plan.js';
import type { Reward } from '../../../src/domain/types.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { paidOut, type PaymentsModule, type SourceRef } from '../payments/payments-module.js';
import { playFinishedAt } from '../matches/matches-module.js';
import {
  findPrizeTournament,
  liveEscrow,
  lockTournament,
  toDomainSchedule,
} from '../tournaments/tournaments-module.js';
import * as repo from './payout-repository.js';

type Db = Kysely<Database>;

interface Log {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

export interface PayoutServiceOptions {
  db: Db;
  clock: Clock;
  payments: PaymentsModule;
  /** Returns to the organizer what the escrow holds beyond the confirmed payments (escrow-service.ts). */
  returnEscrow(tournamentId: string): Promise<void>;
  log: Log;
}

export const tournamentSource = (tournamentId: string): SourceRef => ({ source: 'TOURNAMENT', sourceId: tournamentId });

/**
 * When the distribution phase of a finished tournament starts: 15 minutes after the rounds end (SPEC §9), the
 * rounds ending when the last one is resolved (tournament_play.finished_at), which may be before its planned
 * end. A distribution window the organizer stored explicitly is waited for as well. Prizes paid at the finish
 * are due when the tournament finished.
 */
export function distributionStartsAt(schedule: ScheduleSection | null, finishedAt: Date | null): number | null {
  if (!finishedAt) return null;
  // The organizer chose to pay as soon as the tournament finishes (issue 26 §2): no distribution phase to wait for.
  if (schedule && paysPrizesAtFinish(schedule)) return finishedAt.getTime();
  const afterFinish = finishedAt.getTime() + PRIZE_DISTRIBUTION_DELAY_MS;
  const stored = schedule ? toDomainSchedule(schedule).prizepoolDistribution : undefined;
  return Math.max(afterFinish, stored?.start ?? 0);
}

export class PayoutService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly options: PayoutServiceOptions;

  constructor(options: PayoutServiceOptions) {
    this.options = options;
    this.db = options.db;
    this.clock = options.clock;
    options.payments.registerSource('TOURNAMENT', {
      lock: (trx, tournamentId) => this.lockForSigning(trx, tournamentId),
      afterPaying: (tournamentId) => this.closeIfDone(tournamentId),
    });
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  /** The instant the tournament's distribution is due, or null when it is not finished. */
  async startsAt(db: Db, tournamentId: string): Promise<number | null> {
    const row = await findPrizeTournament(db, tournamentId);
    if (!row || row.status !== 'FINISHED') return null;
    return distributionStartsAt(row.schedule as ScheduleSection | null, await playFinishedAt(db, tournamentId));
  }

  /** Computes and stores the distribution when it is due and not stored yet. True when it exists now. */
  async compute(tournamentId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await lockTournament(trx, tournamentId);
      if (!row || row.status !== 'FINISHED') return false;
      if (await repo.distributionOf(trx, tournamentId)) return true;
      const startsAt = await this.startsAt(trx, tournamentId);
      if (startsAt === null || startsAt > this.clock.now()) return false;
      const escrow = await liveEscrow(trx, tournamentId);
      if (!escrow || escrow.status !== 'HELD') return false;
      const placed: PlacedRegistration[] = await repo.placements(trx, tournamentId);
      const rewards = ((row.prizepool as PrizepoolSection | null)?.rewards ?? []) as Reward[];
      const plan = planPayouts(rewards, placed, { uosUnits: escrow.uosUnits, uniqs: escrow.uniqs });
      await repo.insertDistribution(trx, {
        tournamentId,
        escrowId: escrow.id,
        at: this.now(),
        leftoverUosUnits: plan.leftoverUosUnits,
        leftoverTokenIds: plan.leftoverTokenIds,
        payments: plan.payments,
      });
      this.options.log.info({ tournamentId, payments: plan.payments.length }, 'prize distribution computed');
      return true;
    });
  }

  /** Pays everything payable now; when every payment is confirmed, the escrow's leftover goes back. */
  pay(tournamentId: string): Promise<void> {
    return this.options.payments.pay(tournamentSource(tournamentId));
  }

  /**
   * Under the tournament lock (taken here): payments are signed only while the tournament is finished and its
   * escrow held; a cancelled tournament's escrow must hold only what was paid (escrow return).
   */
  private async lockForSigning(trx: Db, tournamentId: string): Promise<boolean> {
    const row = await lockTournament(trx, tournamentId);
    if (!row || row.status !== 'FINISHED') return false;
    return (await liveEscrow(trx, tournamentId))?.status === 'HELD';
  }

  /** Returns the leftover once nothing is owed or in flight (the escrow row becomes RETURNED). */
  private async closeIfDone(tournamentId: string): Promise<void> {
    const status = (await findPrizeTournament(this.db, tournamentId))?.status;
    if (status !== 'FINISHED' || !(await repo.distributionOf(this.db, tournamentId))) return;
    const ledger = await paidOut(this.db, tournamentSource(tournamentId));
    if (ledger.inFlight > 0 || ledger.owed > 0) return;
    if (!(await liveEscrow(this.db, tournamentId))) return;
    await this.options.returnEscrow(tournamentId);
  }

  /**
   * The tournament was cancelled (by the organizer, possibly after some payments): unsent payments are not
   * paid, sent ones are settled with the chain, then the escrow returns only what was not paid.
   */
  async tournamentCanceled(tournamentId: string): Promise<void> {
    const status = (await findPrizeTournament(this.db, tournamentId))?.status;
    if (status !== 'CANCELED') return;
    await this.options.payments.cancel(tournamentSource(tournamentId));
    await this.options.returnEscrow(tournamentId);
  }
}

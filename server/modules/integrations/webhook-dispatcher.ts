// Delivers the outbox, at least once: fans recorded events out to endpoints, then sends what is due, each
// (endpoint, tournament) one delivery at a time in event order, many tournaments' deliveries at once (a pass keeps
// up to MAX_IN_FLIGHT going and claims more as attempts finish); finished attempts are written by group commit.
// Every step is safe to repeat from any process: a delivery is claimed with a lease, so one crashed mid-send comes
// due again (a job runs when the lease ends) and is sent with the same webhook-id. Runs when events commit
// (NOTIFY), when a retry comes due (a job queued for its instant), every minute (the sweep job) and from runDueWork.
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import { webhookDisabledMail } from './webhook-disabled-mail.js';
import { hasFailedTooLong, webhookRetryDelayMs } from '../../../src/domain/webhook-retry.js';
import type { WebhookPayload } from '../../../src/contract/webhooks.js';
import { discordMessage } from './discord-message.js';
import { CoalescedPasses } from '../../jobs/coalesced-passes.js';
import { GroupCommit } from './group-commit.js';
import * as repo from './webhook-repository.js';
import { signatureHeaders } from './webhook-signature.js';
import type { OutboundResult, WebhookOutbound } from './webhook-outbound.js';
import { MAX_CONNECTIONS_PER_ORIGIN } from './webhook-outbound.js';

type Db = Kysely<Database>;

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
/** A claim outlives the longest attempt (and its recording); after it, another process may send it again. */
const LEASE_TIMEOUTS = 6;
const FAN_OUT_BATCH = 500;
/**
 * Deliveries one process has in flight at most, and to one endpoint at most. A pass keeps them filled as attempts
 * finish rather than sending a batch and waiting for its slowest answer: a receiver taking 300 ms an answer gets
 * 500 events a second only with some 150 requests open to it (one tournament's events still go one at a time, so
 * the parallelism comes from many tournaments). The per-endpoint cap keeps one slow receiver from taking every slot.
 */
const MAX_IN_FLIGHT = 512;
const MAX_IN_FLIGHT_PER_ENDPOINT = MAX_CONNECTIONS_PER_ORIGIN;
const CLAIM_BATCH = 128;

export interface DispatcherOptions {
  db: Db;
  clock: Clock;
  outbound: WebhookOutbound;
  /** How long one attempt may take: claims last LEASE_TIMEOUTS times this. */
  timeoutMs: number;
  queue: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  /** The e-mail address of an organization's owner (the users and organizations modules' faces). */
  ownerEmail: (organizationId: string) => Promise<string | null>;
  /**
   * Who organizes each tournament (the tournaments module's face, handed in: that module records events here), read
   * in the fan-out's transaction (on PGlite a read beside it would wait for it).
   */
  organizationsOf: (trx: Db, tournamentIds: string[]) => Promise<Map<string, string>>;
  random?: () => number;
  log: { warn(obj: unknown, msg?: string): void };
}

export function payloadOf(delivery: repo.ClaimedDelivery): WebhookPayload {
  return {
    type: delivery.type,
    version: delivery.version,
    timestamp: delivery.occurredAt.toISOString(),
    data: delivery.data,
  };
}

/** How long a NOTIFY's pass waits for the NOTIFYs of other commits. */
const WAKE_UP_BATCH_MS = 50;

export class WebhookDispatcher {
  /** Set by run(): events may have been recorded since the pass last fanned out. */
  private fresh = false;
  /** The latest lease end a job was queued for (runWhenLeaseEnds). */
  private leaseJobAt = 0;
  /** Resolves a pass waiting for an attempt to finish or for run() to be called. */
  private waiting: (() => void) | null = null;

  private readonly attempts = new GroupCommit<repo.FinishedAttempt>((batch) => this.record(batch));

  private readonly passes: CoalescedPasses;

  constructor(private readonly options: DispatcherOptions) {
    this.passes = new CoalescedPasses(() => this.pass(), options.log, 'webhook delivery pass');
  }

  private now(): Date {
    return new Date(this.options.clock.now());
  }

  /** Runs a pass now; one already going runs once more instead, woken if it waits for an attempt. */
  run(): Promise<void> {
    this.fresh = true;
    if (this.passes.busy) this.wake();
    return this.passes.run();
  }

  /** Like run(), with failures logged: for callers that do not wait (a NOTIFY, a job). */
  kick(): void {
    this.fresh = true;
    if (this.passes.busy) this.wake();
    this.passes.kick();
  }

  /**
   * kick() shortly: the NOTIFYs of a burst of commits (one per report in a rush) share one fan-out and one claim
   * rather than a transaction each; a delivery leaves at most WAKE_UP_BATCH_MS later.
   */
  kickSoon(): void {
    this.passes.kickSoon(WAKE_UP_BATCH_MS, () => this.kick());
  }

  settled(): Promise<void> {
    return this.passes.settled();
  }

  private async pass(): Promise<void> {
    const { db } = this.options;
    const perEndpoint = new Map<string, number>();
    let inFlight = 0;
    // Something may have come due since the last claim: an attempt finished (its tournament's next event may go),
    // events were fanned out, or the last claim was full.
    let dirty = true;
    try {
      for (;;) {
        // Events committed since the last look (a NOTIFY during the pass) are fanned out before claiming again.
        if (this.fresh) {
          this.fresh = false;
          dirty = true;
          while ((await repo.fanOut(db, this.now(), FAN_OUT_BATCH, this.options.organizationsOf)) === FAN_OUT_BATCH);
        }
        const free = MAX_IN_FLIGHT - inFlight;
        if (dirty && free > 0) {
          dirty = false;
          const saturated = [...perEndpoint].filter(([, n]) => n >= MAX_IN_FLIGHT_PER_ENDPOINT).map(([id]) => id);
          const limit = Math.min(free, CLAIM_BATCH);
          const claimedAt = this.now();
          const claimed = await repo.claimDue(db, claimedAt, this.leaseMs(), limit, saturated);
          if (claimed.length === limit) dirty = true;
          for (const delivery of claimed) {
            inFlight += 1;
            perEndpoint.set(delivery.endpointId, (perEndpoint.get(delivery.endpointId) ?? 0) + 1);
            void this.deliver(delivery)
              .catch((error: unknown) => this.options.log.warn({ err: error }, 'webhook delivery failed'))
              .finally(() => {
                inFlight -= 1;
                perEndpoint.set(delivery.endpointId, perEndpoint.get(delivery.endpointId)! - 1);
                dirty = true;
                this.wake();
              });
          }
          if (claimed.length > 0)
            this.runWhenLeaseEnds(claimedAt).catch((error: unknown) =>
              this.options.log.warn({ err: error }, 'webhook lease job not queued'),
            );
          continue;
        }
        if (!dirty && !this.fresh && inFlight === 0) return;
        // Claiming takes a while, so the attempts that finish meanwhile are picked up together by the next claim.
        if (!this.fresh && (!dirty || free === 0)) await new Promise<void>((resolve) => (this.waiting = resolve));
      }
    } catch (error) {
      // The attempts under way finish (and are recorded) before the pass gives up: stop() waits for them.
      while (inFlight > 0) await new Promise<void>((resolve) => (this.waiting = resolve));
      throw error;
    }
  }

  private leaseMs(): number {
    return LEASE_TIMEOUTS * this.options.timeoutMs;
  }

  /**
   * Should this process die mid-send, its claims come due when their lease ends: a job for that instant has
   * another process send them then (not only at the next minute's sweep). Instants are rounded up to a timeout's
   * length, so a busy process queues one such job per timeout, not one per claim.
   */
  private async runWhenLeaseEnds(claimedAt: Date): Promise<void> {
    const step = this.options.timeoutMs;
    const at = Math.ceil((claimedAt.getTime() + this.leaseMs()) / step) * step;
    if (at <= this.leaseJobAt) return;
    this.leaseJobAt = at;
    await this.options.queue.sendAt(WEBHOOK_DELIVERY_JOB, 'lease', {}, at);
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }

  private async deliver(delivery: repo.ClaimedDelivery): Promise<void> {
    const payload = payloadOf(delivery);
    const body = JSON.stringify(
      delivery.format === 'DISCORD' ? discordMessage(payload, this.options.publicUrl) : payload,
    );
    const sentAt = this.now();
    const headers = signatureHeaders(delivery.eventId, Math.floor(sentAt.getTime() / 1000), body, delivery.secrets);
    const result = await this.options.outbound.post(delivery.url, body, headers);
    const outcome = attemptOutcome(result);
    const at = this.now();
    const random = this.options.random ?? Math.random;
    const nextAttemptAt = outcome.succeeded
      ? null
      : new Date(at.getTime() + webhookRetryDelayMs(delivery.attempts, random()));
    // The delivery holds its slot (and its tournament's turn) until the attempt is on record.
    await this.attempts.add({ delivery, outcome, at, nextAttemptAt });
  }

  /** Writes finished attempts together (GroupCommit), then queues their retries and tells owners of switch-offs. */
  private async record(attempts: repo.FinishedAttempt[]): Promise<void> {
    const now = this.now();
    const disabled = await repo.recordAttempts(this.options.db, attempts, (since) =>
      hasFailedTooLong(since.getTime(), now.getTime()),
    );
    // A retry is a job for its instant, so it runs on time even on a quiet server (the sweep backs it up). One job
    // per endpoint and second: the retries of a batch share a few, and each runs once its deliveries are due.
    const retries = new Map<string, { endpointId: string; at: number }>();
    for (const { delivery, nextAttemptAt } of attempts) {
      if (!nextAttemptAt) continue;
      const at = Math.ceil(nextAttemptAt.getTime() / 1000) * 1000;
      retries.set(`${delivery.endpointId}@${at}`, { endpointId: delivery.endpointId, at });
    }
    for (const retry of retries.values())
      await this.options.queue.sendAt(WEBHOOK_DELIVERY_JOB, retry.endpointId, {}, retry.at);
    for (const endpoint of disabled) await this.tellOwner(endpoint.organizationId, endpoint.url);
  }

  private async tellOwner(organizationId: string, url: string): Promise<void> {
    const to = await this.options.ownerEmail(organizationId);
    if (!to) return;
    await this.options.mailer.send(webhookDisabledMail({ to, url, publicUrl: this.options.publicUrl }));
  }
}

function attemptOutcome(result: OutboundResult): repo.AttemptOutcome {
  if (result.kind === 'FAILED')
    return { succeeded: false, responseStatus: null, responseBody: null, error: result.error };
  const succeeded = result.status >= 200 && result.status < 300;
  return {
    succeeded,
    responseStatus: result.status,
    responseBody: result.body,
    error: succeeded ? null : `HTTP-${result.status}`,
  };
}

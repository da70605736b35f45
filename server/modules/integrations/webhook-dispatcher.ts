// Delivers the outbox, at least once: fans recorded events out to endpoints, then sends what is due, each
// (endpoint, tournament) one delivery at a time in event order. Every step is safe to repeat from any process:
// a delivery is claimed with a lease, so one crashed mid-send comes due again and is sent with the same
// webhook-id. Runs when events commit (NOTIFY), when a retry comes due (a job queued for its instant), every
// minute (the sweep job) and from runDueWork.
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import { hasFailedTooLong, webhookRetryDelayMs } from '../../../src/domain/webhook-retry.js';
import type { WebhookPayload } from '../../../src/contract/webhooks.js';
import { discordMessage } from './discord-message.js';
import * as repo from './webhook-repository.js';
import { signatureHeaders } from './webhook-signature.js';
import type { OutboundResult, WebhookOutbound } from './webhook-outbound.js';
import { WEBHOOK_TIMEOUT_MS } from './webhook-outbound.js';

type Db = Kysely<Database>;

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
/** A claim outlives the longest attempt; after it, another process may send the delivery again. */
const LEASE_MS = 6 * WEBHOOK_TIMEOUT_MS;
const FAN_OUT_BATCH = 500;
const CLAIM_BATCH = 32;

export interface DispatcherOptions {
  db: Db;
  clock: Clock;
  outbound: WebhookOutbound;
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

export class WebhookDispatcher {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly options: DispatcherOptions) {}

  private now(): Date {
    return new Date(this.options.clock.now());
  }

  /** Runs a pass now; one already going runs once more instead (collapsed, as the payment runner does). */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Like run(), with failures logged: for callers that do not wait (a NOTIFY, a job). */
  kick(): void {
    this.run().catch((error: unknown) => this.options.log.warn({ err: error }, 'webhook delivery pass failed'));
  }

  async settled(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  private async pass(): Promise<void> {
    const { db } = this.options;
    while ((await repo.fanOut(db, this.now(), FAN_OUT_BATCH, this.options.organizationsOf)) === FAN_OUT_BATCH);
    for (;;) {
      const claimed = await repo.claimDue(db, this.now(), LEASE_MS, CLAIM_BATCH);
      if (claimed.length === 0) return;
      await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
    }
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
    if (outcome.succeeded) {
      await repo.recordSuccess(this.options.db, delivery, outcome, at);
      return;
    }
    const random = this.options.random ?? Math.random;
    const next = new Date(at.getTime() + webhookRetryDelayMs(delivery.attempts, random()));
    const failed = await repo.recordFailure(this.options.db, delivery, outcome, at, next, (since) =>
      hasFailedTooLong(since.getTime(), at.getTime()),
    );
    // The retry is a job for its instant, so it runs on time even on a quiet server (the sweep backs it up).
    await this.options.queue.sendAt(WEBHOOK_DELIVERY_JOB, delivery.endpointId, {}, next.getTime());
    if (failed.disabled) await this.tellOwner(failed.organizationId, failed.url);
  }

  private async tellOwner(organizationId: string, url: string): Promise<void> {
    const to = await this.options.ownerEmail(organizationId);
    if (!to) return;
    await this.options.mailer.send({
      to,
      subject: 'Arena disabled a webhook that kept failing',
      text:
        `Deliveries to ${url} have failed for a day, so Arena switched this webhook off. ` +
        `Its undelivered events are kept: fix the receiver, then enable the webhook again in your organization's ` +
        `settings (${this.options.publicUrl}/my-organization?tab=webhooks) to send them.`,
    });
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

// The integrations module's face (issue 27): the organization's API keys (the owner's routes, and the gate the
// authentication plugin asks about requests carrying a key) and webhooks (other modules announce what happened
// with recordWebhookEvent, in their own transaction; this module owns the endpoints, the outbox and its delivery).
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import type { ServerModule } from '../server-module.js';
import { organizationOwnerId } from '../organizations/organizations-module.js';
import { userProfiles } from '../users/users-module.js';
import { apiKeysRoutes } from './api-keys-routes.js';
import { ApiKeysService } from './api-keys-service.js';
import type { AddressRange } from './webhook-address-policy.js';
import { WEBHOOK_DELIVERY_JOB, WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookOutbound } from './webhook-outbound.js';
import { WEBHOOK_EVENTS_CHANNEL } from './webhook-repository.js';
import { webhooksRoutes } from './webhooks-routes.js';
import { WebhooksService } from './webhooks-service.js';

export const WEBHOOK_SWEEP_JOB = 'webhook-sweep';

export interface IntegrationsModule extends ServerModule {
  /** Listens for committed events (NOTIFY) and delivers what is due. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** One delivery pass now (fan-out, then every due delivery), awaited. */
  sweep(): Promise<void>;
  settled(): Promise<void>;
}

export function createIntegrationsModule(options: {
  db: Kysely<Database>;
  database: DatabaseHandle;
  clock: Clock;
  queue: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  allowedAddresses: readonly AddressRange[];
  /** How long one delivery may take (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutMs: number;
  development: boolean;
  /** Who organizes each tournament (the tournaments module's face). */
  organizationsOf: (trx: Kysely<Database>, tournamentIds: string[]) => Promise<Map<string, string>>;
  log: { warn(obj: unknown, msg?: string): void };
}): IntegrationsModule {
  const { db } = options;
  const policy = { allowed: options.allowedAddresses, development: options.development };
  const outbound = new WebhookOutbound(policy, options.timeoutMs);
  const dispatcher = new WebhookDispatcher({
    db,
    clock: options.clock,
    outbound,
    timeoutMs: options.timeoutMs,
    queue: options.queue,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    log: options.log,
    organizationsOf: options.organizationsOf,
    ownerEmail: async (organizationId) => {
      const ownerId = await organizationOwnerId(db, organizationId);
      if (!ownerId) return null;
      const owner = await userProfiles(db).where('id', '=', ownerId).executeTakeFirst();
      return owner?.email ?? null;
    },
  });
  // Retries are queued for their instant; the minute sweep catches whatever a crash or a lost job left.
  options.queue.register({ name: WEBHOOK_DELIVERY_JOB, handle: async () => dispatcher.run() });
  options.queue.register({ name: WEBHOOK_SWEEP_JOB, batchSize: 1, cron: '* * * * *', handle: () => dispatcher.run() });
  const service = new WebhooksService(db, options.clock, policy, () => dispatcher.kick());
  let unlisten: (() => Promise<void>) | null = null;
  return {
    routes: async (api) => {
      await api.register(apiKeysRoutes, { apiKeys: new ApiKeysService(db, options.clock) });
      await api.register(webhooksRoutes, { webhooks: service });
    },
    async start() {
      unlisten = await options.database.listen(WEBHOOK_EVENTS_CHANNEL, () => dispatcher.kickSoon());
      dispatcher.kick();
    },
    async stop() {
      await unlisten?.();
      unlisten = null;
      await dispatcher.settled();
      outbound.close();
    },
    sweep: () => dispatcher.run(),
    settled: () => dispatcher.settled(),
  };
}

// What other parts of the server may use of this one (the import-boundaries lint rule: modules meet only here).
export { ApiKeyGate, type AdmittedApiKey } from './api-key-gate.js';
export {
  recordWebhookEvent,
  recordWebhookEvents,
  registrationsCreatedEventsSql,
  webhookEventsFromSql,
} from './webhook-repository.js';
export type { NewWebhookEvent } from './webhook-repository.js';
export { feedEventsAfter, feedPosition } from './tournament-feed-repository.js';
export { webhooksOpenApi } from './webhook-openapi.js';

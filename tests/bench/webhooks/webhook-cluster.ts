// What the webhooks benchmark and the crash test share: real Arena processes on one PostgreSQL database (the
// registration bench's cluster), an organization whose owner signed in through the real OIDC flow and added one
// endpoint per receiver through the API, and the producer of events at a fixed offered rate.
//
// The events are written with recordWebhookEvent, the very outbox insert the app makes in the transaction of each
// change it announces (registration.created here), not by making 500 real registrations a second: those would
// measure the registration path (it has its own benchmark) and take the CPU the dispatcher needs on this 2-core
// machine, while the dispatcher only ever sees outbox rows and their commit NOTIFY, exactly as written here. Each
// event is its own transaction, as each change is; events of one tournament are never in flight together, so their
// commit order is their order.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema.js';
import { recordWebhookEvent } from '../../../server/modules/integrations/webhook-repository.js';
import type { WebhookWithSecret } from '../../../src/contract/webhooks.js';
import { makeOrganizer } from '../../support/tournament-kit.js';
import { wallClockMs } from './wall-clock.js';
import { startArenaCluster, type ArenaCluster } from '../registration/arena-cluster.js';
import { closeCrowd, seedCrowd, signInCrowd } from '../registration/player-crowd.js';

export interface WebhookCluster {
  cluster: ArenaCluster;
  organizationId: string;
  stop(): Promise<void>;
}

/** `processes` Arena processes allowed to deliver to 127.0.0.1, and an organization with an endpoint per URL. */
export async function startWebhookCluster(options: {
  processes: number;
  urls: string[];
  env?: Record<string, string>;
}): Promise<WebhookCluster> {
  const cluster = await startArenaCluster({
    processes: options.processes,
    env: { WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1', ...options.env },
  });
  const hosts = await seedCrowd(cluster.database.db, 'hookowner', 1);
  try {
    const [owner] = await signInCrowd(hosts, cluster.publicUrl, [cluster.processes[0].url], 1);
    const organizationId = await makeOrganizer(cluster.via(0), owner.session, 'Webhook Bench Events');
    for (const url of options.urls) {
      const answer = await cluster.via(0).api('/organizations/current/webhooks', {
        method: 'POST',
        session: owner.session,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url, events: ['registration.created'] }),
      });
      if (answer.status !== 201) throw new Error(`adding ${url}: ${answer.status} ${await answer.text()}`);
      (await answer.json()) as WebhookWithSecret;
    }
    return { cluster, organizationId, stop: () => cluster.stop() };
  } catch (error) {
    await cluster.stop();
    throw error;
  } finally {
    await closeCrowd(hosts);
  }
}

export interface ProducedEvent {
  index: number;
  tournamentId: string;
  /** The correlation key the receivers read back from the payload. */
  registrationId: string;
  /** wallClockMs() when its transaction had committed. */
  committedAt: number;
}

export interface Production {
  events: ProducedEvent[];
  /** wallClockMs() when the first event was started. */
  startedAt: number;
  /** From the first event's start to the last one's commit. */
  seconds: number;
}

/**
 * Writes `count` registration.created events of `tournaments` tournaments (round robin) at `perSecond`, open loop:
 * each is started at its instant whether or not earlier ones have committed (at most `inFlight` at once).
 * `during` runs once `count / 2` events have committed (the crash test's kill).
 */
export async function produceEvents(
  db: Kysely<Database>,
  options: {
    organizationId: string;
    count: number;
    perSecond: number;
    tournaments: number;
    inFlight?: number;
    during?: () => Promise<void>;
  },
): Promise<Production> {
  const tournamentIds = Array.from({ length: options.tournaments }, () => randomUUID());
  const events: ProducedEvent[] = [];
  const pending = new Set<Promise<void>>();
  let committed = 0;
  // The `during` run, once started (a list: it is started in a callback).
  const during: Promise<void>[] = [];
  const started = wallClockMs();
  for (let index = 0; index < options.count; index++) {
    const dueAt = started + (index * 1000) / options.perSecond;
    while (wallClockMs() < dueAt || pending.size >= (options.inFlight ?? 64)) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const tournamentId = tournamentIds[index % tournamentIds.length];
    const registrationId = randomUUID();
    const write = recordWebhookEvent(db, {
      type: 'registration.created',
      organizationId: options.organizationId,
      tournamentId,
      data: { tournamentId, registrationId, userId: randomUUID(), teamId: null },
      at: new Date(),
    }).then(() => {
      events.push({ index, tournamentId, registrationId, committedAt: wallClockMs() });
      committed += 1;
      if (options.during && during.length === 0 && committed >= options.count / 2) during.push(options.during());
      pending.delete(write);
    });
    pending.add(write);
  }
  await Promise.all(pending);
  await Promise.all(during);
  const last = Math.max(...events.map((event) => event.committedAt));
  return { events: events.sort((a, b) => a.index - b.index), startedAt: started, seconds: (last - started) / 1000 };
}

// Issue 27 §4: two real Arena processes deliver one organization's webhooks from one PostgreSQL database while
// events keep coming, and one of them is killed with SIGKILL mid-run. Nothing is lost: every event reaches the
// receiver, in order per tournament, and the only duplicates are the same webhook-id sent again (the dead process's
// claims, taken over by the survivor when their lease ends). The receiver answers in 200–500 ms, so the killed
// process surely has deliveries in flight. PostgreSQL only: two processes cannot share an embedded PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testEngines } from '../../support/test-database.js';
import { startCountingReceiver, type CountingReceiver } from '../../bench/webhooks/counting-receiver.js';
import { checkDeliveries } from '../../bench/webhooks/delivery-checks.js';
import { produceEvents, startWebhookCluster, type WebhookCluster } from '../../bench/webhooks/webhook-cluster.js';

const EVENTS = 600;

describe.each(testEngines().filter((engine) => engine === 'postgres'))('webhooks survive SIGKILL on %s', () => {
  let receiver: CountingReceiver;
  let hooks: WebhookCluster;

  beforeAll(async () => {
    receiver = await startCountingReceiver('SLOW');
    // A 1 s timeout makes a claim last 6 s: the dead process's deliveries come back within the test.
    hooks = await startWebhookCluster({ processes: 2, urls: [receiver.url], env: { WEBHOOK_TIMEOUT_SECONDS: '1' } });
  }, 120_000);
  afterAll(async () => {
    await hooks?.stop();
    await receiver?.close();
  });

  it('delivers every event once per webhook-id after one of two processes is killed mid-run', async () => {
    const production = await produceEvents(hooks.cluster.database.db, {
      organizationId: hooks.organizationId,
      count: EVENTS,
      perSecond: 100,
      tournaments: 50,
      during: () => hooks.cluster.processes[1].kill(),
    });
    // Drained means every event handled and no delivery still waiting: on a loaded machine an answer can come after
    // the sender's 1 s timeout, so the receiver has handled an event whose delivery is still due for a retry.
    const pendingNow = async () =>
      (
        await sql<{
          pending: number;
        }>`SELECT count(*)::int AS pending FROM webhook_deliveries WHERE status = 'PENDING'`.execute(
          hooks.cluster.database.db,
        )
      ).rows[0].pending;
    const deadline = Date.now() + 60_000;
    while ((receiver.handled.length < EVENTS || (await pendingNow()) > 0) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }

    const check = checkDeliveries(receiver, production.events);
    expect(check).toMatchObject({ missing: 0, renamed: 0, outOfOrder: 0 });
    expect(receiver.handled).toHaveLength(EVENTS);
    // Every arrival beyond the first of an id is an id already handled: a retry, never a new one.
    expect(receiver.attempts).toBe(EVENTS + receiver.duplicates);
    const { rows } = await sql<{ pending: number; retaken: number }>`
      SELECT count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
        count(*) FILTER (WHERE attempts > 1)::int AS retaken
      FROM webhook_deliveries`.execute(hooks.cluster.database.db);
    expect(rows[0].pending).toBe(0);
    // The kill did interrupt deliveries: some were sent again by the survivor once their lease ended.
    expect(rows[0].retaken).toBeGreaterThan(0);
    console.log(
      `[webhooks-crash] ${EVENTS} events, ${rows[0].retaken} deliveries taken over after the kill, ` +
        `${receiver.duplicates} arrived again with the same webhook-id`,
    );
  }, 120_000);
});

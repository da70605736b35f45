// `npm run bench:webhooks` (issue 27 §4): 10,000 events fanned out to 3 local receivers by real Arena processes
// (tsx server/main.ts, two by default, on one PostgreSQL database, as behind a load balancer). The receivers are a
// normal one, a slow one (200–500 ms an answer) and one failing half of its requests with 500. Events are recorded
// at a fixed offered rate of 500/s (webhook-cluster.ts says how and why), over 1,000 tournaments, so per-tournament
// order still leaves the dispatcher room to deliver in parallel. Measured: deliveries per second, the lag from an
// event's commit to its first delivery attempt (p50/p99, healthy receivers; the target is p99 < 1 s), and after the
// run that every event reached both healthy receivers, each webhook-id handled once, one tournament's events in
// order. The failing receiver is not healthy: its retries follow the app's backoff (10 s, 20 s, … for a day), and
// since a tournament's later events wait behind its failed one, most of its events are still pending when the
// run ends; its figures are printed for what they are.
import { openDatabase } from '../../../server/db/database.js';
import { loadAverage } from '../registration/load-runs.js';
import { startCountingReceiver, type CountingReceiver } from './counting-receiver.js';
import { checkDeliveries, quantile } from './delivery-checks.js';
import { produceEvents, startWebhookCluster } from './webhook-cluster.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const TOURNAMENTS = Number(process.env.BENCH_TOURNAMENTS ?? 1_000);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const DRAIN_LIMIT_MS = 180_000;
const TARGET_P99_MS = 1_000;

const receivers = {
  normal: await startCountingReceiver('NORMAL'),
  slow: await startCountingReceiver('SLOW'),
  failing: await startCountingReceiver('FAILING'),
};
const healthy: CountingReceiver[] = [receivers.normal, receivers.slow];
const hooks = await startWebhookCluster({ processes: PROCESSES, urls: Object.values(receivers).map((r) => r.url) });
// The producer's own connections: enough that 500 commits a second do not queue for one.
const producer = await openDatabase({ databaseUrl: hooks.cluster.databaseUrl, poolSize: 32 });
try {
  const loadBefore = loadAverage();
  console.log(
    `Webhooks: ${EVENTS} events at ${RATE}/s over ${TOURNAMENTS} tournaments, ${PROCESSES} Arena process(es); load ${loadBefore}`,
  );
  const started = performance.now();
  const production = await produceEvents(producer.db, {
    organizationId: hooks.organizationId,
    count: EVENTS,
    perSecond: RATE,
    tournaments: TOURNAMENTS,
  });
  const deadline = started + DRAIN_LIMIT_MS;
  while (healthy.some((r) => r.handled.length < EVENTS) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const drainedAt = Math.max(...healthy.flatMap((r) => [...r.handledAt.values()]));
  const seconds = (drainedAt - started) / 1000;
  const loadAfter = loadAverage();

  const checks = Object.fromEntries(
    Object.entries(receivers).map(([name, receiver]) => [name, checkDeliveries(receiver, production.events)]),
  );
  const healthyLags = [...checks.normal.lagsMs, ...checks.slow.lagsMs];
  // Deliveries: events handled (answered 2xx the first time) by any receiver until the healthy ones had them all.
  const handledBy = (receiver: CountingReceiver) => [...receiver.handledAt.values()].filter((at) => at <= drainedAt);
  const deliveries = Object.values(receivers).reduce((sum, receiver) => sum + handledBy(receiver).length, 0);
  const lagP99 = quantile(healthyLags, 0.99);
  const ok =
    checks.normal.missing + checks.slow.missing === 0 &&
    Object.values(checks).every((check) => check.renamed === 0 && check.outOfOrder === 0);

  console.log(
    '\n| receiver | handled | attempts | duplicates | renamed | out of order | lag p50 ms | lag p99 ms | max ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, receiver] of Object.entries(receivers)) {
    const check = checks[name];
    console.log(
      `| ${name} | ${receiver.handled.length} | ${receiver.attempts} | ${receiver.duplicates} | ${check.renamed} | ${check.outOfOrder} | ` +
        `${quantile(check.lagsMs, 0.5).toFixed(0)} | ${quantile(check.lagsMs, 0.99).toFixed(0)} | ${Math.max(...check.lagsMs).toFixed(0)} |`,
    );
  }
  console.log(
    `\nProduced ${EVENTS} events in ${production.seconds.toFixed(1)} s (${(EVENTS / production.seconds).toFixed(0)}/s offered ${RATE}/s); ` +
      `both healthy receivers had every event ${seconds.toFixed(1)} s after the first: ${(deliveries / seconds).toFixed(0)} deliveries/s. ` +
      `Commit → first attempt p99 ${lagP99.toFixed(0)} ms (target < ${TARGET_P99_MS} ms: ${lagP99 < TARGET_P99_MS ? 'met' : 'MISSED'}). ` +
      `Load ${loadBefore} → ${loadAfter}.`,
  );
  if (!ok) console.log('FAILED: an event is missing at a healthy receiver, came under two ids, or came out of order.');
  console.log(
    JSON.stringify({
      bench: 'webhooks',
      events: EVENTS,
      offeredPerSecond: RATE,
      producedPerSecond: Math.round(EVENTS / production.seconds),
      tournaments: TOURNAMENTS,
      processes: PROCESSES,
      seconds: Number(seconds.toFixed(2)),
      deliveriesPerSecond: Math.round(deliveries / seconds),
      lagP50Ms: Math.round(quantile(healthyLags, 0.5)),
      lagP99Ms: Math.round(lagP99),
      lagMaxMs: Math.round(Math.max(...healthyLags)),
      targetLagP99Ms: TARGET_P99_MS,
      missing: { normal: checks.normal.missing, slow: checks.slow.missing },
      duplicates: Object.fromEntries(Object.entries(receivers).map(([name, r]) => [name, r.duplicates])),
      failing: {
        attempts: receivers.failing.attempts,
        handled: receivers.failing.handled.length,
        lagP99Ms: Math.round(quantile(checks.failing.lagsMs, 0.99)),
      },
      ok,
      load: loadAfter,
    }),
  );
  if (!ok) process.exitCode = 1;
} finally {
  await producer.close();
  await hooks.stop();
  await Promise.all(Object.values(receivers).map((receiver) => receiver.close()));
}

// `npm run bench:webhooks` (issue 27 §4): 10,000 events fanned out to 3 local receivers by real Arena processes
// (tsx server/main.ts, two by default, on one PostgreSQL database, as behind a load balancer). The receivers are a
// normal one, a slow one (200–500 ms an answer) and one failing half of its requests with 500. Events are recorded
// at a fixed offered rate of 500/s by a producer process (producer.ts; webhook-cluster.ts says how and why), over
// 1,000 tournaments, so per-tournament order still leaves the dispatcher room to deliver in parallel. Measured:
// deliveries per second, the lag from an event's commit to its first delivery attempt (p50/p99, healthy
// receivers; the target is p99 < 1 s) and where it goes, and after the run that every event reached both healthy
// receivers, each webhook-id handled once, one tournament's events in order. The failing receiver is not healthy:
// its retries follow the app's backoff (10 s, 20 s, … for a day), and since a tournament's later events wait
// behind its failed one, most of its events are still pending when the run ends; its figures are printed for
// what they are.
import { sql } from 'kysely';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { loadAverage } from '../registration/load-runs.js';
import { startCountingReceiver, type CountingReceiver } from './counting-receiver.js';
import { checkDeliveries, quantile } from './delivery-checks.js';
import { wallClockMs } from './wall-clock.js';
import { startWebhookCluster, type Production } from './webhook-cluster.js';

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
try {
  const loadBefore = loadAverage();
  console.log(
    `Webhooks: ${EVENTS} events at ${RATE}/s over ${TOURNAMENTS} tournaments, ${PROCESSES} Arena process(es); load ${loadBefore}`,
  );
  const options = {
    databaseUrl: hooks.cluster.databaseUrl,
    organizationId: hooks.organizationId,
    count: EVENTS,
    perSecond: RATE,
    tournaments: TOURNAMENTS,
  };
  const produced = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', new URL('./producer.ts', import.meta.url).pathname, JSON.stringify(options)],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const production = JSON.parse(produced.stdout.trim().split('\n').at(-1)!) as Production;
  const deadline = wallClockMs() + DRAIN_LIMIT_MS;
  while (healthy.some((r) => r.handled.length < EVENTS) && wallClockMs() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const drainedAt = Math.max(...healthy.flatMap((r) => [...r.handledAt.values()]));
  const seconds = (drainedAt - production.startedAt) / 1000;
  const loadAfter = loadAverage();

  const checks = Object.fromEntries(
    Object.entries(receivers).map(([name, receiver]) => [name, checkDeliveries(receiver, production.events)]),
  );
  const healthyLags = [...checks.normal.lagsMs, ...checks.slow.lagsMs];
  // Deliveries: events handled (answered 2xx the first time) by any receiver until the healthy ones had them all.
  const handledBy = (receiver: CountingReceiver) => [...receiver.handledAt.values()].filter((at) => at <= drainedAt);
  const deliveries = Object.values(receivers).reduce((sum, receiver) => sum + handledBy(receiver).length, 0);
  const lagP99 = quantile(healthyLags, 0.99);
  // Where the lag goes, from the database's own times (the server's clock is this machine's): event written →
  // fanned out (its deliveries created) → claimed (first attempt started), for the healthy endpoints' deliveries.
  const stages = await sql<{ fan_out_p50: number; fan_out_p99: number; claim_p50: number; claim_p99: number }>`
    WITH lag AS (
      SELECT extract(epoch FROM d.created_at - ev.occurred_at) * 1000 AS fan_out,
        extract(epoch FROM d.last_attempt_at - d.created_at) * 1000 AS claim
      FROM webhook_deliveries d
      JOIN webhook_events ev ON ev.id = d.event_id
      JOIN webhook_endpoints e ON e.id = d.endpoint_id
      WHERE d.attempts = 1 AND e.url <> ${receivers.failing.url})
    SELECT round(percentile_disc(0.5) WITHIN GROUP (ORDER BY fan_out))::int AS fan_out_p50,
      round(percentile_disc(0.99) WITHIN GROUP (ORDER BY fan_out))::int AS fan_out_p99,
      round(percentile_disc(0.5) WITHIN GROUP (ORDER BY claim))::int AS claim_p50,
      round(percentile_disc(0.99) WITHIN GROUP (ORDER BY claim))::int AS claim_p99
    FROM lag`.execute(hooks.cluster.database.db);
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
  const stage = stages.rows[0];
  console.log(
    `Healthy deliveries, p50 / p99: written → fanned out ${stage.fan_out_p50} / ${stage.fan_out_p99} ms; ` +
      `fanned out → claimed ${stage.claim_p50} / ${stage.claim_p99} ms.`,
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
  await hooks.stop();
  await Promise.all(Object.values(receivers).map((receiver) => receiver.close()));
}

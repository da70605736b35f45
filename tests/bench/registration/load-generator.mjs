// The registration benchmark's load generator, in its own process so it does not steal the servers' event
// loops: autocannon spread over every server process (one URL each, connections split evenly), every request
// built on the fly. Plan (a JSON file, argv[2]):
//   { urls, connections, seconds, kind: 'registrations', tokens, tournamentIds, body }
//     → each request registers a new (player, tournament) pair, tournaments interleaved so the row locks of
//       consecutive requests differ, as in a rush over many tournaments;
//   { urls, connections, seconds, kind: 'primary-key-reads', ids }
//     → GET /users/<id> over the given ids, round robin;
//   { urls, connections, kind: 'listed', requests: [{ method, path, headers, body }] }
//     → each listed request once, in order, then stop (a rush of known size, e.g. score reports); with `seconds`,
//       the list over and over for that long instead (reads, which can be repeated).
// Any plan may add `overallRate` (requests/s over all connections): an open-loop run at that fixed offered rate rather
// than as fast as the servers answer, so its latency is the one clients see below saturation.
// Prints one JSON line: requests per second, accepted (2xx) per second, latency percentiles, status counts.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let next = 0;

function registration(request) {
  const index = next++;
  const tournament = plan.tournamentIds[index % plan.tournamentIds.length];
  const token = plan.tokens[Math.floor(index / plan.tournamentIds.length) % plan.tokens.length];
  return {
    ...request,
    method: 'POST',
    path: `/api/v1/participants/${tournament}/registrations/solo`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: plan.body,
  };
}

function primaryKeyRead(request) {
  const id = plan.ids[next++ % plan.ids.length];
  return { ...request, method: 'GET', path: `/users/${id}` };
}

function listed(request) {
  const next_ = plan.requests[next++ % plan.requests.length];
  return { ...request, ...next_ };
}

const builders = { registrations: registration, 'primary-key-reads': primaryKeyRead, listed };
const result = await autocannon({
  url: plan.urls,
  connections: plan.connections,
  ...(plan.kind === 'listed' && plan.seconds === undefined
    ? { amount: plan.requests.length }
    : { duration: plan.seconds }),
  requests: [{ setupRequest: builders[plan.kind] }],
  ...(plan.overallRate ? { overallRate: plan.overallRate } : {}),
});

console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    acceptedPerSecond: result['2xx'] / result.duration,
    total: result.requests.total,
    accepted: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodeStats: result.statusCodeStats,
    duration: result.duration,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    sent: next,
    // Bytes read per answer, headers included: what went over the wire (compressed, when it was).
    bytesPerAnswer: result.throughput.total / Math.max(1, result.requests.total),
  }),
);

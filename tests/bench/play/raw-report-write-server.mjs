// The play benchmark's second yardstick: the least a score report can cost on this machine. A request writes what
// a first report writes — its report row, its audit row and the match's new status — and nothing else: no sign-in,
// no multipart body, no checks, no read of the tournament or the match, no view in the answer. Requests of the
// moment share one statement and its commit, as Arena's reports do (server/db/statement-batcher.ts), so this is
// the ceiling of a report rush here, not a naive one-insert-per-request figure. Started as its own process (twice,
// like Arena) over the tables the benchmark creates (raw-report-writes.ts); prints its port once listening.
import Fastify from 'fastify';
import { rawPool, serveRaw } from '../registration/raw-server.mjs';

const pool = rawPool();
const MAX_BATCH = 64;
const MAX_IN_FLIGHT = 2;

const WRITE = `
  WITH input AS (
    SELECT * FROM unnest($1::uuid[], $2::int[], $3::jsonb[]) WITH ORDINALITY AS i(match_id, seed, payload, ord)
  ), locked AS MATERIALIZED (
    -- In id order, as Arena locks matches: both sides of a match may be in batches of the two processes at once.
    SELECT id FROM raw_floor_matches WHERE id IN (SELECT match_id FROM input) ORDER BY id FOR UPDATE
  ), stored AS (
    INSERT INTO raw_floor_reports (match_id, seed, payload, created_at)
    SELECT match_id, seed, payload, now() FROM input ORDER BY ord
    RETURNING id, match_id, seed
  ), audited AS (
    INSERT INTO raw_floor_events (match_id, kind, details, at)
    SELECT match_id, 'REPORTED', jsonb_build_object('seed', seed), now() FROM input ORDER BY ord
  ), opened AS (
    UPDATE raw_floor_matches m SET status = 'REPORTED', reported_at = now() FROM locked l WHERE m.id = l.id
  )
  SELECT i.ord, s.id FROM input i JOIN stored s ON s.match_id = i.match_id AND s.seed = i.seed`;

let queue = [];
let inFlight = 0;
let scheduled = false;

function schedule() {
  if (scheduled || inFlight >= MAX_IN_FLIGHT || queue.length === 0) return;
  scheduled = true;
  setImmediate(flush);
}

function flush() {
  scheduled = false;
  while (inFlight < MAX_IN_FLIGHT && queue.length > 0) {
    const batch = queue.splice(0, MAX_BATCH);
    inFlight++;
    pool
      .query(WRITE, [
        batch.map((r) => r.matchId),
        batch.map((r) => r.seed),
        batch.map((r) => JSON.stringify(r.payload)),
      ])
      .then(
        ({ rows }) => {
          const ids = new Map(rows.map((row) => [Number(row.ord), row.id]));
          batch.forEach((r, k) => r.resolve(ids.get(k + 1)));
        },
        (error) => batch.forEach((r) => r.reject(error)),
      )
      .finally(() => {
        inFlight--;
        schedule();
      });
  }
}

const app = Fastify();
app.post('/reports/:matchId', async (request, reply) => {
  const id = await new Promise((resolve, reject) => {
    queue.push({ matchId: request.params.matchId, seed: request.body.seed, payload: request.body, resolve, reject });
    schedule();
  });
  return reply.code(201).send({ id });
});
await serveRaw(app, pool);

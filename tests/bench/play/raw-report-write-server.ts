// The play benchmark's second yardstick: the least a score report can cost on this machine. A request writes what
// a first report writes — its report row, its audit row and the match's new status — and nothing else: no sign-in,
// no multipart body, no checks, no read of the tournament or the match, no view in the answer. Requests of the
// moment share one statement and its commit through Arena's own StatementBatcher, with the first reports' limits,
// so this is the ceiling of a report rush here, not a naive one-insert-per-request figure. Started as its own
// process (twice, like Arena) over the tables the benchmark creates (raw-report-writes.ts); prints its port.
import Fastify from 'fastify';
import { StatementBatcher } from '../../../server/db/statement-batcher.js';
import { rawPool, serveRaw } from '../registration/raw-server.js';

interface Report {
  matchId: string;
  seed: number;
  payload: unknown;
}

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

const pool = rawPool();
// The limits of first-reports.ts.
const writes = new StatementBatcher<Report, string | undefined>(
  async (batch) => {
    const { rows } = await pool.query<{ ord: string; id: string }>(WRITE, [
      batch.map((report) => report.matchId),
      batch.map((report) => report.seed),
      batch.map((report) => JSON.stringify(report.payload)),
    ]);
    const ids = new Map(rows.map((row) => [Number(row.ord), row.id]));
    return batch.map((_, k) => ids.get(k + 1));
  },
  { maxInFlight: 2, maxBatch: 64 },
);

const app = Fastify();
app.post<{ Params: { matchId: string }; Body: { seed: number } }>('/reports/:matchId', async (request, reply) => {
  const id = await writes.submit({ matchId: request.params.matchId, seed: request.body.seed, payload: request.body });
  return reply.code(201).send({ id });
});
await serveRaw(app, pool);

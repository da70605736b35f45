// The report rush's floor (raw-report-write-server.ts): both sides of `matches` matches send a report to two raw
// Fastify + pg processes that only write it, in the rush's order and with the same generator and connections. The
// scratch tables live in the cluster's throwaway database for the length of the run.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { ArenaCluster } from '../registration/arena-cluster.js';
import { generate, startRawServer, type LoadResult } from '../registration/load-runs.js';

const SERVER = join(fileURLToPath(new URL('.', import.meta.url)), 'raw-report-write-server.ts');

export async function rawReportWrites(
  cluster: ArenaCluster,
  options: { connections: number; matches: number; warmUpMatches: number; poolSize: string },
): Promise<LoadResult> {
  const db = cluster.database.db;
  await sql`
    CREATE TABLE raw_floor_matches (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), status text NOT NULL DEFAULT 'READY',
                                    reported_at timestamptz);
    CREATE TABLE raw_floor_reports (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), match_id uuid NOT NULL REFERENCES raw_floor_matches,
                                    seed int NOT NULL, payload jsonb NOT NULL, created_at timestamptz NOT NULL, UNIQUE (match_id, seed));
    CREATE TABLE raw_floor_events (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), match_id uuid NOT NULL REFERENCES raw_floor_matches,
                                   kind text NOT NULL, details jsonb NOT NULL, at timestamptz NOT NULL)`.execute(db);
  const servers = [
    await startRawServer(SERVER, cluster.databaseUrl, options.poolSize),
    await startRawServer(SERVER, cluster.databaseUrl, options.poolSize),
  ];
  try {
    const ids = await sql<{ id: string }>`
      INSERT INTO raw_floor_matches SELECT FROM generate_series(1, ${options.warmUpMatches + options.matches}) RETURNING id`.execute(
      db,
    );
    // Both sides of each match one after the other, the same body shape as the rush's duel report.
    const requests = ids.rows.flatMap(({ id }) =>
      [1, 2].map((seed) => ({
        method: 'POST',
        path: `/reports/${id}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          seed,
          winner: 1,
          scoreParticipant: [seed === 1 ? 2 : 0],
          scoreOpponent: [seed === 1 ? 0 : 2],
        }),
      })),
    );
    const plan = { urls: servers.map((server) => server.url), connections: options.connections, kind: 'listed' };
    await generate({ ...plan, requests: requests.slice(0, options.warmUpMatches * 2) });
    return await generate({ ...plan, requests: requests.slice(options.warmUpMatches * 2) });
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await sql`DROP TABLE raw_floor_events, raw_floor_reports, raw_floor_matches`.execute(db);
  }
}

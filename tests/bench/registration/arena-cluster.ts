// Two (or more) real Arena server processes on one throwaway PostgreSQL database, as they run behind a load
// balancer: one PUBLIC_URL for all (so tokens issued by one process are valid on the other, and the IdP's
// redirects name one public origin), each process on its own port. Requests for the public origin are
// routed to a chosen process here, the way the balancer would. Shared by the two-process registration
// test and the registration-rush benchmark.
import { openDatabase, type DatabaseHandle } from '../../../server/db/database.js';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { preparePostgres } from '../../support/test-database.js';
import type { Session, TestServer } from '../../support/test-server.js';

export interface ArenaCluster {
  /** The one public origin every process is configured with (PUBLIC_URL). */
  publicUrl: string;
  processes: ServerProcess[];
  /** The test's own connection to the shared database (setup and checks only). */
  database: DatabaseHandle;
  databaseUrl: string;
  /** A TestServer facade over process `index`, so the tournament kit's builders work unchanged. */
  via(index: number): TestServer;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  processes?: number;
  /** Extra environment for every process (e.g. DATABASE_POOL_SIZE). */
  env?: Record<string, string>;
}

export async function startArenaCluster(options: ClusterOptions = {}): Promise<ArenaCluster> {
  const count = options.processes ?? 2;
  // A copy of the run's migrated template inside a test run (the benchmark, without one, gets an empty database).
  const throwaway = await preparePostgres();
  const env = { DATABASE_URL: throwaway.url, ...options.env };
  const processes: ServerProcess[] = [];
  let database: DatabaseHandle | undefined;
  try {
    // The first process migrates the database (a template copy is migrated already) and owns the public origin;
    // the others join it once it is up (its URL is theirs). Processes booting together on a new database once could
    // deadlock in pg-boss's queue creation; job-queue-start.test.ts holds that fixed.
    const first = await startServerProcess({ env });
    processes.push(first);
    const publicUrl = first.url;
    processes.push(
      ...(await Promise.all(
        Array.from({ length: count - 1 }, () => startServerProcess({ env: { ...env, PUBLIC_URL: publicUrl } })),
      )),
    );
    database = await openDatabase({ databaseUrl: throwaway.url, poolSize: 10 });
    const handle = database;
    return {
      publicUrl,
      processes,
      database: handle,
      databaseUrl: throwaway.url,
      via(index) {
        const target = processes[index % processes.length];
        const facade = {
          baseUrl: target.url,
          database: { engine: 'postgres', handle, databaseUrl: throwaway.url, drop: async () => undefined },
          api(path: string, init: RequestInit & { session?: Session } = {}) {
            const { session, headers, ...rest } = init;
            return fetch(`${target.url}/api/v1${path}`, {
              ...rest,
              headers: { ...(session?.headers ?? {}), ...(headers as Record<string, string> | undefined) },
            });
          },
        };
        return facade as unknown as TestServer;
      },
      async stop() {
        await Promise.all(processes.map((server) => server.close()));
        await handle.close();
        await throwaway.drop();
      },
    };
  } catch (error) {
    await Promise.all(processes.map((server) => server.close()));
    await database?.close();
    await throwaway.drop();
    throw error;
  }
}

// Boots Arena: configuration, database and migrations, demo data on an empty database, then the server.
// Shuts down gracefully on SIGTERM/SIGINT: readiness drops, in-flight requests finish, the database closes.
import { join, resolve } from 'node:path';
import { ConfigError, LISTEN_BACKLOG, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { isDatabaseEmpty, seedDemoData } from './db/demo-data.js';
import { LocalFileStorage } from './storage/file-storage.js';
import { BUILT_IN_ISSUER_KEY, buildApp } from './app.js';
import { systemClock } from './clock.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: join(resolve(config.DATA_DIR), 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrate(database);
  if (config.SEED_DEMO_DATA && (await isDatabaseEmpty(database.db))) {
    await seedDemoData({
      db: database.db,
      storage: new LocalFileStorage(join(resolve(config.DATA_DIR), 'uploads')),
      builtInIssuerKey: config.builtInIdentityProvider ? BUILT_IN_ISSUER_KEY : undefined,
      clock: systemClock,
    });
  }
  const { app, beginShutdown } = await buildApp({ config, database });
  await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
  app.log.info(`Arena is running at ${config.PUBLIC_URL} (database: ${database.engine})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    beginShutdown();
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// `npm run seed`: restores the demo data (games and demo accounts with their documented passwords).
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';
import { seedDemoData } from './demo-data.js';
import { LocalFileStorage } from '../storage/file-storage.js';
import { BUILT_IN_ISSUER_KEY } from '../app.js';
import { systemClock } from '../clock.js';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: join(resolve(config.DATA_DIR), 'pglite'),
});
await migrate(database);
await seedDemoData({
  db: database.db,
  storage: new LocalFileStorage(join(resolve(config.DATA_DIR), 'uploads')),
  builtInIssuerKey: config.builtInIdentityProvider ? BUILT_IN_ISSUER_KEY : undefined,
  clock: systemClock,
});
await database.close();
console.log('Demo data restored.');

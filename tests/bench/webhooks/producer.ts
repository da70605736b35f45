// The benchmark's event producer in a process of its own (`tsx producer.ts '<json options>'`), as the app's
// writes come from elsewhere than the receivers: the receivers' process then spends its time receiving, and
// their arrival times are not delayed by the producer's work. Prints the events it committed as one JSON line.
import { openDatabase } from '../../../server/db/database.js';
import { produceEvents } from './webhook-cluster.js';

const options = JSON.parse(process.argv[2]) as {
  databaseUrl: string;
  organizationId: string;
  count: number;
  perSecond: number;
  tournaments: number;
};
// Enough connections that 500 commits a second do not queue for one.
const database = await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 32 });
try {
  const production = await produceEvents(database.db, options);
  process.stdout.write(`${JSON.stringify(production)}\n`);
} finally {
  await database.close();
}

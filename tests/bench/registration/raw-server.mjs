// What every yardstick server of the rush benchmarks shares (raw-pk-server.mjs, play/raw-report-write-server.mjs):
// a pg pool of the same size as Arena's, and the lifecycle the bench drives — listen on a free port, print it
// once listening, close on SIGTERM.
import pg from 'pg';

export const rawPool = () =>
  new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });

export async function serveRaw(app, pool) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: app.server.address().port }));
  const stop = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// What every yardstick server of the rush benchmarks shares (raw-pk-server.ts, play/raw-report-write-server.ts):
// a pg pool of the same size as Arena's, and the lifecycle the bench drives — listen on a free port, print it
// once listening, close on SIGTERM.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { LISTEN_BACKLOG } from '../../../server/config.js';

export const rawPool = () =>
  new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });

export async function serveRaw(app: FastifyInstance, pool: pg.Pool): Promise<void> {
  // The backlog Arena listens with, so a rush's connections queue alike on both sides.
  await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port }));
  const stop = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

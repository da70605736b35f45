// One LISTEN per process on the channel the tournament triggers notify (migration 0330). On PostgreSQL it
// holds its own pooled connection and, should that connection drop (database restart, network), listens
// again on a fresh one; a dropped LISTEN would otherwise silently end live updates for the whole process.
// On PGlite the instance itself delivers notifications at commit.
import type pg from 'pg';
import type { DatabaseHandle } from '../../../db/database.js';

export const TOURNAMENT_CHANGED_CHANNEL = 'tournament_changed';
const RECONNECT_DELAY_MS = 1_000;

interface Log {
  warn(obj: unknown, msg?: string): void;
}

export async function listenForChanges(
  database: DatabaseHandle,
  onPayload: (payload: string) => void,
  log: Log,
): Promise<() => Promise<void>> {
  if (!database.pool) return database.listen(TOURNAMENT_CHANGED_CHANNEL, onPayload);
  return listenOnPool(database.pool, onPayload, log);
}

async function listenOnPool(
  pool: pg.Pool,
  onPayload: (payload: string) => void,
  log: Log,
): Promise<() => Promise<void>> {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let releaseCurrent: (error?: Error) => void = () => undefined;

  const connect = async (): Promise<void> => {
    const next = await pool.connect();
    next.on('notification', (message) => {
      if (message.channel === TOURNAMENT_CHANGED_CHANNEL) onPayload(message.payload ?? '');
    });
    let released = false;
    const release = (error?: Error) => {
      // A connection can fail after it was handed back (the pool ending at shutdown, a dropped database):
      // releasing twice throws inside the event handler and would crash the process.
      if (released) return;
      released = true;
      next.release(error);
    };
    next.on('error', (error) => {
      if (released) return;
      log.warn({ err: error }, 'live updates: LISTEN connection lost, reconnecting');
      if (client === next) client = null;
      release(error);
      scheduleReconnect();
    });
    releaseCurrent = release;
    await next.query(`LISTEN ${TOURNAMENT_CHANGED_CHANNEL}`);
    if (stopped) {
      release();
      return;
    }
    client = next;
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'live updates: could not listen yet');
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    if (!current) return;
    await current.query(`UNLISTEN ${TOURNAMENT_CHANGED_CHANNEL}`).catch(() => undefined);
    releaseCurrent();
  };
}

// Fans the database's tournament_changed notifications out to this process's subscribers (the SSE clients).
// Bursts are coalesced: ids that change within one window (a registration rush, a batch disqualification)
// go out once per window, and only for tournaments the public may see (published, organization not locked),
// so subscribers learn nothing about drafts.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { DatabaseHandle } from '../../../db/database.js';
import { listenForChanges } from './change-listener.js';
import { organizationCards } from '../../organizations/organizations-module.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const DEFAULT_COALESCE_MS = 250;

interface Log {
  warn(obj: unknown, msg?: string): void;
}

export type ChangeListener = (tournamentIds: readonly string[]) => void;

export class TournamentChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Log,
    private readonly coalesceMs = DEFAULT_COALESCE_MS,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await listenForChanges(this.database, (payload) => this.changed(payload), this.log);
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(payload: string) {
    if (!UUID.test(payload)) return;
    this.pending.add(payload.toLowerCase());
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flushing = this.flush().catch((error: unknown) =>
        this.log.warn({ err: error }, 'live updates: could not publish changes'),
      );
    }, this.coalesceMs);
  }

  private async flush(): Promise<void> {
    const ids = [...this.pending];
    this.pending = new Set();
    if (ids.length === 0 || this.listeners.size === 0) return;
    const visible = await publicTournamentIds(this.database.db, ids);
    if (visible.length === 0) return;
    for (const listener of this.listeners) listener(visible);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.listeners.clear();
    await this.unlisten?.();
    this.unlisten = null;
    await this.flushing;
  }
}

async function publicTournamentIds(db: Kysely<Database>, ids: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('tournaments')
    .innerJoin(organizationCards(db).as('organizations'), 'organizations.id', 'tournaments.organization_id')
    .select(sql<string>`tournaments.id::text`.as('id'))
    .where('tournaments.id', 'in', ids)
    .where('tournaments.published_at', 'is not', null)
    .where('organizations.locked', '=', false)
    .execute();
  return rows.map((row) => row.id);
}

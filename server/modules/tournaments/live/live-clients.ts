// The live-update subscribers of this process, whatever their transport (server-sent events or WebSocket):
// capped, kept alive by heartbeats (so proxies do not time them out, and dead WebSockets are found), and all
// closed at shutdown so a graceful drain never waits on a stream that would otherwise stay open forever.

export interface LiveClient {
  /** null: every public tournament. */
  readonly ids: ReadonlySet<string> | null;
  send(event: string, tournamentIds: readonly string[]): void;
  heartbeat(): void;
  close(): void;
}

export class LiveClients {
  private readonly clients = new Set<LiveClient>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    readonly maxClients: number,
    heartbeatMs: number,
  ) {
    this.timer = setInterval(() => {
      for (const client of this.clients) client.heartbeat();
    }, heartbeatMs);
    this.timer.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  get full(): boolean {
    return this.clients.size >= this.maxClients;
  }

  add(client: LiveClient): () => void {
    this.clients.add(client);
    return () => this.clients.delete(client);
  }

  /** Each client gets the changed tournaments it subscribed to, if any. */
  publish(event: string, tournamentIds: readonly string[]): void {
    for (const client of this.clients) {
      const wanted = client.ids ? tournamentIds.filter((id) => client.ids!.has(id)) : tournamentIds;
      if (wanted.length > 0) client.send(event, wanted);
    }
  }

  closeAll(): void {
    clearInterval(this.timer);
    for (const client of this.clients) client.close();
    this.clients.clear();
  }
}

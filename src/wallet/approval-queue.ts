// Requests waiting for the user: {id, origin, kind, payload}, resolved or rejected only by id.
// Each origin has a FIFO: one approval window at a time, the next request's window opens when the
// shown one is settled, so a dApp sending two requests back to back gets both answered in order
// (not -32002 for the second). The queue holds at most MAX_PENDING_PER_ORIGIN requests per origin,
// the same bound as requests in flight (request-limiter.ts), and answers -32005 beyond it.
// The waiting promises live in memory, the records are mirrored in session storage so a restarted
// service worker can close windows whose requester is gone.
// A request belongs to the page document that sent it (its content script's port). When that page reloads,
// navigates away or its tab closes, its requests are dropped with their windows: nobody waits for them, and
// the new page's requests must not queue behind them. An approval of a dropped request settles nothing, and
// one approved just before its page went away reports itself stale so the caller does not broadcast it.
import { ProviderError } from './provider-error';
import { MAX_PENDING_PER_ORIGIN } from './request-limiter';
import type { PendingApprovalRecord, WalletState } from './wallet-state';

export type ApprovalKind = PendingApprovalRecord['kind'];

export interface ApprovalRequest<P = unknown> {
  id: string;
  origin: string;
  kind: ApprovalKind;
  payload: P;
  createdAt: number;
}

/** The page document a request came from: its provider port, and its tab. None for the wallet's own popup. */
export interface RequestSource {
  port: string;
  tabId: number;
}

/**
 * What the approval page sends back; `consent` is the explicit tick required for signOnly, `acknowledged`
 * the tick required under a danger to the account's control (permission-risks.ts).
 */
export interface ApprovalDecision {
  approved: boolean;
  consent?: boolean;
  acknowledged?: boolean;
}

/**
 * An approved request. The caller does the approved work, then calls `release()` to close the window:
 * closing a window while the answer travels back to the page stalls the browser's message routing
 * (measured: ~110 ms instead of ~15 ms from click to response), so the window goes last.
 */
export interface ApprovedRequest extends ApprovalDecision {
  release(): void;
  /** True once the requesting page went away: the approved work must not be done (nor broadcast). */
  stale(): boolean;
}

export interface ApprovalWindows {
  open(requestId: string): Promise<number | null>;
  close(windowId: number): Promise<void>;
}

interface Waiter {
  request: ApprovalRequest;
  source: RequestSource | null;
  /** Set when its page went away after the approval, before the work was released. */
  dropped: boolean;
  /** Whether its window was opened (the first of its origin's FIFO); the others wait their turn. */
  shown: boolean;
  windowId: number | null;
  resolve: (decision: ApprovedRequest) => void;
  reject: (error: ProviderError) => void;
}

/** Closes the window of an approved request even if the caller never releases it. */
const RELEASE_FALLBACK_MS = 30_000;
const WINDOW_CLOSE_DELAY_MS = 100;

export class ApprovalQueue {
  private readonly waiters = new Map<string, Waiter>();
  /** Approved requests whose work is under way (until release): a page leaving marks them stale. */
  private readonly approved = new Set<Waiter>();

  constructor(
    private readonly state: WalletState,
    private readonly windows: ApprovalWindows,
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = () => crypto.randomUUID(),
    private readonly maxPerOrigin = MAX_PENDING_PER_ORIGIN,
  ) {}

  /**
   * Queues a request; its window opens at once, or when the origin's earlier requests are settled.
   * Resolves with the user's decision when it was approved; rejects 4001 when refused or the window
   * closed, -32005 when the origin already has MAX_PENDING_PER_ORIGIN requests waiting.
   */
  async request<P>(
    origin: string,
    kind: ApprovalKind,
    payload: P,
    source: RequestSource | null = null,
  ): Promise<ApprovedRequest> {
    const queued = this.queuedFor(origin);
    if (queued.length >= this.maxPerOrigin) throw new ProviderError('limitExceeded');
    const request: ApprovalRequest<P> = { id: this.newId(), origin, kind, payload, createdAt: this.now() };
    let waiter!: Waiter;
    const decision = new Promise<ApprovedRequest>((resolve, reject) => {
      waiter = { request, source, dropped: false, shown: false, windowId: null, resolve, reject };
      this.waiters.set(request.id, waiter);
    });
    if (queued.length === 0) await this.show(waiter);
    else void this.persist();
    return decision;
  }

  /** Opens the window; the session mirror is written alongside (it only serves recovery). */
  private async show(waiter: Waiter): Promise<void> {
    waiter.shown = true;
    const id = waiter.request.id;
    void this.persist();
    try {
      const windowId = await this.windows.open(id);
      if (this.waiters.get(id) === waiter) {
        waiter.windowId = windowId;
        await this.persist();
      } else if (windowId !== null) {
        await this.windows.close(windowId); // settled while the window was opening
      }
    } catch {
      this.reject(id, new ProviderError('internal', 'Could not open the approval window'));
    }
  }

  get(id: string): ApprovalRequest | null {
    return this.waiters.get(id)?.request ?? null;
  }

  list(): ApprovalRequest[] {
    return [...this.waiters.values()].map((w) => w.request);
  }

  /** The origin's request on screen (or about to be), null when it has none. */
  pendingFor(origin: string): ApprovalRequest | null {
    return this.queuedFor(origin)[0]?.request ?? null;
  }

  /** The origin's requests in arrival order; the first is the one shown. */
  private queuedFor(origin: string): Waiter[] {
    return [...this.waiters.values()].filter((w) => w.request.origin === origin);
  }

  /** A disconnected site's requests all go: the shown one and those waiting behind it. */
  rejectOrigin(origin: string, error: ProviderError): number {
    const ids = this.queuedFor(origin).map((w) => w.request.id);
    // Waiting ones first, so rejecting the shown one does not open the next window.
    for (const id of ids.reverse()) this.reject(id, error);
    return ids.length;
  }

  /** The page behind this provider port went away (reload, navigation, closed tab): drop its requests. */
  dropSource(port: string): number {
    return this.drop((source) => source.port === port);
  }

  /** The tab closed: drop the requests of every page it held. */
  dropTab(tabId: number): number {
    return this.drop((source) => source.tabId === tabId);
  }

  private drop(matches: (source: RequestSource) => boolean): number {
    for (const waiter of this.approved) if (waiter.source && matches(waiter.source)) waiter.dropped = true;
    const ids = [...this.waiters.values()]
      .filter((w) => w.source !== null && matches(w.source))
      .map((w) => w.request.id)
      .reverse(); // waiting ones first, so no window of a dropped request opens meanwhile
    const gone = new ProviderError('userRejected', 'The page that asked was reloaded or closed.');
    for (const id of ids) this.reject(id, gone);
    return ids.length;
  }

  /** Settles exactly the request with this id; returns false if no such request is pending. */
  decide(id: string, decision: ApprovalDecision): boolean {
    if (!decision.approved) return this.reject(id, new ProviderError('userRejected'));
    const waiter = this.take(id);
    if (!waiter) return false;
    const windowId = waiter.windowId;
    let released = false;
    this.approved.add(waiter);
    const release = () => {
      if (released) return;
      released = true;
      this.approved.delete(waiter);
      clearTimeout(fallback);
      // A beat after the caller's answer is posted, so it reaches the page before the teardown starts.
      if (windowId !== null)
        setTimeout(() => void this.windows.close(windowId).catch(() => undefined), WINDOW_CLOSE_DELAY_MS);
    };
    const fallback = setTimeout(release, RELEASE_FALLBACK_MS);
    waiter.resolve({ ...decision, release, stale: () => waiter.dropped });
    return true;
  }

  reject(id: string, error: ProviderError): boolean {
    const waiter = this.take(id);
    if (!waiter) return false;
    waiter.reject(error);
    if (waiter.windowId !== null) void this.windows.close(waiter.windowId).catch(() => undefined);
    return true;
  }

  /** Locking the wallet, or switching account or network, invalidates everything pending. */
  rejectAll(reason: string): number {
    const ids = [...this.waiters.keys()].reverse(); // waiting ones first: no window opens meanwhile
    for (const id of ids) this.reject(id, new ProviderError('userRejected', reason));
    return ids.length;
  }

  /** Closing the approval window is a refusal (4001). */
  windowClosed(windowId: number): void {
    for (const waiter of [...this.waiters.values()]) {
      if (waiter.windowId === windowId) this.reject(waiter.request.id, new ProviderError('userRejected'));
    }
  }

  /** After a service-worker restart no requester is waiting any more: close leftover windows. */
  async recover(): Promise<void> {
    const records = await this.state.approvals.load();
    const orphans = records.filter((r) => !this.waiters.has(r.id));
    for (const record of orphans) {
      if (record.windowId !== null) await this.windows.close(record.windowId).catch(() => undefined);
    }
    if (orphans.length > 0) await this.persist();
  }

  /** Removes a pending request so it can be settled exactly once, and shows its origin's next one. */
  private take(id: string): Waiter | null {
    const waiter = this.waiters.get(id);
    if (!waiter) return null;
    this.waiters.delete(id);
    const next = waiter.shown ? this.queuedFor(waiter.request.origin)[0] : undefined;
    if (next && !next.shown) void this.show(next);
    else void this.persist();
    return waiter;
  }

  private async persist(): Promise<void> {
    const records: PendingApprovalRecord[] = [...this.waiters.values()].map((w) => ({
      ...w.request,
      windowId: w.windowId,
    }));
    await this.state.approvals.save(records);
  }
}

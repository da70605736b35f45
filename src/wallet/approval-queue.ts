// Requests waiting for the user: {id, origin, kind, payload}, resolved or rejected only by id.
// One pending request per origin; the waiting promises live in memory, the records are mirrored in
// session storage so a restarted service worker can close windows whose requester is gone.
import { ProviderError } from './provider-error';
import type { PendingApprovalRecord, WalletState } from './wallet-state';

export type ApprovalKind = PendingApprovalRecord['kind'];

export interface ApprovalRequest<P = unknown> {
  id: string;
  origin: string;
  kind: ApprovalKind;
  payload: P;
  createdAt: number;
}

/** What the approval page sends back; `consent` is the explicit tick required for signOnly. */
export interface ApprovalDecision {
  approved: boolean;
  consent?: boolean;
}

/**
 * An approved request. The caller does the approved work, then calls `release()` to close the window:
 * closing a window while the answer travels back to the page stalls the browser's message routing
 * (measured: ~110 ms instead of ~15 ms from click to response), so the window goes last.
 */
export interface ApprovedRequest extends ApprovalDecision {
  release(): void;
}

export interface ApprovalWindows {
  open(requestId: string): Promise<number | null>;
  close(windowId: number): Promise<void>;
}

interface Waiter {
  request: ApprovalRequest;
  windowId: number | null;
  resolve: (decision: ApprovedRequest) => void;
  reject: (error: ProviderError) => void;
}

/** Closes the window of an approved request even if the caller never releases it. */
const RELEASE_FALLBACK_MS = 30_000;
const WINDOW_CLOSE_DELAY_MS = 100;

export class ApprovalQueue {
  private readonly waiters = new Map<string, Waiter>();

  constructor(
    private readonly state: WalletState,
    private readonly windows: ApprovalWindows,
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  /**
   * Queues a request and opens its window. Resolves with the user's decision when it was approved;
   * rejects 4001 when refused or the window closed, -32002 when the origin already has one pending.
   */
  async request<P>(origin: string, kind: ApprovalKind, payload: P): Promise<ApprovedRequest> {
    if (this.pendingFor(origin)) throw new ProviderError('resourceUnavailable');
    const request: ApprovalRequest<P> = { id: this.newId(), origin, kind, payload, createdAt: this.now() };
    const decision = new Promise<ApprovedRequest>((resolve, reject) => {
      this.waiters.set(request.id, { request, windowId: null, resolve, reject });
    });
    // The window opens at once; the session mirror is written alongside (it only serves recovery).
    void this.persist();
    try {
      const windowId = await this.windows.open(request.id);
      const waiter = this.waiters.get(request.id);
      if (waiter) {
        waiter.windowId = windowId;
        await this.persist();
      } else if (windowId !== null) {
        await this.windows.close(windowId); // settled while the window was opening
      }
    } catch {
      this.reject(request.id, new ProviderError('internal', 'Could not open the approval window'));
    }
    return decision;
  }

  get(id: string): ApprovalRequest | null {
    return this.waiters.get(id)?.request ?? null;
  }

  list(): ApprovalRequest[] {
    return [...this.waiters.values()].map((w) => w.request);
  }

  pendingFor(origin: string): ApprovalRequest | null {
    return this.list().find((r) => r.origin === origin) ?? null;
  }

  /** Settles exactly the request with this id; returns false if no such request is pending. */
  decide(id: string, decision: ApprovalDecision): boolean {
    if (!decision.approved) return this.reject(id, new ProviderError('userRejected'));
    const waiter = this.take(id);
    if (!waiter) return false;
    const windowId = waiter.windowId;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(fallback);
      // A beat after the caller's answer is posted, so it reaches the page before the teardown starts.
      if (windowId !== null) setTimeout(() => void this.windows.close(windowId).catch(() => undefined), WINDOW_CLOSE_DELAY_MS);
    };
    const fallback = setTimeout(release, RELEASE_FALLBACK_MS);
    waiter.resolve({ ...decision, release });
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
    const ids = [...this.waiters.keys()];
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

  /** Removes a pending request so it can be settled exactly once. */
  private take(id: string): Waiter | null {
    const waiter = this.waiters.get(id);
    if (!waiter) return null;
    this.waiters.delete(id);
    void this.persist();
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

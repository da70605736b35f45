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

export interface ApprovalWindows {
  open(requestId: string): Promise<number | null>;
  close(windowId: number): Promise<void>;
}

interface Waiter {
  request: ApprovalRequest;
  windowId: number | null;
  resolve: (decision: ApprovalDecision) => void;
  reject: (error: ProviderError) => void;
}

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
  async request<P>(origin: string, kind: ApprovalKind, payload: P): Promise<ApprovalDecision> {
    if (this.pendingFor(origin)) throw new ProviderError('resourceUnavailable');
    const request: ApprovalRequest<P> = { id: this.newId(), origin, kind, payload, createdAt: this.now() };
    const decision = new Promise<ApprovalDecision>((resolve, reject) => {
      this.waiters.set(request.id, { request, windowId: null, resolve, reject });
    });
    await this.persist();
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
      this.settle(request.id, (w) => w.reject(new ProviderError('internal', 'Could not open the approval window')));
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
    return this.settle(id, (w) =>
      decision.approved ? w.resolve(decision) : w.reject(new ProviderError('userRejected')),
    );
  }

  reject(id: string, error: ProviderError): boolean {
    return this.settle(id, (w) => w.reject(error));
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

  private settle(id: string, action: (waiter: Waiter) => void): boolean {
    const waiter = this.waiters.get(id);
    if (!waiter) return false;
    this.waiters.delete(id);
    action(waiter);
    if (waiter.windowId !== null) void this.windows.close(waiter.windowId).catch(() => undefined);
    void this.persist();
    return true;
  }

  private async persist(): Promise<void> {
    const records: PendingApprovalRecord[] = [...this.waiters.values()].map((w) => ({
      ...w.request,
      windowId: w.windowId,
    }));
    await this.state.approvals.save(records);
  }
}

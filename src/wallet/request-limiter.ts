// Caps provider requests in flight per origin (reference §2.5: more than 10 pending gives -32005),
// so one page cannot pile up work in the background.
import { ProviderError } from './provider-error';

export const MAX_PENDING_PER_ORIGIN = 10;

export class RequestLimiter {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly limit = MAX_PENDING_PER_ORIGIN) {}

  async run<T>(origin: string, task: () => Promise<T>): Promise<T> {
    const count = this.inFlight.get(origin) ?? 0;
    if (count >= this.limit) throw new ProviderError('limitExceeded');
    this.inFlight.set(origin, count + 1);
    try {
      return await task();
    } finally {
      const left = (this.inFlight.get(origin) ?? 1) - 1;
      if (left <= 0) this.inFlight.delete(origin);
      else this.inFlight.set(origin, left);
    }
  }

  pending(origin: string): number {
    return this.inFlight.get(origin) ?? 0;
  }
}

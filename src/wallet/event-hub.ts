// Pushes provider events (accountChanged, networkChanged, disconnect) to connected pages. Events go only
// to trusted origins (reference §2.7); the origin of each port comes from the browser.
import type { PortToPage } from './message-protocol';
import type { ProviderEvent } from './provider-methods';

export interface PagePort {
  origin: string;
  post(frame: PortToPage): void;
}

export class EventHub {
  private readonly ports = new Set<PagePort>();

  constructor(private readonly isTrusted: (origin: string) => Promise<boolean>) {}

  add(port: PagePort): void {
    this.ports.add(port);
  }

  remove(port: PagePort): void {
    this.ports.delete(port);
  }

  /** Sends to every trusted origin, or only to `onlyOrigin` (which must still be trusted unless `evenIfUntrusted`). */
  async emit(
    event: ProviderEvent,
    payload: unknown,
    options: { onlyOrigin?: string; evenIfUntrusted?: boolean } = {},
  ): Promise<void> {
    const trust = new Map<string, boolean>();
    for (const port of [...this.ports]) {
      if (options.onlyOrigin && port.origin !== options.onlyOrigin) continue;
      if (!options.evenIfUntrusted) {
        if (!trust.has(port.origin)) trust.set(port.origin, await this.isTrusted(port.origin));
        if (!trust.get(port.origin)) continue;
      }
      try {
        port.post({ type: 'event', event, payload });
      } catch {
        this.ports.delete(port); // the tab went away
      }
    }
  }
}

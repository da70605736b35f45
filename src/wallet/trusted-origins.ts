// Trust per origin, shared across networks (reference §2.4). Revoking trust is what disconnect means.
import { createSerialQueue } from './serial-queue';
import type { TrustedOrigin, WalletState } from './wallet-state';

export class TrustedOrigins {
  private readonly serial = createSerialQueue();

  constructor(
    private readonly state: WalletState,
    private readonly now: () => number = Date.now,
  ) {}

  async list(): Promise<TrustedOrigin[]> {
    return this.state.trustedOrigins.load();
  }

  async isTrusted(origin: string): Promise<boolean> {
    return (await this.list()).some((entry) => entry.origin === origin);
  }

  trust(origin: string): Promise<void> {
    return this.serial(async () => {
      const entries = await this.list();
      if (entries.some((entry) => entry.origin === origin)) return;
      await this.state.trustedOrigins.save([...entries, { origin, since: this.now() }]);
    });
  }

  /** Idempotent; returns whether the origin was trusted before. */
  revoke(origin: string): Promise<boolean> {
    return this.serial(async () => {
      const entries = await this.list();
      const remaining = entries.filter((entry) => entry.origin !== origin);
      if (remaining.length === entries.length) return false;
      await this.state.trustedOrigins.save(remaining);
      return true;
    });
  }
}

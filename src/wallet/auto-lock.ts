// Locks the vault after the configured idle time. The timer is a chrome.alarms alarm because a
// service worker's setTimeout dies with the worker; the deadline is recomputed from storage each time.
import type { Vault } from './vault';
import type { WalletState } from './wallet-state';

export const AUTO_LOCK_ALARM = 'arena-wallet-auto-lock';

export interface AlarmScheduler {
  schedule(name: string, when: number): Promise<void>;
  clear(name: string): Promise<void>;
}

export class AutoLock {
  constructor(
    private readonly state: WalletState,
    private readonly vault: Vault,
    private readonly alarms: AlarmScheduler,
    private readonly lock: () => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Call on every user interaction with the wallet. */
  async activity(): Promise<void> {
    await this.vault.touch();
    await this.reschedule();
  }

  async reschedule(): Promise<void> {
    const deadline = await this.deadline();
    if (deadline === null) await this.alarms.clear(AUTO_LOCK_ALARM);
    else await this.alarms.schedule(AUTO_LOCK_ALARM, deadline);
  }

  /** Runs on the alarm and at worker start-up (an alarm may have fired while nothing listened). */
  async check(): Promise<boolean> {
    const deadline = await this.deadline();
    if (deadline === null) return false;
    if (deadline <= this.now()) {
      await this.lock();
      await this.alarms.clear(AUTO_LOCK_ALARM);
      return true;
    }
    await this.alarms.schedule(AUTO_LOCK_ALARM, deadline);
    return false;
  }

  private async deadline(): Promise<number | null> {
    const last = await this.vault.lastActivity();
    if (last === null) return null;
    const { autoLockMinutes } = await this.state.preferences.load();
    return last + autoLockMinutes * 60_000;
  }
}

// A clock the test moves: services read it (server/clock.ts), so time passes without sleeping.
import type { Clock } from '../../server/clock.js';

export class ManualClock implements Clock {
  constructor(private current: number = Date.now()) {}

  now(): number {
    return this.current;
  }

  set(at: number): void {
    this.current = at;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

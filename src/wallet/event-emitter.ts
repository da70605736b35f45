// A small Node-style event emitter for `window.ultra` (reference §2.1: IUltraWalletApi & EventEmitter),
// written here because the page gets no Node built-ins.
type Listener = (...args: unknown[]) => void;

interface Registration {
  listener: Listener;
  once: boolean;
}

export class ProviderEventEmitter {
  #listeners = new Map<string, Registration[]>();

  on(event: string, listener: Listener): this {
    return this.#add(event, listener, false, false);
  }

  addListener(event: string, listener: Listener): this {
    return this.#add(event, listener, false, false);
  }

  once(event: string, listener: Listener): this {
    return this.#add(event, listener, true, false);
  }

  prependListener(event: string, listener: Listener): this {
    return this.#add(event, listener, false, true);
  }

  prependOnceListener(event: string, listener: Listener): this {
    return this.#add(event, listener, true, true);
  }

  off(event: string, listener: Listener): this {
    return this.removeListener(event, listener);
  }

  /** Removes the most recently added registration of `listener`, as Node does. */
  removeListener(event: string, listener: Listener): this {
    const list = this.#listeners.get(event);
    if (!list) return this;
    for (let i = list.length - 1; i >= 0; i -= 1) {
      if (list[i].listener === listener) {
        list.splice(i, 1);
        break;
      }
    }
    if (list.length === 0) this.#listeners.delete(event);
    return this;
  }

  removeAllListeners(event?: string): this {
    if (event === undefined) this.#listeners.clear();
    else this.#listeners.delete(event);
    return this;
  }

  listenerCount(event: string): number {
    return this.#listeners.get(event)?.length ?? 0;
  }

  listeners(event: string): Listener[] {
    return (this.#listeners.get(event) ?? []).map((r) => r.listener);
  }

  eventNames(): string[] {
    return [...this.#listeners.keys()];
  }

  emit(event: string, ...args: unknown[]): boolean {
    const list = this.#listeners.get(event);
    if (!list || list.length === 0) return false;
    for (const registration of [...list]) {
      if (registration.once) this.removeListener(event, registration.listener);
      try {
        registration.listener(...args);
      } catch (error) {
        // A throwing dApp listener must not stop the others; report it like an uncaught error.
        setTimeout(() => {
          throw error;
        });
      }
    }
    return true;
  }

  protected onListenerAdded(_event: string): void {}

  #add(event: string, listener: Listener, once: boolean, prepend: boolean): this {
    if (typeof listener !== 'function') throw new TypeError('The listener must be a function');
    const list = this.#listeners.get(event) ?? [];
    const registration = { listener, once };
    if (prepend) list.unshift(registration);
    else list.push(registration);
    this.#listeners.set(event, list);
    this.onListenerAdded(event);
    return this;
  }
}

/**
 * In-process domain-event bus. `emit` never throws and never blocks the caller: handlers run after the
 * current tick, their failures are logged (a broken e-mail must not fail the request that caused it).
 * Work that must survive a crash or run once across instances is enqueued as a job by its handler.
 * Cross-instance fan-out is the handlers' business (Socket.IO's Redis adapter, Redis pub/sub for caches).
 */
import type { DomainEventName, DomainEvents } from './domain-events.js';

export type DomainEventHandler<K extends DomainEventName> = (
  payload: DomainEvents[K],
) => void | Promise<void>;

export interface EventBusLogger {
  error(obj: unknown, msg?: string): void;
}

export interface HandlerOptions {
  /**
   * The write is not acknowledged before this handler settled: an HTTP write's answer waits for it
   * (app.ts awaits `acknowledged()` before sending a non-GET reply). For quick, essential side effects
   * only — cache versions a reader must see bumped once the writer has its answer (decision 030).
   */
  beforeReply?: boolean;
}

export interface EventBus {
  /** Announces that something happened; returns at once. */
  emit<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void;
  /** Registers a handler; returns a function that unregisters it. */
  on<K extends DomainEventName>(
    name: K,
    handler: DomainEventHandler<K>,
    options?: HandlerOptions,
  ): () => void;
  /** Resolves when every handler started so far has settled (tests and graceful shutdown). */
  drain(): Promise<void>;
  /** Resolves when every `beforeReply` handler started before the call has settled. */
  acknowledged(): Promise<void>;
}

/** Creates a bus whose handler failures go to `log`. */
export function createEventBus(log: EventBusLogger = console): EventBus {
  const handlers = new Map<DomainEventName, Set<DomainEventHandler<DomainEventName>>>();
  const pending = new Set<Promise<void>>();
  const beforeReply = new WeakSet<DomainEventHandler<DomainEventName>>();
  const unacknowledged = new Set<Promise<void>>();

  return {
    emit(name, payload) {
      const set = handlers.get(name);
      if (!set) return;
      const start = (handler: DomainEventHandler<DomainEventName>, after: Promise<unknown>) => {
        const run = after
          .then(() => (handler as DomainEventHandler<typeof name>)(payload))
          .catch((err: unknown) => log.error({ err, event: name }, 'domain event handler failed'))
          .finally(() => {
            pending.delete(run);
            unacknowledged.delete(run);
          });
        pending.add(run);
        return run;
      };
      // The `beforeReply` handlers (cache versions) first; everyone else once they settled, so nobody —
      // a socket, a push — hears of a change while a cache could still answer what it replaced.
      const first: Promise<void>[] = [];
      for (const handler of set) {
        if (!beforeReply.has(handler)) continue;
        const run = start(handler, Promise.resolve());
        unacknowledged.add(run);
        first.push(run);
      }
      const after = first.length > 0 ? Promise.allSettled(first) : Promise.resolve();
      for (const handler of set) if (!beforeReply.has(handler)) start(handler, after);
    },
    on(name, handler, options = {}) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler as DomainEventHandler<DomainEventName>);
      if (options.beforeReply) beforeReply.add(handler as DomainEventHandler<DomainEventName>);
      return () => set.delete(handler as DomainEventHandler<DomainEventName>);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async acknowledged() {
      // A snapshot: what was emitted before this call (the caller's own events included); handlers
      // started later do not hold this reply back, so a steady stream of writes cannot starve it.
      if (unacknowledged.size > 0) await Promise.allSettled([...unacknowledged]);
    },
  };
}

import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    handlersInFlight: HandlersInFlight;
  }
}

/**
 * Handlers still running, counted apart from sockets: a client that hangs up mid-order closes its socket,
 * yet its handler goes on. Shutdown waits for these before it closes the database pool.
 */
export type HandlersInFlight = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves when none runs, or after `timeoutMs` (a handler stuck that long is cut off anyway). */
  settled(timeoutMs: number): Promise<void>;
  readonly count: number;
};

export function trackHandlers(): HandlersInFlight {
  let count = 0;
  let waiting: (() => void)[] = [];
  const done = () => {
    count--;
    if (count > 0) return;
    for (const wake of waiting) wake();
    waiting = [];
  };
  return {
    get count() {
      return count;
    },
    run(work) {
      count++;
      return work().finally(done);
    },
    settled(timeoutMs) {
      if (count === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

export function registerHandlerTracking(app: FastifyInstance) {
  app.decorate('handlersInFlight', trackHandlers());
}

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { type OutboxHandler, type OutboxHandlers, type OutboxWorker, startOutboxWorker } from './outbox.worker.js';

/** What features see of the outbox: register a topic handler, wake the worker after a commit. */
export type Outbox = {
  handle(topic: string, handler: OutboxHandler): void;
  wake(): void;
  drain(): Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/**
 * Decorates the root instance with `outbox`; the worker starts when the server is ready and
 * stops on close. A web-only process (ROLE=web) leaves background work to the API nodes.
 */
export function registerOutbox(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'config'>) {
  const handlers: OutboxHandlers = {};
  let worker: OutboxWorker | undefined;
  const outbox: Outbox = {
    handle: (topic, handler) => {
      handlers[topic] = handler;
    },
    wake: () => worker?.wake(),
    drain: () => worker?.drain() ?? Promise.resolve(0),
  };
  app.decorate('outbox', outbox);
  if (deps.config.ROLE === 'web') return;
  app.addHook('onReady', async () => {
    worker = startOutboxWorker({ db: deps.db, handlers, log: app.log });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    worker = undefined;
  });
}

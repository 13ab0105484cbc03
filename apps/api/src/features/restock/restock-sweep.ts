import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { restockLimits } from './restock.limits.js';
import { notifyRestocked } from './restock.service.js';

/** One sweep: mails every request whose variation can be ordered again, then wakes the outbox. */
export async function sweepRestockRequests(deps: Pick<AppDeps, 'db' | 'config'>, outbox: { wake(): void }) {
  const notified = await notifyRestocked(deps);
  if (notified > 0) outbox.wake();
  return notified;
}

/**
 * Sweeps shortly after the server is ready, then every `sweepEverySeconds`, counted from the end
 * of the previous run, until it closes. Every API node sweeps; claiming with SKIP LOCKED and a
 * re-checked `notified_at` keeps them from mailing a request twice. The timer never keeps the
 * process alive; closing waits for a sweep under way, so the pool outlives it.
 */
export function scheduleRestockSweep(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'config'>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const runAndReschedule = (delaySeconds: number) => {
    timer = setTimeout(() => {
      running = sweepRestockRequests(deps, app.outbox)
        .then((notified) => {
          if (notified > 0) app.log.info({ notified }, 'restock notices queued');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'restock sweep failed'))
        .finally(() => {
          if (timer) runAndReschedule(restockLimits.sweepEverySeconds);
        });
    }, delaySeconds * 1000);
    timer.unref();
  };
  app.addHook('onReady', async () => runAndReschedule(restockLimits.sweepFirstRunAfterSeconds));
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    timer = undefined;
    await running;
  });
}

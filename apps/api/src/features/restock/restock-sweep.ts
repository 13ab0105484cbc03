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
 * Sweeps after ready, then every `sweepEverySeconds` from the previous run's end. Every API node sweeps;
 * SKIP LOCKED and a re-checked `notified_at` keep a request from being mailed twice.
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

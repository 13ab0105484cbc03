import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/executor.js';
import type { AppDeps } from '../../deps.js';
import { releaseOrderHolds } from './order-holds.js';
import { claimExpirySweep, lockExpiredOrders } from './order-holds.queries.js';
import { queueOrderMail } from './order-mails.service.js';
import { setOrderState } from './order-transitions.queries.js';

/** Seconds from ready to the first sweep, then between sweeps; orders expired per transaction. */
export const expiryLimits = { sweepFirstRunAfterSeconds: 20, sweepEverySeconds: 60, sweepBatchSize: 100 } as const;

export const EXPIRED_NOTE = 'payment not received in time: the order expired';

/**
 * Cancels a batch of unpaid orders whose hold ran out, in one transaction, giving their units and coupon
 * uses back; an advisory lock keeps it to one node. Answers how many expired.
 */
export async function expireUnpaidOrders(deps: Pick<AppDeps, 'db' | 'config'>, batch = expiryLimits.sweepBatchSize) {
  return inTransaction(deps.db, async (tx) => {
    if (!(await claimExpirySweep(tx))) return 0;
    const due = await lockExpiredOrders(tx, batch);
    for (const order of due) {
      await setOrderState(tx, order, 'cancelled', { note: EXPIRED_NOTE });
      await releaseOrderHolds(tx, order.id);
      await queueOrderMail(deps, tx, order.id, 'expired');
    }
    return due.length;
  });
}

/**
 * Sweeps shortly after the server is ready, then every `sweepEverySeconds` from the end of the
 * previous run (a full batch sweeps again at once), until it closes; the shape of the restock sweep.
 */
export function scheduleExpirySweep(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'config'>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const runAndReschedule = (delaySeconds: number) => {
    timer = setTimeout(() => {
      let next: number = expiryLimits.sweepEverySeconds;
      running = expireUnpaidOrders(deps)
        .then((expired) => {
          if (expired > 0) app.log.info({ expired }, 'unpaid orders expired');
          if (expired > 0) app.outbox.wake();
          if (expired === expiryLimits.sweepBatchSize) next = 0;
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'order expiry sweep failed'))
        .finally(() => {
          if (timer) runAndReschedule(next);
        });
    }, delaySeconds * 1000);
    timer.unref();
  };
  app.addHook('onReady', async () => runAndReschedule(expiryLimits.sweepFirstRunAfterSeconds));
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    timer = undefined;
    await running;
  });
}

import type { Db } from '../../db/client.js';
import type { DbExecutor } from '../../db/executor.js';
import { perDatabase } from '../../platform/coalesce.js';
import { drawOrderNumbers } from './order-write.queries.js';

/** Numbers drawn per round trip (docs/checkout.md, "Order numbers"). */
export const ORDER_NUMBER_BLOCK = 20;

type Reserve = { ready: string[]; refill: Promise<void> | null };

const reserveOf = perDatabase((_db: Db): Reserve => ({ ready: [], refill: null }));

/**
 * A unique order number from a block of the sequence, so most orders need no round trip (gaps are fine).
 * The refill goes through `executor`: inside a transaction a read on the pool could wait for ever.
 */
export async function nextOrderNumber(db: Db, executor: DbExecutor): Promise<string> {
  const reserve = reserveOf(db);
  for (;;) {
    const number = reserve.ready.shift();
    if (number) return number;
    if (!reserve.refill) {
      const refill = drawOrderNumbers(executor, ORDER_NUMBER_BLOCK).then((numbers) => {
        reserve.ready.push(...numbers);
      });
      reserve.refill = refill.finally(() => {
        reserve.refill = null;
      });
      await reserve.refill;
      continue;
    }
    // Another order's refill: if it fails (its transaction broke), this one draws its own.
    await reserve.refill.catch(() => {});
  }
}

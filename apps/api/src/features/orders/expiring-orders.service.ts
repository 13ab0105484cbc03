import type { DbExecutor } from '../../db/executor.js';
import { selectExpiringOrders } from './order-holds.queries.js';

/** Unpaid orders whose hold runs out soonest (the expiry sweep cancels them then: order-expiry.ts). */
export async function listExpiringOrders(db: DbExecutor, limit: number) {
  const { rows, total } = await selectExpiringOrders(db, limit);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      total: row.total,
      currency: row.currency,
      hold_until: new Date(row.holdUntil).toISOString(),
    })),
  };
}

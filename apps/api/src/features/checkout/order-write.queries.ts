import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import {
  orderAddresses,
  orderLines,
  orderStatusHistory,
  orders,
  orderTotals,
  variations,
} from '../../db/schema/index.js';

export type NewOrder = typeof orders.$inferInsert;
export type NewLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;
export type NewTotal = Omit<typeof orderTotals.$inferInsert, 'orderId'>;
export type NewAddress = Omit<typeof orderAddresses.$inferInsert, 'orderId'>;

export async function selectOrderByKey(executor: DbExecutor, storeId: number, key: string) {
  const [row] = await executor
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      sessionId: orders.sessionId,
      customerId: orders.customerId,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/**
 * Locks the stock rows an order takes, always in id order so that two orders wanting the same
 * rows queue up instead of deadlocking, and answers them as they are once locked.
 */
export function lockStock(tx: DbExecutor, variationIds: number[]) {
  return tx
    .select({ id: variations.id, stock: variations.stock, availability: variations.availability })
    .from(variations)
    .where(inArray(variations.id, variationIds))
    .orderBy(asc(variations.id))
    .for('update');
}

export async function takeStock(tx: DbExecutor, variationId: number, quantity: number) {
  await tx
    .update(variations)
    .set({ stock: sql`${variations.stock} - ${quantity}` })
    .where(eq(variations.id, variationId));
}

export async function nextOrderNumber(tx: DbExecutor): Promise<string> {
  const result = await tx.execute<{ n: string }>(sql`SELECT nextval('order_number_seq')::text AS n`);
  return `KR-${result.rows[0]?.n}`;
}

/** The order with its lines, totals, addresses and first state, in the caller's transaction. */
export async function insertOrder(
  tx: DbExecutor,
  order: NewOrder,
  parts: { lines: NewLine[]; totals: NewTotal[]; addresses: NewAddress[] },
) {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id, number: orders.number });
  if (!row) throw new Error('The order row was not written');
  await tx.insert(orderLines).values(parts.lines.map((line) => ({ ...line, orderId: row.id })));
  await tx.insert(orderTotals).values(parts.totals.map((total) => ({ ...total, orderId: row.id })));
  if (parts.addresses.length > 0) {
    await tx.insert(orderAddresses).values(parts.addresses.map((address) => ({ ...address, orderId: row.id })));
  }
  await tx.insert(orderStatusHistory).values({ orderId: row.id, fromStatus: null, toStatus: order.status });
  return row;
}

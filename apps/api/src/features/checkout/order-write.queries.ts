import type { Availability } from '@kordon/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import {
  orderAddresses,
  orderLines,
  orderStatusHistory,
  orders,
  orderTotals,
  variations,
} from '../../db/schema/index.js';
import { payableOrderColumns } from '../payments/payments.service.js';

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
      language: orders.language,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

type StockRow = { id: number; stock: number; availability: Availability };

/**
 * Locks the stock rows an order takes, always in id order so that two orders wanting the same
 * rows queue up instead of deadlocking, and answers them as they are once locked. Drop-shipped
 * rows keep no stock, so they are read without a lock: otherwise every order of one drop-shipped
 * product would wait for the one before it to commit. A row turned drop-shipped while waiting is
 * re-checked by PostgreSQL after the lock and then read by the second half. NO KEY UPDATE is the
 * lock the stock UPDATE takes anyway: orders still queue on it, but it does not wait for the
 * foreign-key share lock of a cart line being written, which made a cart and an order deadlock.
 */
export async function lockStock(tx: DbExecutor, variationIds: number[]): Promise<StockRow[]> {
  if (variationIds.length === 0) return [];
  const ids = sql`ARRAY[${sql.join(
    variationIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const result = await tx.execute<StockRow>(sql`
    WITH held AS (
      SELECT id, stock, availability FROM variations
      WHERE id = ANY(${ids}) AND availability <> 'drop_ship'
      ORDER BY id FOR NO KEY UPDATE
    )
    SELECT id, stock, availability FROM held
    UNION ALL
    SELECT id, stock, availability FROM variations WHERE id = ANY(${ids}) AND availability = 'drop_ship'`);
  return result.rows;
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
  const [row] = await tx.insert(orders).values(order).returning(payableOrderColumns);
  if (!row) throw new Error('The order row was not written');
  await tx.insert(orderLines).values(parts.lines.map((line) => ({ ...line, orderId: row.id })));
  await tx.insert(orderTotals).values(parts.totals.map((total) => ({ ...total, orderId: row.id })));
  if (parts.addresses.length > 0) {
    await tx.insert(orderAddresses).values(parts.addresses.map((address) => ({ ...address, orderId: row.id })));
  }
  await tx.insert(orderStatusHistory).values({ orderId: row.id, fromStatus: null, toStatus: order.status });
  return row;
}

import type { CartTotal, CheckoutValidation } from '@kordon/contract';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderLines, orders, orderTotals, payments } from '../db/schema/index.js';
import type { TestApp } from '../testing/test-app.js';
import { linesOf, rowOf } from './money-oracle.js';

/** What checkout wrote for an order: the row, its lines, its totals and its payment. */
export async function storedOrder(t: Pick<TestApp, 'db'>, orderId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const totals = await t.db
    .select()
    .from(orderTotals)
    .where(eq(orderTotals.orderId, orderId))
    .orderBy(asc(orderTotals.position));
  const paid = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { order: order!, lines, totals, payments: paid };
}

const byLine = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
const amountOf = (totals: CartTotal[], type: CartTotal['type']) => rowOf(totals, type)?.amount ?? 0;

/**
 * The stored order is exactly what validate priced: totals, every line's unit price and total,
 * the totals rows in order, and a payment asking for exactly the total in the order currency.
 */
export async function expectStoredAsPriced(t: Pick<TestApp, 'db'>, orderId: string, priced: CheckoutValidation) {
  const stored = await storedOrder(t, orderId);
  const { totals } = priced.order;
  expect(stored.order).toMatchObject({
    currency: priced.order.currency.code,
    subtotal: amountOf(totals, 'subtotal'),
    discount: Math.abs(amountOf(totals, 'coupon')),
    shippingTotal: amountOf(totals, 'shipping'),
    total: amountOf(totals, 'total'),
  });
  expect(stored.totals.map((row) => [row.code, row.value])).toEqual(totals.map((row) => [row.type, row.amount]));
  const expectedLines = linesOf(priced.order)
    .map((line) => ({
      key: `${line.kind}:${line.variationId}`,
      quantity: line.quantity,
      unitPrice: line.amounts.unit,
      unitPriceOld: line.amounts.unitOld,
      total: line.amounts.total,
    }))
    .sort(byLine);
  const storedLines = stored.lines
    .map((line) => ({
      key: line.kitVariationId === null ? `product:${line.variationId}` : `kit:${line.kitVariationId}`,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      unitPriceOld: line.unitPriceOld,
      total: line.total,
    }))
    .sort(byLine);
  expect(storedLines).toEqual(expectedLines);
  // A free order is paid at once and has no payment; any other asks for exactly its total.
  if (stored.order.total === 0) expect(stored.order.paidAt).toBeInstanceOf(Date);
  const expectedPayments = stored.order.total === 0 ? [] : [[stored.order.total, stored.order.currency]];
  expect(stored.payments.map((p) => [p.amount, p.currency])).toEqual(expectedPayments);
  return stored;
}

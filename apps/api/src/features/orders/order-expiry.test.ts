import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderStatusHistory, orders, outbox, variations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type CartCatalogue, insertCartCatalogue, insertCoupon, visitor } from '../cart/cart.testing.js';
import { create, orderBody } from '../checkout/checkout.testing.js';
import { EXPIRED_NOTE, expireUnpaidOrders } from './order-expiry.js';
import { advanceOrder } from './orders.service.js';

/** Issue 27 §1: an unpaid order holds its units for a bounded time, then expires and gives them back. */
let t: TestApp;
let c: CartCatalogue;
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { ORDER_HOLD_CARD_MINUTES: '30', ORDER_HOLD_BANK_TRANSFER_HOURS: '72' } });
  c = await insertCartCatalogue(t);
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (await t.db.select({ stock: variations.stock }).from(variations).where(eq(variations.id, id)))[0]!.stock;
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

async function place(quantity: number, overrides: Parameters<typeof orderBody>[1] = {}) {
  const { token } = await visitor(t);
  const response = await create(t, token, orderBody({ products: [{ variationId: c.v.pouch, quantity }] }, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; number: string };
}
/** Moves the order's hold into the past, as the clock would. */
const outlive = (id: string) =>
  t.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, id));
const sweep = () => expireUnpaidOrders(t);

describe('an unpaid order', () => {
  it('holds a card payment for 30 minutes and a bank transfer for 72 hours (the settings)', async () => {
    await t.db.update(variations).set({ stock: 50 }).where(eq(variations.id, c.v.pouch));
    const card = await orderOf((await place(1)).id);
    const bank = await orderOf((await place(1, { paymentMethod: 'bank_transfer' })).id);
    const minutes = (o: typeof card) => Math.round((o.holdUntil!.getTime() - o.createdAt.getTime()) / 60_000);
    expect([minutes(card), minutes(bank)]).toEqual([30, 72 * 60]);
  });

  it('expires past its hold: cancelled with the reason, units and coupon use back, the customer mailed', async () => {
    await t.db.update(variations).set({ stock: 10 }).where(eq(variations.id, c.v.pouch));
    const coupon = await insertCoupon(t, { kind: 'percent', value: 10, usageLimit: 3 });
    const due = await place(4, { coupon: { code: coupon.code } });
    const kept = await place(1);
    await outlive(due.id);
    expect(await stockOf(c.v.pouch)).toBe(5);

    expect(await sweep()).toBe(1);
    expect(await orderOf(due.id)).toMatchObject({ status: 'cancelled' });
    expect(await orderOf(kept.id)).toMatchObject({ status: 'pending_payment' });
    expect(await stockOf(c.v.pouch)).toBe(9);
    const [row] = await t.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.used).toBe(0);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, due.id));
    expect(history.at(-1)).toMatchObject({ fromStatus: 'pending_payment', toStatus: 'cancelled', note: EXPIRED_NOTE });
    const mails = await t.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.payload}->>'subject' = ${`Order ${due.number}: Cancelled`}`);
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0]!.payload)).toContain('We did not receive the payment in time');

    // The sweep again, and a cancel after it: nothing more comes back.
    expect(await sweep()).toBe(0);
    await expect(advanceOrder(t, { number: due.number, to: 'cancelled' })).rejects.toMatchObject({ code: 'conflict' });
    expect(await stockOf(c.v.pouch)).toBe(9);
  });

  it('expires once when sweeps run at the same time on several nodes', async () => {
    await t.db.update(variations).set({ stock: 10 }).where(eq(variations.id, c.v.pouch));
    const due = await Promise.all([place(2), place(3)]);
    for (const order of due) await outlive(order.id);
    const counts = await Promise.all([sweep(), sweep(), sweep()]);
    expect(await sweep()).toBe(0);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await stockOf(c.v.pouch)).toBe(10);
  });

  it('leaves a paid order alone, whatever its hold said', async () => {
    await t.db.update(variations).set({ stock: 10 }).where(eq(variations.id, c.v.pouch));
    const paid = await place(2, { paymentMethod: 'bank_transfer' });
    await advanceOrder(t, { number: paid.number, to: 'created' });
    await outlive(paid.id);
    await sweep();
    expect(await orderOf(paid.id)).toMatchObject({ status: 'created' });
    expect(await stockOf(c.v.pouch)).toBe(8);
  });
});

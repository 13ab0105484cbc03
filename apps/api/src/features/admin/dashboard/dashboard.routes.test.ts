import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, reviews, variations } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { type CartCatalogue, insertCartCatalogue } from '../../cart/cart.testing.js';
import { defaultStoreId, insertOrder } from '../../payments/payments.testing.js';
import { adminCall, type SignedInStaff, signedInStaff } from '../admin.testing.js';
import { rangeOf } from './dashboard.service.js';

let t: TestApp;
let c: CartCatalogue;
let viewer: SignedInStaff;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  c = await insertCartCatalogue(t);
  viewer = await signedInStaff(t, 'viewer');
  storeId = await defaultStoreId(t);
});
afterAll(() => t.close());

const dashboard = async (query = '') => {
  const response = await adminCall(t, 'GET', `/dashboard${query}`, { token: viewer.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** An order paid at `paidAt` (status `created` unless told), with one line of the jacket. */
async function paidOrder(paidAt: string, total: number, options: Parameters<typeof insertOrder>[2] = {}) {
  const order = await insertOrder(t, storeId, { status: 'created', paid: true, total, ...options });
  await t.db
    .update(orders)
    .set({ paidAt: new Date(paidAt) })
    .where(eq(orders.id, order.id));
  await t.db.insert(orderLines).values({
    orderId: order.id,
    productId: c.jacket.id,
    variationId: c.v.normal,
    name: 'Jacket',
    quantity: 2,
    unitPrice: total / 2,
    total,
  });
  return order;
}

describe('GET /admin/dashboard', () => {
  it('counts paid orders and revenue per day in the store currency, leaving out unpaid and cancelled ones', async () => {
    await paidOrder('2020-03-01T10:00:00Z', 4000);
    await paidOrder('2020-03-01T23:30:00Z', 2000);
    // 9.20 EUR at 0.92 EUR to the dollar: $10.00 in the store's currency (USD).
    const euro = await paidOrder('2020-03-03T08:00:00Z', 920, { currency: 'EUR' });
    await t.db.update(orders).set({ exchangeRate: '0.92' }).where(eq(orders.id, euro.id));
    await paidOrder('2020-03-02T08:00:00Z', 7000, { status: 'cancelled' });
    await insertOrder(t, storeId, { total: 5000 }); // unpaid

    const data = await dashboard('?from=2020-03-01&to=2020-03-03');
    expect(data).toMatchObject({ from: '2020-03-01', to: '2020-03-03', currency: { code: 'USD', minor_units: 2 } });
    expect(data.days).toEqual([
      { date: '2020-03-01', orders: 2, revenue: 6000 },
      { date: '2020-03-02', orders: 0, revenue: 0 },
      { date: '2020-03-03', orders: 1, revenue: 1000 },
    ]);
    expect(data.totals).toEqual({ orders: 3, revenue: 7000, average_order: 2333 });
    expect(data.top_products[0]).toMatchObject({ product_id: c.jacket.id, units: 6, revenue: 7000 });
  });

  it('lists low stock, unpaid orders about to expire and reviews waiting, each with its total', async () => {
    const lowBefore = (await dashboard()).low_stock;
    await t.db.update(variations).set({ stock: 1 }).where(eq(variations.id, c.v.pouch));
    const unpaid = await insertOrder(t, storeId, { total: 1234 });
    await t.db
      .update(orders)
      .set({ holdUntil: new Date(Date.now() + 60_000) })
      .where(eq(orders.id, unpaid.id));
    const [review] = await t.db
      .insert(reviews)
      .values({ productId: c.jacket.id, author: 'Waiting Walter', text: 'Good', rating: 4 })
      .returning();

    const data = await dashboard();
    expect(data.low_stock.threshold).toBe(3);
    // The emptiest first (the demo has sold-out variations), so the pouch shows in the count.
    expect(data.low_stock.total).toBe(lowBefore.total + 1);
    expect(data.low_stock.items.map((item: { stock: number }) => item.stock)).toEqual(
      data.low_stock.items.map((item: { stock: number }) => item.stock).sort((a: number, b: number) => a - b),
    );
    expect(data.expiring_orders.items[0]).toMatchObject({ id: unpaid.id, number: unpaid.number, total: 1234 });
    expect(data.reviews_waiting.items).toContainEqual(
      expect.objectContaining({ id: review!.id, author: 'Waiting Walter', product_id: c.jacket.id }),
    );
    expect(data.reviews_waiting.total).toBeGreaterThanOrEqual(1);
  });

  it('answers the last 30 days up to today without a range', async () => {
    const data = await dashboard();
    expect(data.days).toHaveLength(30);
    expect(data.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it('answers 422 for a range that ends before it starts, is over a year long or is not dates', async () => {
    for (const [query, field] of [
      ['?from=2020-03-02&to=2020-03-01', 'to'],
      ['?from=2019-01-01&to=2020-03-01', 'from'],
      ['?from=yesterday', 'from'],
    ] as const) {
      const response = await adminCall(t, 'GET', `/dashboard${query}`, { token: viewer.token });
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().codes), query).toEqual([field]);
    }
  });
});

describe('rangeOf', () => {
  it('fills a missing end with today and a missing start with 30 days up to the end', () => {
    const today = new Date('2026-02-10T12:00:00Z');
    expect(rangeOf({}, today)).toEqual({ from: '2026-01-12', to: '2026-02-10' });
    expect(rangeOf({ to: '2026-01-31' }, today)).toEqual({ from: '2026-01-02', to: '2026-01-31' });
    expect(rangeOf({ from: '2026-01-01' }, today)).toEqual({ from: '2026-01-01', to: '2026-02-10' });
  });
});

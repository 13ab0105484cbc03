import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders, variations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type CartCatalogue, insertCartCatalogue, insertCoupon, visitor } from '../cart/cart.testing.js';
import { create, orderBody } from '../checkout/checkout.testing.js';
import { releaseOrderHolds } from './order-holds.js';
import { advanceOrder } from './orders.service.js';

/** Issue 27 §1: cancelling an order gives its units and its coupon use back, exactly once. */
let t: TestApp;
let c: CartCatalogue;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  c = await insertCartCatalogue(t);
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (await t.db.select({ stock: variations.stock }).from(variations).where(eq(variations.id, id)))[0]!.stock;
const usedOf = async (id: number) =>
  (await t.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, id)))[0]!.used;
const setStock = (id: number, stock: number) => t.db.update(variations).set({ stock }).where(eq(variations.id, id));

async function place(lines: Parameters<typeof orderBody>[0], overrides: Parameters<typeof orderBody>[1] = {}) {
  const { token } = await visitor(t);
  const response = await create(t, token, orderBody(lines, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; number: string };
}
const cancel = (number: string) => advanceOrder(t, { number, to: 'cancelled' });

describe('cancelling an order', () => {
  it('gives its units and its coupon use back once, however often it is asked', async () => {
    await setStock(c.v.pouch, 10);
    const coupon = await insertCoupon(t, { kind: 'percent', value: 10, usageLimit: 3 });
    const order = await place(
      { products: [{ variationId: c.v.pouch, quantity: 4 }] },
      { coupon: { code: coupon.code } },
    );
    expect([await stockOf(c.v.pouch), await usedOf(coupon.id)]).toEqual([6, 1]);

    expect(await cancel(order.number)).toMatchObject({ from: 'pending_payment', to: 'cancelled' });
    expect([await stockOf(c.v.pouch), await usedOf(coupon.id)]).toEqual([10, 0]);
    await expect(cancel(order.number)).rejects.toMatchObject({ code: 'conflict' });
    // Asked again below the state table: the statement itself gives nothing twice.
    expect(await releaseOrderHolds(t.db, order.id)).toBe(false);
    expect([await stockOf(c.v.pouch), await usedOf(coupon.id)]).toEqual([10, 0]);
    const [row] = await t.db.select({ at: orders.stockReturnedAt }).from(orders).where(eq(orders.id, order.id));
    expect(row!.at).toBeInstanceOf(Date);
  });

  it('gives them back once when many cancels arrive at once', async () => {
    await setStock(c.v.pouch, 10);
    const order = await place({ products: [{ variationId: c.v.pouch, quantity: 3 }] });
    const answers = await Promise.allSettled(Array.from({ length: 6 }, () => cancel(order.number)));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await stockOf(c.v.pouch)).toBe(10);
  });

  it('gives back the units of a paid order too, and every item of a kit', async () => {
    await setStock(c.v.normal, 5);
    await setStock(c.v.pouch, 10);
    const order = await place({ productKits: [{ variationId: c.kit.variation, quantity: 2 }] });
    expect([await stockOf(c.v.normal), await stockOf(c.v.pouch)]).toEqual([3, 6]);
    await advanceOrder(t, { number: order.number, to: 'created' });
    await advanceOrder(t, { number: order.number, to: 'assembly' });
    await cancel(order.number);
    expect([await stockOf(c.v.normal), await stockOf(c.v.pouch)]).toEqual([5, 10]);
  });

  it('gives no stock to a drop-shipped variation, which keeps none', async () => {
    await setStock(c.v.pouch, 10);
    const order = await place({
      products: [
        { variationId: c.v.dropShip, quantity: 2 },
        { variationId: c.v.pouch, quantity: 1 },
      ],
    });
    await cancel(order.number);
    expect([await stockOf(c.v.dropShip), await stockOf(c.v.pouch)]).toEqual([0, 10]);
  });
});

describe('the product answer after a cancel', () => {
  const stockShown = async (slug: string) => {
    // The pouch is its product's only variation, so the one the answer shows.
    const answer = await t.app.inject({ method: 'GET', url: `/api/v1.2/products/slug/${slug}` });
    return answer.json().data.variation.stock as number;
  };

  it('shows the returned units at once: the cached answer is dropped', async () => {
    await setStock(c.v.pouch, 10);
    const [pouch] = await t.db
      .select({ productId: variations.productId })
      .from(variations)
      .where(eq(variations.id, c.v.pouch));
    const { rows } = await t.pool.query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [
      pouch!.productId,
    ]);
    const slug = rows[0]!.slug;
    t.app.answerCache.invalidateTag(`product:${pouch!.productId}`);
    expect(await stockShown(slug)).toBe(10);
    const order = await place({ products: [{ variationId: c.v.pouch, quantity: 4 }] });
    expect(await stockShown(slug)).toBe(6);
    await cancel(order.number);
    expect(await stockShown(slug)).toBe(10);
  });
});

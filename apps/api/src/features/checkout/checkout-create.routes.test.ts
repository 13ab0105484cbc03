import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orderStatusHistory, orders, outbox, variations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call } from '../auth/auth.testing.js';
import { type CartCatalogue, insertCartCatalogue, insertCoupon, visitor } from '../cart/cart.testing.js';
import { checkoutLimits } from './checkout.limits.js';
import { create, newKey, orderBody } from './checkout.testing.js';

let t: TestApp;
let c: CartCatalogue;
beforeAll(async () => {
  // Orders here stay unpaid; the unpaid-order cap is trust/unpaid-cap.test.ts's (the session brake needs 21).
  t = await createTestApp({ demo: true, env: { CHECKOUT_UNPAID_PER_SESSION: '0' } });
  c = await insertCartCatalogue(t);
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (await t.db.select({ stock: variations.stock }).from(variations).where(eq(variations.id, id)))[0]?.stock;

async function newVariation(stock: number, price = 1000) {
  const [jacket] = await t.db.select().from(variations).where(eq(variations.id, c.v.normal));
  const [row] = await t.db
    .insert(variations)
    .values({ productId: jacket!.productId, sku: `co-${newKey()}`, price, stock, weightGrams: 500 })
    .returning({ id: variations.id });
  return row!.id;
}

describe('POST /checkout/create', () => {
  it('writes the order with its lines, totals and first state, takes the stock and queues the e-mail', async () => {
    const id = await newVariation(5);
    const { token } = await visitor(t);
    const response = await create(t, token, orderBody({ products: [{ variationId: id, quantity: 2 }] }));
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created.number).toMatch(/^KR-\d+$/);
    expect(created.status).toBe('pending_payment');
    expect(created.payment.action).toBe('redirect');
    expect(await stockOf(id)).toBe(3);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, created.id));
    expect(order).toMatchObject({
      subtotal: 2000,
      shippingTotal: 1800,
      total: 3800,
      currency: 'USD',
      email: 'anna.mueller@example.com',
    });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, created.id));
    expect(lines).toEqual([expect.objectContaining({ variationId: id, quantity: 2, unitPrice: 1000, total: 2000 })]);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, created.id));
    expect(history.map((h) => h.toStatus)).toEqual(['pending_payment']);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.payload}->>'to' = 'anna.mueller@example.com' AND ${outbox.payload}->>'subject' LIKE ${`%${created.number}%`}`,
      );
    expect(mails).toHaveLength(1);
  });

  it('gives one order for the same idempotency key, however often it is sent', async () => {
    const id = await newVariation(5);
    const { token } = await visitor(t);
    const key = newKey();
    const body = orderBody({ products: [{ variationId: id, quantity: 1 }] });
    const answers = await Promise.all([
      create(t, token, body, key),
      create(t, token, body, key),
      create(t, token, body, key),
    ]);
    const ids = new Set(answers.map((a) => a.json().data?.id));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await stockOf(id)).toBe(4);
  });

  it('answers 422 (idempotency_key_reused) to the key sent again with another body, not the first order', async () => {
    const id = await newVariation(5);
    const { token } = await visitor(t);
    const key = newKey();
    const first = await create(t, token, orderBody({ products: [{ variationId: id, quantity: 1 }] }), key);
    expect(first.statusCode).toBe(201);
    const other = await create(t, token, orderBody({ products: [{ variationId: id, quantity: 2 }] }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'validation_failed',
      errors: { idempotencyKey: ['This idempotency key was used with a different request'] },
      codes: { idempotencyKey: ['idempotency_key_reused'] },
    });
    expect(await stockOf(id)).toBe(4);
    // The first body again still gets its order.
    const again = await create(t, token, orderBody({ products: [{ variationId: id, quantity: 1 }] }), key);
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  it('refuses the key of another visitor with 409', async () => {
    const id = await newVariation(5);
    const key = newKey();
    const body = orderBody({ products: [{ variationId: id, quantity: 1 }] });
    expect((await create(t, (await visitor(t)).token, body, key)).statusCode).toBe(201);
    expect((await create(t, (await visitor(t)).token, body, key)).statusCode).toBe(409);
  });

  it('writes nothing when a field is wrong: 422 with the messages, stock untouched', async () => {
    const id = await newVariation(5);
    const { token } = await visitor(t);
    const body = orderBody({ products: [{ variationId: id, quantity: 1 }] }, { paymentMethod: null });
    const response = await create(t, token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.paymentMethod).toEqual(['Required field']);
    expect(await stockOf(id)).toBe(5);
  });

  it('never oversells: 50 concurrent orders for 10 units make exactly 10 orders', async () => {
    const id = await newVariation(10);
    const visitors = await Promise.all(Array.from({ length: 50 }, () => visitor(t)));
    const answers = await Promise.all(
      visitors.map((v) => create(t, v.token, orderBody({ products: [{ variationId: id, quantity: 1 }] }))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.every((s) => s === 201 || s === 409 || s === 422)).toBe(true);
    expect(await stockOf(id)).toBe(0);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderLines)
      .where(eq(orderLines.variationId, id))) as [{ n: number }];
    expect(n).toBe(10);
  });

  it('does not queue orders of a drop-shipped product behind a lock on its row (it keeps no stock)', async () => {
    const holder = await t.pool.connect();
    try {
      await holder.query('BEGIN');
      // What another transaction updating the row holds (the order lines' foreign key only needs KEY SHARE).
      await holder.query('SELECT id FROM variations WHERE id = $1 FOR NO KEY UPDATE', [c.v.dropShip]);
      const { token } = await visitor(t);
      const placed = create(t, token, orderBody({ products: [{ variationId: c.v.dropShip, quantity: 2 }] }));
      const blocked = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 5_000));
      const outcome = await Promise.race([placed, blocked]);
      expect(outcome === 'blocked' ? outcome : outcome.statusCode).toBe(201);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
  });

  it('uses a coupon within its limit: the second order past it is refused', async () => {
    const coupon = await insertCoupon(t, { kind: 'percent', value: 10, usageLimit: 1 });
    const id = await newVariation(5);
    const body = orderBody({ products: [{ variationId: id, quantity: 1 }] }, { coupon: { code: coupon.code } });
    const first = await create(t, (await visitor(t)).token, body);
    expect(first.statusCode).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, first.json().data.id));
    expect(order).toMatchObject({ discount: 100, couponCode: coupon.code });
    const second = await create(t, (await visitor(t)).token, body);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.coupon).toEqual(['Coupon is invalid or expired']);
  });

  it('brakes a session that keeps placing orders: 429 with Retry-After past the limit', async () => {
    const id = await newVariation(99);
    const { token } = await visitor(t);
    const body = orderBody({ products: [{ variationId: id, quantity: 1 }] });
    const answers = [];
    for (let i = 0; i <= checkoutLimits(t.config).createsPerSession; i++) answers.push(await create(t, token, body));
    expect(answers.slice(0, -1).every((a) => a.statusCode === 201)).toBe(true);
    const last = answers.at(-1)!;
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('rate_limited');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps a preorder unpaid and flagged for full prepayment', async () => {
    const { token } = await visitor(t);
    const response = await create(t, token, orderBody({ products: [{ variationId: c.v.preorder, quantity: 1 }] }));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, response.json().data.id));
    expect(order).toMatchObject({ prepaymentRequired: true, status: 'pending_payment', paidAt: null });
  });

  it('takes a kit from the stock of each of its items', async () => {
    const { token } = await visitor(t);
    const before = [await stockOf(c.v.normal), await stockOf(c.v.pouch)];
    const response = await create(
      t,
      token,
      orderBody({ productKits: [{ variationId: c.kit.variation, quantity: 1 }] }),
    );
    expect(response.statusCode).toBe(201);
    expect([await stockOf(c.v.normal), await stockOf(c.v.pouch)]).toEqual([before[0]! - 1, before[1]! - 2]);
  });
});

describe('GET /searchOrder', () => {
  it('shows the visitor their own order and hides it from anyone else', async () => {
    const id = await newVariation(5);
    const { token } = await visitor(t);
    const created = (await create(t, token, orderBody({ products: [{ variationId: id, quantity: 1 }] }))).json().data;
    const own = await call(t, 'GET', `/searchOrder?number=${created.number}`, { token });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ number: created.number, paid: false, canPay: true, total: '$28.00' });
    const other = await call(t, 'GET', `/searchOrder?number=${created.number}`, { token: (await visitor(t)).token });
    expect(other.statusCode).toBe(404);
    const stray = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.number, 'KR-1')));
    expect(stray).toHaveLength(0);
  });
});

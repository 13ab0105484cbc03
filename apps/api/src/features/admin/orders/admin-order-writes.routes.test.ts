import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderRefunds, variations } from '../../../db/schema/index.js';
import type { TestApp } from '../../../testing/test-app.js';
import { type CartCatalogue, insertCoupon } from '../../cart/cart.testing.js';
import { orderTestApp } from '../../checkout/checkout.testing.js';
import { mailTo, type SignedInStaff, signedInStaff } from '../admin.testing.js';
import { couponUsesOf, ordersAs, payOrder, placeOrder, stockOf } from './admin-orders.testing.js';

let t: TestApp;
let c: CartCatalogue;
let manager: SignedInStaff;
let viewer: SignedInStaff;
beforeAll(async () => {
  ({ t, c } = await orderTestApp());
  manager = await signedInStaff(t, 'manager');
  viewer = await signedInStaff(t, 'viewer');
});
afterAll(() => t.close());

const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'order'), eq(auditLog.objectId, id)))
    .orderBy(auditLog.id);

async function paidOrder(quantity = 2) {
  const placed = await placeOrder(t, c, { quantity });
  await payOrder(t, placed.id);
  const detail = (await ordersAs(t, manager).detail(placed.id)).json().data;
  return { ...placed, version: detail.version as number, total: detail.paid.amount as number };
}

describe('POST /admin/orders/:id/transition', () => {
  it('moves the order along, ships it with a tracking number, mails the customer and audits each step', async () => {
    const order = await paidOrder();
    const as = ordersAs(t, manager);
    let version = order.version;
    for (const to of ['assembly', 'assembled'] as const) {
      const moved = await as.move(order.id, { to, version });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.state).toBe(to);
      version = moved.json().data.version;
    }
    const shipped = await as.move(order.id, { to: 'shipped', track_number: ' RR123456785RU ', version });
    expect(shipped.json().data).toMatchObject({ state: 'shipped', track_number: 'RR123456785RU' });
    expect(shipped.json().data.history.at(-1)).toMatchObject({
      from: 'assembled',
      to: 'shipped',
      track_number: 'RR123456785RU',
    });
    const mail = await mailTo(t, order.email, new RegExp(`Order ${order.number}: Shipped`));
    expect(mail?.text).toContain('Tracking number: RR123456785RU');
    const entries = await auditOf(order.id);
    expect(entries.map((e) => e.action)).toEqual(['order.transition', 'order.transition', 'order.transition']);
    expect(entries.at(-1)).toMatchObject({
      staffId: manager.member.id,
      before: { state: 'assembled', track_number: null },
      after: { state: 'shipped', track_number: 'RR123456785RU' },
    });
  });

  it('answers the same move again (a retry) with the order as it is, writing nothing', async () => {
    const order = await paidOrder();
    const as = ordersAs(t, manager);
    const first = await as.move(order.id, { to: 'assembly', version: order.version });
    const again = await as.move(order.id, { to: 'assembly', version: order.version });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it('refuses a stale version and a move the state table does not allow with 409, a shipment without a tracking number with 422', async () => {
    const order = await paidOrder();
    const as = ordersAs(t, manager);
    const stale = await as.move(order.id, { to: 'assembly', version: order.version - 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);
    const skip = await as.move(order.id, { to: 'shipped', track_number: 'X1', version: order.version });
    expect([skip.statusCode, skip.json().message]).toEqual([
      409,
      `Order ${order.number} is created: it cannot move to shipped.`,
    ]);
    const untracked = await as.move(order.id, { to: 'shipped', version: order.version });
    expect(untracked.statusCode).toBe(422);
    expect(untracked.json().codes).toEqual({ track_number: ['tracking_number_required'] });
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('is refused to a viewer', async () => {
    const order = await paidOrder();
    const response = await ordersAs(t, viewer).move(order.id, { to: 'assembly', version: order.version });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /admin/orders/:id/cancel', () => {
  it('gives the units and the coupon use back exactly once, however often it is asked', async () => {
    await t.db.update(variations).set({ stock: 50 }).where(eq(variations.id, c.v.pouch));
    const coupon = await insertCoupon(t, { kind: 'percent', value: 10, usageLimit: 5 });
    const order = await placeOrder(t, c, { quantity: 4, coupon: coupon.code });
    expect([await stockOf(t, c.v.pouch), await couponUsesOf(t, coupon.id)]).toEqual([46, 1]);
    const version = (await ordersAs(t, manager).detail(order.id)).json().data.version;
    const body = { reason: 'The customer asked', version };
    const answers = await Promise.all([1, 2, 3].map(() => ordersAs(t, manager).cancel(order.id, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]!.json().data).toMatchObject({ state: 'cancelled', stock_returned: true, next_states: [] });
    expect([await stockOf(t, c.v.pouch), await couponUsesOf(t, coupon.id)]).toEqual([50, 0]);
    const again = await ordersAs(t, manager).cancel(order.id, body);
    expect(again.statusCode).toBe(200);
    expect([await stockOf(t, c.v.pouch), await couponUsesOf(t, coupon.id)]).toEqual([50, 0]);
    const entries = await auditOf(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'order.cancel',
      before: { state: 'pending_payment' },
      after: { state: 'cancelled', reason: 'The customer asked', stock_returned: true },
    });
    expect(again.json().data.history.at(-1)).toMatchObject({ to: 'cancelled', note: 'The customer asked' });
    expect((await mailTo(t, order.email, new RegExp(`Order ${order.number}: Cancelled`)))?.text).toContain('Cancelled');
  });

  it('shows the returned units on the product answer at once (its cached answer is dropped)', async () => {
    await t.db.update(variations).set({ stock: 10 }).where(eq(variations.id, c.v.pouch));
    const { rows } = await t.pool.query<{ slug: string; id: number }>(
      'SELECT p.slug, p.id FROM products p JOIN variations v ON v.product_id = p.id WHERE v.id = $1',
      [c.v.pouch],
    );
    const stockShown = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1.2/products/slug/${rows[0]!.slug}` })).json().data.variation
        .stock as number;
    t.app.answerCache.invalidateTag(`product:${rows[0]!.id}`);
    const order = await placeOrder(t, c, { quantity: 3 });
    expect(await stockShown()).toBe(7);
    const version = (await ordersAs(t, manager).detail(order.id)).json().data.version;
    await ordersAs(t, manager).cancel(order.id, { reason: 'Out of time', version });
    expect(await stockShown()).toBe(10);
  });

  it('refuses a shipped order and a missing reason', async () => {
    const order = await paidOrder();
    const as = ordersAs(t, manager);
    let version = order.version;
    for (const to of ['assembly', 'assembled'] as const)
      version = (await as.move(order.id, { to, version })).json().data.version;
    version = (await as.move(order.id, { to: 'shipped', track_number: 'T-1', version })).json().data.version;
    const refused = await as.cancel(order.id, { reason: 'Too late', version });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'conflict']);
    const empty = await as.cancel(order.id, { reason: ' ', version });
    expect(empty.json().codes).toEqual({ reason: ['required'] });
  });
});

describe('POST /admin/orders/:id/refund', () => {
  const key = () => `refund-${Math.random().toString(36).slice(2)}-${Date.now()}`;

  it('refunds through the test gateway, records it and stops at what was paid', async () => {
    const order = await paidOrder();
    const as = ordersAs(t, manager);
    const part = await as.refund(order.id, {
      amount: 1000,
      reason: 'Damaged box',
      idempotency_key: key(),
      version: order.version,
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({
      refunded: { amount: 1000 },
      refundable: { amount: order.total - 1000 },
      refunds: [{ amount: { amount: 1000 }, provider: 'test_card', status: 'succeeded', reason: 'Damaged box' }],
    });
    expect(part.json().data.refunds[0].reference).toMatch(/^test_refund_/);
    const version = part.json().data.version;
    expect(version).toBe(order.version + 1);
    const over = await as.refund(order.id, {
      amount: order.total - 999,
      reason: 'All',
      idempotency_key: key(),
      version,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().codes).toEqual({ amount: ['refund_over_limit'] });
    expect(over.json().errors.amount[0]).toContain(`$${((order.total - 1000) / 100).toFixed(2)}`);
    const rest = await as.refund(order.id, {
      amount: order.total - 1000,
      reason: 'All',
      idempotency_key: key(),
      version,
    });
    expect(rest.json().data.refundable.amount).toBe(0);
    const mail = await mailTo(t, order.email, new RegExp(`Order ${order.number}: \\$10\\.00 refunded`));
    expect(mail?.text).toContain('We have refunded $10.00 to you');
    const entries = await auditOf(order.id);
    expect(entries.map((e) => e.action)).toEqual(['order.refund', 'order.refund']);
    expect(entries[0]).toMatchObject({ before: { refunded: 0 }, after: { refunded: 1000, reason: 'Damaged box' } });
  });

  it('refunds once when the same refund is sent again, whatever version it carries', async () => {
    const order = await paidOrder();
    const body = { amount: 500, reason: 'Late', idempotency_key: key(), version: order.version };
    const answers = await Promise.all([1, 2].map(() => ordersAs(t, manager).refund(order.id, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const later = await ordersAs(t, manager).refund(order.id, body);
    expect(later.json().data.refunded.amount).toBe(500);
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(1);
  });

  it('refunds nothing of an unpaid order, and refuses a stale version', async () => {
    const unpaid = await placeOrder(t, c);
    const version = (await ordersAs(t, manager).detail(unpaid.id)).json().data.version;
    const none = await ordersAs(t, manager).refund(unpaid.id, {
      amount: 1,
      reason: 'x',
      idempotency_key: key(),
      version,
    });
    expect(none.json().codes).toEqual({ amount: ['refund_over_limit'] });
    const paid = await paidOrder();
    const stale = await ordersAs(t, manager).refund(paid.id, {
      amount: 1,
      reason: 'x',
      idempotency_key: key(),
      version: paid.version - 1,
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders } from '../db/schema/index.js';
import { insertCoupon } from '../features/cart/cart.testing.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { insertMoneyCatalogue, lineKey, type MoneyCatalogue } from './money-catalogue.js';
import { assertMoneyProperty, reportMoneyStats } from './money-property.js';
import { type Cart, cartBody, checkoutBody, shopper } from './money-shopper.js';
import { expectStoredAsPriced } from './money-stored.js';

// Trust suite, money (issue 12, 7a, 7c, 3b): exact minor units in every currency, cart, validate and
// create agree, and nothing a client sends sets a price.

let t: TestApp;
let catalogue: MoneyCatalogue;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  catalogue = await insertMoneyCatalogue(t);
});
afterAll(() => t.close());

const RUNS = 40;

describe('money is exact in integer minor units', () => {
  it(`prices ${RUNS} random carts exactly in cart, validate and create, in every currency, with every kind of coupon`, async () => {
    const stats = await assertMoneyProperty(t, catalogue, RUNS);
    reportMoneyStats(stats, 'npm test');
    expect(stats.runs).toBe(RUNS);
    expect(stats.ordersWritten).toBeGreaterThan(0);
  }, 120_000);
});

/** A cart any shopper could send: two stocked lines and a kit, in roubles, with 10% off. */
const plainCart = (): Cart => {
  const [first, second] = catalogue.stocked.filter((line) => line.kind === 'product').slice(3, 5);
  const kit = catalogue.stocked.find((line) => line.kind === 'kit')!;
  return {
    lines: [
      { ...first!, quantity: 3 },
      { ...second!, quantity: 1 },
      { ...kit, quantity: 2 },
    ],
    coupon: 'WELCOME10',
    currency: 'RUB',
    lang: 'en',
  };
};

/** Every money field a client might try, on every line and at every level of the body. */
const claims = { price: 1, unit_price: 1, unitPrice: 1, amount: 1, total: 1, subtotal: 1, discount: 99_999 };
const withClaims = <T extends { variationId: number }>(lines: T[]) =>
  lines.map((line) => ({ ...line, ...claims, priceItem: '$0.01', amounts: { unit: 1, total: 1 } }));

function hostileCartBody(cart: Cart) {
  const body = cartBody(cart);
  return {
    ...body,
    ...claims,
    products: withClaims(body.products),
    productKits: withClaims(body.productKits),
    totals: [{ type: 'total', amount: 1 }],
  };
}

function hostileCheckoutBody(cart: Cart, email: string) {
  const body = checkoutBody(cart, email);
  return {
    ...body,
    ...claims,
    order: {
      ...body.order,
      ...claims,
      products: withClaims(body.order.products ?? []),
      productKits: withClaims(body.order.productKits ?? []),
      coupon: { code: cart.coupon, discount: 99_999, amount: 99_999, status: 'applied' },
      totals: [{ type: 'total', amount: 1 }],
      shippingPrice: 0,
    },
    delivery: { ...body.delivery, price: 0, shippingPrice: 0, amount: 0 },
  };
}

describe('a client cannot set a price, a discount or a total', () => {
  it('prices, totals and discounts sent in cart, validate and create bodies are never used', async () => {
    const cart = plainCart();
    const s = await shopper(t);
    expect(await s.cart(cart, hostileCartBody(cart))).toEqual(await s.cart(cart));
    const priced = await s.validate(cart);
    expect(priced.valid).toBe(true);
    expect(await s.validate(cart, hostileCheckoutBody(cart, s.email))).toEqual(priced);
    const created = await s.create(cart, undefined, hostileCheckoutBody(cart, s.email));
    expect(created.statusCode, created.body).toBe(201);
    await expectStoredAsPriced(t, created.json().data.id, priced);
  });
});

type CouponSpec = Parameters<typeof insertCoupon>[1];
const DAY = 86_400_000;
const refusedCoupons: { coupon: string; spec: CouponSpec; spoilAfterValidate?: Partial<CouponSpec> }[] = [
  { coupon: 'used up', spec: { kind: 'percent', value: 50, usageLimit: 2, usedCount: 2 } },
  { coupon: 'switched off', spec: { kind: 'fixed', value: 500, isActive: false } },
  { coupon: 'expired', spec: { kind: 'percent', value: 50, endsAt: new Date(Date.now() - DAY) } },
  { coupon: 'not started yet', spec: { kind: 'percent', value: 50, startsAt: new Date(Date.now() + DAY) } },
  { coupon: 'below its minimum', spec: { kind: 'fixed', value: 500, minSubtotal: 100_000_000 } },
  {
    coupon: 'switched off after the shopper validated',
    spec: { kind: 'percent', value: 50 },
    spoilAfterValidate: { isActive: false },
  },
  {
    coupon: 'used up after the shopper validated',
    spec: { kind: 'percent', value: 50, usageLimit: 5 },
    spoilAfterValidate: { usedCount: 5 },
  },
];

describe('a coupon the shopper may not use', () => {
  // Coupons are not bound to customers or stores in this schema: no personal coupons exist to steal.
  it.each(refusedCoupons)('refuses a coupon $coupon: 422 on the coupon, nothing written or used', async (row) => {
    const made = await insertCoupon(t, row.spec);
    const cart = { ...plainCart(), coupon: made.code };
    const s = await shopper(t);
    const priced = await s.validate(cart);
    if (row.spoilAfterValidate) {
      expect(priced.valid).toBe(true);
      await t.db.update(coupons).set(row.spoilAfterValidate).where(eq(coupons.id, made.id));
    } else expect(priced.errors.coupon).toEqual(['Coupon is invalid or expired']);
    const [before] = await t.db.select().from(coupons).where(eq(coupons.id, made.id));
    const key = `refused-${made.code}-key`;
    const created = await s.create(cart, key);
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.coupon).toEqual(['Coupon is invalid or expired']);
    expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toEqual([]);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, made.id)))[0]?.usedCount).toBe(before?.usedCount);
  });
});

describe('orders at the edges of money', () => {
  it('an order the coupon makes free is either refused or complete, never left waiting for a payment that cannot start', async () => {
    const free = await insertCoupon(t, { kind: 'percent', value: 100 });
    const digital = catalogue.awkward.find((line) => line.variationId === catalogue.cart.v.digital)!;
    const cart: Cart = { lines: [{ ...digital, quantity: 1 }], coupon: free.code, currency: 'USD', lang: 'en' };
    const s = await shopper(t);
    expect((await s.validate(cart)).valid).toBe(true);
    const key = `free-order-${free.code}`;
    const created = await s.create(cart, key);
    const written = await t.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    if (created.statusCode === 422) expect(written).toEqual([]);
    else {
      expect(created.statusCode, created.body).toBe(201);
      expect(written[0]?.paidAt).toBeInstanceOf(Date);
    }
  });

  it('refuses at validate an order whose amounts a column cannot hold, and writes nothing', async () => {
    // A physical and a digital line at $9,999.99, 99 of each, in roubles: 183 149 816.85 ₽,
    // past 2^31 − 1 kopecks (21 474 836.47 ₽), the most an `integer` column holds.
    const dearest = catalogue.stocked.filter(
      (line) => catalogue.priceOf.get(lineKey(line.kind, line.variationId)) === 999_999,
    );
    expect(dearest).toHaveLength(2);
    const cart: Cart = {
      lines: dearest.map((line) => ({ ...line, quantity: 99 })),
      coupon: null,
      currency: 'RUB',
      lang: 'en',
    };
    const s = await shopper(t);
    const priced = await s.validate(cart);
    expect(priced.valid).toBe(false);
    expect(priced.codes.cart).toEqual(['order_too_large']);
    const created = await s.create(cart);
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().codes.cart).toEqual(['order_too_large']);
  });
});

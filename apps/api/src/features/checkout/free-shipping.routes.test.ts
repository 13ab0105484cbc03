import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, variations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { uniqueEmail } from '../auth/auth.testing.js';
import { insertCartCatalogue, visitor } from '../cart/cart.testing.js';
import { create, newKey, orderBody, person, validate } from './checkout.testing.js';

// The demo store's setting free_shipping_threshold_usd is 20 000 cents: "Free premium delivery
// worldwide on orders over $200" (the announcement, the premium method's description).

let t: TestApp;
let token: string;
const ids: Record<'at120' | 'at105' | 'at100', number> = { at120: 0, at105: 0, at100: 0 };
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const c = await insertCartCatalogue(t);
  token = (await visitor(t)).token;
  const [jacket] = await t.db.select().from(variations).where(eq(variations.id, c.v.normal));
  for (const [key, price] of [
    ['at120', 12_000],
    ['at105', 10_500],
    ['at100', 10_000],
  ] as const) {
    const [row] = await t.db
      .insert(variations)
      .values({ productId: jacket!.productId, sku: `fs-${newKey()}`, price, stock: 1000, weightGrams: 500 })
      .returning({ id: variations.id });
    ids[key] = row!.id;
  }
});
afterAll(() => t.close());

type Order = {
  totals: { type: string; amount: number }[];
  freeShipping: { methods: string[]; threshold: number; remaining: number; reached: boolean } & Record<string, unknown>;
};
const totalsOf = (order: Order) => Object.fromEntries(order.totals.map((row) => [row.type, row.amount]));
const body = (variationId: number, quantity: number, shippingMethod = 'premium', coupon?: string) =>
  orderBody(
    { products: [{ variationId, quantity }] },
    coupon ? { coupon: { code: coupon }, customer: { ...person, email: uniqueEmail('fs') } } : {},
    { shippingMethod, pickupPoint: null },
  );
async function priced(input: ReturnType<typeof body>, currency?: string): Promise<Order> {
  const response = await validate(t, token, input, { currency });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.errors).toEqual({});
  return response.json().data.order;
}

describe('free premium delivery from the store threshold', () => {
  it('delivers a 240 USD order to Germany by premium for nothing', async () => {
    const order = await priced(body(ids.at120, 2));
    expect(totalsOf(order)).toEqual({ subtotal: 24_000, shipping: 0, total: 24_000 });
    expect(order.freeShipping).toEqual({
      methods: ['premium'],
      threshold: 20_000,
      thresholdString: '$200.00',
      remaining: 0,
      remainingString: '$0.00',
      reached: true,
    });
  });

  it('charges below the threshold and says what is missing; exactly the threshold is free', async () => {
    const order = await priced(body(ids.at120, 1));
    expect(totalsOf(order)).toEqual({ subtotal: 12_000, shipping: 1800, total: 13_800 });
    expect(order.freeShipping).toMatchObject({ remaining: 8000, remainingString: '$80.00', reached: false });
    expect(totalsOf(await priced(body(ids.at100, 2))).shipping).toBe(0);
  });

  it('compares the goods after the coupon: 210 USD less 10% is under 200', async () => {
    const order = await priced(body(ids.at105, 2, 'premium', 'WELCOME10'));
    expect(totalsOf(order)).toMatchObject({ subtotal: 21_000, coupon: -2100, shipping: 1800, total: 20_700 });
    expect(order.freeShipping).toMatchObject({ remaining: 1100, reached: false });
  });

  it('leaves other methods at their price', async () => {
    const order = await priced(body(ids.at120, 2, 'russianpost'));
    expect(totalsOf(order).shipping).toBeGreaterThan(0);
    expect(order.freeShipping.reached).toBe(true);
  });

  it('converts the threshold into the order currency', async () => {
    // 200 USD at 0.92 is 184.00 EUR; 120 USD is 110.40 EUR a jacket.
    const one = await priced(body(ids.at120, 1), 'EUR');
    expect(one.freeShipping).toMatchObject({ threshold: 18_400, thresholdString: '€184.00', remaining: 7360 });
    expect(totalsOf(one).shipping).toBeGreaterThan(0);
    const two = await priced(body(ids.at120, 2), 'EUR');
    expect(totalsOf(two)).toEqual({ subtotal: 22_080, shipping: 0, total: 22_080 });
    // 200 USD at 92.5 is 18 500.00 RUB.
    const rub = await priced(body(ids.at120, 1), 'RUB');
    expect(rub.freeShipping).toMatchObject({ threshold: 1_850_000, remaining: 1_850_000 - 1_110_000 });
  });

  it('writes the order with no shipping charged', async () => {
    const response = await create(t, token, body(ids.at120, 2));
    expect(response.statusCode, response.body).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, response.json().data.id));
    expect(order).toMatchObject({ subtotal: 24_000, shippingTotal: 0, total: 24_000 });
  });
});

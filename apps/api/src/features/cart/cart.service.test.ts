import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/executor.js';
import { coupons } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { resolveCurrency } from '../currency/currency.service.js';
import { type CartInputParsed, priceCart, redeemCoupon } from './cart.service.js';
import { type CartCatalogue, insertCartCatalogue, insertCoupon } from './cart.testing.js';

let t: TestApp;
let c: CartCatalogue;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  c = await insertCartCatalogue(t);
});
afterAll(() => t.close());

const input = (over: Partial<CartInputParsed>): CartInputParsed => ({
  products: [],
  productKits: [],
  countryCode: null,
  coupon: null,
  ...over,
});

describe('priceCart', () => {
  it('prices inside the caller’s transaction and says what each line takes from stock', async () => {
    const ctx = { lang: 'en' as const, currency: await resolveCurrency(t.db, 'USD') };
    const priced = await inTransaction(t.db, (tx) =>
      priceCart(
        tx,
        input({
          products: [
            { variationId: c.v.normal, quantity: 1 },
            { variationId: c.v.soldOut, quantity: 1 },
          ],
          productKits: [{ variationId: c.kit.variation, quantity: 2 }],
          coupon: 'WELCOME10',
        }),
        ctx,
      ),
    );
    expect(
      priced.lines.map(({ kind, variationId, orderable, stockItems }) => ({
        kind,
        variationId,
        orderable,
        stockItems,
      })),
    ).toEqual([
      {
        kind: 'product',
        variationId: c.v.normal,
        orderable: true,
        stockItems: [{ variationId: c.v.normal, quantity: 1 }],
      },
      {
        kind: 'product',
        variationId: c.v.soldOut,
        orderable: false,
        stockItems: [{ variationId: c.v.soldOut, quantity: 1 }],
      },
      {
        kind: 'kit',
        variationId: c.kit.variation,
        orderable: true,
        stockItems: [
          { variationId: c.v.normal, quantity: 2 },
          { variationId: c.v.pouch, quantity: 4 },
        ],
      },
    ]);
    expect(priced.lines[2]).toMatchObject({
      unitBase: 2500,
      unit: 2500,
      weightGrams: 1000,
      sku: `KIT-${c.kit.id}-${c.kit.variation}`,
    });
    expect(priced).toMatchObject({
      subtotal: 1999 + 5000,
      discount: 700,
      coupon: { code: 'WELCOME10', kind: 'percent' },
    });
    expect(priced.lines.reduce((sum, line) => sum + line.discount, 0)).toBe(700);
    expect(priced.currency.code).toBe('USD');
  });
});

describe('redeemCoupon', () => {
  const usedCount = async (id: number) =>
    (await t.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, id)))[0]?.n;

  it('counts one use per order until the limit, then refuses', async () => {
    const coupon = await insertCoupon(t, { kind: 'percent', value: 5, usageLimit: 2 });
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await inTransaction(t.db, (tx) => redeemCoupon(tx, coupon.id)));
    expect(results).toEqual([true, true, false]);
    expect(await usedCount(coupon.id)).toBe(2);
  });

  it('lets only one of two concurrent orders take the last use', async () => {
    const coupon = await insertCoupon(t, { kind: 'fixed', value: 100, usageLimit: 1 });
    const order = () =>
      t.db.transaction(async (tx) => {
        const redeemed = await redeemCoupon(tx, coupon.id);
        // Holds the row lock a moment, as an order transaction would while it writes.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return redeemed;
      });
    expect((await Promise.all([order(), order()])).sort()).toEqual([false, true]);
    expect(await usedCount(coupon.id)).toBe(1);
  });

  it('refuses a coupon that has expired', async () => {
    const [expired] = await t.db.select().from(coupons).where(eq(coupons.code, 'BLACKFRIDAY25'));
    expect(await redeemCoupon(t.db, expired!.id)).toBe(false);
    expect(await usedCount(expired!.id)).toBe(0);
  });
});

import { fieldMessages } from '@kordon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type CartCatalogue, insertCartCatalogue, insertCoupon, putCart, visitor } from './cart.testing.js';

let t: TestApp;
let c: CartCatalogue;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  c = await insertCartCatalogue(t);
  token = (await visitor(t)).token;
});
afterAll(() => t.close());

type Line = {
  notice: string | null;
  newPriceItem: string | null;
  amounts: { total: number; totalNew: number | null; unitNew: number | null };
};
type Answer = {
  products: Line[];
  productKits: Line[];
  digitalProducts: Line[];
  totals: { type: string; amount: number; couponName: string | null }[];
  coupon: { code: string; status: string; errorMessage: string | null; errorCode: string | null } | null;
};

async function price(coupon: string, products: [number, number][], currency?: string): Promise<Answer> {
  const body = { products: products.map(([variationId, quantity]) => ({ variationId, quantity })), coupon };
  const response = await putCart(t, token, body, { currency });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const amounts = (answer: Answer) => Object.fromEntries(answer.totals.map((row) => [row.type, row.amount]));

describe('PUT /cart with a coupon', () => {
  it('takes a percent off the subtotal, in any letter case, and shares it over the lines', async () => {
    const answer = await price('welcome10', [
      [c.v.normal, 1],
      [c.v.preorder, 1],
      [c.v.dropShip, 1],
    ]);
    expect(answer.coupon).toEqual({ code: 'WELCOME10', status: 'applied', errorMessage: null, errorCode: null });
    // 10% of 44.99 is 4.499 → 4.50; shares of 199.94, 100.02, 150.03 cents → 200, 100, 150.
    expect(answer.totals).toEqual([
      expect.objectContaining({ type: 'subtotal', amount: 4499 }),
      { type: 'coupon', title: 'Coupon', amount: -450, amountString: '-$4.50', couponName: 'WELCOME10' },
      expect.objectContaining({ type: 'total', amount: 4049 }),
    ]);
    expect(answer.products.map((line) => line.amounts.totalNew)).toEqual([1799, 900, 1350]);
    expect(answer.products[0]).toMatchObject({ newPriceItem: '$17.99', amounts: { unitNew: 1799 } });
  });

  it('shares add up to the discount exactly in every currency', async () => {
    for (const currency of ['USD', 'EUR', 'RUB']) {
      const answer = await price(
        'WELCOME10',
        [
          [c.v.normal, 3],
          [c.v.preorder, 2],
          [c.v.dropShip, 7],
          [c.v.digital, 1],
        ],
        currency,
      );
      const lines = [...answer.products, ...answer.productKits, ...answer.digitalProducts];
      const { subtotal, coupon, total } = amounts(answer);
      expect(
        lines.reduce((sum, line) => sum + (line.amounts.totalNew ?? 0), 0),
        currency,
      ).toBe(total);
      expect(subtotal! + coupon!).toBe(total);
    }
  });

  it('takes a fixed amount, converted, once the subtotal reaches the converted minimum', async () => {
    // SPRING5: $5.00 off from $30.00.
    const below = await price('SPRING5', [[c.v.normal, 1]]);
    expect(below.coupon).toEqual({
      code: 'SPRING5',
      status: 'invalid',
      errorMessage: fieldMessages.coupon_invalid,
      errorCode: 'coupon_invalid',
    });
    expect(amounts(below)).toEqual({ subtotal: 1999, total: 1999 });
    expect(amounts(await price('SPRING5', [[c.v.normal, 2]]))).toEqual({ subtotal: 3998, coupon: -500, total: 3498 });
    // 500 cents at 92.5 is 462.50 ₽; the minimum 2775 ₽ is below 2 × 1849.08 ₽.
    const rub = await price('SPRING5', [[c.v.normal, 2]], 'RUB');
    expect(amounts(rub)).toEqual({ subtotal: 369816, coupon: -46250, total: 323566 });
  });

  it('never takes more than the subtotal', async () => {
    const big = await insertCoupon(t, { kind: 'fixed', value: 1_000_000 });
    expect(amounts(await price(big.code, [[c.v.preorder, 1]]))).toEqual({ subtotal: 1000, coupon: -1000, total: 0 });
  });

  it('reports free shipping as applied with nothing off the goods', async () => {
    // FREESHIP needs $50.00.
    const answer = await price('FREESHIP', [[c.v.normal, 3]]);
    expect(answer.coupon).toMatchObject({ code: 'FREESHIP', status: 'applied' });
    expect(amounts(answer)).toEqual({ subtotal: 5997, coupon: 0, total: 5997 });
    expect(answer.products[0]?.newPriceItem).toBeNull();
    expect((await price('FREESHIP', [[c.v.normal, 1]])).coupon?.status).toBe('invalid');
  });

  it('refuses an expired, exhausted, switched-off, future or unknown coupon with the spec text', async () => {
    const exhausted = await insertCoupon(t, { kind: 'percent', value: 5, usageLimit: 3, usedCount: 3 });
    const off = await insertCoupon(t, { kind: 'percent', value: 5, isActive: false });
    const future = await insertCoupon(t, { kind: 'percent', value: 5, startsAt: new Date(Date.now() + 86_400_000) });
    for (const code of ['BLACKFRIDAY25', exhausted.code, off.code, future.code, 'NOSUCHCODE']) {
      const answer = await price(code, [[c.v.normal, 2]]);
      expect(answer.coupon, code).toEqual({
        code,
        status: 'invalid',
        errorMessage: 'Coupon is invalid or expired',
        errorCode: 'coupon_invalid',
      });
      expect(amounts(answer), code).toEqual({ subtotal: 3998, total: 3998 });
      expect(answer.products[0]?.amounts.totalNew, code).toBeNull();
    }
  });

  it('gives no share to a line that cannot be ordered', async () => {
    const answer = await price('WELCOME10', [
      [c.v.soldOut, 1],
      [c.v.normal, 1],
    ]);
    expect(answer.products.map((line) => line.amounts.totalNew)).toEqual([null, 1799]);
    expect(amounts(answer)).toEqual({ subtotal: 1999, coupon: -200, total: 1799 });
  });
});

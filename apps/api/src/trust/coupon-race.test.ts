import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../db/schema/index.js';
import { insertCoupon } from '../features/cart/cart.testing.js';
import { create, orderBody } from '../features/checkout/checkout.testing.js';
import type { TestApp } from '../testing/test-app.js';
import { reportFigure } from './stress-size.js';
import { createRaceApp, insertKitSharingStock, shoppers, stockOf } from './trust.testing.js';

// A coupon's usage limit holds when its last uses are raced (docs/checkout.md, "Use the coupon").
const SUITE = 'coupon race';
const LIMIT = 10;
const BUYERS = LIMIT * 3;

let t: TestApp;
beforeAll(async () => {
  t = await createRaceApp();
});
afterAll(() => t.close());

describe('POST /checkout/create with a coupon near its usage limit', () => {
  it(`uses a coupon limited to ${LIMIT} exactly ${LIMIT} times when ${BUYERS} shoppers use it at once`, async () => {
    const coupon = await insertCoupon(t, { kind: 'percent', value: 10, usageLimit: LIMIT });
    // Plenty of stock: only the coupon may refuse an order here.
    const { a } = await insertKitSharingStock(t, { a: BUYERS, b: 0 });
    const body = orderBody({ products: [{ variationId: a, quantity: 1 }] }, { coupon: { code: coupon.code } });
    const tokens = await shoppers(t, BUYERS);
    const answers = await Promise.all(tokens.map((token) => create(t, token, body)));

    const created = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(created).toHaveLength(LIMIT);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({
        errors: { coupon: ['Coupon is invalid or expired'] },
        codes: { coupon: ['coupon_invalid'] },
      });
      expect(Object.keys(answer.json().errors)).toEqual(['coupon']);
    }
    const [row] = await t.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.used).toBe(LIMIT);
    const withCoupon = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE upper(coupon_code) = upper(${coupon.code})`,
    );
    expect(withCoupon.rows[0]!.n).toBe(LIMIT);
    // A refused order gave its stock back with the rest of its transaction.
    expect(await stockOf(t, a)).toBe(BUYERS - LIMIT);

    reportFigure(SUITE, 'usage limit / shoppers at once', `${LIMIT} / ${BUYERS}`);
    reportFigure(SUITE, 'orders with the coupon / used_count', `${withCoupon.rows[0]!.n} / ${row!.used}`);
    reportFigure(SUITE, 'refused (422 coupon_invalid)', refused.length);
  });
});

import { randomBytes } from 'node:crypto';
import type { CheckoutValidation } from '@kordon/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { coupons, orders } from '../db/schema/index.js';
import type { TestApp } from '../testing/test-app.js';
import type { MoneyCatalogue } from './money-catalogue.js';
import { expectExactCart, linesOf, type OracleCoupon, rowOf } from './money-oracle.js';
import { type Cart, shopper } from './money-shopper.js';
import { expectStoredAsPriced } from './money-stored.js';
import { reportFigure } from './stress-size.js';

// The money property (issue 12, 7a, 7c): a random cart is priced exactly by PUT /cart, the same plus
// shipping by validate, and create writes exactly that or refuses it with 422.

export type MoneyStats = {
  runs: number;
  lines: number;
  couponsApplied: number;
  ordersWritten: number;
  ordersRefused: number;
  /** Fields validate named for the refused ones, with how often. */
  refusedFor: Map<string, number>;
  /** Orders of total 0, and orders with an amount past 2^31 − 1: left to the known-defect tests in money.test.ts. */
  freeOrdersPaid: number;
  hugeOrdersRefused: number;
  currencies: Set<string>;
};

export const newStats = (): MoneyStats => ({
  runs: 0,
  lines: 0,
  couponsApplied: 0,
  ordersWritten: 0,
  ordersRefused: 0,
  refusedFor: new Map(),
  freeOrdersPaid: 0,
  hugeOrdersRefused: 0,
  currencies: new Set(),
});

export function cartArbitrary(catalogue: MoneyCatalogue): fc.Arbitrary<Cart> {
  // Mostly lines that can be ordered, so most carts become orders; some that make a cart refused.
  const pick = fc.oneof(
    { arbitrary: fc.constantFrom(...catalogue.stocked), weight: 6 },
    { arbitrary: fc.constantFrom(...catalogue.awkward), weight: 1 },
  );
  const line = fc
    .record({ line: pick, quantity: fc.integer({ min: 1, max: 99 }) })
    .map(({ line, quantity }) => ({ ...line, quantity }));
  const code = fc
    .constantFrom(...catalogue.coupons, 'NOSUCHCODE')
    .chain((text) => fc.constantFrom(text, text.toLowerCase()));
  return fc.record({
    lines: fc.array(line, { minLength: 1, maxLength: 6 }),
    coupon: fc.option(code, { nil: null, freq: 3 }),
    currency: fc.constantFrom(...catalogue.currencies.map((c) => c.code)),
    lang: fc.constantFrom('en' as const, 'ru' as const),
  });
}

/** The coupon as it stands now; `usable` is the rule the shop states (docs/checkout.md). */
async function couponNow(t: Pick<TestApp, 'db'>, code: string): Promise<OracleCoupon | undefined> {
  const [row] = await t.db
    .select({
      kind: coupons.kind,
      value: coupons.value,
      minSubtotal: coupons.minSubtotal,
      usable: sql<boolean>`${coupons.isActive}
        AND (${coupons.startsAt} IS NULL OR ${coupons.startsAt} <= now())
        AND (${coupons.endsAt} IS NULL OR ${coupons.endsAt} > now())
        AND (${coupons.usageLimit} IS NULL OR ${coupons.usedCount} < ${coupons.usageLimit})`,
    })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code})`);
  return row;
}

/** Order amounts are stored as PostgreSQL `integer`; see the known-defect test in money.test.ts. */
export const INT4_MAX = 2_147_483_647;
const exceedsStoredAmounts = (priced: CheckoutValidation) =>
  [...linesOf(priced.order).map((line) => line.amounts.total), ...priced.order.totals.map((row) => row.amount)].some(
    (amount) => Math.abs(amount) > INT4_MAX,
  );

export async function checkCartEverywhere(t: TestApp, catalogue: MoneyCatalogue, cart: Cart, stats: MoneyStats) {
  stats.runs++;
  stats.currencies.add(cart.currency);
  const s = await shopper(t);
  const currency = catalogue.currencies.find((c) => c.code === cart.currency)!;
  const coupon = cart.coupon ? await couponNow(t, cart.coupon) : undefined;

  const answer = await s.cart(cart);
  expectExactCart(answer, { currency, priceOf: catalogue.priceOf, coupon });
  stats.lines += linesOf(answer).length;
  if (rowOf(answer.totals, 'coupon')) stats.couponsApplied++;

  // Validate prices the same lines and goods totals, then adds shipping and nothing else.
  const priced = await s.validate(cart);
  const { totals } = priced.order;
  expect(linesOf(priced.order)).toEqual(linesOf(answer));
  for (const type of ['subtotal', 'coupon'] as const) expect(rowOf(totals, type)).toEqual(rowOf(answer.totals, type));
  const shipping = rowOf(totals, 'shipping');
  expect(shipping !== undefined).toBe(priced.order.needsDelivery);
  if (shipping) {
    expect(Number.isSafeInteger(shipping.amount) && shipping.amount >= 0).toBe(true);
    if (coupon?.kind === 'free_shipping' && rowOf(totals, 'coupon')) expect(shipping.amount).toBe(0);
    // The store's free premium delivery: reached by the goods after the coupon, then premium is 0.
    const offer = priced.order.freeShipping;
    const goods = rowOf(totals, 'subtotal')!.amount + (rowOf(totals, 'coupon')?.amount ?? 0);
    if (offer) expect(offer.reached).toBe(goods >= offer.threshold);
    if (offer?.reached && offer.methods.includes(priced.order.shippingMethod ?? '')) expect(shipping.amount).toBe(0);
  }
  const total = rowOf(totals, 'total')!.amount;
  expect(total).toBe(rowOf(answer.totals, 'total')!.amount + (shipping?.amount ?? 0));
  expect(total).toBeGreaterThanOrEqual(0);

  // What a column cannot hold is refused by validate (and so by create, below).
  if (exceedsStoredAmounts(priced)) {
    expect(priced.codes.cart).toContain('order_too_large');
    stats.hugeOrdersRefused++;
  }
  const key = randomBytes(12).toString('hex');
  const created = await s.create(cart, key);
  if (!priced.valid) {
    expect(created.statusCode, created.body).toBe(422);
    const written = await t.db.select({ id: orders.id }).from(orders).where(sql`${orders.idempotencyKey} = ${key}`);
    expect(written).toEqual([]);
    stats.ordersRefused++;
    for (const field of Object.keys(priced.errors)) stats.refusedFor.set(field, (stats.refusedFor.get(field) ?? 0) + 1);
    return;
  }
  expect(created.statusCode, created.body).toBe(201);
  await expectStoredAsPriced(t, created.json().data.id, priced);
  stats.ordersWritten++;
  if (total === 0) stats.freeOrdersPaid++;
}

export function reportMoneyStats(stats: MoneyStats, label: string) {
  reportFigure('money', `carts priced through cart, validate and create (${label})`, stats.runs);
  reportFigure('money', 'lines priced', stats.lines);
  reportFigure('money', 'carts with a coupon applied', stats.couponsApplied);
  reportFigure('money', 'currencies', [...stats.currencies].sort().join(' '));
  reportFigure('money', 'orders written, each equal to its pricing', stats.ordersWritten);
  const reasons = [...stats.refusedFor].map(([field, n]) => `${field} ${n}`).join(', ');
  reportFigure('money', 'carts refused by validate and create alike (422)', `${stats.ordersRefused} (${reasons})`);
  reportFigure(
    'money',
    'orders of total 0 written as paid / carts past 2^31 − 1 refused',
    `${stats.freeOrdersPaid} / ${stats.hugeOrdersRefused}`,
  );
}

/** Runs the property `numRuns` times; a failure reports the shrunk cart and fast-check's seed. */
export async function assertMoneyProperty(t: TestApp, catalogue: MoneyCatalogue, numRuns: number) {
  const stats = newStats();
  await fc.assert(
    fc.asyncProperty(cartArbitrary(catalogue), (cart) => checkCartEverywhere(t, catalogue, cart, stats)),
    { numRuns },
  );
  return stats;
}

import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { coupons, currencies, kitVariationItems, kitVariations, variations } from '../db/schema/index.js';
import { type CartCatalogue, insertCartCatalogue, insertCoupon } from '../features/cart/cart.testing.js';
import { forgetCurrencies } from '../features/currency/currency.service.js';
import type { TestApp } from '../testing/test-app.js';

// What the money properties draw from: prices chosen to round badly, kits, a coupon of every kind, and
// currencies with 0 and 3 minor units beside the shop's four.

export type PoolLine = { kind: 'product' | 'kit'; variationId: number };
export type MoneyCatalogue = {
  cart: CartCatalogue;
  /** Lines that can always be ordered (stock that never runs out, or drop-ship). */
  stocked: PoolLine[];
  /** Lines that may be sold out, short, off sale, heavy or unknown: the demo slice and the cart tests' lines. */
  awkward: PoolLine[];
  /** Catalogue price in USD cents, by `kind:variationId`. */
  priceOf: Map<string, number>;
  currencies: { code: string; minorUnits: number; rate: string }[];
  coupons: string[];
};

export const lineKey = (kind: string, variationId: number) => `${kind}:${variationId}`;

const AWKWARD_CENTS = [0, 1, 3, 7, 99, 1001, 1999, 3333, 12_345, 99_999, 999_999];

async function insertStockedVariations(t: Pick<TestApp, 'db'>, productId: number) {
  const rows = await t.db
    .insert(variations)
    .values(
      AWKWARD_CENTS.map((price) => ({
        productId,
        sku: `money-${randomBytes(4).toString('hex')}`,
        price,
        // Every other one shows a struck-out old price, so unitOld and totalOld are exercised.
        oldPrice: price % 2 === 1 ? price * 2 + 1 : null,
        stock: 1_000_000,
        weightGrams: 20,
      })),
    )
    .returning({ id: variations.id });
  return rows.map((row) => row.id);
}

async function insertKitsOf(t: Pick<TestApp, 'db'>, kitId: number, items: number[]) {
  const kits = await t.db
    .insert(kitVariations)
    .values([
      { kitId, price: 1 },
      { kitId, price: 4_999, oldPrice: 7_001 },
      { kitId, price: 250_003 },
    ])
    .returning({ id: kitVariations.id });
  await t.db.insert(kitVariationItems).values(
    kits.flatMap((kit, index) => [
      { kitVariationId: kit.id, variationId: items[index]!, quantity: 1 },
      { kitVariationId: kit.id, variationId: items[index + 3]!, quantity: index + 2 },
    ]),
  );
  return kits.map((kit) => kit.id);
}

/** Adds yen (no minor units) and dinars (three) to the shop's dollars, euros, roubles and pounds. */
async function insertExoticCurrencies(t: Pick<TestApp, 'db'>) {
  await t.db.insert(currencies).values([
    { code: 'JPY', symbol: '¥', name: { en: 'Yen', ru: 'Иена' }, minorUnits: 0, rate: '151.35', position: 8 },
    { code: 'KWD', symbol: 'KD', name: { en: 'Dinar', ru: 'Динар' }, minorUnits: 3, rate: '0.30712345', position: 9 },
  ]);
  await forgetCurrencies(t.db);
}

async function insertCouponsOfEveryKind(t: Pick<TestApp, 'db'>) {
  const made = await Promise.all([
    insertCoupon(t, { kind: 'percent', value: 33 }),
    insertCoupon(t, { kind: 'percent', value: 100 }),
    insertCoupon(t, { kind: 'fixed', value: 1 }),
    insertCoupon(t, { kind: 'fixed', value: 333, minSubtotal: 1_001 }),
    insertCoupon(t, { kind: 'fixed', value: 10_000_000 }),
    insertCoupon(t, { kind: 'free_shipping', value: 0 }),
  ]);
  return made.map((coupon) => coupon.code);
}

/** A fixed slice of the demo catalogue's active lines: every `step`-th by id. */
async function demoLines(t: Pick<TestApp, 'db'>, step: number): Promise<PoolLine[]> {
  const singles = await t.db
    .select({ id: variations.id })
    .from(variations)
    .where(and(eq(variations.isActive, true), sql`${variations.sku} NOT LIKE 'cart-%'`))
    .orderBy(asc(variations.id));
  const kits = await t.db.select({ id: kitVariations.id }).from(kitVariations).orderBy(asc(kitVariations.id));
  return [
    ...singles.filter((_, i) => i % step === 0).map((row) => ({ kind: 'product' as const, variationId: row.id })),
    ...kits.filter((_, i) => i % step === 0).map((row) => ({ kind: 'kit' as const, variationId: row.id })),
  ];
}

export async function insertMoneyCatalogue(t: Pick<TestApp, 'db'>): Promise<MoneyCatalogue> {
  const demo = await demoLines(t, 12);
  const cart = await insertCartCatalogue(t);
  const [ebook] = await t.db
    .select({ productId: variations.productId })
    .from(variations)
    .where(eq(variations.id, cart.v.digital));
  const physical = await insertStockedVariations(t, cart.jacket.id);
  const digital = await insertStockedVariations(t, ebook!.productId);
  const kits = await insertKitsOf(t, cart.kit.id, physical.slice(1));
  await insertExoticCurrencies(t);
  const extraCoupons = await insertCouponsOfEveryKind(t);

  const product = (id: number) => ({ kind: 'product' as const, variationId: id });
  const kit = (id: number) => ({ kind: 'kit' as const, variationId: id });
  const stocked: PoolLine[] = [...[...physical, ...digital, cart.v.dropShip].map(product), ...kits.map(kit)];
  const { dropShip: _, ...others } = cart.v;
  const awkward: PoolLine[] = [
    ...Object.values(others).map(product),
    ...[cart.kit.variation, cart.kit.offSale].map(kit),
    ...demo,
  ];
  const priceOf = new Map<string, number>();
  for (const row of await t.db.select({ id: variations.id, price: variations.price }).from(variations)) {
    priceOf.set(lineKey('product', row.id), row.price);
  }
  for (const row of await t.db.select({ id: kitVariations.id, price: kitVariations.price }).from(kitVariations)) {
    priceOf.set(lineKey('kit', row.id), row.price);
  }
  const currencyRows = await t.db
    .select({ code: currencies.code, minorUnits: currencies.minorUnits, rate: currencies.rate })
    .from(currencies);
  const shopCoupons = await t.db.select({ code: coupons.code }).from(coupons);
  return {
    cart,
    stocked,
    awkward,
    priceOf,
    currencies: currencyRows,
    coupons: [...new Set([...shopCoupons.map((c) => c.code), ...extraCoupons])],
  };
}

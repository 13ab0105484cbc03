import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { variations } from '../db/schema/index.js';
import { startSession, uniqueIp } from '../features/auth/auth.testing.js';
import { firstStoreId, insertCartCatalogue } from '../features/cart/cart.testing.js';
import { create, orderBody } from '../features/checkout/checkout.testing.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** Helpers of the trust suite's checkout races (docs/security.md). */

/**
 * The demo catalogue with the order brakes lifted: a race sends hundreds of orders from one
 * address, and the brakes (tested beside checkout) would answer 429 before the stock ran out.
 */
export const createRaceApp = () =>
  createTestApp({
    demo: true,
    env: {
      CHECKOUT_CREATES_PER_SESSION: '100000',
      CHECKOUT_CREATES_PER_CLIENT: '100000',
      CHECKOUT_UNPAID_PER_SESSION: '0',
      CHECKOUT_UNPAID_PER_CLIENT: '0',
    },
  });

/** `n` anonymous sessions, each from its own address so the per-address session brake stays out of the way. */
export async function shoppers(t: TestApp, n: number): Promise<string[]> {
  const storeId = await firstStoreId(t);
  const sessions = await Promise.all(Array.from({ length: n }, () => startSession(t, storeId, uniqueIp())));
  return sessions.map((s) => s.token);
}

export async function stockOf(t: TestApp, variationId: number): Promise<number> {
  const [row] = await t.db.select({ stock: variations.stock }).from(variations).where(eq(variations.id, variationId));
  if (!row) throw new Error(`no variation ${variationId}`);
  return row.stock;
}

/**
 * Fresh rows nobody else orders: variation A (the cart catalogue's jacket), variation B (its
 * pouch) and the kit variation of one A and two B, with the stock given.
 */
export async function insertKitSharingStock(t: TestApp, stock: { a: number; b: number }) {
  const c = await insertCartCatalogue(t);
  await t.db.update(variations).set({ stock: stock.a }).where(eq(variations.id, c.v.normal));
  await t.db.update(variations).set({ stock: stock.b }).where(eq(variations.id, c.v.pouch));
  return { a: c.v.normal, b: c.v.pouch, kit: c.kit.variation, bPerKit: 2 };
}
export type KitSharingStock = Awaited<ReturnType<typeof insertKitSharingStock>>;

/** Units of a variation that orders took, on their own lines and inside kits. */
export async function unitsOrdered(t: TestApp, variationId: number): Promise<number> {
  const result = await t.db.execute<{ units: number }>(sql`
    SELECT coalesce(sum(l.quantity * coalesce(k.quantity, 1)), 0)::int AS units
    FROM order_lines l
    LEFT JOIN kit_variation_items k ON k.kit_variation_id = l.kit_variation_id
    WHERE l.variation_id = ${variationId} OR k.variation_id = ${variationId}`);
  return result.rows[0]!.units;
}

/** Orders with a line that takes the variation, alone or inside a kit. */
export async function ordersTaking(t: TestApp, variationId: number): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`
    SELECT count(DISTINCT l.order_id)::int AS n
    FROM order_lines l
    LEFT JOIN kit_variation_items k ON k.kit_variation_id = l.kit_variation_id
    WHERE l.variation_id = ${variationId} OR k.variation_id = ${variationId}`);
  return result.rows[0]!.n;
}

/** Orders of the whole database without a single line: a half-written order. */
export async function ordersWithoutLines(t: TestApp): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM orders o
    WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)`);
  return result.rows[0]!.n;
}

/** The lines of one order, as the variation or kit variation each takes and its quantity. */
export async function linesOf(t: TestApp, orderId: string) {
  const result = await t.db.execute<{ variation: number | null; kit: number | null; quantity: number }>(sql`
    SELECT variation_id AS variation, kit_variation_id AS kit, quantity FROM order_lines
    WHERE order_id = ${orderId} ORDER BY id`);
  return result.rows;
}

// The re-check's text for a sold-out line; the contract has no code of its own for it yet.
const SOLD_OUT_TEXT = 'Some items are out of stock: remove them to continue';

/** What a create answer says; `other` is anything a race must never give. */
export function outcomeOf(response: LightMyRequestResponse) {
  const status = response.statusCode;
  if (status === 201) return 'created';
  if (status >= 500) return 'server';
  const body = response.json();
  if (status === 409 && body.code === 'out_of_stock') return 'stock409';
  const fields = Object.keys(body.errors ?? {});
  if (status === 422 && fields.join() === 'cart' && body.errors.cart.includes(SOLD_OUT_TEXT)) return 'stock422';
  return 'other';
}

export function tally(answers: LightMyRequestResponse[]) {
  const counts = { created: 0, stock409: 0, stock422: 0, server: 0, other: 0 };
  for (const answer of answers) counts[outcomeOf(answer)]++;
  return counts;
}

/** Every shopper at once, each with their own session and idempotency key, one unit each. */
export async function raceForVariation(t: TestApp, variationId: number, buyers: number) {
  const tokens = await shoppers(t, buyers);
  const body = orderBody({ products: [{ variationId, quantity: 1 }] });
  return Promise.all(tokens.map((token) => create(t, token, body)));
}

/** Every shopper at once, alternately one kit or one A alone; answers keep what each asked for. */
export async function raceKitAgainstItem(t: TestApp, rows: KitSharingStock, buyers: number) {
  const tokens = await shoppers(t, buyers);
  const kit = orderBody({ productKits: [{ variationId: rows.kit, quantity: 1 }] });
  const single = orderBody({ products: [{ variationId: rows.a, quantity: 1 }] });
  return Promise.all(
    tokens.map(async (token, i) => {
      const wants = i % 2 === 0 ? ('kit' as const) : ('a' as const);
      return { wants, response: await create(t, token, wants === 'kit' ? kit : single) };
    }),
  );
}

/**
 * Checks a race for one variation from the answers and the database: exactly `stock` orders, each
 * of one line of one unit, the stock at 0, everyone else refused for the stock, nothing half-written.
 */
export async function expectSoldExactly(
  t: TestApp,
  variationId: number,
  stock: number,
  answers: LightMyRequestResponse[],
) {
  const counts = tally(answers);
  expect(counts).toMatchObject({ created: stock, server: 0, other: 0 });
  for (const answer of answers.filter((a) => a.statusCode === 201)) {
    expect(await linesOf(t, answer.json().data.id)).toEqual([{ variation: variationId, kit: null, quantity: 1 }]);
  }
  const finalStock = await stockOf(t, variationId);
  expect(finalStock).toBe(0);
  expect(await unitsOrdered(t, variationId)).toBe(stock);
  expect(await ordersTaking(t, variationId)).toBe(stock);
  expect(await ordersWithoutLines(t)).toBe(0);
  return { ...counts, finalStock };
}

/**
 * A kit-against-item race: each order holds what its shopper asked for, initial stock = remaining +
 * ordered for A and B, and A is sold out (more shoppers want it than there are units).
 */
export async function expectKitRaceBalanced(
  t: TestApp,
  rows: KitSharingStock,
  initial: { a: number; b: number },
  answers: Awaited<ReturnType<typeof raceKitAgainstItem>>,
) {
  expect(answers.filter((a) => a.wants === 'a').length).toBeGreaterThan(initial.a);
  const counts = tally(answers.map((a) => a.response));
  expect(counts).toMatchObject({ server: 0, other: 0 });
  const created = answers.filter((a) => a.response.statusCode === 201);
  for (const { wants, response } of created) {
    expect(await linesOf(t, response.json().data.id)).toEqual([
      wants === 'kit' ? { variation: null, kit: rows.kit, quantity: 1 } : { variation: rows.a, kit: null, quantity: 1 },
    ]);
  }
  const kits = created.filter((a) => a.wants === 'kit').length;
  const singles = created.length - kits;
  const stock = { a: await stockOf(t, rows.a), b: await stockOf(t, rows.b) };
  const ordered = { a: await unitsOrdered(t, rows.a), b: await unitsOrdered(t, rows.b) };
  expect(ordered).toEqual({ a: kits + singles, b: kits * rows.bPerKit });
  expect({ a: stock.a + ordered.a, b: stock.b + ordered.b }).toEqual(initial);
  expect(stock.a).toBe(0);
  expect(stock.b).toBeGreaterThanOrEqual(0);
  expect(await ordersTaking(t, rows.a)).toBe(created.length);
  expect(await ordersWithoutLines(t)).toBe(0);
  return { ...counts, kits, singles, stock };
}

import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartLines,
  carts,
  categories,
  oneTimeCodes,
  products,
  productTypes,
  restockRequests,
  variations,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { insertStore, signIn, startSession, uniqueEmail } from './auth.testing.js';

let t: TestApp;
let storeId: number;
let variationIds: number[];

/** The least catalogue a cart line can point at: one product with three variations. */
async function insertVariations(): Promise<number[]> {
  const name = { en: 'Thing', ru: 'Вещь' };
  const [category] = await t.db.insert(categories).values({ slug: 'things', name }).returning();
  const [type] = await t.db.insert(productTypes).values({ code: 'thing', name }).returning();
  const [product] = await t.db
    .insert(products)
    .values({ slug: 'thing', sku: 'T-1', name, description: name, productTypeId: type!.id, categoryId: category!.id })
    .returning();
  const rows = await t.db
    .insert(variations)
    .values(['A', 'B', 'C'].map((s) => ({ productId: product!.id, sku: `T-1-${s}`, price: 1000, stock: 100 })))
    .returning();
  return rows.map((r) => r.id);
}

const sidOf = (token: string) => decodeJwt(token).sid as string;

async function cartOf(sessionId: string) {
  const [cart] = await t.db.select().from(carts).where(eq(carts.sessionId, sessionId));
  if (!cart) return undefined;
  const lines = await t.db
    .select({ variationId: cartLines.variationId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, cart.id))
    .orderBy(asc(cartLines.variationId));
  return { ...cart, lines };
}

async function putCart(sessionId: string, lines: [number, number][], customerId: string | null = null) {
  const [cart] = await t.db.insert(carts).values({ sessionId, customerId, countryCode: 'DE' }).returning();
  await t.db
    .insert(cartLines)
    .values(lines.map(([variationId, quantity]) => ({ cartId: cart!.id, variationId, quantity })));
}

/** Lets the same address ask for another code at once (the cooldown is tested elsewhere). */
const skipCooldown = (email: string) => t.db.delete(oneTimeCodes).where(eq(oneTimeCodes.email, email));

beforeAll(async () => {
  t = await createTestApp();
  storeId = await insertStore(t);
  variationIds = await insertVariations();
});
afterAll(() => t.close());

describe('POST /auth/check: what a visitor had carries over', () => {
  it('moves the visitor cart to the new session and the customer', async () => {
    const [a, b] = variationIds as [number, number];
    const visitor = await startSession(t, storeId);
    await putCart(sidOf(visitor.token), [
      [a, 2],
      [b, 1],
    ]);
    const signedIn = await signIn(t, storeId, uniqueEmail(), { visitor });
    const cart = await cartOf(sidOf(signedIn.token));
    expect(cart).toMatchObject({ customerId: signedIn.customer.id, countryCode: 'DE' });
    expect(cart!.lines).toEqual([
      { variationId: a, quantity: 2 },
      { variationId: b, quantity: 1 },
    ]);
    expect(await cartOf(sidOf(visitor.token))).toBeUndefined();
  });

  it('merges into the cart the customer already has, summing quantities up to 99', async () => {
    const [a, b, c] = variationIds as [number, number, number];
    const email = uniqueEmail();
    const earlier = await signIn(t, storeId, email);
    await putCart(
      sidOf(earlier.token),
      [
        [a, 90],
        [c, 1],
      ],
      earlier.customer.id,
    );
    await skipCooldown(email);
    const visitor = await startSession(t, storeId);
    await putCart(sidOf(visitor.token), [
      [a, 20],
      [b, 3],
    ]);
    const signedIn = await signIn(t, storeId, email, { visitor });
    const cart = await cartOf(sidOf(signedIn.token));
    expect(cart!.lines).toEqual([
      { variationId: a, quantity: 99 },
      { variationId: b, quantity: 3 },
      { variationId: c, quantity: 1 },
    ]);
    const all = await t.db.select().from(carts).where(eq(carts.customerId, signedIn.customer.id));
    expect(all).toHaveLength(1);
  });

  it('brings the customer cart to a new device when the visitor had none', async () => {
    const [a] = variationIds as [number];
    const email = uniqueEmail();
    const earlier = await signIn(t, storeId, email);
    await putCart(sidOf(earlier.token), [[a, 4]], earlier.customer.id);
    await skipCooldown(email);
    const signedIn = await signIn(t, storeId, email);
    expect((await cartOf(sidOf(signedIn.token)))!.lines).toEqual([{ variationId: a, quantity: 4 }]);
  });

  it('hands restock requests to the customer and the new session', async () => {
    const [a] = variationIds as [number];
    const visitor = await startSession(t, storeId);
    const email = uniqueEmail();
    const [request] = await t.db
      .insert(restockRequests)
      .values({
        variationId: a,
        email: `notify-${randomBytes(3).toString('hex')}@example.com`,
        sessionId: sidOf(visitor.token),
      })
      .returning();
    const signedIn = await signIn(t, storeId, email, { visitor });
    const [moved] = await t.db.select().from(restockRequests).where(eq(restockRequests.id, request!.id));
    expect(moved).toMatchObject({ sessionId: sidOf(signedIn.token), customerId: signedIn.customer.id });
  });
});

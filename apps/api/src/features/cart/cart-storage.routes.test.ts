import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts, oneTimeCodes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { API, signIn, uniqueEmail } from '../auth/auth.testing.js';
import {
  type CartCatalogue,
  firstStoreId,
  insertCartCatalogue,
  putCart,
  sessionIdOf,
  storedCart,
  visitor,
} from './cart.testing.js';

let t: TestApp;
let c: CartCatalogue;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  c = await insertCartCatalogue(t);
  storeId = await firstStoreId(t);
});
afterAll(() => t.close());

const products = (...lines: [number, number][]) => lines.map(([variationId, quantity]) => ({ variationId, quantity }));
const deleteCart = (token: string) =>
  t.app.inject({ method: 'DELETE', url: `${API}/cart`, headers: { 'x-auth-token': token } });

describe('PUT /cart keeps the session’s cart', () => {
  it('stores the answered lines, country and applied coupon, without the dropped lines', async () => {
    const { token, sessionId } = await visitor(t);
    const response = await putCart(t, token, {
      products: products([c.v.normal, 5], [c.v.soldOut, 2], [c.v.offSale, 1], [c.v.digital, 1]),
      productKits: products([c.kit.variation, 1]),
      countryCode: 'DE',
      coupon: 'welcome10',
    });
    expect(response.statusCode).toBe(200);
    expect(await storedCart(t, sessionId)).toMatchObject({
      customerId: null,
      countryCode: 'DE',
      couponCode: 'WELCOME10',
      lines: [
        { variationId: c.v.normal, kitVariationId: null, quantity: 3 },
        { variationId: c.v.soldOut, kitVariationId: null, quantity: 2 },
        { variationId: c.v.digital, kitVariationId: null, quantity: 1 },
        { variationId: null, kitVariationId: c.kit.variation, quantity: 1 },
      ],
    });
  });

  it('replaces the stored cart on every call and forgets a coupon that does not apply', async () => {
    const { token, sessionId } = await visitor(t);
    await putCart(t, token, { products: products([c.v.normal, 1], [c.v.preorder, 1]), coupon: 'WELCOME10' });
    await putCart(t, token, { products: products([c.v.dropShip, 7]), countryCode: 'RU', coupon: 'NOSUCHCODE' });
    expect(await storedCart(t, sessionId)).toMatchObject({
      countryCode: 'RU',
      couponCode: null,
      lines: [{ variationId: c.v.dropShip, kitVariationId: null, quantity: 7 }],
    });
    const [row] = await t.db.select().from(carts).where(eq(carts.sessionId, sessionId));
    expect(row).toBeDefined();
  });

  it('re-prices an unchanged cart without rewriting its lines; past a minute it moves its updated_at', async () => {
    const { token, sessionId } = await visitor(t);
    const body = {
      products: products([c.v.normal, 2]),
      productKits: products([c.kit.variation, 1]),
      countryCode: 'DE',
    };
    await putCart(t, token, body);
    const before = await storedCart(t, sessionId);
    const lineIds = async (cartId: string) =>
      (await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.cartId, cartId))).map((l) => l.id);
    // Within the minute: nothing is written.
    expect((await putCart(t, token, body)).statusCode).toBe(200);
    expect((await storedCart(t, sessionId))!.updatedAt).toEqual(before!.updatedAt);
    // Kept two minutes ago: the same call moves updated_at, and the lines stay the same rows.
    await t.db
      .update(carts)
      .set({ updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(carts.sessionId, sessionId));
    const again = await putCart(t, token, body);
    expect(again.statusCode).toBe(200);
    const after = await storedCart(t, sessionId);
    expect(await lineIds(after!.id)).toEqual(await lineIds(before!.id));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Any difference (here the country) is a rewrite.
    await putCart(t, token, { ...body, countryCode: 'FR' });
    expect((await storedCart(t, sessionId))?.countryCode).toBe('FR');
  });

  it('re-pricing beside a cart another request holds neither waits for it nor loses it', async () => {
    const body = { products: products([c.v.normal, 1]), countryCode: 'DE' };
    const [busy, free] = await Promise.all([visitor(t), visitor(t)]);
    await Promise.all([putCart(t, busy.token, body), putCart(t, free.token, body)]);
    const holder = await t.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM carts WHERE session_id = $1 FOR UPDATE', [busy.sessionId]);
      // Both in one turn, so their touches share a statement.
      const [held, other] = [putCart(t, busy.token, body), putCart(t, free.token, body)];
      expect((await other).statusCode).toBe(200);
      await holder.query('COMMIT');
      expect((await held).statusCode).toBe(200);
    } finally {
      holder.release();
    }
    expect((await storedCart(t, busy.sessionId))?.lines).toEqual([
      { variationId: c.v.normal, kitVariationId: null, quantity: 1 },
    ]);
  });

  it('marks the cart of a signed-in session with the customer', async () => {
    const signedIn = await signIn(t, storeId, uniqueEmail('cart'));
    await putCart(t, signedIn.token, { products: products([c.v.normal, 1]) });
    expect((await storedCart(t, sessionIdOf(signedIn.token)))?.customerId).toBe(signedIn.customer.id);
  });

  it('keeps one line per item in the database', async () => {
    const { token, sessionId } = await visitor(t);
    await putCart(t, token, { products: products([c.v.normal, 1]), productKits: products([c.kit.variation, 1]) });
    const cart = await storedCart(t, sessionId);
    await expect(
      t.db.insert(cartLines).values({ cartId: cart!.id, variationId: c.v.normal, quantity: 1 }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(cartLines).values({ cartId: cart!.id, kitVariationId: c.kit.variation, quantity: 1 }),
    ).rejects.toThrow();
  });
});

describe('DELETE /cart', () => {
  it('forgets the session’s cart and leaves other sessions’ carts alone', async () => {
    const mine = await visitor(t);
    const other = await visitor(t);
    await putCart(t, mine.token, { products: products([c.v.normal, 1]) });
    await putCart(t, other.token, { products: products([c.v.normal, 1]) });
    const response = await deleteCart(mine.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect(await storedCart(t, mine.sessionId)).toBeUndefined();
    expect(await storedCart(t, other.sessionId)).toBeDefined();
    expect((await deleteCart(mine.token)).statusCode).toBe(200);
  });
});

describe('POST /auth/check merges the carts with one line per item', () => {
  it('adds up matching product and kit lines of the visitor and the customer', async () => {
    const email = uniqueEmail('cart');
    const earlier = await signIn(t, storeId, email);
    await putCart(t, earlier.token, {
      products: products([c.v.normal, 1], [c.v.dropShip, 4]),
      productKits: products([c.kit.variation, 1]),
    });
    // Lets the same address ask for another code at once (the cooldown is tested in auth).
    await t.db.delete(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    const guest = await visitor(t);
    await putCart(t, guest.token, {
      products: products([c.v.normal, 1], [c.v.preorder, 1]),
      productKits: products([c.kit.variation, 1]),
    });
    const signedIn = await signIn(t, storeId, email, { visitor: guest });
    const cart = await storedCart(t, sessionIdOf(signedIn.token));
    const byItem = (lines: NonNullable<typeof cart>['lines']) =>
      lines.map((l) => `${l.variationId ?? `kit ${l.kitVariationId}`}×${l.quantity}`).sort();
    expect(byItem(cart!.lines)).toEqual(
      [`${c.v.normal}×2`, `${c.v.dropShip}×4`, `${c.v.preorder}×1`, `kit ${c.kit.variation}×2`].sort(),
    );
    expect(await storedCart(t, guest.sessionId)).toBeUndefined();
    // The merged cart is not what the earlier session last stored: the same PUT again rewrites it.
    await putCart(t, signedIn.token, {
      products: products([c.v.normal, 1], [c.v.dropShip, 4]),
      productKits: products([c.kit.variation, 1]),
    });
    const rewritten = await storedCart(t, sessionIdOf(signedIn.token));
    expect(byItem(rewritten!.lines)).toEqual(
      [`${c.v.normal}×1`, `${c.v.dropShip}×4`, `kit ${c.kit.variation}×1`].sort(),
    );
  });
});

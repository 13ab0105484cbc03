import { randomUUID } from 'node:crypto';
import { STOCK_BULK_MAX } from '@kordon/contract';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, stores, variations } from '../../../db/schema/index.js';
import type { TestApp } from '../../../testing/test-app.js';
import { API, startSession, uniqueEmail } from '../../auth/auth.testing.js';
import type { CartCatalogue } from '../../cart/cart.testing.js';
import { orderTestApp } from '../../checkout/checkout.testing.js';
import { adminCall, mailTo, type SignedInStaff, signedInStaff } from '../admin.testing.js';

let t: TestApp;
let c: CartCatalogue;
let storeId: number;
let manager: SignedInStaff;
let viewer: SignedInStaff;
beforeAll(async () => {
  ({ t, c, storeId } = await orderTestApp());
  manager = await signedInStaff(t, 'manager');
  viewer = await signedInStaff(t, 'viewer');
});
afterAll(() => t.close());

const variationRow = async (id: number) => (await t.db.select().from(variations).where(eq(variations.id, id)))[0]!;
const list = async (query: string, token = viewer.token) => {
  const response = await adminCall(t, 'GET', `/stock?${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: { id: number; sku: string; stock: number; low_stock: boolean }[]; total: number };
};
const patch = (id: number, body: object) => adminCall(t, 'PATCH', `/stock/${id}`, { token: manager.token, body });
const auditOf = (objectType: string, objectId: string | number) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.objectId, String(objectId)))
    .then((rows) => rows.filter((r) => r.objectType === objectType));
/** The product answer a shopper gets (cached for 30 s unless a write drops it). */
const productAnswer = async (slug: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${API}/products/slug/${slug}`,
      headers: { 'x-app-language': 'en', 'x-app-currency': 'USD' },
    })
  ).json().data;

describe('GET /admin/stock', () => {
  it('finds a variation by its SKU or its product name, with its options', async () => {
    const { sku } = await variationRow(c.v.normal);
    const bySku = await list(`q=${encodeURIComponent(sku)}`);
    expect(bySku.data.map((row) => row.id)).toEqual([c.v.normal]);
    expect(bySku.data[0]).toMatchObject({ options: 'Olive, M', product_id: c.jacket.id, price: 1999, old_price: 2499 });
    const [product] = await t.db.select({ name: products.name }).from(products).where(eq(products.id, c.jacket.id));
    const byName = await list(`q=${encodeURIComponent(product!.name.en)}&per_page=100`);
    expect(byName.data.map((row) => row.id)).toEqual(expect.arrayContaining([c.v.normal, c.v.soldOut, c.v.preorder]));
  });

  it('lists low stock (1 to the threshold) and sold out apart, leaving drop-shipped variations out', async () => {
    const low = await list('stock=low&per_page=100&sort=stock&order=desc');
    expect(low.data.every((row) => row.stock >= 1 && row.stock <= 5 && row.low_stock)).toBe(true);
    expect(low.data.map((row) => row.id)).toContain(c.v.normal);
    const stocks = low.data.map((row) => row.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
    const soldOut = await list('stock=sold_out&per_page=100');
    expect(soldOut.data.map((row) => row.id)).toContain(c.v.soldOut);
    expect(soldOut.data.map((row) => row.id)).not.toContain(c.v.dropShip);
    expect(soldOut.data.every((row) => row.stock === 0)).toBe(true);
  });

  it('pages on the server: total counts every match', async () => {
    const page = await list('per_page=2&page=2');
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThan(4);
  });
});

describe('PATCH /admin/stock/:id', () => {
  it('sets the price, audits before and after, and the product answer shows it at once', async () => {
    const before = await variationRow(c.v.pouch);
    const answer = await patch(c.v.pouch, { price: 777, version: before.version });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ price: 777, version: before.version + 1 });
    const [entry] = await auditOf('variation', c.v.pouch);
    expect(entry).toMatchObject({ action: 'variation.update', staffId: manager.member.id });
    expect(entry?.before).toEqual({ sku: before.sku, price: before.price });
    expect(entry?.after).toEqual({ price: 777 });
  });

  it('drops the cached product answer, so a shopper sees the new price on the next load', async () => {
    const row = await variationRow(c.v.pouch);
    const [product] = await t.db.select({ slug: products.slug }).from(products).where(eq(products.id, row.productId));
    const shown = async () => (await productAnswer(product!.slug)).variation.prices.price as number;
    const first = await shown();
    expect(await shown()).toBe(first);
    expect((await patch(c.v.pouch, { price: row.price + 100, version: row.version })).statusCode).toBe(200);
    expect(await shown()).toBe((row.price + 100) / 100);
  });

  it('drops the cached kit page of a kit the variation is in: its stock is the least its items allow', async () => {
    const kitStock = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${API}/product-kits/slug/${c.kitSlug}`,
          headers: { 'x-app-language': 'en', 'x-app-currency': 'USD' },
        })
      ).json().data.variation.stock as number;
    const pouch = await variationRow(c.v.pouch);
    const jacket = await variationRow(c.v.normal);
    // The kit takes one jacket and two pouches: two pouches left allow one kit, whatever the jackets.
    await t.db.update(variations).set({ stock: 50 }).where(eq(variations.id, c.v.normal));
    expect((await patch(c.v.pouch, { stock: 20, version: pouch.version })).statusCode).toBe(200);
    expect(await kitStock()).toBe(10);
    expect(await kitStock()).toBe(10);
    expect((await patch(c.v.pouch, { stock: 2, version: pouch.version + 1 })).statusCode).toBe(200);
    expect(await kitStock()).toBe(1);
    await t.db.update(variations).set({ stock: jacket.stock }).where(eq(variations.id, c.v.normal));
  });

  it('answers 409 to a stale version and writes nothing; a retry of a change made answers the row', async () => {
    const row = await variationRow(c.v.preorder);
    expect((await patch(c.v.preorder, { stock: 7, version: row.version })).statusCode).toBe(200);
    const retry = await patch(c.v.preorder, { stock: 7, version: row.version });
    expect([retry.statusCode, retry.json().data.stock]).toEqual([200, 7]);
    const stale = await patch(c.v.preorder, { stock: 9, version: row.version });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);
    expect((await variationRow(c.v.preorder)).stock).toBe(7);
  });

  it('refuses an old price not above the price, on the field, also against the stored price', async () => {
    const row = await variationRow(c.v.normal);
    const sent = await patch(c.v.normal, { price: 1000, old_price: 900, version: row.version });
    expect([sent.statusCode, sent.json().codes]).toEqual([422, { old_price: ['old_price_not_above_price'] }]);
    const stored = await patch(c.v.normal, { price: row.oldPrice!, version: row.version });
    expect([stored.statusCode, stored.json().codes]).toEqual([422, { old_price: ['old_price_not_above_price'] }]);
    const cleared = await patch(c.v.normal, { price: row.oldPrice!, old_price: null, version: row.version });
    expect([cleared.statusCode, cleared.json().data.old_price]).toEqual([200, null]);
  });

  it('mails the restock requests when a sold-out variation comes back, once', async () => {
    const email = uniqueEmail('restock');
    const { token } = await startSession(t, storeId);
    const asked = await t.app.inject({
      method: 'POST',
      url: `${API}/products/variation/${c.v.soldOut}/restock`,
      headers: { 'x-auth-token': token, 'x-app-language': 'en' },
      payload: { customerEmail: email },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const row = await variationRow(c.v.soldOut);
    expect((await patch(c.v.soldOut, { stock: 4, version: row.version })).statusCode).toBe(200);
    expect((await mailTo(t, email, /back in stock/))?.subject).toMatch(/back in stock/);
  });

  it("tells the shop once when an edit takes a variation to the low-stock threshold (the settings' number)", async () => {
    const [store] = await t.db.select({ email: stores.email }).from(stores).limit(1);
    const low = async () => {
      const { rows } = await t.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM outbox WHERE payload->>'to' = $1 AND payload->>'subject' LIKE 'Low stock%' AND payload->>'text' LIKE $2",
        [store!.email, `%[${(await variationRow(c.v.normal)).sku}]%`],
      );
      return rows[0]!.n;
    };
    await t.db.update(variations).set({ stock: 50 }).where(eq(variations.id, c.v.normal));
    const before = await low();
    expect((await patch(c.v.normal, { stock: 2, version: (await variationRow(c.v.normal)).version })).statusCode).toBe(
      200,
    );
    expect(await low()).toBe(before + 1);
    expect((await patch(c.v.normal, { stock: 1, version: (await variationRow(c.v.normal)).version })).statusCode).toBe(
      200,
    );
    expect(await low()).toBe(before + 1);
  });

  it('is a manager’s: a viewer is refused', async () => {
    const row = await variationRow(c.v.pouch);
    const response = await adminCall(t, 'PATCH', `/stock/${c.v.pouch}`, {
      token: viewer.token,
      body: { stock: 1, version: row.version },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('bulk changes', () => {
  const bySku = async (id: number) => (await variationRow(id)).sku;

  it('previews the count, then changes every selected variation in one audited entry; a retry changes nothing again', async () => {
    const sku = await bySku(c.v.pouch);
    const change = { q: sku, field: 'stock', op: 'add', value: 5 };
    const preview = await adminCall(t, 'POST', '/stock/bulk/preview', { token: manager.token, body: change });
    expect(preview.statusCode, preview.body).toBe(200);
    const before = (await variationRow(c.v.pouch)).stock;
    expect(preview.json().data).toMatchObject({
      count: 1,
      max: STOCK_BULK_MAX,
      sample: [{ before, after: before + 5 }],
    });
    const body = { ...change, expected_count: 1, idempotency_key: randomUUID() };
    const applied = await adminCall(t, 'POST', '/stock/bulk', { token: manager.token, body });
    expect([applied.statusCode, applied.json().data.changed]).toEqual([200, 1]);
    const again = await adminCall(t, 'POST', '/stock/bulk', { token: manager.token, body });
    expect([again.statusCode, again.json().data.changed]).toEqual([200, 1]);
    expect((await variationRow(c.v.pouch)).stock).toBe(before + 5);
    const [entry] = await auditOf('stock_bulk', body.idempotency_key);
    expect(entry?.before).toMatchObject({ [sku]: { stock: before } });
    expect(entry?.after).toMatchObject({
      field: 'stock',
      op: 'add',
      value: 5,
      changed: 1,
      variations: { [sku]: { stock: before + 5 } },
    });
  });

  it('changes prices by a percent, rounded, and drops an old price the new price reaches', async () => {
    const { sku, price, version } = await variationRow(c.v.normal);
    await patch(c.v.normal, { price: 2000, old_price: 2100, version });
    const body = { q: sku, field: 'price', op: 'percent', value: 10, expected_count: 1, idempotency_key: randomUUID() };
    expect(price).toBeGreaterThan(0);
    const applied = await adminCall(t, 'POST', '/stock/bulk', { token: manager.token, body });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await variationRow(c.v.normal)).toMatchObject({ price: 2200, oldPrice: null });
  });

  it('writes nothing when the selection moved since the preview, or is over the maximum', async () => {
    const sku = await bySku(c.v.pouch);
    const stock = (await variationRow(c.v.pouch)).stock;
    const moved = { q: sku, field: 'stock', op: 'set', value: 1, expected_count: 2, idempotency_key: randomUUID() };
    const refused = await adminCall(t, 'POST', '/stock/bulk', { token: manager.token, body: moved });
    expect([refused.statusCode, refused.json().codes]).toEqual([422, { expected_count: ['bulk_selection_changed'] }]);
    expect((await variationRow(c.v.pouch)).stock).toBe(stock);

    // More variations than one bulk change takes: the whole catalogue, topped up if it is smaller.
    const shortBy = STOCK_BULK_MAX + 1 - (await list('per_page=1')).total;
    const extra = Array.from({ length: Math.max(shortBy, 0) }, (_, i) => ({
      productId: c.jacket.id,
      sku: `bulk-cap-${i}-${randomUUID().slice(0, 8)}`,
      price: 100,
      stock: 1,
    }));
    if (extra.length > 0) await t.db.insert(variations).values(extra);
    const all = await list('per_page=1');
    const everything = {
      field: 'stock',
      op: 'add',
      value: 1,
      expected_count: all.total,
      idempotency_key: randomUUID(),
    };
    const answer = await adminCall(t, 'POST', '/stock/bulk', { token: manager.token, body: everything });
    expect([answer.statusCode, answer.json().codes]).toEqual([422, { q: ['too_many_for_bulk'] }]);
    expect((await variationRow(c.v.pouch)).stock).toBe(stock);
    await t.db.delete(variations).where(like(variations.sku, 'bulk-cap-%'));
  });

  it('refuses a value the operation cannot take', async () => {
    const body = { field: 'price', op: 'percent', value: -100 };
    const response = await adminCall(t, 'POST', '/stock/bulk/preview', { token: manager.token, body });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['value']);
  });

  it('brings sold-out variations back with their restock mails', async () => {
    const email = uniqueEmail('bulk-restock');
    const { token } = await startSession(t, storeId);
    const [row] = await t.db
      .select()
      .from(variations)
      .where(inArray(variations.id, [c.v.soldOut]));
    await t.db.update(variations).set({ stock: 0 }).where(eq(variations.id, row!.id));
    await t.app.inject({
      method: 'POST',
      url: `${API}/products/variation/${row!.id}/restock`,
      headers: { 'x-auth-token': token, 'x-app-language': 'en' },
      payload: { customerEmail: email },
    });
    const body = { q: row!.sku, field: 'stock', op: 'set', value: 3, expected_count: 1, idempotency_key: randomUUID() };
    const applied = await adminCall(t, 'POST', '/stock/bulk', { token: manager.token, body });
    expect(applied.json().data).toEqual({ changed: 1, restock_notices: 1 });
    expect(await mailTo(t, email, /back in stock/)).toBeDefined();
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../features/cart/cart.testing.js';
import { create, orderBody } from '../features/checkout/checkout.testing.js';
import { activeProductIds, customer, demoStoreId, request } from '../features/reviews/reviews.testing.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** Issue 27 §2: a cached answer never shows a value older than an acknowledged write, and keys hold only what a call reads. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1.2${url}`, headers: { 'x-app-language': 'en', ...headers } });

/** A stocked variation of a product that is in no kit, with its product's slug. */
async function stockedProduct(minimum: number) {
  const { rows } = await t.pool.query<{ id: number; slug: string; stock: number; productId: number }>(
    `SELECT v.id, p.slug, v.stock, p.id AS "productId" FROM variations v JOIN products p ON p.id = v.product_id
     WHERE v.availability = 'normal' AND v.is_active AND p.is_active AND v.stock >= $1
       AND (SELECT count(*) FROM variations w WHERE w.product_id = p.id) = 1
     ORDER BY v.id LIMIT 1`,
    [minimum],
  );
  return rows[0]!;
}
const stockShown = async (slug: string) => (await get(`/products/slug/${slug}`)).json().data.variation.stock as number;

describe('an order', () => {
  it('shows in the product answer as soon as it is acknowledged', async () => {
    const product = await stockedProduct(5);
    expect(await stockShown(product.slug)).toBe(product.stock);
    const { token } = await visitor(t);
    const order = await create(t, token, orderBody({ products: [{ variationId: product.id, quantity: 3 }] }));
    expect(order.statusCode, order.body).toBe(201);
    expect(await stockShown(product.slug)).toBe(product.stock - 3);
  });

  it('drops the lists when it sells the last unit, so the product is no longer offered as in stock', async () => {
    const product = await stockedProduct(1);
    await t.pool.query('UPDATE variations SET stock = 1 WHERE id = $1', [product.id]);
    const { rows } = await t.pool.query<{ slug: string }>(
      'SELECT b.slug FROM brands b JOIN products p ON p.brand_id = b.id WHERE p.id = $1',
      [product.productId],
    );
    t.app.answerCache.invalidateTag('catalogue');
    const listed = async () => {
      const answer = await get(`/products?brand=${rows[0]!.slug}&stock=1&limit=60`);
      return (answer.json().data.products as { id: number }[]).some((card) => card.id === product.productId);
    };
    expect(await listed()).toBe(true);
    const { token } = await visitor(t);
    const order = await create(t, token, orderBody({ products: [{ variationId: product.id, quantity: 1 }] }));
    expect(order.statusCode, order.body).toBe(201);
    expect(await listed()).toBe(false);
  });
});

describe('the key of a stored answer', () => {
  it('ignores query parameters the call does not read, and their order', async () => {
    const first = await get('/products?limit=2&sort=price_asc');
    await t.db.execute(sql`UPDATE products SET name = jsonb_set(name, '{en}', '"Renamed behind the cache"')`);
    const same = await get('/products?utm_source=mail&sort=price_asc&x=1&limit=2');
    expect(same.body).toBe(first.body);
    expect(same.body).not.toContain('Renamed behind the cache');
  });

  it('resolves the currency before keying: spellings of one code share an entry, unknown codes are refused', async () => {
    const rub = await get('/products?limit=3', { 'x-app-currency': 'RUB' });
    expect(rub.statusCode).toBe(200);
    const spelled = await get('/products?limit=3', { 'x-app-currency': ' rub ' });
    expect(spelled.headers.etag).toBe(rub.headers.etag);
    expect((await get('/products?limit=3', { 'x-app-currency': 'ZZZ' })).statusCode).toBe(422);
  });
});

describe('a stored answer tells proxies how to keep it', () => {
  it('asks them to revalidate, and varies on language, currency and encoding', async () => {
    const answer = await get('/products?limit=2');
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
    expect(String(answer.headers.vary)).toMatch(/X-App-Language/);
    expect(String(answer.headers.vary)).toMatch(/X-App-Currency/);
  });

  it('respects q-values of Accept-Encoding', async () => {
    const refused = await get('/products?limit=24', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const none = await get('/products?limit=24', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect((await get('/products?limit=24', { 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
  });
});

describe('a review deleted by its author', () => {
  it('leaves the product answer at once (its rating counts published reviews)', async () => {
    const storeId = await demoStoreId(t);
    const author = await customer(t, storeId);
    const [productId] = await activeProductIds(t, 1);
    const posted = await request(t, 'POST', `/product/${productId}/reviews`, {
      token: author.token,
      body: { text: 'Held up through a wet weekend in the field.', rating: 1, attachments: [] },
    });
    expect(posted.statusCode, posted.body).toBeLessThan(300);
    // Approved by the shop (the back office will drop the tag itself).
    await t.pool.query(
      `UPDATE reviews SET status_id = (SELECT id FROM review_statuses WHERE code = 'published') WHERE customer_id = $1`,
      [author.id],
    );
    const { rows } = await t.pool.query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [productId]);
    const rating = async () => (await get(`/products/slug/${rows[0]!.slug}`)).json().data.rating.count as number;
    t.app.answerCache.invalidateTag(`product:${productId}`);
    const before = await rating();
    const id = posted.json().data.id as number;
    expect((await request(t, 'DELETE', `/productReviews/${id}`, { token: author.token })).statusCode).toBeLessThan(300);
    expect(await rating()).toBe(before - 1);
  });
});
